import { neonConfig, Pool } from "@neondatabase/serverless";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/neon-serverless";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setConfigForTesting } from "@/lib/config/env";
import { type Database, type DatabaseHandle, rowsOf, setDatabaseForTesting } from "@/lib/db";
import { poolTransaction } from "@/lib/db/client";
import * as schema from "@/lib/db/schema";
import { DELIVERY_QUEUE, deliveryQueue } from "@/lib/leads/delivery-queue";
import { RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
import { callApi, jsonOf, validLead } from "../helpers/api-client";
import { leadDeliveryEnv, startSmtpSink, startWebhookReceiver, waitFor } from "../helpers/lead-receivers";
import { storeBackends, truncateAll, useStore } from "../helpers/test-store";
import { startWsTcpRelay } from "../helpers/ws-tcp-relay";

const postgres = storeBackends().find((backend) => backend.name === "postgres");

/**
 * Neon is reached through its serverless `Pool` (WebSockets to Neon's proxy).
 * Neon itself is out of reach here, so the Pool talks to the local PostgreSQL
 * through a WebSocket-to-TCP relay standing in for Neon's proxy: the same
 * driver code, the same wire protocol. The app's store is that Pool, as
 * lib/db/client.ts opens it for a Neon URL, so every demo request below
 * stores its lead and queues its pg-boss jobs in one prepared statement over
 * it; the jobs are then delivered.
 */
describe.skipIf(!postgres)("leads and their delivery jobs over Neon's Pool", () => {
  let direct: DatabaseHandle;
  let relay: Awaited<ReturnType<typeof startWsTcpRelay>>;
  let pool: Pool;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let ip = 0;

  beforeAll(async () => {
    direct = await useStore(postgres!);
    relay = await startWsTcpRelay();
    neonConfig.wsProxy = (host, port) => `${relay.host}/v2?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineConnect = false;
    neonConfig.pipelineTLS = false;
    pool = new Pool({ connectionString: direct.url });
    // As lib/db/client.ts does: a connection lost while idle is logged there, not thrown.
    pool.on("error", () => {});
    receiver = await startWebhookReceiver();
    smtp = await startSmtpSink();
    setDatabaseForTesting({
      ...direct,
      driver: "neon-serverless",
      db: drizzle(pool, { schema }) as unknown as Database,
      statement: (query) => pool.query(query),
      transaction: poolTransaction(pool as never),
    });
  });
  beforeEach(async () => {
    await truncateAll(direct);
    setRateLimiterForTesting(new RateLimiter(undefined));
    setConfigForTesting(leadDeliveryEnv(receiver.url, smtp.url));
  });
  afterAll(async () => {
    setConfigForTesting(undefined);
    setDatabaseForTesting(undefined);
    await receiver?.close();
    await smtp?.close();
    await pool?.end();
    await relay?.close();
    await direct?.close();
  });

  const submit = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    callApi("POST", "/api/v1/demo-request", { body, headers, ip: `198.51.100.${(ip += 1)}` });
  const count = async (query: ReturnType<typeof sql>) => rowsOf<{ n: number }>(await direct.db.execute(query))[0]!.n;
  const jobsOf = (leadId: string) =>
    count(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${DELIVERY_QUEUE} AND data->>'leadId' = ${leadId}`);
  const leads = () => count(sql`SELECT count(*)::int AS n FROM demo_requests`);

  it("stores a lead with one job per channel, delivered; a duplicate stores and queues nothing, with or without a key", async () => {
    const lead = validLead();
    const first = await submit(lead);
    expect(first.status).toBe(200);
    const { id } = await jsonOf(first);
    expect(pool.totalCount, "the lead went through Neon's Pool").toBeGreaterThan(0);
    expect(await jobsOf(id as string)).toBe(2);
    await waitFor(() => receiver.received.length === 1 && smtp.messages.length === 1, 10_000, "both deliveries");

    expect((await submit(lead)).status).toBe(409);
    const keyed = await submit(lead, { "idempotency-key": "neon-duplicate-1" });
    expect(keyed.status).toBe(409);
    expect(await leads()).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${DELIVERY_QUEUE}`)).toBe(2);

    const withKey = await submit(validLead(), { "idempotency-key": "neon-new-1" });
    expect(withKey.status).toBe(200);
    expect(await jobsOf((await jsonOf(withKey)).id as string)).toBe(2);
    expect(await leads()).toBe(2);
  });

  it("stores no lead when its jobs cannot be queued", async () => {
    const queue = await (await deliveryQueue(direct)).getQueue(DELIVERY_QUEUE);
    const table = sql.raw(`pgboss.${queue!.table}`);
    await direct.db.execute(sql`ALTER TABLE ${table} ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`);
    try {
      expect((await submit(validLead())).status).toBeGreaterThanOrEqual(500);
    } finally {
      await direct.db.execute(sql`ALTER TABLE ${table} DROP CONSTRAINT refuse_all`);
    }
    expect(await leads()).toBe(0);
  });
});
