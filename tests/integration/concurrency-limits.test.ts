import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setDatabaseForTesting, type DatabaseHandle } from "@/lib/db";
import { RATE_LIMIT_POLICIES, RateLimiter, setRateLimiterForTesting, type RateLimitPolicy, type RateLimitResult } from "@/lib/ratelimit";
import { callApi, jsonOf, validLead } from "../helpers/api-client";
import { faultLimiterBackends, type FaultLimiter } from "../helpers/fault-redis";
import { withinOneWindow } from "../helpers/rate-window";
import { storeBackends, truncateAll, useStore } from "../helpers/test-store";
import { nextTestIp } from "../helpers/app";

/**
 * SPEC "Limits": 5 demo requests per IP per hour, exactly, however the
 * requests arrive. rate-limits.test.ts shows it for one process; this shows
 * it for several app instances sharing one store (the reason Redis is
 * there), and checks the count really was kept in the shared store rather
 * than in a silent in-memory fallback.
 */
let handle: DatabaseHandle;

/** Requests spread over several app instances, as a load balancer would. */
class InstancesLimiter extends RateLimiter {
  private next = 0;
  constructor(private readonly instances: RateLimiter[]) {
    super(undefined);
  }
  override hit(policy: RateLimitPolicy, key: string, now?: number): Promise<RateLimitResult> {
    const instance = this.instances[(this.next += 1) % this.instances.length]!;
    return instance.hit(policy, key, now);
  }
}

beforeAll(async () => {
  handle = await useStore(storeBackends()[0]!);
});
afterAll(async () => {
  setRateLimiterForTesting(undefined);
  await handle.close();
  setDatabaseForTesting(undefined);
});

describe.each(faultLimiterBackends())("rate limits across app instances sharing the $name store", (backend) => {
  let shared: FaultLimiter;

  beforeAll(async () => {
    shared = await backend.open();
  });
  afterAll(async () => {
    await shared.close();
  });
  beforeEach(async () => {
    await truncateAll(handle);
  });

  it("50 simultaneous demo requests from one IP over 3 instances: exactly 5 accepted, all counted in the shared store", async () => {
    const instances = [shared.newInstance(), shared.newInstance(), shared.newInstance()];
    setRateLimiterForTesting(new InstancesLimiter(instances));
    const ip = nextTestIp();
    await withinOneWindow(RATE_LIMIT_POLICIES.demoRequest.windowSeconds, 5_000);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => callApi("POST", "/api/v1/demo-request", { body: validLead(), ip })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(45);
    for (const response of responses.filter((item) => item.status === 429)) {
      expect((await jsonOf(response)).error.code).toBe("RATE_LIMITED");
      expect(response.headers.get("ratelimit-policy")).toBe("5;w=3600");
    }
    // Not one hit fell back to an instance's memory.
    expect(instances.map((instance) => instance.mode)).toEqual(["redis", "redis", "redis"]);
    expect(await shared.sharedCount({ name: "demo-request", prefix: "rl:demo-request", limit: 5, windowSeconds: 3600 }, ip)).toBe(50);
  });

  it("300 simultaneous /api requests from one IP over 2 instances: exactly 300 pass the global limit", async () => {
    const instances = [shared.newInstance(), shared.newInstance()];
    setRateLimiterForTesting(new InstancesLimiter(instances));
    const ip = nextTestIp();
    await withinOneWindow(RATE_LIMIT_POLICIES.api.windowSeconds, 5_000);
    const responses = await Promise.all(Array.from({ length: 310 }, () => callApi("GET", "/api/v1/health", { ip })));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(300);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(10);
    expect(instances.map((instance) => instance.mode)).toEqual(["redis", "redis"]);
  });
});
