// Agent Readability Spec audit of a production build: build (unless CHECK_SKIP_BUILD=1), start the
// server on a fresh embedded store, run `agent-readability audit` against it, stop it.
//   npm run check:agents                       build, start on port 3210 (CHECK_PORT to change), audit
//   CHECK_SKIP_BUILD=1 npm run check:agents    reuse the existing .next build
//   npm run check:agents -- --json             arguments go to the audit
// It fails below 95/100; docs/content.md lists the checks this site fails on purpose, and why.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildUnlessSkipped, productionEnv, run, waitForHealth } from "./production-server.mjs";
import { productionStartArguments } from "./start-arguments.mjs";

const port = Number(process.env.CHECK_PORT ?? 3210);
const baseUrl = `http://localhost:${port}`;
const serverEnv = productionEnv(port);

await buildUnlessSkipped(process.env.CHECK_SKIP_BUILD === "1", serverEnv);

const dataDir = mkdtempSync(path.join(tmpdir(), "land-check-agents-"));
const server = spawn("node", productionStartArguments(), {
  stdio: ["ignore", "inherit", "inherit"],
  env: { ...serverEnv, DATA_DIR: dataDir },
});
let exitCode = 1;
try {
  await waitForHealth(baseUrl, "check-agents/1.0", 60_000);
  exitCode = await run("npx", ["agent-readability", "audit", baseUrl, "--min-score", "95", ...process.argv.slice(2)], process.env);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
