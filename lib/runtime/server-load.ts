import { type EventLoopUtilization, performance } from "node:perf_hooks";

/** How long one reading of the load covers: short enough to follow a burst, long enough to average it. */
export const LOAD_WINDOW_MS = 250;

/** The share of a window the event loop spent working, at or above which the process has no time to spare. */
export const BUSY_UTILIZATION = 0.9;

export interface ServerLoad {
  /** Counts a request as it enters the edge pipeline. */
  noteArrival(): void;
  /**
   * Whether requests are arriving while the event loop has no idle time:
   * the one moment when background work should give way. Work with no
   * request waiting for the core (a backlog drained at night) is not "busy",
   * however much of the loop it fills. Re-read at most once a window.
   */
  isBusy(): boolean;
}

/** A load monitor over any utilization source; `serverLoad` is the process's own. */
export function createServerLoad(
  readUtilizationSince: () => number,
  now: () => number = () => performance.now(),
  windowMs = LOAD_WINDOW_MS,
): ServerLoad {
  let arrivals = 0;
  let arrivalsAtReading = 0;
  let readAt = now();
  let busy = false;
  return {
    noteArrival() {
      arrivals += 1;
    },
    isBusy() {
      const at = now();
      if (at - readAt < windowMs) return busy;
      // The loop's busy share since the last reading, and whether any request arrived meanwhile.
      busy = readUtilizationSince() >= BUSY_UTILIZATION && arrivals > arrivalsAtReading;
      arrivalsAtReading = arrivals;
      readAt = at;
      return busy;
    },
  };
}

function eventLoopUtilizationSince(): () => number {
  let previous: EventLoopUtilization = performance.eventLoopUtilization();
  return () => {
    const current = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(current, previous);
    previous = current;
    return utilization;
  };
}

// Every route bundle gets its own copy of this module; the monitor lives on globalThis so they share one.
const shared = globalThis as unknown as { __serverLoad?: ServerLoad };

/** This process's load, shared by every route bundle. */
export function serverLoad(): ServerLoad {
  shared.__serverLoad ??= createServerLoad(eventLoopUtilizationSince());
  return shared.__serverLoad;
}
