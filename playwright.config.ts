import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// The runner (scripts/run-e2e.mjs) builds the app, starts the production server and sets this.
const baseURL = process.env.E2E_BASE_URL ?? "http://localhost:3210";
// Playwright's own browser download is not always possible; a system Chromium works the same.
const systemChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) => existsSync(path));

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
          ...(systemChromium ? { executablePath: systemChromium } : {}),
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
});
