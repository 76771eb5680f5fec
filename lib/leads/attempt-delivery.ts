import { eq, inArray } from "drizzle-orm";
import type { Job, JobAttempt, JobResult, PgBoss } from "pg-boss";
import { getConfig } from "@/lib/config/env";
import { type DatabaseHandle, tables } from "@/lib/db";
import { errorKind, log } from "@/lib/log/logger";
import {
  DEAD_LETTER_QUEUE,
  type DeadLetter,
  DELIVERY_QUEUE,
  type DeliveryJob,
  deliveryKey,
  deliveryTargets,
  settleAndQueue,
  webhookIdOf,
} from "./delivery-queue";
import { leadEvent } from "./lead-event";
import { retryDelaySeconds } from "./retry-schedule";
import { sendLeadEmail } from "./send-email";
import { type AttemptResult, sendWebhook } from "./send-webhook";

/**
 * What became of one attempt: `delivered`; `retry` (the next attempt is
 * queued); `dead` (a dead letter: 410 Gone, or the last retry failed);
 * `dropped` (the lead was erased, or its channel is no longer configured:
 * nothing to send).
 */
export type AttemptOutcome = { kind: "delivered" | "dropped" } | { kind: "retry" | "dead"; reason: string };

export interface DeliveryTally {
  attempted: number;
  delivered: number;
  failed: number;
}

const logFields = (job: DeliveryJob) => ({ leadId: job.leadId, channel: job.channel, attempt: job.attempt });

function send(job: DeliveryJob, lead: Lead): Promise<AttemptResult> | undefined {
  const leads = getConfig().leads;
  const target = deliveryTargets(leads).find((candidate) => candidate.channel === job.channel && candidate.target === job.target);
  if (!target) return undefined;
  const event = leadEvent(lead);
  if (job.channel === "webhook" && leads.webhook && target.url) {
    return sendWebhook(target.url, leads.webhook.secret, webhookIdOf(job), event);
  }
  if (job.channel === "email" && leads.email) return sendLeadEmail(leads.email, webhookIdOf(job), event);
  return undefined;
}

/**
 * One attempt at one delivery, and what follows it: the next attempt queued
 * on the retry schedule (after any `Retry-After` a 429 or 503 gave), or a
 * dead letter. Run from a queued job (`claim`), what follows is queued in
 * the transaction that settles the job, and only while the job is still
 * this attempt's (see `settleAndQueue`); a worker dying before that commits
 * repeats the attempt (same `webhook-id`, which receivers deduplicate)
 * rather than losing the delivery. Logs name leads by id only.
 */
export async function attemptDelivery(boss: PgBoss, store: DatabaseHandle, job: DeliveryJob): Promise<AttemptOutcome> {
  const { demoRequests } = tables;
  const [lead] = await store.db.select().from(demoRequests).where(eq(demoRequests.id, job.leadId));
  return attemptWith(boss, store, job, lead);
}

type Lead = typeof tables.demoRequests.$inferSelect;

async function attemptWith(
  boss: PgBoss,
  store: DatabaseHandle,
  job: DeliveryJob,
  lead: Lead | undefined,
  claim?: JobAttempt,
): Promise<AttemptOutcome> {
  if (!lead) {
    log.info("lead delivery dropped: the lead was erased", logFields(job));
    return { kind: "dropped" };
  }
  const sending = send(job, lead);
  if (!sending) {
    log.warn("lead delivery dropped: its channel is no longer configured", logFields(job));
    return { kind: "dropped" };
  }
  const result = await sending;
  if (result.ok) {
    log.info("lead delivered", logFields(job));
    return { kind: "delivered" };
  }
  const delay = result.gone ? undefined : retryDelaySeconds(job.attempt, Math.random, result.retryAfterSeconds);
  const outcome: AttemptOutcome = { kind: delay === undefined ? "dead" : "retry", reason: result.reason };
  const next =
    delay === undefined
      ? {
          name: DEAD_LETTER_QUEUE,
          data: { ...job, reason: result.reason } satisfies DeadLetter,
          options: { singletonKey: deliveryKey(job) },
        }
      : {
          name: DELIVERY_QUEUE,
          data: { ...job, attempt: job.attempt + 1 },
          options: { singletonKey: deliveryKey(job), startAfter: delay },
        };
  if (claim && !(await settleAndQueue(boss, store, claim, outcome, next))) {
    log.warn("lead delivery attempt failed after its job was taken back; the job's retry carries the delivery", {
      ...logFields(job),
      reason: result.reason,
    });
    return outcome;
  }
  if (!claim) await boss.send(next.name, next.data, next.options);
  if (delay === undefined) deadLetterLogged(job, result.reason);
  else log.warn("lead delivery attempt failed; will retry", { ...logFields(job), reason: result.reason, retryInSeconds: delay });
  return outcome;
}

function deadLetterLogged(job: DeliveryJob, reason: string): void {
  const fields = { ...logFields(job), reason };
  if (reason === "http_410") {
    log.error(
      "LEAD DELIVERY REFUSED for good: the receiver answered 410 Gone; fix the channel, then `npm run leads:redeliver -- <lead id>`",
      fields,
    );
  } else {
    log.error("LEAD DELIVERY FAILED for good after every retry; run `npm run leads:redeliver -- <lead id>` once the channel works", fields);
  }
}

/**
 * Attempts a batch of jobs concurrently and says how each ended, for
 * pg-boss to settle: a job whose attempt ran (whatever its outcome) is
 * completed with that outcome; one whose attempt could not run (the store
 * failed) is failed, and pg-boss retries it. The batch's leads are read in
 * one statement (a lead's channels are jobs of the same batch).
 */
export async function attemptJobs(
  boss: PgBoss,
  store: DatabaseHandle,
  jobs: readonly Job<DeliveryJob>[],
  tally?: DeliveryTally,
): Promise<JobResult[]> {
  if (jobs.length === 0) return [];
  const { demoRequests } = tables;
  const ids = [...new Set(jobs.map((job) => job.data.leadId))];
  // One read for the batch; if it fails, every job's attempt could not run.
  const leads = store.db
    .select()
    .from(demoRequests)
    .where(inArray(demoRequests.id, ids))
    .then((rows) => new Map(rows.map((lead) => [lead.id, lead])));
  return Promise.all(
    jobs.map(async (job): Promise<JobResult> => {
      try {
        const claim = { id: job.id, retryCount: job.retryCount };
        const outcome = await attemptWith(boss, store, job.data, (await leads).get(job.data.leadId), claim);
        if (tally && outcome.kind !== "dropped") {
          tally.attempted += 1;
          if (outcome.kind === "delivered") tally.delivered += 1;
          else tally.failed += 1;
        }
        return { id: job.id, status: "completed", output: outcome };
      } catch (error) {
        log.warn("lead delivery attempt did not complete; it will be retried", { ...logFields(job.data), error: errorKind(error) });
        return { id: job.id, status: "failed", output: { kind: "error", reason: errorKind(error) } };
      }
    }),
  );
}
