import { execFileSync } from "node:child_process";
import { randomBytes, randomInt } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import {
  alternating,
  childrenOf,
  createRunDatabase,
  type ProductionInstance,
  type RunDatabase,
  sharedInstanceEnv,
  startInstance,
  stopAll,
} from "./production-instances";

/**
 * Lead delivery with two production instances of the build on one PostgreSQL
 * (and Redis), each with the delivery worker `npm start` runs beside it,
 * behind a load balancer that alternates between them (docs/deployment.md,
 * "Scaling out"). Whichever instance stores a lead and whichever worker takes
 * its job, a receiver verifying with `standardwebhooks` gets it once; an
 * instance stopped mid-work exits cleanly and one killed mid-attempt loses
 * nothing.
 *
 * Runs when TEST_DATABASE_URL is set (TEST_REDIS_URL too, when there is one).
 */
const databaseAdminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const SKIP_REASON = "two-instances-delivery.spec.ts skipped: it needs a PostgreSQL server; set TEST_DATABASE_URL";

type Answer = number | "hang";

interface Received {
  webhookId: string;
  timestamp: string;
  leadId: string;
  answered: Answer;
}

/** A receiver like a customer's: verifies each request with `standardwebhooks`, answers as told. */
async function startReceiver() {
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  const verifier = new Webhook(secret);
  const received: Received[] = [];
  let rejected = 0;
  let inFlight = 0;
  let answer: (leadId: string, attempt: number) => Answer = () => 204;
  let delayMs = 0;
  const hanging = new Set<ServerResponse>();
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let leadId: string;
    try {
      leadId = (
        verifier.verify(Buffer.concat(chunks).toString("utf8"), request.headers as Record<string, string>) as { data: { id: string } }
      ).data.id;
    } catch {
      rejected += 1;
      response.writeHead(400).end();
      return;
    }
    inFlight += 1;
    const attempt = received.filter((item) => item.leadId === leadId).length;
    const action = answer(leadId, attempt);
    received.push({
      webhookId: String(request.headers["webhook-id"]),
      timestamp: String(request.headers["webhook-timestamp"]),
      leadId,
      answered: action,
    });
    if (action === "hang") {
      hanging.add(response);
      return;
    }
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    inFlight -= 1;
    response.writeHead(action).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: { LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/leads`, LEAD_WEBHOOK_SECRET: secret },
    received,
    get rejected() {
      return rejected;
    },
    get inFlight() {
      return inFlight;
    },
    accepted: (leadId?: string) =>
      received.filter((item) => typeof item.answered === "number" && item.answered < 300 && (!leadId || item.leadId === leadId)),
    behave(next: (leadId: string, attempt: number) => Answer, options: { delayMs?: number } = {}) {
      answer = next;
      delayMs = options.delayMs ?? 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.describe("lead delivery with two instances and their workers", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  let database: RunDatabase | undefined;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let shared: Record<string, string | undefined>;
  let a: ProductionInstance | undefined;
  let b: ProductionInstance | undefined;

  const lead = (tag: string) => ({
    name: `Lead ${tag}`,
    email: `two-${tag}-${randomBytes(4).toString("hex")}@builders.example.com`,
    tool: "platform",
  });
  const client = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
  async function submit(send: ReturnType<typeof alternating>, tag: string): Promise<string> {
    const { response } = await send("/api/v1/demo-request", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client() },
      body: JSON.stringify(lead(tag)),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  }

  test.beforeAll(async () => {
    if (!databaseAdminUrl) {
      console.warn(SKIP_REASON);
      test.skip(true, SKIP_REASON);
      return;
    }
    test.setTimeout(240_000);
    database = await createRunDatabase(databaseAdminUrl);
    receiver = await startReceiver();
    shared = {
      ...(await sharedInstanceEnv(database.url, redisUrl)),
      DELIVERY_WORKER: "process",
      LOG_SILENT: "0",
      ...receiver.env,
    };
    [a, b] = await Promise.all([startInstance({ name: "A", env: shared }), startInstance({ name: "B", env: shared })]);
  });

  test.afterAll(async () => {
    await stopAll([a, b]);
    await receiver?.close();
    await database?.drop();
  });

  test("every lead is delivered exactly once, verified, whichever instance took it", async () => {
    const send = alternating([a!, b!]);
    const ids = await Promise.all(Array.from({ length: 12 }, (_, index) => submit(send, `once${index}`)));
    await until(() => ids.every((id) => receiver.accepted(id).length === 1), 30_000, "every lead delivered");
    // A moment more: nothing arrives twice.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const id of ids)
      expect(
        receiver.received.filter((item) => item.leadId === id),
        id,
      ).toHaveLength(1);
    expect(new Set(ids.map((id) => receiver.accepted(id)[0]!.webhookId)).size).toBe(ids.length);
    expect(receiver.rejected).toBe(0);
  });

  test("each instance's worker is the build's bundle on plain Node.js, with no TypeScript loader", () => {
    for (const instance of [a!, b!]) {
      const commands = childrenOf(instance.process.pid!).map((pid) =>
        execFileSync("ps", ["-o", "args=", "-p", String(pid)], { encoding: "utf8" }).trim(),
      );
      expect(
        commands.some((command) => command.endsWith(".next/worker.mjs")),
        commands.join("\n"),
      ).toBe(true);
      expect(commands.join("\n")).not.toContain("tsx");
    }
  });

  test("a refused delivery is retried, with the same webhook-id and a fresh timestamp", async () => {
    receiver.behave((_, attempt) => (attempt === 0 ? 503 : 204));
    const id = await submit(alternating([b!, a!]), "refused");
    // The schedule's first retry comes 5 s after the refusal.
    await until(() => receiver.accepted(id).length === 1, 20_000, "the retry");
    const attempts = receiver.received.filter((item) => item.leadId === id);
    expect(attempts.map((item) => item.answered)).toEqual([503, 204]);
    expect(attempts[1]!.webhookId).toBe(attempts[0]!.webhookId);
    // On the schedule: 5 s (and up to 10 % jitter) after the refusal, found by a worker polling every 0.5 s.
    expect(Number(attempts[1]!.timestamp) - Number(attempts[0]!.timestamp)).toBeGreaterThanOrEqual(4);
    expect(Number(attempts[1]!.timestamp) - Number(attempts[0]!.timestamp)).toBeLessThanOrEqual(10);
    receiver.behave(() => 204);
  });

  test("an instance stopped with SIGTERM mid-work exits within 30 s, and every lead it took is delivered", async () => {
    receiver.behave(() => 204, { delayMs: 2_000 });
    const ids = await Promise.all(Array.from({ length: 6 }, (_, index) => submit(alternating([a!]), `term${index}`)));
    await until(() => receiver.inFlight > 0, 15_000, "attempts in flight");
    // As a process supervisor stops a service: the signal goes to the instance and its worker.
    a!.signal("SIGTERM", { group: true });
    const exit = await a!.waitForExit(30_000);
    expect(exit.code).toBe(0);
    expect(exit.afterMs).toBeLessThan(30_000);
    expect(a!.output()).toContain('"msg":"stopped"');
    // B answers throughout, and its worker delivers whatever A left.
    expect((await fetch(`${b!.baseUrl}/api/v1/health`)).ok).toBe(true);
    await until(() => ids.every((id) => receiver.accepted(id).length >= 1), 60_000, "A's leads delivered");
    for (const id of ids)
      expect(new Set(receiver.received.filter((item) => item.leadId === id).map((item) => item.webhookId)).size).toBe(1);
    receiver.behave(() => 204);
    a = await startInstance({ name: "A2", env: shared });
  });

  test("an instance killed with SIGKILL mid-attempt loses nothing: the other delivers its lead later", async () => {
    // B's worker is paused, so the attempt is A's worker's; it hangs at the receiver.
    const bWorkers = childrenOf(b!.process.pid!);
    expect(bWorkers.length).toBeGreaterThan(0);
    for (const pid of bWorkers) process.kill(pid, "SIGSTOP");
    try {
      receiver.behave((_, attempt) => (attempt === 0 ? "hang" : 204));
      const id = await submit(alternating([a!]), "killed");
      await until(() => receiver.received.some((item) => item.leadId === id), 20_000, "the attempt at the receiver");
      a!.signal("SIGKILL", { group: true });
      await a!.waitForExit(5_000);
    } finally {
      for (const pid of bWorkers) process.kill(pid, "SIGCONT");
    }
    const [hung] = receiver.received.filter((item) => item.answered === "hang");
    // The killed worker's job expires (20 s after it was taken) and B's worker retries it.
    await until(() => receiver.accepted(hung!.leadId).length === 1, 90_000, "the killed instance's lead");
    expect(receiver.accepted(hung!.leadId)[0]!.webhookId).toBe(hung!.webhookId);
  });
});
