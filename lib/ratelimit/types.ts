import type { RateLimitPolicy } from "./policies";

export interface RateLimitResult {
  policy: RateLimitPolicy;
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Whole seconds until the current window ends (at least 1). */
  resetSeconds: number;
  /**
   * Set when a shared store could not reach its server and its own in-memory
   * insurance counted this hit instead: the error's kind, for the log.
   */
  fallbackError?: string;
}

export interface RateLimitStore {
  readonly kind: "memory" | "redis";
  /** Counts one hit for `key` under `policy` and says whether it is within the limit. */
  hit(policy: RateLimitPolicy, key: string, now: number): Promise<RateLimitResult>;
  /** Closes the store's connection, if it holds one (at shutdown). */
  close?(): Promise<void>;
}

export function windowBounds(policy: RateLimitPolicy, now: number): { index: number; resetSeconds: number } {
  const windowMs = policy.windowSeconds * 1000;
  const index = Math.floor(now / windowMs);
  const resetSeconds = Math.max(1, Math.ceil(((index + 1) * windowMs - now) / 1000));
  return { index, resetSeconds };
}
