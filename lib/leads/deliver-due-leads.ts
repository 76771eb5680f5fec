import { getConfig, type LeadConfig } from "@/lib/config/env";
import type { Database } from "@/lib/db";
import { log } from "@/lib/log/logger";
import {
  claimDueDeliveries,
  leadsById,
  markAttemptFailed,
  markDelivered,
  planPendingDeliveries,
  type ClaimedDelivery,
} from "./delivery-store";
import { leadEvent, type LeadEvent } from "./lead-event";
import { deliveryTargets } from "./planned-deliveries";
import { retryDelaySeconds } from "./retry-schedule";
import { sendLeadEmail } from "./send-email";
import { sendWebhook, type AttemptResult } from "./send-webhook";

export interface DeliveryTally {
  attempted: number;
  delivered: number;
  failed: number;
}

function attempt(claim: ClaimedDelivery, event: LeadEvent, leads: LeadConfig): Promise<AttemptResult> {
  if (claim.channel === "webhook") {
    if (!leads.webhook || !claim.target) return Promise.resolve({ ok: false, reason: "not_configured" });
    return sendWebhook(claim.target, leads.webhook.secret, claim.id, event);
  }
  if (!leads.email) return Promise.resolve({ ok: false, reason: "not_configured" });
  return sendLeadEmail(leads.email, claim.id, event);
}

/**
 * A delivery run's two statements: plans the deliveries of leads stored
 * since the last run (about as many as it claims), then claims up to
 * `limit` due deliveries (of one lead, or any).
 */
export async function planAndClaim(db: Database, options: { limit: number; leadId?: string }): Promise<ClaimedDelivery[]> {
  const targets = deliveryTargets(getConfig().leads);
  // Rounded up, so a run that plans a full batch also claims one and the next run follows at once.
  const leads = Math.ceil(options.limit / Math.max(1, targets.length));
  await planPendingDeliveries(db, targets, { limit: leads, leadId: options.leadId });
  return claimDueDeliveries(db, options);
}

/**
 * Claims up to `limit` due deliveries (of one lead, or any) and makes one
 * attempt at each, concurrently. Logs name leads and deliveries by id only.
 */
export async function deliverDueLeads(db: Database, options: { limit?: number; leadId?: string } = {}): Promise<DeliveryTally> {
  const claims = await planAndClaim(db, { limit: options.limit ?? 25, leadId: options.leadId });
  return attemptClaimed(db, claims);
}

/**
 * One attempt at each claimed delivery, concurrently. The leads are read in
 * one statement and the successes recorded in one, so a batch of N claims
 * costs three statements, not 2N + 1; a failure is recorded on its own.
 */
export async function attemptClaimed(db: Database, claims: readonly ClaimedDelivery[]): Promise<DeliveryTally> {
  const leads = getConfig().leads;
  const tally: DeliveryTally = { attempted: claims.length, delivered: 0, failed: 0 };
  if (claims.length === 0) return tally;
  const rows = await leadsById(db, [...new Set(claims.map((claim) => claim.leadId))]);
  // One event per lead, shared by its deliveries: its webhook body is serialised once for every URL.
  const events = new Map([...rows].map(([id, lead]) => [id, leadEvent(lead)]));
  const delivered: ClaimedDelivery[] = [];
  await Promise.all(
    claims.map(async (claim) => {
      const event = events.get(claim.leadId);
      // Erased since the claim: its deliveries went with it.
      if (!event) return;
      const result = await attempt(claim, event, leads);
      if (result.ok) {
        delivered.push(claim);
        return;
      }
      tally.failed += 1;
      await recordFailure(db, claim, result.reason);
    }),
  );
  if (delivered.length > 0) {
    await markDelivered(db, delivered);
    tally.delivered = delivered.length;
    for (const claim of delivered) log.info("lead delivered", logFields(claim));
  }
  return tally;
}

const logFields = (claim: ClaimedDelivery) => ({
  leadId: claim.leadId,
  deliveryId: claim.id,
  channel: claim.channel,
  attempt: claim.attempt,
});

async function recordFailure(db: Database, claim: ClaimedDelivery, reason: string): Promise<void> {
  const retryInSeconds = retryDelaySeconds(claim.attempt);
  await markAttemptFailed(db, claim, reason, retryInSeconds);
  if (retryInSeconds === undefined) {
    log.error("LEAD DELIVERY FAILED for good after every retry; run `npm run leads:redeliver -- <lead id>` once the channel works", {
      ...logFields(claim),
      reason,
    });
  } else {
    log.warn("lead delivery attempt failed; will retry", { ...logFields(claim), reason, retryInSeconds });
  }
}

/** Works through everything due, batch after batch, up to `maxBatches` (a cron invocation has a time limit). */
export async function sweepLeadDeliveries(db: Database, maxBatches = 20): Promise<DeliveryTally> {
  const total: DeliveryTally = { attempted: 0, delivered: 0, failed: 0 };
  const batch = 25;
  for (let round = 0; round < maxBatches; round += 1) {
    const tally = await deliverDueLeads(db, { limit: batch });
    total.attempted += tally.attempted;
    total.delivered += tally.delivered;
    total.failed += tally.failed;
    if (tally.attempted < batch) break;
  }
  return total;
}
