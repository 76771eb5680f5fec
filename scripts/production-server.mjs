// What the scripts that start the production server themselves (end-to-end
// tests, the agent-readability check, Lighthouse) share: the server's
// environment, the build, running a command, and waiting until the server's
// health endpoint answers.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

/** The production server's environment on `port`, quiet, with its own address as BASE_URL. */
export function productionEnv(port, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    BASE_URL: `http://localhost:${port}`,
    LOG_SILENT: "1",
    ...extra,
  };
}

/** `npm run build`, unless `skip` and a build exists; exits the process when the build fails. */
export async function buildUnlessSkipped(skip, env) {
  if (skip && existsSync(".next/BUILD_ID")) return;
  const code = await run("npm", ["run", "build"], { ...env, LOG_SILENT: "0" });
  if (code !== 0) process.exit(code);
}

/** Runs a command with inherited output; resolves to its exit code (1 when a signal ended it). */
export function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Polls `GET /api/v1/health` every 250 ms until it answers 2xx, or throws after `timeoutMs`. */
export async function waitForHealth(baseUrl, userAgent, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`, { headers: { "user-agent": userAgent } })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer on ${baseUrl} within ${timeoutMs} ms`);
}
