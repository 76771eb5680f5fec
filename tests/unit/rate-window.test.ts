import { afterEach, describe, expect, it, vi } from "vitest";
import { withinOneWindow } from "../helpers/rate-window";

/** The guard the rate-limit suites rely on to count a budget inside one fixed window. */
describe("withinOneWindow", () => {
  afterEach(() => vi.useRealTimers());

  it("waits for the next window when too little of the current one is left", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T13:59:58.000Z"));
    let done = false;
    const waiting = withinOneWindow(3600, 5_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2_049);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(new Date(Date.now()).toISOString()).toBe("2026-11-22T14:00:00.050Z");
  });

  it("returns at once when enough of the window is left", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T13:30:00.000Z"));
    let done = false;
    const waiting = withinOneWindow(3600, 5_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    await waiting;
    expect(done).toBe(true);
    expect(new Date(Date.now()).toISOString()).toBe("2026-11-22T13:30:00.000Z");
  });
});
