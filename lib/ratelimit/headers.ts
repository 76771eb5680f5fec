import type { RateLimitResult } from "./types";

/**
 * Headers of the IETF RateLimit header fields draft as the spec uses them:
 * `RateLimit: limit=N, remaining=N, reset=N` plus the split integer fields and
 * `RateLimit-Policy: N;w=S`. A refusal adds `Retry-After`, equal to the reset.
 */
export function rateLimitHeaders(result: RateLimitResult): Record<string, string> {
  const headers: Record<string, string> = {
    RateLimit: `limit=${result.limit}, remaining=${result.remaining}, reset=${result.resetSeconds}`,
    "RateLimit-Limit": String(result.limit),
    "RateLimit-Remaining": String(result.remaining),
    "RateLimit-Reset": String(result.resetSeconds),
    "RateLimit-Policy": `${result.limit};w=${result.policy.windowSeconds}`,
  };
  if (!result.allowed) headers["Retry-After"] = String(result.resetSeconds);
  return headers;
}
