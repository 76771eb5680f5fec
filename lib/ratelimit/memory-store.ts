import type { RateLimitPolicy } from "./policies";
import { windowBounds, type RateLimitResult, type RateLimitStore } from "./types";

interface Counter {
  window: number;
  count: number;
  expiresAt: number;
}

const SWEEP_INTERVAL_MS = 30_000;

/**
 * Fixed-window counters in process memory. Counting is synchronous, so it is
 * exact under any number of concurrent requests in one process.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = "memory" as const;
  private readonly counters = new Map<string, Counter>();
  private nextSweep = 0;

  async hit(policy: RateLimitPolicy, key: string, now: number): Promise<RateLimitResult> {
    return this.hitSync(policy, key, now);
  }

  hitSync(policy: RateLimitPolicy, key: string, now: number): RateLimitResult {
    if (now >= this.nextSweep) this.sweep(now);
    const { index, resetSeconds } = windowBounds(policy, now);
    const id = `${policy.prefix}:${key}`;
    let counter = this.counters.get(id);
    if (!counter || counter.window !== index) {
      counter = { window: index, count: 0, expiresAt: (index + 1) * policy.windowSeconds * 1000 };
      this.counters.set(id, counter);
    }
    counter.count += 1;
    return {
      policy,
      allowed: counter.count <= policy.limit,
      limit: policy.limit,
      remaining: Math.max(0, policy.limit - counter.count),
      resetSeconds,
    };
  }

  /** Drops counters of finished windows so memory stays bounded by active clients. */
  private sweep(now: number): void {
    this.nextSweep = now + SWEEP_INTERVAL_MS;
    for (const [id, counter] of this.counters) {
      if (counter.expiresAt <= now) this.counters.delete(id);
    }
  }

  get size(): number {
    return this.counters.size;
  }
}
