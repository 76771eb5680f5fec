import type { PgBoss } from "pg-boss";
import { describe, expect, it } from "vitest";
import { DELIVERY_QUEUE, withLeadDeliveries } from "@/lib/leads/delivery-queue";

/**
 * A stand-in for pg-boss whose `insert` runs `text` through the executor it
 * is given, as pg-boss's own does: what `withLeadDeliveries` records and
 * builds on. The real statement is exercised on every store by the delivery
 * integration tests.
 */
function engineInserting(text: string): PgBoss {
  return {
    insert: async (name: string, _jobs: unknown[], options: { db: { executeSql(text: string, values: unknown[]): Promise<unknown> } }) => {
      expect(name).toBe(DELIVERY_QUEUE);
      await options.db.executeSql(text, ["[]"]);
      return null;
    },
  } as unknown as PgBoss;
}

const LEAD = { ctes: "lead AS (INSERT INTO demo_requests (id) VALUES ($1) RETURNING id)", values: ["dr_1"] };
const targets = [{ channel: "email" as const }];

describe("withLeadDeliveries", () => {
  it("puts the lead's expressions before pg-boss's own WITH list, and reads the jobs only when the lead was inserted", async () => {
    const insert =
      "WITH ins AS (INSERT INTO pgboss.job_common SELECT * FROM json_to_recordset($1::text::json) AS x (id uuid)) SELECT id FROM ins";
    const { text, values } = await withLeadDeliveries(engineInserting(insert), LEAD, "dr_1", targets);
    expect(text).toBe(
      `WITH ${LEAD.ctes}, ins AS (INSERT INTO pgboss.job_common SELECT * FROM json_to_recordset((SELECT $2::text::json WHERE EXISTS (SELECT 1 FROM lead))) AS x (id uuid)) SELECT id FROM ins`,
    );
    expect(values[0]).toBe("dr_1");
    expect(JSON.parse(values[1] as string)).toEqual([
      { data: { leadId: "dr_1", channel: "email", attempt: 1 }, singletonKey: "dr_1:email" },
    ]);
  });

  it("puts them before a plain INSERT as a WITH list of their own", async () => {
    const insert = "INSERT INTO pgboss.job_common SELECT * FROM json_to_recordset($1::text::json) AS x (id uuid) RETURNING id";
    const { text } = await withLeadDeliveries(engineInserting(insert), LEAD, "dr_1", targets);
    expect(text.startsWith(`WITH ${LEAD.ctes} INSERT INTO pgboss.job_common`)).toBe(true);
  });

  it("refuses, naming where to look, when pg-boss's insert no longer takes its jobs as its one parameter", async () => {
    for (const insert of [
      "INSERT INTO pgboss.job_common SELECT * FROM json_to_recordset($1::json) AS x (id uuid)",
      "INSERT INTO pgboss.job_common SELECT * FROM json_to_recordset($1::text::json) AS x (id uuid) WHERE $2",
    ]) {
      await expect(withLeadDeliveries(engineInserting(insert), LEAD, "dr_1", targets)).rejects.toThrow(/lib\/leads\/delivery-queue\.ts/);
    }
  });
});
