import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumExecutablePath } from "./scripts/chromium.mjs";

// The runner (scripts/run-e2e.mjs) builds the app, starts the production server and sets this.
const baseURL = process.env.E2E_BASE_URL ?? "http://localhost:3210";
// E2E_CHROMIUM, else a system Chromium (Playwright's own download is not always possible), else Playwright's own.
const executablePath = chromiumExecutablePath();

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL,
    trace: "off",
    screenshot: "off",
    extraHTTPHeaders: { "User-Agent": "land-tools-e2e/1.0 (+https://example.test/contact)" },
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          ...(executablePath ? { executablePath } : {}),
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
});
