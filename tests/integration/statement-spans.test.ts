import { trace } from "@opentelemetry/api";
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, tables, type DatabaseHandle } from "@/lib/db";
import { statementSummary } from "@/lib/db/statement-spans";

const exporter = new InMemorySpanExporter();
let handle: DatabaseHandle;

beforeAll(async () => {
  trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
  handle = await openDatabase({ dataDir: "memory://", traced: true });
});

afterAll(async () => {
  await handle.close();
  trace.disable();
});

beforeEach(() => exporter.reset());

const PERSONAL = "asha.rao@example.in";

describe("database statement spans", () => {
  it("names each statement by verb and table, with no statement text or parameters", async () => {
    await handle.db
      .insert(tables.demoRequests)
      .values({ id: "dr_1", email: PERSONAL, emailNormalized: PERSONAL, tool: "general", name: "Asha Rao" });
    await handle.db.select().from(tables.demoRequests).where(eq(tables.demoRequests.emailNormalized, PERSONAL));

    const spans = exporter.getFinishedSpans();
    expect(spans.map((span) => span.name)).toEqual(["INSERT demo_requests", "SELECT demo_requests"]);
    expect(spans[0]?.attributes).toEqual({
      "db.system.name": "postgresql",
      "db.operation.name": "INSERT",
      "db.collection.name": "demo_requests",
    });
    const recorded = JSON.stringify(spans.map((span) => [span.name, span.attributes, span.events, span.status]));
    expect(recorded).not.toContain(PERSONAL);
    expect(recorded).not.toContain("Asha");
  });

  it("marks a failed statement by its error code only, never the driver's message", async () => {
    const duplicate = { id: "dr_2", email: PERSONAL, emailNormalized: PERSONAL, tool: "general", name: "Asha Rao" };
    await expect(handle.db.insert(tables.demoRequests).values(duplicate)).rejects.toThrow();
    const [span] = exporter.getFinishedSpans();
    expect(span?.status.code).toBe(2);
    expect(span?.attributes["error.type"]).toBe("23505");
    expect(JSON.stringify([span?.attributes, span?.status, span?.events])).not.toContain(PERSONAL);
  });

  it("opens untraced when tracing is not configured", async () => {
    const untraced = await openDatabase({ dataDir: "memory://" });
    try {
      await untraced.db.execute(sql`SELECT 1`);
      expect(exporter.getFinishedSpans()).toEqual([]);
    } finally {
      await untraced.close();
    }
  });
});

describe("statement summaries", () => {
  it.each([
    ["SELECT fingerprint, state FROM idempotency_records WHERE key = $1", "SELECT", "idempotency_records"],
    ['select "id" from "access_tokens" "t" inner join "agent_registrations"', "SELECT", "access_tokens"],
    ["INSERT INTO idempotency_records (a) VALUES ($1) ON CONFLICT (a) DO UPDATE SET a = excluded.a", "INSERT", "idempotency_records"],
    ['update "access_tokens" set "revoked_at" = $1', "UPDATE", "access_tokens"],
    ['delete from "agent_registrations" where "expires_at" <= now()', "DELETE", "agent_registrations"],
    [
      "WITH lead AS (INSERT INTO demo_requests (id) VALUES ($1) RETURNING id) UPDATE idempotency_records SET state = $2",
      "INSERT",
      "demo_requests",
    ],
    ["TRUNCATE demo_requests", "TRUNCATE", undefined],
  ])("%s", (text, operation, table) => {
    expect(statementSummary(text)).toEqual({ operation, table });
  });
});
