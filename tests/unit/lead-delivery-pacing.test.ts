import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  deliveriesShouldWait,
  deliveriesWaiting,
  paceLeadDeliveries,
  RESUME_CHECK_MS,
  stopPacingLeadDeliveries,
} from "@/lib/leads/delivery-pacing";

describe("lead delivery pacing", () => {
  let busy = true;
  const resume = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    busy = true;
    resume.mockClear();
  });
  afterEach(() => {
    stopPacingLeadDeliveries();
    vi.useRealTimers();
  });

  it("never holds deliveries back where nothing paces them (on Vercel only the cron would come back)", () => {
    expect(deliveriesShouldWait()).toBe(false);
    deliveriesWaiting();
    vi.advanceTimersByTime(10 * RESUME_CHECK_MS);
    expect(resume).not.toHaveBeenCalled();
  });

  it("holds deliveries back only while the server is busy", () => {
    paceLeadDeliveries(resume, () => busy);
    expect(deliveriesShouldWait()).toBe(true);
    busy = false;
    expect(deliveriesShouldWait()).toBe(false);
  });

  it("resumes waiting deliveries once, as soon as the load eases", () => {
    paceLeadDeliveries(resume, () => busy);
    deliveriesWaiting();
    deliveriesWaiting(); // many leads wait; one watcher
    vi.advanceTimersByTime(8 * RESUME_CHECK_MS);
    expect(resume).not.toHaveBeenCalled();
    busy = false;
    vi.advanceTimersByTime(RESUME_CHECK_MS);
    expect(resume).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(8 * RESUME_CHECK_MS);
    expect(resume).toHaveBeenCalledTimes(1);
  });

  it("watches again when deliveries wait again after a resume", () => {
    paceLeadDeliveries(resume, () => busy);
    deliveriesWaiting();
    busy = false;
    vi.advanceTimersByTime(RESUME_CHECK_MS);
    busy = true;
    deliveriesWaiting();
    vi.advanceTimersByTime(4 * RESUME_CHECK_MS);
    expect(resume).toHaveBeenCalledTimes(1);
    busy = false;
    vi.advanceTimersByTime(RESUME_CHECK_MS);
    expect(resume).toHaveBeenCalledTimes(2);
  });
});
