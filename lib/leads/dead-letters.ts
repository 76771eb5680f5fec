import type { DatabaseHandle } from "@/lib/db";
import { DEAD_LETTER_QUEUE, type DeadLetter, deliveryQueue } from "./delivery-queue";

/** A dead letter as `npm run leads:dead-letters` lists it. */
export interface DeadLetterRecord extends DeadLetter {
  deadSince: Date;
}

/** The dead letters, oldest first: deliveries that ended without success and wait for `leads:redeliver`. */
export async function listDeadLetters(handle: DatabaseHandle): Promise<DeadLetterRecord[]> {
  const boss = await deliveryQueue(handle);
  const jobs = await boss.findJobs<DeadLetter>(DEAD_LETTER_QUEUE, { queued: true, limit: 10_000 });
  return jobs.map((job) => ({ ...job.data, reason: job.data.reason ?? "failed", deadSince: job.createdOn }));
}
