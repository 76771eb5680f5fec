/**
 * Seconds to wait before each retry after a failed attempt: the Standard
 * Webhooks schedule Svix uses. The first attempt is immediate, then 5 s,
 * 5 min, 30 min, 2 h, 5 h, 10 h and 10 h: eight attempts over about 27.6
 * hours. Jitter only stretches a delay, so the schedule never ends sooner.
 */
export const RETRY_DELAYS_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;

/** The first attempt and one per retry delay; after the last the delivery goes to the dead letters. */
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/** Up to this fraction is added to a delay, so receivers recovering from an outage are not hit in step. */
export const JITTER_FRACTION = 0.1;

/** The longest wait a receiver's `Retry-After` can ask for; beyond it the schedule's own delay stands. */
export const MAX_RETRY_AFTER_SECONDS = 10 * 3600;

/**
 * The wait after attempt number `attempts` (1-based) failed, or undefined
 * when it was the last one. A `Retry-After` (429, 503) lengthens the wait to
 * what the receiver asked for, up to `MAX_RETRY_AFTER_SECONDS`.
 */
export function retryDelaySeconds(attempts: number, random: () => number = Math.random, retryAfterSeconds?: number): number | undefined {
  const base = RETRY_DELAYS_SECONDS[attempts - 1];
  if (base === undefined) return undefined;
  const scheduled = Math.round(base * (1 + JITTER_FRACTION * random()));
  if (retryAfterSeconds === undefined || retryAfterSeconds > MAX_RETRY_AFTER_SECONDS) return scheduled;
  return Math.max(scheduled, Math.ceil(retryAfterSeconds));
}

/** A `Retry-After` value (seconds, or an HTTP date) as seconds from `now`; undefined when absent or malformed. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // An HTTP date names its day and month (`Wed, 25 Nov 2026 10:02:00 GMT`); a bare "-5" is no date.
  if (!/^[A-Za-z]{3}, /.test(text)) return undefined;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
