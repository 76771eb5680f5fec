import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { affectedRowsOf, tables, type Database } from "@/lib/db";
import type { DeliveryChannel, DemoRequest } from "@/lib/db/schema";
import { type DeliveryTarget, WEBHOOK_ID_PREFIX } from "./planned-deliveries";

/**
 * How long a claimed delivery is reserved for its sender. It outlasts the
 * slowest attempt (a 10 s webhook timeout; SMTP timeouts of 10 + 10 + 20 s),
 * so a live sender never loses its claim; a crashed one's work is taken up
 * again once it lapses.
 */
export const DELIVERY_LEASE_SECONDS = 120;

export interface ClaimedDelivery {
  id: string;
  leadId: string;
  channel: DeliveryChannel;
  target: string | null;
  /** The number of this attempt, 1-based: the fencing token for recording its outcome. */
  attempt: number;
}

/**
 * Plans the deliveries of up to `limit` leads stored with `delivery_pending`
 * (oldest first, or only `leadId`), in ONE statement: it clears their flag
 * and inserts one outbox row per target, due now, with a new `webhook-id`.
 * `FOR UPDATE SKIP LOCKED` lets concurrent planners pass over each other's
 * leads, and a cleared flag is never planned again, so each lead's
 * deliveries are planned exactly once. Returns how many were planned. With
 * no target configured it leaves the flags for a server that has one.
 */
export async function planPendingDeliveries(
  db: Database,
  targets: readonly DeliveryTarget[],
  options: { limit: number; leadId?: string },
): Promise<number> {
  if (targets.length === 0) return 0;
  const { demoRequests } = tables;
  const pending = db
    .select({ id: demoRequests.id })
    .from(demoRequests)
    .where(and(eq(demoRequests.deliveryPending, true), options.leadId === undefined ? undefined : eq(demoRequests.id, options.leadId)))
    .orderBy(asc(demoRequests.createdAt))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  const values = sql.join(
    targets.map((target) => sql`(${target.channel}::text, ${target.target}::text)`),
    sql`, `,
  );
  const result = await db.execute(sql`
    WITH planned AS (
      UPDATE ${demoRequests} SET delivery_pending = false
      WHERE ${demoRequests.id} = ANY(ARRAY(${pending}))
      RETURNING ${demoRequests.id}
    )
    INSERT INTO ${tables.leadDeliveries} (id, lead_id, channel, target)
    SELECT ${WEBHOOK_ID_PREFIX} || gen_random_uuid()::text, planned.id, targets.channel, targets.target
    FROM planned CROSS JOIN (VALUES ${values}) AS targets (channel, target)`);
  return affectedRowsOf(result);
}

/**
 * Claims due deliveries in ONE statement: `FOR UPDATE SKIP LOCKED` lets
 * concurrent sweepers pass over each other's rows instead of waiting, and
 * the lease set in the same statement keeps a row reserved while it is sent
 * (the row lock ends with the statement). Two sweepers therefore never send
 * the same attempt at once. A claimed row is due again when its lease lapses
 * (a crashed sender's work), unless its outcome is recorded first.
 */
export function claimDueDeliveries(db: Database, options: { limit: number; leadId?: string }): Promise<ClaimedDelivery[]> {
  return claimStatement(db, options).execute();
}

/** The claim as a statement, so its plan can be examined (`EXPLAIN`). */
export function claimStatement(db: Database, options: { limit: number; leadId?: string }) {
  const { leadDeliveries } = tables;
  const due = db
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(
      and(
        eq(leadDeliveries.status, "pending"),
        lte(leadDeliveries.nextAttemptAt, sql`now()`),
        or(isNull(leadDeliveries.leaseUntil), lte(leadDeliveries.leaseUntil, sql`now()`)),
        options.leadId === undefined ? undefined : eq(leadDeliveries.leadId, options.leadId),
      ),
    )
    .orderBy(asc(leadDeliveries.nextAttemptAt))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  return (
    db
      .update(leadDeliveries)
      .set({
        leaseUntil: sql`now() + make_interval(secs => ${DELIVERY_LEASE_SECONDS})`,
        // A claimed row stops being due until its lease lapses, so the due index skips it: a claim
        // reads only what it can take, however many deliveries are being sent at that moment.
        nextAttemptAt: sql`now() + make_interval(secs => ${DELIVERY_LEASE_SECONDS})`,
        attempts: sql`${leadDeliveries.attempts} + 1`,
      })
      // `= ANY(ARRAY(...))` runs the subquery once and updates its rows through the primary key;
      // `IN (subquery)` was planned as a hash join over a scan of the whole table, every row ever
      // delivered included, so each claim grew dearer with the outbox's history.
      .where(sql`${leadDeliveries.id} = ANY(ARRAY(${due}))`)
      .returning({
        id: leadDeliveries.id,
        leadId: leadDeliveries.leadId,
        channel: leadDeliveries.channel,
        target: leadDeliveries.target,
        attempt: leadDeliveries.attempts,
      })
  );
}

export async function leadsById(db: Database, ids: string[]): Promise<Map<string, DemoRequest>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(tables.demoRequests).where(inArray(tables.demoRequests.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

const { leadDeliveries } = tables;
/** Only the sender still holding this attempt may record its outcome. */
const heldBy = (claim: ClaimedDelivery) => and(eq(leadDeliveries.id, claim.id), eq(leadDeliveries.attempts, claim.attempt));

/** Records successful attempts, any number in one statement, each only if its sender still holds it. */
export async function markDelivered(db: Database, claims: readonly ClaimedDelivery[]): Promise<void> {
  if (claims.length === 0) return;
  await db
    .update(leadDeliveries)
    .set({ status: "delivered", deliveredAt: sql`now()`, leaseUntil: null, lastError: null })
    .where(
      sql`(${leadDeliveries.id}, ${leadDeliveries.attempts}) IN (${sql.join(
        claims.map((claim) => sql`(${claim.id}, ${claim.attempt}::int)`),
        sql`, `,
      )})`,
    );
}

/** A failed attempt: retried after `retryInSeconds`, or marked failed when there is none left. */
export async function markAttemptFailed(
  db: Database,
  claim: ClaimedDelivery,
  reason: string,
  retryInSeconds: number | undefined,
): Promise<void> {
  await db
    .update(leadDeliveries)
    .set(
      retryInSeconds === undefined
        ? { status: "failed", leaseUntil: null, lastError: reason }
        : { nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`, leaseUntil: null, lastError: reason },
    )
    .where(heldBy(claim));
}
