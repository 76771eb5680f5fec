import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { MemoryRateLimitStore, RateLimiter, type RateLimitPolicy, type RateLimitStore } from "@/lib/ratelimit";
import { RedisRateLimitStore } from "@/lib/ratelimit/redis-store";
import { UpstashRateLimitStore } from "@/lib/ratelimit/upstash-store";
import type { RateLimitResult } from "@/lib/ratelimit";
import { connectionError } from "./fault-store";
import { startTcpProxy, upstreamOf, type TcpProxy } from "./tcp-proxy";
import { startUpstashShim, type UpstashShim } from "./upstash-rest-shim";

/**
 * A shared rate-limit store the tests can cut and restore under a live
 * `RateLimiter`:
 *
 * - `redis`: the production `RedisRateLimitStore` (REDIS_URL:
 *   rate-limiter-flexible on ioredis) → a TCP proxy → the real Redis
 *   (TEST_REDIS_URL), under a key prefix of its own. `cut()` kills its
 *   connection and refuses new ones.
 * - `upstash`: the production `UpstashRateLimitStore` (@upstash/ratelimit over
 *   REST) → the Upstash shim → a TCP proxy → the real Redis (TEST_REDIS_URL).
 *   `cut()` kills the shim's Redis connection and refuses new ones.
 * - `simulated`: a shared store that counts like Redis would (one counter for
 *   every limiter that uses it) and throws ECONNREFUSED while cut. It runs
 *   everywhere, so the fallback and the way back are tested without a server.
 *
 * `sharedCount` reads the counter the shared store holds, bypassing the fault.
 */
export interface FaultLimiter {
  name: "simulated" | "redis" | "upstash";
  limiter: RateLimiter;
  /** Another app instance sharing the same store. */
  newInstance(): RateLimiter;
  cut(): Promise<void>;
  restore(): Promise<void>;
  sharedCount(policy: RateLimitPolicy, key: string): Promise<number>;
  close(): Promise<void>;
}

class SwitchableSharedStore implements RateLimitStore {
  readonly kind = "redis" as const;
  private readonly counts = new MemoryRateLimitStore();
  readonly hits = new Map<string, number>();
  cut = false;

  async hit(policy: RateLimitPolicy, key: string, now: number): Promise<RateLimitResult> {
    // A network round trip: other requests interleave, as they do against Redis.
    await new Promise((resolve) => setImmediate(resolve));
    if (this.cut) throw connectionError("ECONNREFUSED");
    const id = `${policy.prefix}:${key}`;
    this.hits.set(id, (this.hits.get(id) ?? 0) + 1);
    return this.counts.hitSync(policy, key, now);
  }
}

function simulated(): FaultLimiter {
  const store = new SwitchableSharedStore();
  return {
    name: "simulated",
    limiter: new RateLimiter(store),
    newInstance: () => new RateLimiter(store),
    cut: async () => void (store.cut = true),
    restore: async () => void (store.cut = false),
    sharedCount: async (policy, key) => store.hits.get(`${policy.prefix}:${key}`) ?? 0,
    close: async () => {},
  };
}

/** Every key of `policy` and `key`, whatever the window: `${prefix}:${key}:${window}` in both stores. */
async function countAcrossWindows(direct: Redis, pattern: string): Promise<number> {
  let total = 0;
  for (const name of await direct.keys(pattern)) total += Number((await direct.get(name)) ?? 0);
  return total;
}

async function overRedis(redisUrl: string): Promise<FaultLimiter & { proxy: TcpProxy }> {
  const proxy = await startTcpProxy(upstreamOf(redisUrl, 6379));
  const keyPrefix = `test-faults-${randomBytes(6).toString("hex")}:`;
  const stores: RedisRateLimitStore[] = [];
  const newStore = () => {
    // Reconnect quickly once the proxy is back, so tests do not wait out the production backoff.
    const store = new RedisRateLimitStore(proxy.rewrite(redisUrl), { keyPrefix, reconnectDelayMs: () => 50 });
    stores.push(store);
    return store;
  };
  const direct = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  return {
    name: "redis",
    proxy,
    limiter: new RateLimiter(newStore()),
    newInstance: () => new RateLimiter(newStore()),
    cut: () => proxy.cut(),
    restore: () => proxy.restore(),
    sharedCount: (policy, key) => countAcrossWindows(direct, `${keyPrefix}${policy.prefix}:${key}:*`),
    async close() {
      for (const store of stores) await store.close();
      await proxy.close();
      const keys = await direct.keys(`${keyPrefix}*`);
      if (keys.length > 0) await direct.del(...keys);
      direct.disconnect();
    },
  };
}

async function overUpstash(redisUrl: string): Promise<FaultLimiter & { proxy: TcpProxy; shim: UpstashShim }> {
  const proxy = await startTcpProxy(upstreamOf(redisUrl, 6379));
  const shim = await startUpstashShim(proxy.rewrite(redisUrl));
  // Reconnect quickly once the proxy is back, so tests do not wait out ioredis's growing backoff.
  shim.redis.options.retryStrategy = () => 50;
  const direct = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const newStore = () => new UpstashRateLimitStore({ url: shim.url, token: shim.token }, 1_000);
  return {
    name: "upstash",
    proxy,
    shim,
    limiter: new RateLimiter(newStore()),
    newInstance: () => new RateLimiter(newStore()),
    cut: () => proxy.cut(),
    restore: () => proxy.restore(),
    // @upstash/ratelimit's fixed window keeps one counter per window: `${prefix}:${key}:${window}`.
    sharedCount: (policy, key) => countAcrossWindows(direct, `${policy.prefix}:${key}:*`),
    async close() {
      await shim.close();
      await proxy.close();
      direct.disconnect();
    },
  };
}

export interface FaultLimiterBackend {
  name: FaultLimiter["name"];
  open(): Promise<FaultLimiter>;
}

/**
 * The simulated shared store always; the real Redis through a TCP proxy when
 * TEST_REDIS_URL is set, both directly (REDIS_URL) and through the Upstash shim.
 */
export function faultLimiterBackends(): FaultLimiterBackend[] {
  const backends: FaultLimiterBackend[] = [{ name: "simulated", open: async () => simulated() }];
  const url = process.env.TEST_REDIS_URL;
  if (url) {
    backends.push({ name: "redis", open: () => overRedis(url) });
    backends.push({ name: "upstash", open: () => overUpstash(url) });
  }
  return backends;
}
