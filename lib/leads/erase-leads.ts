import { eq } from "drizzle-orm";
import { tables, type DatabaseHandle } from "@/lib/db";
import { log } from "@/lib/log/logger";
import { DEAD_LETTER_QUEUE, DELIVERY_QUEUE, deliveryQueue } from "./delivery-queue";

const normalize = (email: string) => email.trim().toLowerCase();

/**
 * Erases every lead of one person (any tool). Delivery jobs carry only a
 * lead's id, never its data, so with the row gone nothing personal is left to
 * send: a queued job whose lead is gone completes without sending. Its
 * queued and dead jobs are deleted too, so no trace of the lead's id is left
 * in the queue either. The (email, tool) pair is free again: a later request
 * from the same address is a new lead with a new consent record.
 */
export async function eraseLeadsByEmail(handle: DatabaseHandle, email: string): Promise<string[]> {
  const { demoRequests } = tables;
  const erased = await handle.db
    .delete(demoRequests)
    .where(eq(demoRequests.emailNormalized, normalize(email)))
    .returning({ id: demoRequests.id });
  const ids = erased.map((row) => row.id);
  if (ids.length === 0) return ids;
  log.info("leads erased on request", { leadIds: ids });
  const boss = await deliveryQueue(handle);
  for (const queue of [DELIVERY_QUEUE, DEAD_LETTER_QUEUE]) {
    for (const leadId of ids) {
      const jobs = (await boss.findJobs(queue, { data: { leadId } })).filter((job) => job.state !== "active");
      if (jobs.length > 0)
        await boss.deleteJob(
          queue,
          jobs.map((job) => job.id),
        );
    }
  }
  return ids;
}
