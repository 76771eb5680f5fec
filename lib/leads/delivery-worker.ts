import { setTimeout as sleep } from "node:timers/promises";
import { type DatabaseHandle, getDatabase } from "@/lib/db";
import { errorKind, log } from "@/lib/log/logger";
import { attemptJobs, type DeliveryTally } from "./attempt-delivery";
import { DELIVERY_QUEUE, type DeliveryJob, deliveryQueue, SHUTDOWN_GRACE_MS, startEngine, stopEngine } from "./delivery-queue";

/** Jobs a worker takes at once, in each of its 2 fetch loops. */
const BATCH_SIZE = 50;
/**
 * How often a worker looks for due jobs, new leads' and retries' alike (and
 * at once again after a full batch). A new lead waits at most this long for
 * its first attempt. Waking a worker for each new lead (LISTEN/NOTIFY) made
 * it fetch a job or two at a time under load: a NOTIFY in every lead's
 * statement and a fetch, a read and a settling statement for every few jobs.
 */
const POLLING_INTERVAL_SECONDS = 0.5;

const state = globalThis as unknown as { __leadDeliveryWorker?: { stop(): Promise<void> } };

/** Whether this process runs a delivery worker (which new leads wake). */
export function deliveryWorkerRunning(): boolean {
  return state.__leadDeliveryWorker !== undefined;
}

/**
 * Runs a delivery worker on `handle`'s store until `stop()`. Any number may
 * share a store; pg-boss gives each job to one at a time. `stop()` takes no
 * new job, gives the attempts in hand up to 25 s, then stops pg-boss, which
 * fails what is still unfinished back to the queue for another worker.
 */
export async function startDeliveryWorker(handle: DatabaseHandle): Promise<{ stop(): Promise<void> }> {
  if (state.__leadDeliveryWorker) return state.__leadDeliveryWorker;
  const boss = await startEngine(handle, { supervise: true });
  const inHand = new Set<Promise<unknown>>();
  // A full batch means more is due: fetch again at once instead of waiting out the poll.
  const options = { batchSize: BATCH_SIZE, localConcurrency: 2, burstWhenBatchFull: true, perJobResults: true } as const;
  const polling = { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS };
  await boss.work<DeliveryJob>(DELIVERY_QUEUE, { ...options, ...polling }, (jobs) => {
    const attempts = attemptJobs(boss, handle.db, jobs);
    inHand.add(attempts);
    void attempts.finally(() => inHand.delete(attempts)).catch(() => {});
    return attempts;
  });
  log.info("lead delivery worker started");
  const worker = {
    stop: async () => {
      if (state.__leadDeliveryWorker === worker) state.__leadDeliveryWorker = undefined;
      const started = Date.now();
      await boss.offWork(DELIVERY_QUEUE, { wait: false }).catch(() => {});
      const grace = new AbortController();
      await Promise.race([Promise.allSettled([...inHand]), sleep(SHUTDOWN_GRACE_MS, undefined, { signal: grace.signal }).catch(() => {})]);
      grace.abort();
      await stopEngine(boss, Math.max(1_000, SHUTDOWN_GRACE_MS - (Date.now() - started)));
      log.info("lead delivery worker stopped");
    },
  };
  state.__leadDeliveryWorker = worker;
  return worker;
}

/** Starts the web process's own worker after `delayMs` (the embedded store, or DELIVERY_WORKER=inline). */
export function startInlineDeliveryWorker(delayMs: number): void {
  setTimeout(() => {
    getDatabase()
      .then((handle) => startDeliveryWorker(handle))
      .catch((error) => log.error("lead delivery worker did not start", { error: errorKind(error) }));
  }, delayMs).unref();
}

/**
 * Attempts every due delivery now, up to `maxBatches` batches: what the
 * Vercel Cron route (which also expires dead attempts, as a worker's
 * supervisor would) and the first attempt after a response do where no
 * worker runs.
 */
export async function drainDueDeliveries(
  handle: DatabaseHandle,
  options: { maxBatches?: number; supervise?: boolean } = {},
): Promise<DeliveryTally> {
  const boss = await deliveryQueue(handle);
  if (options.supervise)
    await boss.supervise(DELIVERY_QUEUE).catch((error) => log.warn("delivery queue supervision failed", { error: errorKind(error) }));
  const tally: DeliveryTally = { attempted: 0, delivered: 0, failed: 0 };
  for (let round = 0; round < (options.maxBatches ?? 20); round += 1) {
    const jobs = await boss.fetch<DeliveryJob>(DELIVERY_QUEUE, { batchSize: BATCH_SIZE });
    if (jobs.length === 0) break;
    const results = await attemptJobs(boss, handle.db, jobs, tally);
    for (const [index, result] of results.entries()) {
      const attempt = { id: jobs[index]!.id, retryCount: jobs[index]!.retryCount };
      if (result.status === "completed") await boss.complete(DELIVERY_QUEUE, attempt, result.output as object);
      else await boss.fail(DELIVERY_QUEUE, attempt, result.output as object);
    }
    if (jobs.length < BATCH_SIZE) break;
  }
  return tally;
}
