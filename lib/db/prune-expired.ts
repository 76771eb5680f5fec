import { lte, sql } from "drizzle-orm";
import { log, errorKind } from "@/lib/log/logger";
import type { Database } from "./client";
import { accessTokens, agentRegistrations, idempotencyRecords } from "./schema";

const PRUNE_INTERVAL_MS = 10 * 60_000;
let nextPruneAt = 0;

/**
 * Deletes rows whose lifetime has passed. Reads already ignore them (every
 * query filters on `expires_at > now()`); this keeps tables small. It runs in
 * the background at most once per PRUNE_INTERVAL_MS per process, triggered by
 * writes, so no scheduler is needed; `npm run db:prune` runs it on demand.
 */
export async function pruneExpired(db: Database): Promise<void> {
  for (const table of [idempotencyRecords, accessTokens, agentRegistrations]) {
    await db.delete(table).where(lte(table.expiresAt, sql`now()`));
  }
}

export function schedulePrune(db: Database, now = Date.now()): void {
  if (now < nextPruneAt) return;
  nextPruneAt = now + PRUNE_INTERVAL_MS;
  setTimeout(() => {
    pruneExpired(db).catch((error) => log.warn("pruning expired rows failed", { error: errorKind(error) }));
  }, 0).unref?.();
}
