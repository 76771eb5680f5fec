import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";
import { Redis } from "ioredis";
import {
  alternating,
  createRunDatabase,
  type ProductionInstance,
  type RunDatabase,
  sharedInstanceEnv,
  startInstance,
  stopAll,
} from "./production-instances";

/**
 * Two production instances of the build on one PostgreSQL and one plain Redis,
 * behind a load balancer that alternates between them (docs/deployment.md,
 * "Scaling out"). What one client does through either instance is counted,
 * stored and replayed once.
 *
 * Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set (CI sets both): the
 * run gets a fresh database, migrated, and dropped afterwards; Redis keys are
 * the run's own through client addresses drawn at random for it.
 */
const databaseAdminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const SKIP_REASON =
  "two-instances.spec.ts skipped: it needs a PostgreSQL server and a Redis; set TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both through .ci/run)";

test.describe("two instances behind an alternating load balancer", () => {
  // One pair of instances for the whole file, in one worker.
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  let database: RunDatabase | undefined;
  let a: ProductionInstance | undefined;
  let b: ProductionInstance | undefined;
  const clients: string[] = [];

  /** A client address for this run only: its rate-limit counters in Redis start from zero. */
  const newClient = () => {
    const ip = `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
    clients.push(ip);
    return ip;
  };

  test.beforeAll(async () => {
    if (!databaseAdminUrl || !redisUrl) {
      // The list reporter does not show skip reasons, so the reason is printed as well.
      console.warn(SKIP_REASON);
      test.skip(true, SKIP_REASON);
      return;
    }
    test.setTimeout(240_000);
    database = await createRunDatabase(databaseAdminUrl!);
    // Everything every instance must share: the database, Redis and the signing key.
    const shared = await sharedInstanceEnv(database.url, redisUrl);
    [a, b] = await Promise.all([startInstance({ name: "A", env: shared }), startInstance({ name: "B", env: shared })]);
  });

  test.afterAll(async () => {
    await stopAll([a, b]);
    await database?.drop();
    if (redisUrl && clients.length > 0) {
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      try {
        for (const ip of clients) {
          const keys = await redis.keys(`rl:*:${ip}:*`);
          if (keys.length > 0) await redis.del(...keys);
        }
      } finally {
        redis.disconnect();
      }
    }
  });

  const demoRequest = (ip: string, headers: Record<string, string> = {}) => ({
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "land-tools-e2e/1.0 (+https://example.test/contact)",
      "x-forwarded-for": ip,
      ...headers,
    },
    body: JSON.stringify({ name: "Asha Menon", email: `asha.${randomInt(0, 1e9)}@builders.example.com`, tool: "platform" }),
  });

  test("the 5-an-hour demo-request limit is counted once across both, and RateLimit-Remaining on B continues from A", async () => {
    const send = alternating([a!, b!]);
    const ip = newClient();
    const answers = [];
    for (let index = 0; index < 8; index += 1) {
      const { instance, response } = await send("/api/v1/demo-request", demoRequest(ip));
      answers.push({
        instance: instance.name,
        status: response.status,
        remaining: response.headers.get("ratelimit-remaining"),
        retryAfter: response.headers.get("retry-after"),
        policy: response.headers.get("ratelimit-policy"),
      });
    }
    expect(answers.map((answer) => answer.instance)).toEqual(["A", "B", "A", "B", "A", "B", "A", "B"]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // Each instance's answer continues the count the other left: 4 on A, 3 on B, 2 on A...
    expect(answers.map((answer) => answer.remaining)).toEqual(["4", "3", "2", "1", "0", "0", "0", "0"]);
    for (const answer of answers) expect(answer.policy).toBe("5;w=3600");
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600);
    }
  });

  test("an Idempotency-Key used on A is replayed on B", async () => {
    const ip = newClient();
    const init = demoRequest(ip, { "idempotency-key": `e2e-two-instances-${randomInt(0, 1e12)}` });
    const first = await fetch(`${a!.baseUrl}/api/v1/demo-request`, init);
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotency-replayed")).toBeNull();
    const firstBody = await first.json();

    const again = await fetch(`${b!.baseUrl}/api/v1/demo-request`, init);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotency-replayed")).toBe("true");
    expect(await again.json()).toEqual(firstBody);
  });
});
