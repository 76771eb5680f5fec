import type { RateLimitResult } from "@/lib/ratelimit/types";

/** Thrown by `rateLimit` when a policy refuses the request; each surface renders it as its own 429. */
export class RateLimitedError extends Error {
  override name = "RateLimitedError";
  constructor(readonly result: RateLimitResult) {
    super(`rate limited by ${result.policy.name}`);
  }
}

/** Thrown by `methodCheck`; each surface renders it as its own 405, with `Allow`. */
export class MethodNotAllowedError extends Error {
  override name = "MethodNotAllowedError";
  constructor(
    readonly method: string,
    /** The `Allow` header's value, e.g. `GET, HEAD, OPTIONS`. */
    readonly allow: string,
  ) {
    super(`${method} not allowed`);
  }
}

/** Thrown by `allowedOrigins` for a browser origin outside the allow-list; each surface renders it as its own 403. */
export class OriginNotAllowedError extends Error {
  override name = "OriginNotAllowedError";
  constructor() {
    super("origin not allowed");
  }
}
