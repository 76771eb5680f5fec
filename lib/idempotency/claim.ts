import { sql } from "drizzle-orm";
import { ApiError } from "@/lib/errors/api-error";
import { rowsOf, type Database } from "@/lib/db";

/** How long an interrupted first attempt blocks retries with the same key. */
export const IN_FLIGHT_LOCK_SECONDS = 15;
export const KEY_MEMORY_HOURS = 24;

export type Claim =
  | { kind: "claimed" }
  /** `body` is the exact JSON text first sent. */
  | { kind: "replay"; status: number; body: string };

interface StoredRecord {
  fingerprint: string;
  state: "in_flight" | "completed";
  response_status: number | null;
  response_body: string | null;
  retry_after: number;
}

/**
 * Claims `key` for `operation` in one statement, so of many concurrent
 * requests with one key exactly one proceeds. An expired record, or an
 * abandoned in-flight one with the same body, is taken over.
 */
export async function claimIdempotencyKey(db: Database, operation: string, key: string, fingerprint: string): Promise<Claim> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const claimed = rowsOf(
      await db.execute(sql`
        INSERT INTO idempotency_records (operation, key, fingerprint, state, locked_until, expires_at)
        VALUES (${operation}, ${key}, ${fingerprint}, 'in_flight',
                now() + make_interval(secs => ${IN_FLIGHT_LOCK_SECONDS}),
                now() + make_interval(hours => ${KEY_MEMORY_HOURS}))
        ON CONFLICT (operation, key) DO UPDATE SET
          fingerprint = excluded.fingerprint, state = 'in_flight',
          response_status = NULL, response_body = NULL,
          locked_until = excluded.locked_until, expires_at = excluded.expires_at, created_at = now()
        WHERE idempotency_records.expires_at <= now()
           OR (idempotency_records.state = 'in_flight'
               AND idempotency_records.locked_until <= now()
               AND idempotency_records.fingerprint = excluded.fingerprint)
        RETURNING 1 AS claimed`),
    );
    if (claimed.length > 0) return { kind: "claimed" };

    const [record] = rowsOf<StoredRecord>(
      await db.execute(sql`
        SELECT fingerprint, state, response_status, response_body,
               GREATEST(1, CEIL(EXTRACT(EPOCH FROM (locked_until - now()))))::int AS retry_after
        FROM idempotency_records
        WHERE operation = ${operation} AND key = ${key} AND expires_at > now()`),
    );
    if (!record) continue; // expired between the two statements: claim again
    if (record.fingerprint !== fingerprint) {
      throw new ApiError("IDEMPOTENCY_KEY_REUSED", undefined, {
        hint: "This key was used with a different body. Use a new key for a new request.",
      });
    }
    if (record.state === "completed" && record.response_status !== null) {
      return { kind: "replay", status: record.response_status, body: record.response_body ?? "" };
    }
    throw new ApiError("IDEMPOTENCY_KEY_IN_USE", undefined, {
      hint: `Retry in ${record.retry_after} seconds with the same key and body.`,
      headers: { "Retry-After": String(record.retry_after) },
    });
  }
  throw new ApiError("INTERNAL_ERROR");
}

/** Stores the final answer for a claimed key. */
export async function completeIdempotencyKey(db: Database, operation: string, key: string, status: number, body: unknown): Promise<void> {
  await db.execute(sql`
    UPDATE idempotency_records
    SET state = 'completed', response_status = ${status}, response_body = ${JSON.stringify(body)}
    WHERE operation = ${operation} AND key = ${key} AND state = 'in_flight'`);
}

/** Frees a claim whose request failed transiently (429/5xx are never remembered). Best effort. */
export async function releaseIdempotencyKey(db: Database, operation: string, key: string): Promise<void> {
  await db
    .execute(sql`
      DELETE FROM idempotency_records
      WHERE operation = ${operation} AND key = ${key} AND state = 'in_flight'`)
    .catch(() => {
      // The store is away; the in-flight lock lapses by itself after IN_FLIGHT_LOCK_SECONDS.
    });
}
