import { Ratelimit } from "@upstash/ratelimit";
import { Redis } from "@upstash/redis";
import type { RateLimitPolicy } from "./policies";
import { windowBounds, type RateLimitResult, type RateLimitStore } from "./types";

/**
 * Shared counters in Upstash Redis over its REST API (`KV_REST_API_*`, the
 * store Vercel's Marketplace provides, reachable from serverless functions)
 * through @upstash/ratelimit's fixed window (an atomic INCR script), so every
 * instance sees the same count. Failures are thrown; `rate-limit.ts` counts
 * in memory while Upstash is away.
 */
export class UpstashRateLimitStore implements RateLimitStore {
  readonly kind = "redis" as const;
  private readonly redis: Redis;
  private readonly limiters = new Map<string, Ratelimit>();

  constructor(
    connection: { url: string; token: string },
    private readonly timeoutMs = 1_500,
  ) {
    this.redis = new Redis({
      url: connection.url,
      token: connection.token,
      // Fail fast: a request must not wait through long retries for a limit check.
      retry: { retries: 1, backoff: () => 50 },
      automaticDeserialization: true,
      enableTelemetry: false,
    });
  }

  private limiterFor(policy: RateLimitPolicy): Ratelimit {
    let limiter = this.limiters.get(policy.name);
    if (!limiter) {
      limiter = new Ratelimit({
        redis: this.redis,
        limiter: Ratelimit.fixedWindow(policy.limit, `${policy.windowSeconds} s`),
        prefix: policy.prefix,
        timeout: this.timeoutMs,
        analytics: false,
        // A process-local cache of blocked keys would let counts drift from Redis.
        ephemeralCache: false,
      });
      this.limiters.set(policy.name, limiter);
    }
    return limiter;
  }

  async hit(policy: RateLimitPolicy, key: string, now: number): Promise<RateLimitResult> {
    const response = await this.limiterFor(policy).limit(key);
    if (response.reason === "timeout") throw new Error("rate-limit store timed out");
    const { resetSeconds } = windowBounds(policy, now);
    return {
      policy,
      allowed: response.success,
      limit: response.limit,
      remaining: Math.max(0, response.remaining),
      resetSeconds,
    };
  }
}
