// Bundles the lead delivery worker (scripts/worker.ts and the lib code it reaches) into
// .next/worker.mjs after `next build`, so `npm start` and `npm run worker` run it on plain
// Node.js: production installs need no TypeScript loader, and the worker's memory at rest is
// that of the code it runs. Packages stay external and resolve from node_modules as usual.
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const WORKER_BUNDLE = path.join(root, ".next", "worker.mjs");

await esbuild.build({
  absWorkingDir: root,
  entryPoints: ["scripts/worker.ts"],
  outfile: WORKER_BUNDLE,
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node24",
  tsconfig: "tsconfig.json",
  logLevel: "warning",
});
console.log(`wrote ${path.relative(root, WORKER_BUNDLE)}`);
