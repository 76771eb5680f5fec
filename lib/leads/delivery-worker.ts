import { setTimeout as sleep } from "node:timers/promises";
import { type DatabaseHandle, getDatabase } from "@/lib/db";
import { errorKind, log } from "@/lib/log/logger";
import { attemptJobs, type DeliveryTally } from "./attempt-delivery";
import { DELIVERY_QUEUE, type DeliveryJob, deliveryQueue, SHUTDOWN_GRACE_MS, startEngine, stopEngine } from "./delivery-queue";
import { deliveryWorkerStatus, markDeliveryWorkerDown, markDeliveryWorkerUp } from "./worker-status";

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

/** A running worker: `stop()` ends it; `ended` settles if its engine stops without being asked to. */
export interface DeliveryWorker {
  stop(): Promise<void>;
  ended: Promise<void>;
}

const state = globalThis as unknown as { __leadDeliveryWorker?: DeliveryWorker };

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
export async function startDeliveryWorker(handle: DatabaseHandle): Promise<DeliveryWorker> {
  if (state.__leadDeliveryWorker) return state.__leadDeliveryWorker;
  const boss = await startEngine(handle, { supervise: true });
  const inHand = new Set<Promise<unknown>>();
  // A full batch means more is due: fetch again at once instead of waiting out the poll.
  const options = { batchSize: BATCH_SIZE, localConcurrency: 2, burstWhenBatchFull: true, perJobResults: true } as const;
  const polling = { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS };
  try {
    await boss.work<DeliveryJob>(DELIVERY_QUEUE, { ...options, ...polling }, (jobs) => {
      const attempts = attemptJobs(boss, handle, jobs);
      inHand.add(attempts);
      void attempts.finally(() => inHand.delete(attempts)).catch(() => {});
      return attempts;
    });
  } catch (error) {
    await boss.stop({ graceful: false }).catch(() => {});
    throw error;
  }
  log.info("lead delivery worker started");
  let stopping = false;
  const ended = new Promise<void>((resolve) => boss.once("stopped", () => !stopping && resolve()));
  const worker: DeliveryWorker = {
    ended,
    stop: async () => {
      stopping = true;
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

/** The wait before restart number `restarts` (1-based) of a worker that failed: 1 s, doubling to at most 30 s. */
export function restartDelayMs(restarts: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, restarts - 1));
}

/** A worker that ran this long before it died counts as healthy: its next restart waits 1 s again. */
const STABLE_AFTER_MS = 60_000;

/**
 * Starts the web process's own worker after `delayMs` (the embedded store, or
 * DELIVERY_WORKER=inline) and keeps it running: a worker that fails to start
 * (the store not open yet, or failing) or whose engine stops on its own is
 * started again after 1 s, doubling to 30 s, each time logged at error level
 * with the count of restarts so far. Until a restart succeeds the health
 * check answers `degraded`. Due jobs are stored, so they wait for the worker,
 * never for later traffic. `open` is the store (the process's database).
 */
export function startInlineDeliveryWorker(delayMs: number, open: () => Promise<DatabaseHandle> = getDatabase): void {
  let failuresInARow = 0;
  const attempt = async () => {
    const startedAt = Date.now();
    try {
      const worker = await startDeliveryWorker(await open());
      failuresInARow = 0;
      markDeliveryWorkerUp();
      await worker.ended;
      if (Date.now() - startedAt > STABLE_AFTER_MS) failuresInARow = 0;
      failed("lead delivery worker stopped unexpectedly; restarting", undefined);
    } catch (error) {
      failed("lead delivery worker did not start; restarting", error);
    }
  };
  const failed = (message: string, error: unknown) => {
    failuresInARow += 1;
    const status = deliveryWorkerStatus();
    status.restarts += 1;
    markDeliveryWorkerDown();
    const inMs = restartDelayMs(failuresInARow);
    log.error(message, { error: error === undefined ? undefined : errorKind(error), restarts: status.restarts, inMs });
    setTimeout(() => void attempt(), inMs).unref();
  };
  setTimeout(() => void attempt(), delayMs).unref();
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
    const results = await attemptJobs(boss, handle, jobs, tally);
    for (const [index, result] of results.entries()) {
      const attempt = { id: jobs[index]!.id, retryCount: jobs[index]!.retryCount };
      if (result.status === "completed") await boss.complete(DELIVERY_QUEUE, attempt, result.output as object);
      else await boss.fail(DELIVERY_QUEUE, attempt, result.output as object);
    }
    if (jobs.length < BATCH_SIZE) break;
  }
  return tally;
}
