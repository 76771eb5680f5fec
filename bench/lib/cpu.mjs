// CPU placement and accounting: the servers run on core 0 and the load
// generator (this process) on core 1 when `taskset` exists and there are two
// cores or more; per-process CPU time comes from /proc.
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const hasTaskset = spawnSync("taskset", ["-V"], { stdio: "ignore" }).status === 0;

let clockTicks = 100;
try {
  clockTicks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
} catch {
  // the usual value
}

export function canPin(cores) {
  return hasTaskset && cores >= 2;
}

/** `[command, args]` that runs `command args` on the given cores (a taskset list such as "0" or "0-1"). */
export function onCores(cores, command, args, enabled) {
  return enabled ? ["taskset", ["-c", cores, command, ...args]] : [command, args];
}

/** Moves every thread of this process to `cores`. */
export function pinSelf(cores) {
  execFileSync("taskset", ["-a", "-p", "-c", cores, String(process.pid)], { stdio: "ignore" });
}

/** User + system CPU seconds a process has used so far, or undefined when it is gone. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return undefined;
  }
}

/** Resident and peak resident memory of a process and its descendants, in MiB. */
export function memoryOf(pid) {
  const pids = [pid, ...descendants(pid)];
  let rss = 0;
  let peak = 0;
  for (const id of pids) {
    try {
      const status = readFileSync(`/proc/${id}/status`, "utf8");
      rss += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
      peak += Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
    } catch {
      // exited
    }
  }
  return { rssMiB: rss, peakMiB: peak, processes: pids.length };
}

/**
 * Every server's memory once the app's resident size has stayed within `toleranceMiB` for
 * `quietMs` (sampled each second, at most `maxMs`), and how long that took. Right after a
 * round the heap still holds the headroom V8 grew under load; its memory reducer returns it
 * a few seconds after the allocation rate falls, so this is the size the server keeps.
 */
export async function memoryAtRest(pids, { appPid, quietMs = 20_000, maxMs = 90_000, toleranceMiB = 1 } = {}) {
  const startedAt = Date.now();
  let reference = memoryOf(appPid).rssMiB;
  let quietSince = startedAt;
  while (Date.now() - quietSince < quietMs && Date.now() - startedAt < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = memoryOf(appPid).rssMiB;
    if (Math.abs(now - reference) > toleranceMiB) {
      reference = now;
      quietSince = Date.now();
    }
  }
  const memory = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, memoryOf(pid)]));
  return { memory, seconds: (Date.now() - startedAt) / 1000 };
}

function descendants(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Busy and total jiffies of each core, from /proc/stat. */
export function coreTimes() {
  try {
    const lines = readFileSync("/proc/stat", "utf8")
      .split("\n")
      .filter((line) => /^cpu\d+ /.test(line));
    return lines.map((line) => {
      const [, ...values] = line.trim().split(/\s+/);
      const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number);
      const busy = user + nice + system + irq + softirq + steal;
      return { busy, total: busy + idle + iowait };
    });
  } catch {
    return [];
  }
}

/** Fraction of each core that was busy between two `coreTimes()` readings. */
export function coreBusy(before, after) {
  return after.map((core, index) => {
    const start = before[index];
    if (!start || core.total === start.total) return Number.NaN;
    return (core.busy - start.busy) / (core.total - start.total);
  });
}
