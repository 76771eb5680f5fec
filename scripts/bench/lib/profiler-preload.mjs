// Loaded into the app with `--import` when profiling (BENCH_PROFILE=1): each
// SIGUSR2 starts or stops V8's sampling profiler, and a stopped profile is
// written to $BENCH_PROFILE_DIR/<n>.cpuprofile (n = 1, 2, ...). Profiling only
// the measured rounds keeps start-up and warm-up out of the profiles.
import { renameSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import path from "node:path";

const dir = process.env.BENCH_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post("Profiler.enable");
  let running = false;
  let written = 0;
  process.on("SIGUSR2", () => {
    running = !running;
    if (running) {
      session.post("Profiler.start");
      return;
    }
    session.post("Profiler.stop", (error, result) => {
      written += 1;
      const file = path.join(dir, `${written}.cpuprofile`);
      // Written aside and renamed, so the runner never reads half a file.
      writeFileSync(`${file}.part`, error ? "{}" : JSON.stringify(result.profile));
      renameSync(`${file}.part`, file);
    });
  });
}
