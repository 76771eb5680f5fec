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

/** What `allowedOrigins` refused: the browser's `Origin`, or the `Host` a loopback-only server was addressed by. */
export type OriginRefusal = "origin" | "host";

/** Thrown by `allowedOrigins`; each surface renders it as its own 403. */
export class OriginNotAllowedError extends Error {
  override name = "OriginNotAllowedError";
  constructor(readonly refused: OriginRefusal = "origin") {
    super(refused === "host" ? "host not allowed" : "origin not allowed");
  }
}
