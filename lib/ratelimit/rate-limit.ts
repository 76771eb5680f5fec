import { getConfig } from "@/lib/config/env";
import { log, errorKind } from "@/lib/log/logger";
import { MemoryRateLimitStore } from "./memory-store";
import type { RateLimitPolicy } from "./policies";
import type { RateLimitResult, RateLimitStore } from "./types";

const FALLBACK_LOG_INTERVAL_MS = 60_000;

/**
 * Applies policies against the shared store when one is configured, and the
 * in-process store otherwise. When Redis fails, counting falls back to memory
 * for that request (logged at most once a minute): limits loosen to per
 * instance for the outage, and no request fails because the limiter did.
 */
export class RateLimiter {
  private readonly memory = new MemoryRateLimitStore();
  private lastFallbackLog = 0;
  private degradedSince: number | undefined;

  constructor(private readonly shared: RateLimitStore | undefined) {}

  get mode(): "memory" | "redis" | "memory-fallback" {
    if (!this.shared) return "memory";
    return this.degradedSince === undefined ? "redis" : "memory-fallback";
  }

  async hit(policy: RateLimitPolicy, key: string, now = Date.now()): Promise<RateLimitResult> {
    if (!this.shared) return this.memory.hitSync(policy, key, now);
    try {
      const result = await this.shared.hit(policy, key, now);
      if (this.degradedSince !== undefined) {
        log.info("rate-limit store recovered", { policy: policy.name, downForMs: now - this.degradedSince });
        this.degradedSince = undefined;
      }
      return result;
    } catch (error) {
      this.degradedSince ??= now;
      if (now - this.lastFallbackLog >= FALLBACK_LOG_INTERVAL_MS) {
        this.lastFallbackLog = now;
        log.warn("rate-limit store unreachable; counting in memory", { policy: policy.name, error: errorKind(error) });
      }
      return this.memory.hitSync(policy, key, now);
    }
  }
}

const globalForLimiter = globalThis as unknown as { __rateLimiter?: RateLimiter };

/** The shared store is loaded only when configured, so the embedded default never loads the Upstash clients. */
class LazyRedisStore implements RateLimitStore {
  readonly kind = "redis" as const;
  private store: Promise<RateLimitStore> | undefined;

  constructor(private readonly connection: { url: string; token: string }) {}

  async hit(...args: Parameters<RateLimitStore["hit"]>): Promise<RateLimitResult> {
    this.store ??= import("./redis-store").then(({ RedisRateLimitStore }) => new RedisRateLimitStore(this.connection));
    return (await this.store).hit(...args);
  }
}

export function getRateLimiter(): RateLimiter {
  if (!globalForLimiter.__rateLimiter) {
    const { redis } = getConfig();
    globalForLimiter.__rateLimiter = new RateLimiter(redis ? new LazyRedisStore(redis) : undefined);
  }
  return globalForLimiter.__rateLimiter;
}

/** Tests swap the limiter (a fresh memory store, or Redis) between cases. */
export function setRateLimiterForTesting(limiter: RateLimiter | undefined): void {
  globalForLimiter.__rateLimiter = limiter;
}
