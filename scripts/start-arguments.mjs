// The production server's command line, as `npm start` runs it, for the scripts
// that start the server themselves (end-to-end tests, benchmarks): they then run
// it with the same Node.js flags instead of a copy that could drift.
import { readFileSync } from "node:fs";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "..");

/** `node`'s arguments in package.json's start script, e.g. ["--heap-growing-percent=75", "server.mjs"]. */
export function productionStartArguments() {
  const start = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")).scripts.start;
  const match = /^node\s+((?:--\S+\s+)*)server\.mjs$/.exec(start);
  if (!match) throw new Error(`package.json's start script must be "node [--flags] server.mjs", got "${start}"`);
  return [...match[1].split(/\s+/).filter(Boolean), "server.mjs"];
}
