/**
 * Seconds to wait before each retry after a failed attempt: seconds first,
 * about a minute next, then minutes to hours. Without jitter the last retry
 * comes 27.6 hours after the first attempt; jitter only stretches a delay,
 * so the schedule never ends in less than 24 hours.
 */
export const RETRY_DELAYS_SECONDS = [5, 60, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;

/** The first attempt and one per retry delay; after the last the delivery is marked failed. */
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/** Up to this fraction is added to a delay, so receivers recovering from an outage are not hit in step. */
export const JITTER_FRACTION = 0.25;

/**
 * The wait after attempt number `attempts` (1-based) failed, or undefined
 * when it was the last one.
 */
export function retryDelaySeconds(attempts: number, random: () => number = Math.random): number | undefined {
  const base = RETRY_DELAYS_SECONDS[attempts - 1];
  if (base === undefined) return undefined;
  return Math.round(base * (1 + JITTER_FRACTION * random()));
}
