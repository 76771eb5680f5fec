import { getConfig } from "@/lib/config/env";
import { log, errorKind } from "@/lib/log/logger";
import { MemoryRateLimitStore } from "./memory-store";
import type { RateLimitPolicy } from "./policies";
import type { RateLimitResult, RateLimitStore } from "./types";

const FALLBACK_LOG_INTERVAL_MS = 60_000;

/**
 * Applies policies against the shared store when one is configured, and the
 * in-process store otherwise. When the shared store cannot be reached,
 * counting falls back to memory for that request: the plain-Redis store's
 * own insurance limiter counts (`fallbackError` on the result), and a failed
 * Upstash call is counted in this limiter's memory store. Limits loosen to
 * per instance for the outage; the outage is logged at most once a minute
 * (by error kind), its end once, and no request fails because the limiter did.
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
    let result: RateLimitResult;
    try {
      result = await this.shared.hit(policy, key, now);
    } catch (error) {
      this.degraded(policy, errorKind(error), now);
      return this.memory.hitSync(policy, key, now);
    }
    if (result.fallbackError !== undefined) this.degraded(policy, result.fallbackError, now);
    else if (this.degradedSince !== undefined) {
      log.info("rate-limit store recovered", { policy: policy.name, downForMs: now - this.degradedSince });
      this.degradedSince = undefined;
    }
    return result;
  }

  /** Closes the shared store's connection (graceful shutdown); the limiter is not used afterwards. */
  async close(): Promise<void> {
    await this.shared?.close?.();
  }

  private degraded(policy: RateLimitPolicy, error: string, now: number): void {
    this.degradedSince ??= now;
    if (now - this.lastFallbackLog >= FALLBACK_LOG_INTERVAL_MS) {
      this.lastFallbackLog = now;
      log.warn("rate-limit store unreachable; counting in memory", { policy: policy.name, error });
    }
  }
}

const globalForLimiter = globalThis as unknown as { __rateLimiter?: RateLimiter };

/**
 * A shared store loaded on first use, so the embedded default never loads a
 * Redis client, and a deployment loads only the one it configured.
 */
class LazyStore implements RateLimitStore {
  readonly kind = "redis" as const;
  private store: Promise<RateLimitStore> | undefined;

  constructor(private readonly load: () => Promise<RateLimitStore>) {}

  async hit(...args: Parameters<RateLimitStore["hit"]>): Promise<RateLimitResult> {
    this.store ??= this.load();
    return (await this.store).hit(...args);
  }

  async close(): Promise<void> {
    if (this.store) await (await this.store).close?.();
  }
}

function sharedStore(): RateLimitStore | undefined {
  const { redisUrl, redis } = getConfig();
  if (redisUrl) return new LazyStore(async () => new (await import("./redis-store")).RedisRateLimitStore(redisUrl));
  if (redis) return new LazyStore(async () => new (await import("./upstash-store")).UpstashRateLimitStore(redis));
  return undefined;
}

export function getRateLimiter(): RateLimiter {
  if (!globalForLimiter.__rateLimiter) {
    globalForLimiter.__rateLimiter = new RateLimiter(sharedStore());
  }
  return globalForLimiter.__rateLimiter;
}

/** At shutdown: closes the shared store's connection, if one was opened (a Redis client keeps the process alive). */
export async function closeRateLimiter(): Promise<void> {
  const limiter = globalForLimiter.__rateLimiter;
  globalForLimiter.__rateLimiter = undefined;
  await limiter?.close();
}

/** Tests swap the limiter (a fresh memory store, or Redis) between cases. */
export function setRateLimiterForTesting(limiter: RateLimiter | undefined): void {
  globalForLimiter.__rateLimiter = limiter;
}
