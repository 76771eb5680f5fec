// End-to-end run: build the production app, start it on a fresh embedded
// store, wait until it answers, run Playwright against it, stop it.
//   npm run test:e2e                 build + all specs
//   npm run test:e2e -- tests/e2e/x  build + some specs (arguments go to Playwright)
//   E2E_SKIP_BUILD=1 npm run test:e2e  reuse the existing .next build
//   E2E_CHROMIUM=/path/to/chromium     the browser to run in (default: a system Chromium, else Playwright's own)
// Before anything else it launches the browser once: without one it says how to get one and fails at once.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkChromium, NO_CHROMIUM_MESSAGE } from "./chromium.mjs";
import { startLeadReceiver } from "./e2e-lead-receiver.mjs";
import { run, waitForHealth } from "./production-server.mjs";
import { productionStartArguments } from "./start-arguments.mjs";

const browser = await checkChromium();
if (!browser.ok) {
  console.error(`${NO_CHROMIUM_MESSAGE} (${browser.reason})`);
  process.exit(1);
}

const port = Number(process.env.E2E_PORT ?? 3210);
const baseUrl = `http://localhost:${port}`;
const args = process.argv.slice(2);

const serverEnv = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  PORT: String(port),
  BASE_URL: baseUrl,
  STAGING_URL: process.env.STAGING_URL ?? "https://staging.example.test",
  // Tests give each scenario its own client address through X-Forwarded-For.
  TRUST_PROXY: "1",
  LOG_SILENT: "1",
};

// Third-party MCP checkers (conformance suite, Inspector CLI) need Node 22; they live in their own small package,
// installed again whenever a pinned version there differs from what is installed (a checkout that moved on).
const checkersDir = "tests/mcp-conformance";
const installedVersion = (name) => {
  const manifest = path.join(checkersDir, "node_modules", name, "package.json");
  return existsSync(manifest) ? JSON.parse(readFileSync(manifest, "utf8")).version : undefined;
};
const pinned = JSON.parse(readFileSync(path.join(checkersDir, "package.json"), "utf8")).dependencies;
if (Object.entries(pinned).some(([name, version]) => installedVersion(name) !== version)) {
  const code = await run("npm", ["ci", "--prefix", checkersDir, "--no-audit", "--no-fund"], process.env);
  if (code !== 0) process.exit(code);
}

if (process.env.E2E_SKIP_BUILD !== "1" || !existsSync(".next/BUILD_ID")) {
  const code = await run("npm", ["run", "build"], { ...serverEnv, LOG_SILENT: "0" });
  if (code !== 0) process.exit(code);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "land-e2e-"));
// Leads are delivered as signed webhooks to a receiver the specs can read back.
const leadReceiver = await startLeadReceiver();
const server = spawn("node", productionStartArguments(), {
  stdio: ["ignore", "inherit", "inherit"],
  env: { ...serverEnv, ...leadReceiver.env, DATA_DIR: dataDir },
});
let exitCode = 1;
try {
  await waitForHealth(baseUrl, "e2e-runner/1.0", 60_000);
  exitCode = await run("npx", ["playwright", "test", ...args], {
    ...process.env,
    E2E_BASE_URL: baseUrl,
    E2E_LEAD_RECEIVER_URL: leadReceiver.receivedUrl,
  });
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await leadReceiver.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
