import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setConfigForTesting } from "@/lib/config/env";
import { setDatabaseForTesting, type DatabaseHandle } from "@/lib/db";
import { Redis } from "ioredis";
import {
  closeRateLimiter,
  getRateLimiter,
  RATE_LIMIT_POLICIES,
  RateLimiter,
  setRateLimiterForTesting,
  type RateLimitPolicy,
} from "@/lib/ratelimit";
import { RedisRateLimitStore } from "@/lib/ratelimit/redis-store";
import { UpstashRateLimitStore } from "@/lib/ratelimit/upstash-store";
import { callApi, jsonOf, validLead } from "../helpers/api-client";
import { withinOneWindow } from "../helpers/rate-window";
import { storeBackends, truncateAll, useStore } from "../helpers/test-store";
import { startUpstashShim, type UpstashShim } from "../helpers/upstash-rest-shim";
import { appFetch, BASE, nextTestIp } from "../helpers/app";
import { newEd25519Key, type SignatureAgent, startSignatureAgent } from "../helpers/signature-agent";

interface LimiterBackend {
  /** What counts: "memory" in process, or "redis" (shared). */
  name: string;
  /** How the shared Redis is reached: plain (REDIS_URL) or Upstash REST (through the shim). */
  via: string;
  create(): Promise<RateLimiter>;
}

let shim: UpstashShim | undefined;
const redisStores: RedisRateLimitStore[] = [];
// Counters of the plain path live under a prefix of this run's own, removed afterwards.
const keyPrefix = `test-limits-${randomBytes(6).toString("hex")}:`;
const limiterBackends: LimiterBackend[] = [{ name: "memory", via: "in process", create: async () => new RateLimiter(undefined) }];
if (process.env.TEST_REDIS_URL) {
  limiterBackends.push({
    name: "redis",
    via: "REDIS_URL",
    create: async () => {
      const store = new RedisRateLimitStore(process.env.TEST_REDIS_URL!, { keyPrefix });
      redisStores.push(store);
      return new RateLimiter(store);
    },
  });
  limiterBackends.push({
    name: "redis",
    via: "Upstash REST",
    create: async () => {
      shim ??= await startUpstashShim(process.env.TEST_REDIS_URL!);
      // Unique prefixes per test: counters in the shared Redis never leak between runs.
      return new RateLimiter(new UpstashRateLimitStore({ url: shim.url, token: shim.token }));
    },
  });
}

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await useStore(storeBackends()[0]!);
});
afterAll(async () => {
  await handle.close();
  setDatabaseForTesting(undefined);
  await shim?.close();
  for (const store of redisStores) {
    const keys = await store.client.keys(`${keyPrefix}*`);
    // The client prepends its prefix to the keys it is given, and KEYS answers full names.
    if (keys.length > 0) await store.client.del(...keys.map((name) => name.slice(keyPrefix.length)));
    await store.close();
  }
});
afterEach(() => setConfigForTesting(undefined));

describe.each(limiterBackends)("rate limits on $name ($via)", (backend) => {
  let limiter: RateLimiter;
  beforeEach(async () => {
    // Each test counts a budget within one demo-request (hour) and one /api (minute) window.
    await withinOneWindow(RATE_LIMIT_POLICIES.demoRequest.windowSeconds, 15_000);
    await withinOneWindow(RATE_LIMIT_POLICIES.api.windowSeconds, 5_000);
    await truncateAll(handle);
    limiter = await backend.create();
    setRateLimiterForTesting(limiter);
  });

  it("of 50 simultaneous demo requests from one IP, accepts exactly 5 and refuses 45 with RATE_LIMITED", async () => {
    const ip = nextTestIp();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => callApi("POST", "/api/v1/demo-request", { body: validLead(), ip })),
    );
    const accepted = responses.filter((response) => response.status === 200);
    const refused = responses.filter((response) => response.status === 429);
    expect(accepted).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const response of refused) {
      const body = await jsonOf(response);
      expect(body.error.code).toBe("RATE_LIMITED");
      const retryAfter = response.headers.get("retry-after");
      expect(Number(retryAfter)).toBeGreaterThan(0);
      expect(response.headers.get("ratelimit-reset")).toBe(retryAfter);
      expect(response.headers.get("ratelimit-policy")).toBe("5;w=3600");
      expect(response.headers.get("ratelimit-remaining")).toBe("0");
    }
    const remaining = accepted.map((response) => Number(response.headers.get("ratelimit-remaining"))).sort();
    expect(remaining).toEqual([0, 1, 2, 3, 4]);
    // Counted where it was meant to be: never a silent fallback to memory.
    expect(limiter.mode).toBe(backend.name === "redis" ? "redis" : "memory");
  });

  it("counts per IP: another client is unaffected", async () => {
    const busy = nextTestIp();
    for (let index = 0; index < 5; index += 1) await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: busy });
    expect((await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: busy })).status).toBe(429);
    expect((await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextTestIp() })).status).toBe(200);
  });

  it("counts an IPv6 client by its /64: new addresses in one network share a budget, the next network has its own", async () => {
    const network = `2001:db8:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;
    const statuses = [];
    for (let host = 1; host <= 6; host += 1) {
      const ip = `${network}:${host.toString(16)}:${randomBytes(2).toString("hex")}::${host}`;
      statuses.push((await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const [, , third, fourth] = network.split(":");
    const nextNetwork = `2001:db8:${third}:${((parseInt(fourth!, 16) + 1) % 0x10000).toString(16)}::1`;
    expect((await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextNetwork })).status).toBe(200);
  });

  it("counts one client once however its address is spelled", async () => {
    const octets = [...randomBytes(3)].join(".");
    const spellings = [`10.${octets}`, `::ffff:10.${octets}`, `::FFFF:10.${octets}`];
    const statuses = [];
    for (let index = 0; index < 6; index += 1) {
      const ip = spellings[index % spellings.length]!;
      statuses.push((await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("limits all /api paths together at 300 per minute, unknown paths and failures included", async () => {
    const ip = nextTestIp();
    const paths = ["/api/v1/health", "/api/nope", "/api/health"];
    const responses = await Promise.all(Array.from({ length: 301 }, (_, index) => callApi("GET", paths[index % paths.length]!, { ip })));
    expect(responses.filter((response) => response.status === 429)).toHaveLength(1);
    const docs = await callApi("GET", "/api/docs", { ip });
    expect(docs.status).toBe(429);
    expect(docs.headers.get("retry-after")).not.toBeNull();
  });

  it("gives generic User-Agents the stricter limit", async () => {
    const ip = nextTestIp();
    const first = await callApi("GET", "/api/v1/health", { ip, headers: { "user-agent": "curl/8.5.0" } });
    expect(first.headers.get("ratelimit-policy")).toBe(`${RATE_LIMIT_POLICIES.apiGenericAgent.limit};w=60`);
    const empty = await callApi("GET", "/api/v1/health", { ip: nextTestIp(), headers: { "user-agent": "" } });
    expect(empty.headers.get("ratelimit-limit")).toBe(String(RATE_LIMIT_POLICIES.apiGenericAgent.limit));
    const named = await callApi("GET", "/api/v1/health", { ip: nextTestIp() });
    expect(named.headers.get("ratelimit-limit")).toBe("300");
  });

  describe("a Web Bot Auth signature agent", () => {
    let agent: SignatureAgent;
    beforeAll(async () => {
      agent = await startSignatureAgent();
    });
    afterAll(async () => {
      setConfigForTesting(undefined);
      await agent.close();
    });
    const curl = (ip: string) => new Request(`${BASE}/api/v1/health`, { headers: { "user-agent": "curl/8.5.0", "x-peer-address": ip } });

    it("with a verified signature is never held to the generic-client limit, whatever its User-Agent", async () => {
      setConfigForTesting({ WEB_BOT_AUTH_TRUSTED_AGENTS: agent.origin });
      const signed = await appFetch(await agent.sign(curl(nextTestIp())));
      expect(signed.status).toBe(200);
      expect(signed.headers.get("ratelimit-policy")).toBe(`${RATE_LIMIT_POLICIES.api.limit};w=60`);
    });

    it("counts as a generic client when its signature is forged, from an untrusted agent, or its directory is down", async () => {
      setConfigForTesting({ WEB_BOT_AUTH_TRUSTED_AGENTS: agent.origin });
      const { privateKey } = await newEd25519Key();
      const generic = `${RATE_LIMIT_POLICIES.apiGenericAgent.limit};w=60`;
      const forged = await appFetch(await agent.sign(curl(nextTestIp()), { privateKey }));
      expect([forged.status, forged.headers.get("ratelimit-policy")]).toEqual([200, generic]);
      // A bare Signature-Agent header, unsigned, is no signal either.
      const bare = await appFetch(
        new Request(curl(nextTestIp()), { headers: { "user-agent": "curl/8.5.0", "signature-agent": `agent1="${agent.origin}"` } }),
      );
      expect([bare.status, bare.headers.get("ratelimit-policy")]).toEqual([200, generic]);
      setConfigForTesting({ WEB_BOT_AUTH_TRUSTED_AGENTS: "https://other-agent.example" });
      const untrusted = await appFetch(await agent.sign(curl(nextTestIp())));
      expect([untrusted.status, untrusted.headers.get("ratelimit-policy")]).toEqual([200, generic]);
      setConfigForTesting({ WEB_BOT_AUTH_TRUSTED_AGENTS: agent.origin }); // a fresh verifier, nothing cached
      agent.mode = "error";
      const down = await appFetch(await agent.sign(curl(nextTestIp())));
      expect([down.status, down.headers.get("ratelimit-policy")]).toEqual([200, generic]);
      agent.mode = "keys";
    });
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)("a plain Redis (REDIS_URL) shared by two instances", () => {
  it("of 50 simultaneous hits split between two instances' stores, exactly 5 are allowed, with one count", async () => {
    const stores = [0, 1].map(() => new RedisRateLimitStore(process.env.TEST_REDIS_URL!, { keyPrefix }));
    redisStores.push(...stores);
    const instances = stores.map((store) => new RateLimiter(store));
    const policy: RateLimitPolicy = { name: "two-instances", prefix: "rl:two-instances", limit: 5, windowSeconds: 3600 };
    const now = Date.now();
    const key = nextTestIp();
    const results = await Promise.all(Array.from({ length: 50 }, (_, index) => instances[index % 2]!.hit(policy, key, now)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(
      results
        .filter((result) => result.allowed)
        .map((result) => result.remaining)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4]);
    expect(instances.map((instance) => instance.mode)).toEqual(["redis", "redis"]);
    expect(results.every((result) => result.fallbackError === undefined)).toBe(true);
  });

  it("REDIS_URL in the environment selects it, and closeRateLimiter() closes its connection", async () => {
    setConfigForTesting({ REDIS_URL: process.env.TEST_REDIS_URL, KV_REST_API_URL: undefined, UPSTASH_REDIS_REST_URL: undefined });
    setRateLimiterForTesting(undefined);
    const ip = `10.${[...randomBytes(3)].join(".")}`;
    const direct = new Redis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: 1 });
    try {
      const response = await callApi("GET", "/api/v1/health", { ip });
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit-remaining")).toBe("299");
      expect(getRateLimiter().mode).toBe("redis");
      // Counted in Redis under the production key: `rl:<policy>:<client>:<window>`.
      const keys = await direct.keys(`rl:api:${ip}:*`);
      expect(keys).toHaveLength(1);
      expect(await direct.get(keys[0]!)).toBe("1");
      const clientsBefore = Number(/connected_clients:(\d+)/.exec(await direct.info("clients"))![1]);
      await closeRateLimiter();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const clientsAfter = Number(/connected_clients:(\d+)/.exec(await direct.info("clients"))![1]);
      expect(clientsAfter).toBeLessThan(clientsBefore);
      await direct.del(...keys);
    } finally {
      direct.disconnect();
      setRateLimiterForTesting(undefined);
    }
  });
});

describe("client IP", () => {
  beforeEach(async () => {
    await withinOneWindow(RATE_LIMIT_POLICIES.demoRequest.windowSeconds, 15_000);
    setRateLimiterForTesting(new RateLimiter(undefined));
  });

  it("ignores X-Forwarded-For and X-Real-IP unless TRUST_PROXY=1", async () => {
    const exhaust = async (headers: Record<string, string>, ip: string) => {
      const results = [];
      for (let index = 0; index < 6; index += 1) {
        results.push((await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip, headers })).status);
      }
      return results;
    };
    setConfigForTesting({ TRUST_PROXY: undefined });
    const spoofing = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((index) =>
        callApi("POST", "/api/v1/demo-request", {
          body: validLead(),
          ip: "203.0.113.50",
          headers: { "x-forwarded-for": `10.0.0.${index}`, "x-real-ip": `10.1.0.${index}` },
        }),
      ),
    );
    expect(spoofing.map((response) => response.status).filter((status) => status === 429)).toHaveLength(1);

    setConfigForTesting({ TRUST_PROXY: "1" });
    expect(await exhaust({ "x-forwarded-for": "198.18.0.1, 10.0.0.1" }, "203.0.113.60")).toEqual([200, 200, 200, 200, 200, 429]);
    // Behind a trusted proxy, each forwarded client has its own budget.
    const other = await callApi("POST", "/api/v1/demo-request", {
      body: validLead(),
      ip: "203.0.113.60",
      headers: { "x-forwarded-for": "198.18.0.2" },
    });
    expect(other.status).toBe(200);
    const realIp = await callApi("POST", "/api/v1/demo-request", {
      body: validLead(),
      ip: "203.0.113.60",
      headers: { "x-real-ip": "198.18.0.1", "x-forwarded-for": "198.18.0.3" },
    });
    expect(realIp.status).toBe(429);
  });
});

describe("shared store outage", () => {
  it("falls back to counting in memory when Redis is unreachable, never failing the request", async () => {
    const unreachable = new UpstashRateLimitStore({ url: "http://127.0.0.1:9", token: "x" }, 500);
    const limiter = new RateLimiter(unreachable);
    setRateLimiterForTesting(limiter);
    const policy: RateLimitPolicy = { name: "outage", prefix: "rl:outage", limit: 2, windowSeconds: 60 };
    // One instant for all three hits: the fallback's window cannot roll over between them.
    const now = Date.now();
    const results = [await limiter.hit(policy, "k", now), await limiter.hit(policy, "k", now), await limiter.hit(policy, "k", now)];
    expect(results.map((result) => result.allowed)).toEqual([true, true, false]);
    expect(limiter.mode).toBe("memory-fallback");
    const health = await callApi("GET", "/api/v1/health");
    expect(health.status).toBe(200);
  });

  it("falls back to the insurance count when the plain Redis (REDIS_URL) is unreachable, never failing the request", async () => {
    const unreachable = new RedisRateLimitStore("redis://127.0.0.1:9", { connectTimeoutMs: 300 });
    const limiter = new RateLimiter(unreachable);
    setRateLimiterForTesting(limiter);
    try {
      const policy: RateLimitPolicy = { name: "outage", prefix: "rl:outage", limit: 2, windowSeconds: 60 };
      const now = Date.now();
      const results = [await limiter.hit(policy, "k", now), await limiter.hit(policy, "k", now), await limiter.hit(policy, "k", now)];
      expect(results.map((result) => result.allowed)).toEqual([true, true, false]);
      expect(results.map((result) => result.remaining)).toEqual([1, 0, 0]);
      expect(limiter.mode).toBe("memory-fallback");
      expect((await callApi("GET", "/api/v1/health")).status).toBe(200);
    } finally {
      await unreachable.close();
    }
  });
});
