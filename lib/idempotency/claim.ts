import { and, eq, gt, lte, or, sql } from "drizzle-orm";
import { ApiError } from "@/lib/errors/api-error";
import { type Database, tables } from "@/lib/db";

const records = tables.idempotencyRecords;

/** How long an interrupted first attempt blocks retries with the same key. */
export const IN_FLIGHT_LOCK_SECONDS = 15;
export const KEY_MEMORY_HOURS = 24;

export type Claim =
  | { kind: "claimed" }
  /** `body` is the exact JSON text first sent. */
  | { kind: "replay"; status: number; body: string };

const lockedUntil = () => sql`now() + make_interval(secs => ${IN_FLIGHT_LOCK_SECONDS})`;
const rememberedUntil = () => sql`now() + make_interval(hours => ${KEY_MEMORY_HOURS})`;
const excluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Claims `key` for `operation` in one statement, so of many concurrent
 * requests with one key exactly one proceeds. An expired record, or an
 * abandoned in-flight one with the same body, is taken over.
 */
export async function claimIdempotencyKey(db: Database, operation: string, key: string, fingerprint: string): Promise<Claim> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const claimed = await db
      .insert(records)
      .values({ operation, key, fingerprint, state: "in_flight", lockedUntil: lockedUntil(), expiresAt: rememberedUntil() })
      .onConflictDoUpdate({
        target: [records.operation, records.key],
        set: {
          fingerprint: excluded("fingerprint"),
          state: "in_flight",
          responseStatus: null,
          responseBody: null,
          lockedUntil: excluded("locked_until"),
          expiresAt: excluded("expires_at"),
          createdAt: sql`now()`,
        },
        setWhere: or(
          lte(records.expiresAt, sql`now()`),
          and(eq(records.state, "in_flight"), lte(records.lockedUntil, sql`now()`), eq(records.fingerprint, excluded("fingerprint"))),
        ),
      })
      .returning({ operation: records.operation });
    if (claimed.length > 0) return { kind: "claimed" };

    const [record] = await db
      .select({
        fingerprint: records.fingerprint,
        state: records.state,
        responseStatus: records.responseStatus,
        responseBody: records.responseBody,
        retryAfter: sql<number>`GREATEST(1, CEIL(EXTRACT(EPOCH FROM (${records.lockedUntil} - now()))))::int`.mapWith(Number),
      })
      .from(records)
      .where(and(eq(records.operation, operation), eq(records.key, key), gt(records.expiresAt, sql`now()`)));
    if (!record) continue; // expired between the two statements: claim again
    if (record.fingerprint !== fingerprint) {
      throw new ApiError("IDEMPOTENCY_KEY_REUSED", undefined, {
        hint: "This key was used with a different body. Use a new key for a new request.",
      });
    }
    if (record.state === "completed" && record.responseStatus !== null) {
      return { kind: "replay", status: record.responseStatus, body: record.responseBody ?? "" };
    }
    throw new ApiError("IDEMPOTENCY_KEY_IN_USE", undefined, {
      hint: `Retry in ${record.retryAfter} seconds with the same key and body.`,
      headers: { "Retry-After": String(record.retryAfter) },
    });
  }
  throw new ApiError("INTERNAL_ERROR");
}

const inFlight = (operation: string, key: string) =>
  and(eq(records.operation, operation), eq(records.key, key), eq(records.state, "in_flight"));

/** Stores the final answer for a claimed key. */
export async function completeIdempotencyKey(db: Database, operation: string, key: string, status: number, body: unknown): Promise<void> {
  await db
    .update(records)
    .set({ state: "completed", responseStatus: status, responseBody: JSON.stringify(body) })
    .where(inFlight(operation, key));
}

/** Frees a claim whose request failed transiently (429/5xx are never remembered). Best effort. */
export async function releaseIdempotencyKey(db: Database, operation: string, key: string): Promise<void> {
  await db
    .delete(records)
    .where(inFlight(operation, key))
    .catch(() => {
      // The store is away; the in-flight lock lapses by itself after IN_FLIGHT_LOCK_SECONDS.
    });
}
