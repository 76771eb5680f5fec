import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as calculatorRoute from "@/app/mcp/route";
import { setConfigForTesting } from "@/lib/config/env";
import { setDatabaseForTesting, type DatabaseHandle } from "@/lib/db";
import { RATE_LIMIT_POLICIES, RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
import { RedisRateLimitStore } from "@/lib/ratelimit/redis-store";
import { UpstashRateLimitStore } from "@/lib/ratelimit/upstash-store";
import { callApi, jsonOf, validLead } from "../helpers/api-client";
import { exchange, postJson, revoke, useTestSigningKey } from "../helpers/auth-flow";
import { captureLogs, type CapturedLogs } from "../helpers/fault-log-capture";
import { faultLimiterBackends, type FaultLimiter } from "../helpers/fault-redis";
import { withinOneWindow } from "../helpers/rate-window";
import { startTcpProxy } from "../helpers/tcp-proxy";
import { storeBackends, truncateAll, useStore } from "../helpers/test-store";
import { nextTestIp } from "../helpers/app";

/**
 * docs/api.md "Rate limits": if Redis is unreachable, counting falls back to
 * memory (limits loosen to per instance), the fallback is logged once a
 * minute, and no request fails because the limiter did. Once Redis is back,
 * counting returns to it.
 */
const FALLBACK_MESSAGE = "rate-limit store unreachable; counting in memory";
const RECOVERED_MESSAGE = "rate-limit store recovered";

let handle: DatabaseHandle;

function mcpPing(ip: string): Promise<Response> {
  return calculatorRoute.POST(
    new Request("http://localhost:3000/mcp", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "x-peer-address": ip },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    }),
  );
}

/** One request to every kind of surface; none may fail because the limiter's store is away. */
async function everySurface(ip: string): Promise<Array<[string, Response]>> {
  return [
    ["health", await callApi("GET", "/api/v1/health", { ip })],
    ["unknown api path", await callApi("GET", "/api/nope", { ip })],
    ["identity", await postJson("/agent/identity", { type: "anonymous" }, { ip })],
    ["token", await exchange("not-an-assertion", {}, ip)],
    ["revoke", await revoke("not-a-token", ip)],
    ["mcp", await mcpPing(ip)],
  ];
}

beforeAll(async () => {
  handle = await useStore(storeBackends()[0]!);
  await useTestSigningKey();
});
afterAll(async () => {
  setConfigForTesting(undefined);
  setRateLimiterForTesting(undefined);
  await handle.close();
  setDatabaseForTesting(undefined);
});

describe.each(faultLimiterBackends())("rate-limit store cut ($name)", (backend) => {
  let fault: FaultLimiter;
  let logs: CapturedLogs | undefined;

  beforeAll(async () => {
    fault = await backend.open();
  });
  afterAll(async () => {
    await fault.close();
  });
  beforeEach(async () => {
    await truncateAll(handle);
    await fault.restore();
    // A fresh limiter per test, so "logged once a minute" starts from zero.
    fault.limiter = fault.newInstance();
    setRateLimiterForTesting(fault.limiter);
  });
  afterEach(async () => {
    logs?.stop();
    logs = undefined;
    await fault.restore();
  });

  it("falls back to memory (logged once), answers every surface, and counts in the shared store again after restore", async () => {
    const { api, demoRequest } = RATE_LIMIT_POLICIES;
    // The whole test counts in one demo-request window: hits wait out the store's timeout while it is cut.
    await withinOneWindow(demoRequest.windowSeconds, 60_000);
    const before = nextTestIp();
    expect((await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: before })).status).toBe(200);
    expect(fault.limiter.mode).toBe("redis");
    expect(await fault.sharedCount(demoRequest, before)).toBe(1);

    logs = captureLogs();
    await fault.cut();
    const during = nextTestIp();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: during });
      statuses.push(response.status);
      // The headers still tell the truth about the (per-instance) count.
      expect(response.headers.get("ratelimit-policy")).toBe("5;w=3600");
      if (response.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    // Fallback is not fail-open: the per-IP limit still holds, counted in this instance's memory.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    for (const [surface, response] of await everySurface(nextTestIp())) {
      expect(response.status, surface).toBeLessThan(500);
    }
    expect(fault.limiter.mode).toBe("memory-fallback");
    expect(await fault.sharedCount(api, during)).toBe(0);

    const fallbackLines = logs.lines().filter((line) => line.msg === FALLBACK_MESSAGE);
    expect(fallbackLines).toHaveLength(1);
    expect(fallbackLines[0]!.level).toBe("warn");
    expect(fallbackLines[0]!.error).toEqual(expect.any(String));

    await fault.restore();
    const probe = nextTestIp();
    const deadline = Date.now() + 10_000;
    while (fault.limiter.mode !== "redis" && Date.now() < deadline) {
      expect((await callApi("GET", "/api/v1/health", { ip: probe })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(fault.limiter.mode).toBe("redis");
    expect(logs.lines().filter((line) => line.msg === RECOVERED_MESSAGE)).toHaveLength(1);

    // The shared counter carries on from where it was before the outage.
    const after = await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: before });
    expect(after.status).toBe(200);
    expect(after.headers.get("ratelimit-remaining")).toBe("3");
    expect(await fault.sharedCount(demoRequest, before)).toBe(2);
  }, 120_000);

  it("a cut in the middle of a burst fails no request; at most the shared and the memory budget are spent", async () => {
    await withinOneWindow(RATE_LIMIT_POLICIES.demoRequest.windowSeconds, 10_000);
    const ip = nextTestIp();
    logs = captureLogs();
    const burst = Array.from({ length: 40 }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 2));
      return callApi("POST", "/api/v1/demo-request", { body: validLead(), ip });
    });
    setTimeout(() => void fault.cut(), 30);
    const responses = await Promise.all(burst);
    const statuses = responses.map((response) => response.status);
    expect(
      statuses.every((status) => status === 200 || status === 429),
      statuses.join(","),
    ).toBe(true);
    const accepted = statuses.filter((status) => status === 200).length;
    expect(accepted).toBeGreaterThanOrEqual(5);
    expect(accepted).toBeLessThanOrEqual(10);
    for (const response of responses.filter((item) => item.status === 429)) {
      expect((await jsonOf(response)).error.code).toBe("RATE_LIMITED");
    }
  });
});

const plainRedis = faultLimiterBackends().filter((backend) => backend.name === "redis");

describe.skipIf(plainRedis.length === 0)("a plain Redis (REDIS_URL) behind a partition", () => {
  let fault: FaultLimiter & { proxy?: { stall(): void } };
  let logs: CapturedLogs | undefined;

  beforeAll(async () => {
    fault = await plainRedis[0]!.open();
    setRateLimiterForTesting(fault.limiter);
  });
  afterAll(async () => {
    logs?.stop();
    await fault.close();
  });

  it("a check waits at most the command timeout, then the insurance counts; the way back is logged once", async () => {
    await withinOneWindow(RATE_LIMIT_POLICIES.demoRequest.windowSeconds, 60_000);
    const ip = nextTestIp();
    expect((await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip })).status).toBe(200);
    expect(fault.limiter.mode).toBe("redis");

    logs = captureLogs();
    // Connections stay open but no byte goes through: only the client's own timeout can tell.
    fault.proxy!.stall();
    const during = nextTestIp();
    const statuses: number[] = [];
    const durations: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const started = Date.now();
      const response = await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: during });
      statuses.push(response.status);
      durations.push(Date.now() - started);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The first check waits out the 500 ms command timeout; the connection is then reopened,
    // and checks made while it is being reopened fail over at once.
    expect(durations[0]).toBeLessThan(1_500);
    expect(Math.max(...durations.slice(1)), durations.join(",")).toBeLessThan(250);
    expect(fault.limiter.mode).toBe("memory-fallback");
    const fallbackLines = logs.lines().filter((line) => line.msg === FALLBACK_MESSAGE);
    expect(fallbackLines).toHaveLength(1);
    expect(fallbackLines[0]!.error).toBe("RedisCommandFailed");

    await fault.restore();
    const deadline = Date.now() + 10_000;
    while (fault.limiter.mode !== "redis" && Date.now() < deadline) {
      expect((await callApi("GET", "/api/v1/health", { ip: nextTestIp() })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(fault.limiter.mode).toBe("redis");
    expect(logs.lines().filter((line) => line.msg === RECOVERED_MESSAGE)).toHaveLength(1);
    // The shared count of the first client carries on: one hit before the partition, one now.
    const after = await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip });
    expect(after.headers.get("ratelimit-remaining")).toBe("3");
  }, 60_000);
});

describe("a shared store that was never reachable", () => {
  let logs: CapturedLogs | undefined;
  afterEach(() => {
    logs?.stop();
    logs = undefined;
  });

  it("every surface answers from the in-memory count, and the outage is logged once", async () => {
    // A port that refuses connections: the production Upstash client fails at once.
    const proxy = await startTcpProxy({ host: "127.0.0.1", port: 9 });
    await proxy.cut();
    const limiter = new RateLimiter(new UpstashRateLimitStore({ url: `http://127.0.0.1:${proxy.port}`, token: "x" }, 500));
    setRateLimiterForTesting(limiter);
    logs = captureLogs();
    try {
      await withinOneWindow(RATE_LIMIT_POLICIES.demoRequest.windowSeconds, 15_000);
      const ip = nextTestIp();
      for (const [surface, response] of [...(await everySurface(ip)), ...(await everySurface(ip))]) {
        expect(response.status, surface).toBeLessThan(500);
        expect(response.headers.get("content-type") ?? "", surface).not.toContain("text/html");
      }
      const statuses = [];
      for (let index = 0; index < 6; index += 1) {
        statuses.push((await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(limiter.mode).toBe("memory-fallback");
      expect(logs.lines().filter((line) => line.msg === FALLBACK_MESSAGE)).toHaveLength(1);
    } finally {
      await proxy.close();
    }
  });

  it("a plain Redis (REDIS_URL) that refuses connections: every surface answers promptly from the insurance count, logged once", async () => {
    const proxy = await startTcpProxy({ host: "127.0.0.1", port: 9 });
    await proxy.cut();
    const store = new RedisRateLimitStore(`redis://127.0.0.1:${proxy.port}`, { connectTimeoutMs: 500 });
    const limiter = new RateLimiter(store);
    setRateLimiterForTesting(limiter);
    logs = captureLogs();
    try {
      await withinOneWindow(RATE_LIMIT_POLICIES.demoRequest.windowSeconds, 15_000);
      const ip = nextTestIp();
      const started = Date.now();
      for (const [surface, response] of [...(await everySurface(ip)), ...(await everySurface(ip))]) {
        expect(response.status, surface).toBeLessThan(500);
        expect(response.headers.get("content-type") ?? "", surface).not.toContain("text/html");
      }
      const statuses = [];
      for (let index = 0; index < 6; index += 1) {
        statuses.push((await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      // No offline queue: only the first check waits for the first connection attempt; the rest fail over at once.
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(limiter.mode).toBe("memory-fallback");
      const fallbackLines = logs.lines().filter((line) => line.msg === FALLBACK_MESSAGE);
      expect(fallbackLines).toHaveLength(1);
      expect(fallbackLines[0]!.error).toMatch(/ECONNREFUSED|RedisNotConnected/);
    } finally {
      await store.close();
      await proxy.close();
    }
  });
});
