import { lt, lte, sql } from "drizzle-orm";
import { getConfig } from "@/lib/config/env";
import { log, errorKind } from "@/lib/log/logger";
import { type Database, isEmbeddedDatabase } from "./client";
import { accessTokens, agentRegistrations, demoRequests, idempotencyRecords } from "./schema";

const PRUNE_INTERVAL_MS = 10 * 60_000;
let nextPruneAt = 0;

/**
 * Deletes rows whose lifetime has passed. Reads already ignore them (every
 * query filters on `expires_at > now()`); this keeps tables small. Leads older
 * than LEAD_RETENTION_DAYS are erased too, with their delivery rows, and the
 * embedded store is vacuumed. It runs in
 * the background at most once per PRUNE_INTERVAL_MS per process, triggered by
 * writes, so no scheduler is needed; `npm run db:prune` runs it on demand.
 */
export async function pruneExpired(db: Database, leadRetentionDays = getConfig().leads.retentionDays): Promise<void> {
  for (const table of [idempotencyRecords, accessTokens, agentRegistrations]) {
    await db.delete(table).where(lte(table.expiresAt, sql`now()`));
  }
  const erased = await db
    .delete(demoRequests)
    .where(lt(demoRequests.createdAt, sql`now() - make_interval(days => ${leadRetentionDays})`))
    .returning({ id: demoRequests.id });
  if (erased.length > 0) log.info("leads past their retention period erased", { count: erased.length, retentionDays: leadRetentionDays });
  // PGlite has no autovacuum: without this, every updated or deleted row (each delivery is updated
  // twice, every idempotency record and token is deleted) would stay on disk and in the indexes, and
  // the planner's statistics would never follow the tables' growth. A few milliseconds every 10 minutes.
  if (isEmbeddedDatabase(db)) await db.execute(sql`VACUUM (ANALYZE)`);
}

export function schedulePrune(db: Database, now = Date.now()): void {
  if (now < nextPruneAt) return;
  nextPruneAt = now + PRUNE_INTERVAL_MS;
  setTimeout(() => {
    pruneExpired(db).catch((error) => log.warn("pruning expired rows failed", { error: errorKind(error) }));
  }, 0).unref?.();
}
