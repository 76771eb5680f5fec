// `npm run worker`: the delivery worker bundled by `npm run build` (.next/worker.mjs) on plain
// Node.js; without a build (development) the TypeScript source through tsx.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

export function workerCommand({ dev = false } = {}) {
  const bundle = fileURLToPath(new URL("../.next/worker.mjs", import.meta.url));
  if (!dev && existsSync(bundle)) return [bundle];
  return ["--import", "tsx", fileURLToPath(new URL("./worker.ts", import.meta.url))];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const child = spawn(process.execPath, workerCommand(), { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.once("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
