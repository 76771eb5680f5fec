import { eq } from "drizzle-orm";
import { getConfig } from "@/lib/config/env";
import { tables, type DatabaseHandle } from "@/lib/db";
import { log } from "@/lib/log/logger";
import { attemptDelivery, type DeliveryTally } from "./attempt-delivery";
import { DEAD_LETTER_QUEUE, DELIVERY_QUEUE, type DeliveryJob, deliveryKey, deliveryQueue, deliveryTargets } from "./delivery-queue";

/**
 * Sends a lead again on every configured channel, now: its dead letters and
 * queued retries are set aside and a first attempt is made at once (failures
 * then follow the retry schedule), with the same `webhook-id` as before, so a
 * receiver that already has the event recognises it; a channel added since
 * the lead arrived gets a delivery of its own. A delivery being attempted
 * right now by a worker is left to it. Returns undefined when there is no
 * such lead.
 */
export async function redeliverLead(handle: DatabaseHandle, leadId: string): Promise<DeliveryTally | undefined> {
  const { demoRequests } = tables;
  const [lead] = await handle.db.select({ id: demoRequests.id }).from(demoRequests).where(eq(demoRequests.id, leadId));
  if (!lead) return undefined;
  const boss = await deliveryQueue(handle);
  const tally: DeliveryTally = { attempted: 0, delivered: 0, failed: 0 };
  log.info("lead redelivery requested", { leadId });
  await Promise.all(
    deliveryTargets(getConfig().leads).map(async (target) => {
      const job: DeliveryJob = { leadId, channel: target.channel, target: target.target, attempt: 1 };
      const key = deliveryKey(job);
      const dead = await boss.findJobs(DEAD_LETTER_QUEUE, { key, queued: true });
      if (dead.length > 0)
        await boss.deleteJob(
          DEAD_LETTER_QUEUE,
          dead.map((row) => row.id),
        );
      const live = (await boss.findJobs(DELIVERY_QUEUE, { key })).filter((row) => ["created", "retry", "active"].includes(row.state));
      if (live.some((row) => row.state === "active")) return;
      if (live.length > 0)
        await boss.deleteJob(
          DELIVERY_QUEUE,
          live.map((row) => row.id),
        );
      const outcome = await attemptDelivery(boss, handle, job);
      if (outcome.kind === "dropped") return;
      tally.attempted += 1;
      if (outcome.kind === "delivered") tally.delivered += 1;
      else tally.failed += 1;
    }),
  );
  return tally;
}
