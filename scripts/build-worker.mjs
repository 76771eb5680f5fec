// Bundles the lead delivery worker (scripts/worker.ts and the lib code it reaches) into
// .next/worker.mjs after `next build`, so `npm start` and `npm run worker` run it on plain
// Node.js: production installs need no TypeScript loader, and the worker's memory at rest is
// that of the code it runs. Packages stay external and resolve from node_modules as usual.
// Bundles the start-up check (scripts/start-check.ts) into .next/start-check.mjs the same way,
// and records with it the site address this build's pages were rendered for.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const WORKER_BUNDLE = path.join(root, ".next", "worker.mjs");

export const START_CHECK_BUNDLE = path.join(root, ".next", "start-check.mjs");

for (const [entry, outfile] of [
  ["scripts/worker.ts", WORKER_BUNDLE],
  ["scripts/start-check.ts", START_CHECK_BUNDLE],
]) {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node24",
    tsconfig: "tsconfig.json",
    logLevel: "warning",
  });
  console.log(`wrote ${path.relative(root, outfile)}`);
}
execFileSync(process.execPath, [START_CHECK_BUNDLE, "--record"], { stdio: "inherit" });
