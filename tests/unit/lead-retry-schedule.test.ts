import { describe, expect, it } from "vitest";
import { JITTER_FRACTION, MAX_ATTEMPTS, RETRY_DELAYS_SECONDS, retryDelaySeconds } from "@/lib/leads/retry-schedule";

describe("lead delivery retry schedule", () => {
  it("starts in seconds, reaches about a minute next, then minutes to hours", () => {
    expect(RETRY_DELAYS_SECONDS[0]).toBeLessThan(60);
    expect(RETRY_DELAYS_SECONDS[1]).toBe(60);
    for (let index = 1; index < RETRY_DELAYS_SECONDS.length; index += 1) {
      expect(RETRY_DELAYS_SECONDS[index]).toBeGreaterThanOrEqual(RETRY_DELAYS_SECONDS[index - 1]!);
    }
    expect(MAX_ATTEMPTS).toBe(RETRY_DELAYS_SECONDS.length + 1);
  });

  it("keeps retrying for at least 24 hours even with the least jitter", () => {
    const shortest = RETRY_DELAYS_SECONDS.reduce<number>((sum, _, index) => sum + retryDelaySeconds(index + 1, () => 0)!, 0);
    expect(shortest).toBeGreaterThanOrEqual(24 * 3600);
  });

  it("stretches each delay by up to the jitter fraction, never shortens it, and ends after the last attempt", () => {
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      const base = RETRY_DELAYS_SECONDS[attempt - 1]!;
      expect(retryDelaySeconds(attempt, () => 0)).toBe(base);
      expect(retryDelaySeconds(attempt, () => 0.999)).toBeLessThanOrEqual(Math.round(base * (1 + JITTER_FRACTION)));
      const random = retryDelaySeconds(attempt)!;
      expect(random).toBeGreaterThanOrEqual(base);
    }
    expect(retryDelaySeconds(MAX_ATTEMPTS)).toBeUndefined();
  });
});
