import { describe, expect, it } from "vitest";
import {
  JITTER_FRACTION,
  MAX_ATTEMPTS,
  MAX_RETRY_AFTER_SECONDS,
  parseRetryAfter,
  RETRY_DELAYS_SECONDS,
  retryDelaySeconds,
} from "@/lib/leads/retry-schedule";

describe("lead delivery retry schedule", () => {
  it("follows the Standard Webhooks schedule Svix uses: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h", () => {
    expect(RETRY_DELAYS_SECONDS).toEqual([5, 300, 1800, 7200, 18_000, 36_000, 36_000]);
    expect(MAX_ATTEMPTS).toBe(8);
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

  it("waits at least what a Retry-After asked for, up to a bound; a shorter one does not hasten the schedule", () => {
    expect(retryDelaySeconds(1, () => 0, 120)).toBe(120);
    expect(retryDelaySeconds(2, () => 0, 60)).toBe(300);
    expect(retryDelaySeconds(1, () => 0, MAX_RETRY_AFTER_SECONDS + 1)).toBe(5);
    expect(retryDelaySeconds(MAX_ATTEMPTS, () => 0, 60)).toBeUndefined();
  });

  it("reads Retry-After as seconds or as an HTTP date, and ignores anything else", () => {
    const now = Date.parse("2026-11-25T10:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120);
    expect(parseRetryAfter("Wed, 25 Nov 2026 10:02:00 GMT", now)).toBe(120);
    expect(parseRetryAfter("Wed, 25 Nov 2026 09:00:00 GMT", now)).toBe(0);
    expect(parseRetryAfter("soon", now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter("-5", now)).toBeUndefined();
  });
});
