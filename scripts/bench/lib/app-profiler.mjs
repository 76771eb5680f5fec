// Drives lib/profiler-preload.mjs inside the app: start before a scenario's
// measured rounds, stop after them, and summarize that scenario's profile.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { summarizeProfile } from "./profile.mjs";

export function createAppProfiler(roots) {
  const dir = mkdtempSync(path.join(tmpdir(), "landworks-bench-profile-"));
  let stopped = 0;
  let pid;
  return {
    /** Node.js options and environment that load the profiler into the app. */
    nodeOptions: ["--import", path.join(import.meta.dirname, "profiler-preload.mjs")],
    env: { BENCH_PROFILE_DIR: dir },
    attach(serverPid) {
      pid = serverPid;
    },
    start() {
      process.kill(pid, "SIGUSR2");
    },
    /** Stops the profiler and returns the summary of what it recorded since start(). */
    async stop() {
      process.kill(pid, "SIGUSR2");
      stopped += 1;
      const file = path.join(dir, `${stopped}.cpuprofile`);
      const deadline = Date.now() + 30_000;
      while (!existsSync(file)) {
        if (Date.now() > deadline) return undefined;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return summarizeProfile(file, roots);
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
