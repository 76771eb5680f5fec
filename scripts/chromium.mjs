// Which Chromium the end-to-end tests run in, and whether one can be launched at all.
// A system Chromium is preferred, because Playwright's own browser download is not
// always possible; E2E_CHROMIUM names a browser explicitly. The runner checks this
// before building, so a machine without a browser learns it at once, in one line.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

/** Where a system package puts Chromium. */
export const SYSTEM_CHROMIUM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** Arguments every launch uses (tests, and the check below). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const NO_CHROMIUM_MESSAGE =
  "No Chromium can be launched for the end-to-end tests: run `npx playwright install chromium` (add `--with-deps` for its system libraries), or install the system package (e.g. `apt-get install chromium`), or set E2E_CHROMIUM to a Chromium binary.";

/**
 * The browser binary the tests should launch: E2E_CHROMIUM when set, else a system Chromium
 * that exists, else undefined (Playwright's own browser).
 */
export function chromiumExecutablePath(env = process.env, systemPaths = SYSTEM_CHROMIUM_PATHS) {
  if (env.E2E_CHROMIUM) return env.E2E_CHROMIUM;
  return systemPaths.find((path) => existsSync(path));
}

/**
 * Launches the chosen Chromium once and closes it. Returns `{ ok: true, executablePath }`, or
 * `{ ok: false, reason }` when the named binary is missing or no browser starts.
 */
export async function checkChromium({
  env = process.env,
  systemPaths = SYSTEM_CHROMIUM_PATHS,
  launch = chromium.launch.bind(chromium),
} = {}) {
  const executablePath = chromiumExecutablePath(env, systemPaths);
  if (executablePath && !existsSync(executablePath)) return { ok: false, reason: `${executablePath} does not exist` };
  try {
    const browser = await launch({ ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS, timeout: 30_000 });
    await browser.close();
    return { ok: true, executablePath };
  } catch (error) {
    const firstLine = String(error instanceof Error ? error.message : error).split("\n")[0];
    return { ok: false, reason: firstLine };
  }
}
