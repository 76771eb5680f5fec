import * as pglite from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedPGlite, withoutTextParsers } from "@/lib/db/embedded-pglite";

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
    const client = await openEmbeddedPGlite(pglite, "memory://", {});
    try {
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
    } finally {
      await client.close();
    }
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
});
