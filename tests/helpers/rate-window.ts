/**
 * Rate-limit windows are fixed and aligned to the clock, so a test that
 * counts a budget to its end must not straddle two windows: it would rightly
 * get two budgets. Waits, when fewer than `neededMs` remain in the current
 * window of `windowSeconds`, until the next window has begun.
 */
export async function withinOneWindow(windowSeconds: number, neededMs: number): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const remaining = windowMs - (Date.now() % windowMs);
  if (remaining < neededMs) await new Promise((resolve) => setTimeout(resolve, remaining + 50));
}
