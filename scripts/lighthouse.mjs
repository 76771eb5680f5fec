// Lighthouse on a production build: build (unless LH_SKIP_BUILD=1), start the server on a fresh
// embedded store, run Lighthouse's Agentic Browsing config (which extends the default categories;
// mobile, simulated throttling) LH_RUNS times on each key page, print the medians, stop the server.
//   npm run lighthouse                        build, start on port 3220 (LH_PORT to change), 3 runs a page
//   LH_SKIP_BUILD=1 LH_RUNS=5 npm run lighthouse
//   LH_OUT=reports/lighthouse npm run lighthouse   also keeps every JSON report there
//   LH_PAGES=/hi,/hi/glossary/bigha npm run lighthouse   only these pages
// Lighthouse itself is installed on first use into node_modules/.cache (pinned below); Chromium is
// Debian's (/usr/bin/chromium, or CHROME_PATH). Targets and the one allowed failure: lighthouse-report.mjs.
// Scores depend on the machine: run it on a quiet one (it prints the load average before and after).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { judgePage } from "./lighthouse-report.mjs";
import { buildUnlessSkipped, productionEnv, run, waitForHealth } from "./production-server.mjs";
import { productionStartArguments } from "./start-arguments.mjs";

const LIGHTHOUSE_VERSION = "13.5.0";
/**
 * The home page, the demo form, a calculator, a calculator with a result, a glossary term and a blog
 * post, and the Hindi home page and a Hindi glossary term. `LH_PAGES` (comma-separated) runs others.
 */
const DEFAULT_PAGES = [
  "/",
  "/demo",
  "/calculators/land-roi",
  "/calculators/acquisition-cost?basePrice=12000000&state=maharashtra&locality=maharashtra-metro-corporation",
  "/glossary/bigha",
  "/blog/making-our-site-agent-ready",
  "/hi",
  "/hi/glossary/bigha",
];
const KEY_PAGES = process.env.LH_PAGES ? process.env.LH_PAGES.split(",").filter(Boolean) : DEFAULT_PAGES;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  // Without these Chromium keeps calling Google's hosts, which a closed network refuses.
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
].join(" ");

const port = Number(process.env.LH_PORT ?? 3220);
const runs = Number(process.env.LH_RUNS ?? 3);
const baseUrl = `http://localhost:${port}`;
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  console.error(`lighthouse: no Chromium at ${chromePath}; install Debian's (apt-get install chromium) or set CHROME_PATH.`);
  process.exit(1);
}

const toolDir = path.resolve("node_modules/.cache", `lighthouse-${LIGHTHOUSE_VERSION}`);
const lighthouseDir = path.join(toolDir, "node_modules/lighthouse");
if (!existsSync(path.join(lighthouseDir, "package.json"))) {
  mkdirSync(toolDir, { recursive: true });
  const code = await run(
    "npm",
    ["install", "--prefix", toolDir, "--no-audit", "--no-fund", "--no-save", `lighthouse@${LIGHTHOUSE_VERSION}`],
    process.env,
  );
  if (code !== 0) process.exit(code);
}
const agenticConfig = path.join(lighthouseDir, "core/config/agentic-browsing-config.js");

const serverEnv = productionEnv(port);
await buildUnlessSkipped(process.env.LH_SKIP_BUILD === "1", serverEnv);

const outDir = process.env.LH_OUT ? path.resolve(process.env.LH_OUT) : mkdtempSync(path.join(tmpdir(), "land-lighthouse-"));
mkdirSync(outDir, { recursive: true });
const dataDir = mkdtempSync(path.join(tmpdir(), "land-lighthouse-data-"));
const server = spawn("node", productionStartArguments(), {
  stdio: ["ignore", "inherit", "inherit"],
  env: { ...serverEnv, DATA_DIR: dataDir },
});

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
let exitCode = 1;
try {
  await waitForHealth(baseUrl, "lighthouse-run/1.0", 60_000);
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, Agentic Browsing config, ${runs} run(s) a page; load average before: ${load()}`);
  const verdicts = [];
  for (const page of KEY_PAGES) {
    const reports = [];
    for (let index = 1; index <= runs; index += 1) {
      const output = path.join(outDir, `${page === "/" ? "home" : page.slice(1).replaceAll(/[^\w-]+/g, "_")}-${index}.json`);
      const code = await run(
        "node",
        [
          path.join(lighthouseDir, "cli/index.js"),
          `${baseUrl}${page}`,
          `--config-path=${agenticConfig}`,
          "--output=json",
          `--output-path=${output}`,
          "--quiet",
          `--chrome-flags=${CHROME_FLAGS}`,
        ],
        { ...process.env, CHROME_PATH: chromePath },
      );
      if (code !== 0) throw new Error(`Lighthouse failed on ${page} (exit ${code})`);
      reports.push(JSON.parse(readFileSync(output, "utf8")));
    }
    verdicts.push(judgePage(page, reports));
  }
  console.log(`load average after: ${load()}\n`);
  console.log("| Page | Performance | Accessibility | Best practices | SEO | Agentic | FCP | LCP | TBT | CLS |");
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
  for (const { page, scores, metrics } of verdicts) {
    const ms = (value) => `${Math.round(value)} ms`;
    console.log(
      `| ${page} | ${scores.performance} | ${scores.accessibility} | ${scores["best-practices"]} | ${scores.seo} | ${scores["agentic-browsing"]} | ${ms(metrics.FCP)} | ${ms(metrics.LCP)} | ${ms(metrics.TBT)} | ${metrics.CLS.toFixed(3)} |`,
    );
  }
  for (const { page, problems, notes } of verdicts) {
    for (const note of notes) console.log(`note ${page}: ${note}`);
    for (const problem of problems) console.log(`FAIL ${page}: ${problem}`);
  }
  exitCode = verdicts.every((verdict) => verdict.problems.length === 0) ? 0 : 1;
  if (process.env.LH_OUT) console.log(`reports: ${outDir}`);
} catch (error) {
  console.error(`lighthouse: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.LH_OUT) rmSync(outDir, { recursive: true, force: true });
}
process.exit(exitCode);
