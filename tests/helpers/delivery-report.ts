import { inArray } from "drizzle-orm";
import type { JobWithMetadata } from "pg-boss";
import { type DatabaseHandle, tables } from "@/lib/db";
import type { AttemptOutcome } from "@/lib/leads/attempt-delivery";
import {
  DEAD_LETTER_QUEUE,
  type DeadLetter,
  DELIVERY_QUEUE,
  type DeliveryChannel,
  type DeliveryJob,
  deliveryKey,
  deliveryQueue,
} from "@/lib/leads/delivery-queue";

const PAGE = 10_000;

/** One delivery (a lead on one channel) as its jobs tell it. */
export interface DeliveryRecord {
  leadId: string;
  channel: DeliveryChannel;
  /** Which webhook URL (a digest), for a webhook. */
  target?: string;
  status: "pending" | "delivered" | "failed";
  /** Attempts made so far. */
  attempts: number;
  /** Whether an attempt is running right now. */
  active: boolean;
  /** What went wrong last, by kind only (`http_503`, `timeout`). */
  lastError: string | null;
}

/**
 * Every delivery of every lead (or of one), read from the queue: the latest
 * job of each lead and channel says where it stands, a dead letter that it
 * failed for good. Job outputs (each attempt's outcome) give the last error.
 * A lead erased or pruned since has no deliveries: its jobs, which hold
 * nothing but its id, complete without sending and expire with the queue's
 * retention.
 */
export async function listDeliveries(handle: DatabaseHandle, leadId?: string): Promise<DeliveryRecord[]> {
  const boss = await deliveryQueue(handle);
  const filter = leadId ? { data: { leadId }, limit: PAGE } : { limit: PAGE };
  const jobs = await boss.findJobs<DeliveryJob>(DELIVERY_QUEUE, filter);
  const dead = new Map((await boss.findJobs<DeadLetter>(DEAD_LETTER_QUEUE, filter)).map((job) => [deliveryKey(job.data), job]));
  const byKey = new Map<string, JobWithMetadata<DeliveryJob>[]>();
  for (const job of jobs) {
    const key = deliveryKey(job.data);
    byKey.set(key, [...(byKey.get(key) ?? []), job]);
  }
  const leadIds = [...new Set(jobs.map((job) => job.data.leadId))];
  const { demoRequests } = tables;
  const existing = new Set(
    leadIds.length === 0
      ? []
      : (await handle.db.select({ id: demoRequests.id }).from(demoRequests).where(inArray(demoRequests.id, leadIds))).map((row) => row.id),
  );
  const records: DeliveryRecord[] = [];
  for (const [key, history] of byKey) {
    if (!existing.has(history[0]!.data.leadId)) continue;
    history.sort((a, b) => a.data.attempt - b.data.attempt || a.createdOn.getTime() - b.createdOn.getTime());
    const latest = history[history.length - 1]!;
    const settled = latest.state === "completed" || latest.state === "failed";
    const outcomes = history.map((job) => job.output as (AttemptOutcome & { reason?: string }) | null).filter((output) => output?.kind);
    const lastError = [...outcomes].reverse().find((output) => output?.reason)?.reason ?? null;
    const letter = dead.get(key);
    const failed = letter !== undefined && letter.createdOn >= latest.createdOn;
    records.push({
      leadId: latest.data.leadId,
      channel: latest.data.channel,
      target: latest.data.target,
      status: failed ? "failed" : settled && (latest.output as AttemptOutcome | null)?.kind === "delivered" ? "delivered" : "pending",
      attempts: settled || latest.state === "active" ? latest.data.attempt : latest.data.attempt - 1,
      // The attempt before may still be settling after it queued the next one.
      active: history.some((job) => job.state === "active"),
      lastError: failed ? letter.data.reason : lastError,
    });
  }
  return records.sort((a, b) => a.leadId.localeCompare(b.leadId) || a.channel.localeCompare(b.channel));
}
