import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { errorKind } from "@/lib/log/logger";
import type { RateLimitPolicy } from "./policies";
import { windowBounds, type RateLimitResult, type RateLimitStore } from "./types";

export interface RedisStoreOptions {
  /** How long one limit check may wait for Redis before the in-memory insurance answers it. */
  commandTimeoutMs?: number;
  /** How long a connection attempt may take (the first one is also how long start-up checks wait for it). */
  connectTimeoutMs?: number;
  /** Prepended to every key (tests use one per run; production keys are `rl:<policy>:<client>:<window>`). */
  keyPrefix?: string;
  /** Delay before reconnection attempt `times` (1, 2, ...) while Redis is away. */
  reconnectDelayMs?: (times: number) => number;
}

/** The in-memory insurance limiter, which remembers the answers it gave so the store can say who counted. */
class InsuranceLimiter extends RateLimiterMemory {
  readonly answered = new WeakSet<RateLimiterRes>();

  override async consume(key: string | number, points?: number, options?: Record<string, unknown>): Promise<RateLimiterRes> {
    try {
      const result = await super.consume(key, points, options);
      this.answered.add(result);
      return result;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) this.answered.add(refusal);
      throw refusal;
    }
  }
}

/**
 * Shared counters in a plain Redis 6+ or Valkey (`REDIS_URL`) through
 * rate-limiter-flexible's `RateLimiterRedis`: one Lua script increments and
 * sets the expiry atomically, so every instance counts each hit once.
 *
 * Windows stay fixed and aligned to the epoch, as in the memory store: the
 * window's index is part of the key, and `RateLimit-Reset` is the time to the
 * window's end, equal on every instance.
 *
 * When Redis is away, the library's insurance limiter (a `RateLimiterMemory`
 * per policy) counts instead, and the result says so (`fallbackError`), for
 * the one log line and the limiter's mode. The ioredis client is set up so a
 * dead Redis never stalls a request: no offline queue (a check made while
 * disconnected fails at once), a short command timeout, in-flight commands
 * never re-sent after a reconnection (a re-sent increment would count twice),
 * and reconnection in the background with a capped backoff. A command that
 * fails on an open connection (a partition, where the socket looks alive)
 * makes the store reopen the connection, so only the checks already waiting
 * on it pay the timeout, and the next ones fail over at once.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = "redis" as const;
  readonly client: Redis;
  private readonly limiters = new Map<string, { shared: RateLimiterRedis; insurance: InsuranceLimiter }>();
  private readonly firstConnection: Promise<void>;
  private lastConnectionError: string | undefined;
  private reopening = false;

  constructor(url: string, options: RedisStoreOptions = {}) {
    const { commandTimeoutMs = 500, connectTimeoutMs = 1_000, keyPrefix, reconnectDelayMs } = options;
    this.client = new Redis(url, {
      connectTimeout: connectTimeoutMs,
      commandTimeout: commandTimeoutMs,
      enableOfflineQueue: false,
      autoResendUnfulfilledCommands: false,
      maxRetriesPerRequest: 0,
      retryStrategy: reconnectDelayMs ?? ((times) => Math.min(times * 200, 2_000)),
      ...(keyPrefix ? { keyPrefix } : {}),
    });
    // Without a listener ioredis prints every failed reconnection; the limiter logs the outage once instead.
    this.client.on("error", (error) => {
      this.lastConnectionError = errorKind(error);
    });
    this.client.on("ready", () => {
      this.lastConnectionError = undefined;
      this.reopening = false;
    });
    // Checks made while the first connection is being opened wait for it (at most the connect timeout).
    this.firstConnection = new Promise<void>((resolve) => {
      this.client.once("ready", () => resolve());
      this.client.once("end", () => resolve());
      setTimeout(resolve, connectTimeoutMs).unref();
    });
  }

  private limitersFor(policy: RateLimitPolicy) {
    let pair = this.limiters.get(policy.name);
    if (!pair) {
      const shape = { keyPrefix: policy.prefix, points: policy.limit, duration: policy.windowSeconds };
      const insurance = new InsuranceLimiter(shape);
      pair = { shared: new RateLimiterRedis({ ...shape, storeClient: this.client, insuranceLimiter: insurance }), insurance };
      this.limiters.set(policy.name, pair);
    }
    return pair;
  }

  /**
   * Called when the insurance answered: reopens a connection that looks open
   * but failed a command, and says why Redis did not answer, by kind only (the
   * connection's last error or state, or a failed command).
   */
  private noteOutage(): string {
    if (this.client.status === "ready") {
      if (!this.reopening) {
        this.reopening = true;
        this.client.disconnect(true);
      }
      return "RedisCommandFailed";
    }
    return this.lastConnectionError ?? `RedisNotConnected:${this.client.status}`;
  }

  async hit(policy: RateLimitPolicy, key: string, now: number): Promise<RateLimitResult> {
    if (this.client.status !== "ready") await this.firstConnection;
    const { index, resetSeconds } = windowBounds(policy, now);
    const { shared, insurance } = this.limitersFor(policy);
    let answer: RateLimiterRes;
    let allowed: boolean;
    try {
      answer = await shared.consume(`${key}:${index}`);
      allowed = true;
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      answer = refusal;
      allowed = false;
    }
    return {
      policy,
      allowed,
      limit: policy.limit,
      remaining: Math.max(0, answer.remainingPoints),
      resetSeconds,
      ...(insurance.answered.has(answer) ? { fallbackError: this.noteOutage() } : {}),
    };
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }
}
