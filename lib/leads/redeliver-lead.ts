import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { getConfig } from "@/lib/config/env";
import { tables, type Database } from "@/lib/db";
import { log } from "@/lib/log/logger";
import { type DeliveryTally, deliverDueLeads } from "./deliver-due-leads";
import { planPendingDeliveries } from "./delivery-store";
import { deliveryTargets, plannedDeliveries } from "./planned-deliveries";

/**
 * Sends a lead again on every configured channel, now. Its existing
 * deliveries (delivered or failed) start over with their own `webhook-id`,
 * so a receiver that already has the event recognises it; a channel added
 * since the lead arrived gets a delivery of its own. Returns undefined when
 * there is no such lead.
 */
export async function redeliverLead(db: Database, leadId: string): Promise<DeliveryTally | undefined> {
  const { demoRequests, leadDeliveries } = tables;
  const [lead] = await db.select({ id: demoRequests.id }).from(demoRequests).where(eq(demoRequests.id, leadId));
  if (!lead) return undefined;

  // A lead whose deliveries are not planned yet gets them planned first, so none is planned twice.
  await planPendingDeliveries(db, deliveryTargets(getConfig().leads), { limit: 1, leadId });
  const existing = await db.select().from(leadDeliveries).where(eq(leadDeliveries.leadId, leadId));
  const missing = plannedDeliveries(getConfig().leads).filter(
    (planned) => !existing.some((row) => row.channel === planned.channel && row.target === planned.target),
  );
  if (missing.length > 0) {
    await db
      .insert(leadDeliveries)
      .values(missing.map((planned) => ({ id: planned.id, leadId, channel: planned.channel, target: planned.target })))
      .onConflictDoNothing();
  }
  // A delivery being sent right now (its lease still running) is left to its sender.
  await db
    .update(leadDeliveries)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lastError: null, deliveredAt: null })
    .where(and(eq(leadDeliveries.leadId, leadId), or(isNull(leadDeliveries.leaseUntil), lte(leadDeliveries.leaseUntil, sql`now()`))));
  log.info("lead redelivery requested", { leadId });
  return deliverDueLeads(db, { leadId });
}
