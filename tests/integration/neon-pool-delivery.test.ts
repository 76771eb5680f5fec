import { neonConfig, Pool } from "@neondatabase/serverless";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/neon-serverless";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, type DatabaseHandle, rowsOf } from "@/lib/db";
import * as schema from "@/lib/db/schema";
import { DELIVERY_QUEUE, deliveryQueue, enqueueLeadDeliveries } from "@/lib/leads/delivery-queue";
import { storeBackends, useStore } from "../helpers/test-store";
import { startWsTcpRelay } from "../helpers/ws-tcp-relay";

const postgres = storeBackends().find((backend) => backend.name === "postgres");

/**
 * Neon is reached through its serverless `Pool` (WebSockets to Neon's proxy).
 * Neon itself is out of reach here, so the Pool talks to the local PostgreSQL
 * through a WebSocket-to-TCP relay standing in for Neon's proxy: the same
 * driver code, the same wire protocol. What delivery needs of it: a
 * transaction in which the lead and its pg-boss jobs commit or roll back
 * together.
 */
describe.skipIf(!postgres)("lead and delivery jobs in one transaction over Neon's Pool", () => {
  let handle: DatabaseHandle & { url?: string };
  let relay: Awaited<ReturnType<typeof startWsTcpRelay>>;
  let pool: Pool;
  let neonDb: Database;

  beforeAll(async () => {
    handle = await useStore(postgres!);
    relay = await startWsTcpRelay();
    neonConfig.wsProxy = (host, port) => `${relay.host}/v2?address=${host}:${port}`;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineConnect = false;
    neonConfig.pipelineTLS = false;
    pool = new Pool({ connectionString: handle.url });
    // As lib/db/client.ts does: a connection lost while idle is logged there, not thrown.
    pool.on("error", () => {});
    neonDb = drizzle(pool, { schema }) as unknown as Database;
  });
  afterAll(async () => {
    await pool?.end();
    await relay?.close();
    await handle?.close();
  });

  const lead = (id: string) => ({
    id,
    email: `${id}@builders.example.com`,
    emailNormalized: `${id}@builders.example.com`,
    tool: "platform",
    name: "N",
  });
  const jobsOf = async (leadId: string) =>
    rowsOf<{ n: number }>(
      await handle.db.execute(
        sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${DELIVERY_QUEUE} AND data->>'leadId' = ${leadId}`,
      ),
    )[0]!.n;

  it("commits the lead with its jobs, and rolls both back together", async () => {
    const boss = await deliveryQueue(handle);
    const targets = [{ channel: "email" as const }, { channel: "webhook" as const, target: "0123456789abcdef" }];
    await neonDb.transaction(async (tx) => {
      await tx.insert(schema.demoRequests).values(lead("dr_neon-commit"));
      await enqueueLeadDeliveries(boss, tx as unknown as Database, "dr_neon-commit", targets);
    });
    expect(await jobsOf("dr_neon-commit")).toBe(2);

    await expect(
      neonDb.transaction(async (tx) => {
        await tx.insert(schema.demoRequests).values(lead("dr_neon-rollback"));
        await enqueueLeadDeliveries(boss, tx as unknown as Database, "dr_neon-rollback", targets);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await jobsOf("dr_neon-rollback")).toBe(0);
    const stored = rowsOf<{ id: string }>(await handle.db.execute(sql`SELECT id FROM demo_requests ORDER BY id`));
    expect(stored.map((row) => row.id)).toEqual(["dr_neon-commit"]);
  });
});
