import { describe, expect, it } from "vitest";
import { BUSY_UTILIZATION, createServerLoad, LOAD_WINDOW_MS } from "@/lib/runtime/server-load";

/** A monitor over a scripted event loop and clock. */
function scripted() {
  let utilization = 0;
  let clock = 0;
  const load = createServerLoad(
    () => utilization,
    () => clock,
  );
  return {
    load,
    utilization: (value: number) => {
      utilization = value;
    },
    advance: (ms = LOAD_WINDOW_MS) => {
      clock += ms;
    },
  };
}

describe("server load", () => {
  it("is busy when requests arrive while the event loop has no idle time", () => {
    const { load, utilization, advance } = scripted();
    utilization(0.97);
    load.noteArrival();
    advance();
    expect(load.isBusy()).toBe(true);
  });

  it("is not busy when the loop is full but no request is waiting (a backlog drained with nobody asking)", () => {
    const { load, utilization, advance } = scripted();
    utilization(1);
    advance();
    expect(load.isBusy()).toBe(false);
  });

  it("is not busy when requests arrive with idle time to spare", () => {
    const { load, utilization, advance } = scripted();
    utilization(BUSY_UTILIZATION - 0.05);
    for (let i = 0; i < 100; i += 1) load.noteArrival();
    advance();
    expect(load.isBusy()).toBe(false);
  });

  it("keeps a reading for one window, then counts only the arrivals since it", () => {
    const { load, utilization, advance } = scripted();
    utilization(1);
    load.noteArrival();
    advance();
    expect(load.isBusy()).toBe(true);
    utilization(0);
    advance(LOAD_WINDOW_MS / 2);
    expect(load.isBusy()).toBe(true); // still the last window's reading
    utilization(1);
    advance(LOAD_WINDOW_MS / 2);
    expect(load.isBusy()).toBe(false); // a full window with no arrival
  });
});
