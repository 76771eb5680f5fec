// The benchmark runs in a process session of its own when the kernel groups
// scheduling by session (autogroups): raising the priority of that session
// then favours the measured servers and the load generator over other work
// on the machine without touching any other session. The first process only
// starts the second, passes signals on, and exits with its code.
import { spawn } from "node:child_process";
import { autogroupsEnabled } from "./cpu.mjs";

const MARK = "BENCH_OWN_SESSION";

export function inOwnSession() {
  return process.env[MARK] === "1";
}

export function wantsOwnSession(nice) {
  return !inOwnSession() && nice !== 0 && autogroupsEnabled();
}

/** Re-runs this script in a new session; resolves with its exit code. */
export function rerunInOwnSession() {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [MARK]: "1" },
    stdio: "inherit",
    detached: true,
  });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 130 : 1))));
}

/**
 * On a signal: end whatever else this session started (a build in progress,
 * the servers), run `cleanup` (wait for the servers, remove temporary
 * directories), and exit.
 */
export function onInterrupt(cleanup) {
  let interrupted = false;
  const handle = async (signal) => {
    if (interrupted) return; // our own signal to the session's process group, or a second Ctrl-C
    interrupted = true;
    console.error(`bench: ${signal}: stopping`);
    if (inOwnSession()) process.kill(-process.pid, "SIGTERM");
    try {
      await cleanup();
    } finally {
      process.exit(130);
    }
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, handle);
}
