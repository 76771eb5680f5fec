import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf, type DatabaseHandle } from "@/lib/db";
import { pruneExpired } from "@/lib/db/prune-expired";

/** PGlite runs no autovacuum, so the pruning that writes already trigger vacuums the embedded store. */
describe("the embedded store's vacuum", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: "memory://" });
  });
  afterAll(() => handle.close());

  const table = async () => {
    // Statistics are flushed lazily; make this statement's end flush them.
    await handle.db.execute(sql`SELECT pg_stat_force_next_flush()`);
    return rowsOf<{ bytes: number; vacuumed: boolean; analysed: boolean }>(
      await handle.db.execute(sql`SELECT pg_relation_size('idempotency_records')::int AS bytes,
        last_vacuum IS NOT NULL AS vacuumed, last_analyze IS NOT NULL AS analysed
        FROM pg_stat_user_tables WHERE relname = 'idempotency_records'`),
    )[0]!;
  };
  const rewriteEveryRow = () => handle.db.execute(sql`UPDATE idempotency_records SET fingerprint = fingerprint || 'x'`);

  it("lets updated and deleted rows' space be used again, and refreshes the planner's statistics", async () => {
    await handle.db.execute(sql`INSERT INTO idempotency_records (operation, key, fingerprint, state, locked_until, expires_at)
      SELECT 'test', 'key-' || n, 'f', 'in_flight', now(), now() + interval '1 day' FROM generate_series(1, 2000) AS n`);
    await rewriteEveryRow();
    await handle.db.execute(sql`UPDATE idempotency_records SET expires_at = now() - interval '1 second' WHERE key LIKE 'key-1%'`);
    const before = await table();
    expect(before).toMatchObject({ vacuumed: false, analysed: false });

    await pruneExpired(handle.db);
    expect(await table()).toMatchObject({ vacuumed: true, analysed: true });

    // Unvacuumed, a table whose every row is rewritten grows by the live rows' size each time;
    // vacuumed, the new versions fill the space the old ones left.
    await rewriteEveryRow();
    expect((await table()).bytes).toBeLessThanOrEqual(before.bytes);
  });
});
