import * as pglite from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PREPARED_STATEMENTS, openEmbeddedPGlite, withoutTextParsers } from "@/lib/db/embedded-pglite";

// Every type drizzle reads as text, scalar and array, plus a few it parses.
const SAMPLE = sql`SELECT
  TIMESTAMPTZ '2026-11-22 10:15:00+05:30' AS at_tz,
  TIMESTAMP '2026-11-22 10:15:00' AS at,
  DATE '2026-11-22' AS on_date,
  INTERVAL '1 day 2 hours' AS span,
  ARRAY[1.50::numeric, 2] AS amounts,
  ARRAY[TIMESTAMP '2026-01-01 00:00:00'] AS ats,
  ARRAY[TIMESTAMPTZ '2026-01-01 00:00:00+00'] AS at_tzs,
  ARRAY[INTERVAL '3 days'] AS spans,
  ARRAY[DATE '2026-01-01'] AS dates,
  42::int AS answer, true AS flag, '{"a":1}'::jsonb AS doc`;

/** A fresh in-memory client for one test, closed however the test ends. */
async function withFreshClient(use: (client: pglite.PGlite) => Promise<void>): Promise<void> {
  const client = await openEmbeddedPGlite(pglite, "memory://", {});
  try {
    await use(client);
  } finally {
    await client.close();
  }
}

describe("the embedded PGlite client", () => {
  let stock: pglite.PGlite;
  let embedded: pglite.PGlite;
  beforeAll(async () => {
    stock = new pglite.PGlite();
    embedded = await openEmbeddedPGlite(pglite, "memory://", {});
  });
  afterAll(async () => {
    await stock.close();
    await embedded.close();
  });

  it("gives drizzle the same results as a stock client, for every type drizzle reads as text", async () => {
    const expected = await drizzle(stock).execute(SAMPLE);
    const actual = await drizzle(embedded).execute(SAMPLE);
    expect(actual.rows).toEqual(expected.rows);
    expect(actual.rows[0]).toMatchObject({ on_date: "2026-11-22", span: "1 day 02:00:00", answer: 42, flag: true, doc: { a: 1 } });
  });

  it("never makes PGlite copy its parser table for drizzle's queries, in or out of a transaction", async () => {
    await withFreshClient(async (client) => {
      // Merging per-query parsers spreads the instance's table, which lists its keys.
      let copies = 0;
      client.parsers = new Proxy(client.parsers, {
        ownKeys(target) {
          copies += 1;
          return Reflect.ownKeys(target);
        },
      });
      const db = drizzle(client);
      const outside = await db.execute(SAMPLE);
      const inside = await db.transaction((tx) => tx.execute(SAMPLE));
      expect(inside.rows).toEqual(outside.rows);
      expect(copies).toBe(0);
      // The same count on a stock client shows what it measures: a copy per query.
      let stockCopies = 0;
      stock.parsers = new Proxy(stock.parsers, { ownKeys: (target) => ((stockCopies += 1), Reflect.ownKeys(target)) });
      await drizzle(stock).execute(SAMPLE);
      expect(stockCopies).toBeGreaterThan(0);
    });
  });

  it("keeps parsers that do more than repeat the instance's text parsers", () => {
    const custom = { parsers: { 1184: (value: string) => new Date(value), 23: Number } };
    expect(withoutTextParsers(custom)).toBe(custom);
    expect(withoutTextParsers({ rowMode: "array", parsers: { 1184: (value: string) => value } })).toEqual({ rowMode: "array" });
    expect(withoutTextParsers(undefined)).toBeUndefined();
  });

  it("sends drizzle's object-row queries with no options, PGlite's default, and keeps any other option", () => {
    const text = { 1184: (value: string) => value, 1114: (value: string) => value };
    expect(withoutTextParsers({ rowMode: "object", parsers: text })).toBeUndefined();
    expect(withoutTextParsers({ parsers: text })).toBeUndefined();
    expect(withoutTextParsers({ rowMode: "array", parsers: text })).toEqual({ rowMode: "array" });
    expect(withoutTextParsers({ rowMode: "object", paramTypes: [25], parsers: text })).toEqual({ rowMode: "object", paramTypes: [25] });
  });

  describe("kept statements", () => {
    const PARAMS = sql`SELECT ${new Date("2026-11-22T04:45:00.000Z")}::timestamptz AS at, ${true}::boolean AS flag,
      ${JSON.stringify({ a: [1, "x"] })}::jsonb AS doc, ${42}::int AS answer, ${null}::text AS nothing, ${"it's"}::text AS words`;

    it("binds parameters and reads results as a stock client does, in object and array rows", async () => {
      const expected = await drizzle(stock).execute(PARAMS);
      for (let run = 0; run < 2; run++) expect((await drizzle(embedded).execute(PARAMS)).rows).toEqual(expected.rows);
      const arrays = await embedded.query("SELECT $1::int + 1 AS next, $2::text AS word", [41, "x"], { rowMode: "array" });
      expect(arrays.rows).toEqual([[42, "x"]]);
      expect(arrays.fields.map((field) => field.name)).toEqual(["next", "word"]);
    });

    it("parses a statement text once, then only binds and executes it, in one call into PGlite", async () => {
      await withFreshClient(async (client) => {
        await client.exec("CREATE TABLE leads (id text PRIMARY KEY, at timestamptz NOT NULL)");
        const insert = "INSERT INTO leads (id, at) VALUES ($1, $2) ON CONFLICT DO NOTHING";
        await client.query(insert, ["a", new Date()]);
        const calls = { count: 0 };
        const raw = client.execProtocolRawSync.bind(client);
        client.execProtocolRawSync = (message) => {
          calls.count += 1;
          return raw(message);
        };
        const second = await client.query(insert, ["b", new Date()]);
        const duplicate = await client.query(insert, ["b", new Date()]);
        expect(calls.count).toBe(2);
        expect([second.affectedRows, duplicate.affectedRows]).toEqual([1, 0]);
        const kept = await client.query<{ statement: string }>("SELECT statement FROM pg_prepared_statements WHERE statement = $1", [
          insert,
        ]);
        expect(kept.rows).toHaveLength(1);
      });
    });

    it("reports a failed statement with its SQLSTATE and carries on", async () => {
      await withFreshClient(async (client) => {
        await client.exec("CREATE TABLE keys (id text PRIMARY KEY)");
        const insert = "INSERT INTO keys (id) VALUES ($1)";
        await client.query(insert, ["k"]);
        await expect(client.query(insert, ["k"])).rejects.toMatchObject({ code: "23505" });
        await expect(client.query("SELECT * FROM missing_table WHERE id = $1", ["k"])).rejects.toMatchObject({ code: "42P01" });
        expect((await client.query(insert, ["l"])).affectedRows).toBe(1);
      });
    });

    it("runs a statement afresh when its table changed shape since it was kept", async () => {
      await withFreshClient(async (client) => {
        await client.exec("CREATE TABLE things (a int); INSERT INTO things VALUES (1)");
        expect((await client.query("SELECT * FROM things WHERE a = $1", [1])).rows).toEqual([{ a: 1 }]);
        await client.exec("ALTER TABLE things ADD COLUMN b text DEFAULT 'x'");
        expect((await client.query("SELECT * FROM things WHERE a = $1", [1])).rows).toEqual([{ a: 1, b: "x" }]);
      });
    });

    it("waits for a transaction in progress, as PGlite's own query does, so it never joins it", async () => {
      await withFreshClient(async (client) => {
        await client.exec("CREATE TABLE notes (id text PRIMARY KEY)");
        const insert = "INSERT INTO notes (id) VALUES ($1)";
        await client.query(insert, ["warm"]);
        let outside: Promise<unknown> | undefined;
        await expect(
          client.transaction(async (tx) => {
            await tx.query(insert, ["inside"]);
            outside = client.query(insert, ["outside"]);
            await new Promise((resolve) => setTimeout(resolve, 20));
            throw new Error("roll back");
          }),
        ).rejects.toThrow("roll back");
        await outside;
        const ids = await client.query<{ id: string }>("SELECT id FROM notes ORDER BY id");
        expect(ids.rows.map((row) => row.id)).toEqual(["outside", "warm"]);
      });
    });

    it(`keeps at most ${MAX_PREPARED_STATEMENTS} statements and runs any further text the ordinary way`, async () => {
      await withFreshClient(async (client) => {
        for (let index = 0; index <= MAX_PREPARED_STATEMENTS; index++) {
          expect((await client.query(`SELECT $1::int + ${index} AS n`, [1])).rows).toEqual([{ n: 1 + index }]);
        }
        const kept = await client.query<{ count: number }>("SELECT count(*)::int AS count FROM pg_prepared_statements");
        expect(kept.rows[0]?.count).toBe(MAX_PREPARED_STATEMENTS);
      });
    });
  });
});
