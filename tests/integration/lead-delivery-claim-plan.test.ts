import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, rowsOf } from "@/lib/db";
import { claimDueDeliveries, claimStatement } from "@/lib/leads/delivery-store";
import { storeBackends, useStore } from "../helpers/test-store";

/**
 * Delivered rows stay in the outbox (until retention erases their leads), so
 * a claim must cost what it claims, not what has been delivered before: it
 * reaches the due rows through the due index and updates them through the
 * primary key, never reading the whole table (`IN (subquery)` was planned as
 * a hash join over a scan of all of it).
 */
describe.each(storeBackends())("claiming due deliveries on $name", (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await useStore(backend);
    const { db } = handle;
    await db.execute(sql`INSERT INTO demo_requests (id, email, email_normalized, tool, name)
      SELECT 'dr_' || n, 'v' || n || '@example.com', 'v' || n || '@example.com', 'general', 'N' FROM generate_series(1, 3000) AS n`);
    await db.execute(sql`INSERT INTO lead_deliveries (id, lead_id, channel, target, status, attempts)
      SELECT 'msg_' || n || channel, 'dr_' || n, channel, NULL, CASE WHEN n > 2900 THEN 'pending' ELSE 'delivered' END,
        CASE WHEN n > 2900 THEN 0 ELSE 1 END
      FROM generate_series(1, 3000) AS n CROSS JOIN (VALUES ('webhook'), ('email')) AS channels (channel)`);
    await db.execute(sql`ANALYZE lead_deliveries`);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("reads no delivered row: the due index finds the work, the primary key updates it", async () => {
    const statement = claimStatement(handle.db, { limit: 100 }).getSQL();
    const plan = rowsOf<{ "QUERY PLAN": string }>(await handle.db.execute(sql`EXPLAIN ${statement}`))
      .map((row) => row["QUERY PLAN"])
      .join("\n");
    expect(plan).toContain("lead_deliveries_due_idx");
    expect(plan).not.toMatch(/Seq Scan on lead_deliveries/);

    const claims = await claimDueDeliveries(handle.db, { limit: 100 });
    expect(claims).toHaveLength(100);
    expect(new Set(claims.map((claim) => claim.attempt))).toEqual(new Set([1]));
  });
});
