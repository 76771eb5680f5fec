import type { Job, PgBoss } from "pg-boss";
import { getDatabase, type DatabaseHandle } from "@/lib/db";
import { errorKind, log } from "@/lib/log/logger";
import { attemptJobs, type DeliveryTally } from "./attempt-delivery";
import { DELIVERY_QUEUE, type DeliveryJob, deliveryQueue, SHUTDOWN_GRACE_MS, startEngine, stopEngine } from "./delivery-queue";

/** Jobs one worker takes at a time, and how many such batches it runs at once. */
export const WORKER_BATCH_SIZE = 10;
export const WORKER_CONCURRENCY = 2;
/** How often an idle worker looks for due jobs (a retry's first chance comes at most this late). */
export const POLLING_INTERVAL_SECONDS = 2;

const state = globalThis as unknown as { __leadDeliveryWorker?: { stop(): Promise<void> } };

/** Whether this process runs a delivery worker (then new leads wake it; nothing else need attempt them). */
export function deliveryWorkerRunning(): boolean {
  return state.__leadDeliveryWorker !== undefined;
}

/**
 * Runs a delivery worker on `handle`'s store until `stop()`: pg-boss hands it
 * due jobs (woken at once by LISTEN/NOTIFY when a lead is stored, polling
 * every 2 s for retries coming due) and, as supervisor, expires the jobs of workers that
 * died so that another takes them. Any number of workers may share a store;
 * a job is only ever held by one.
 */
export async function startDeliveryWorker(handle: DatabaseHandle): Promise<{ stop(): Promise<void> }> {
  if (state.__leadDeliveryWorker) return state.__leadDeliveryWorker;
  const boss = await startEngine(handle, { supervise: true });
  const inHand = new Set<Promise<unknown>>();
  await boss.work<DeliveryJob>(
    DELIVERY_QUEUE,
    {
      batchSize: WORKER_BATCH_SIZE,
      localConcurrency: WORKER_CONCURRENCY,
      // NOTIFY wakes a worker for a new lead; a retry coming due wakes no one, so polling stays at 2 s.
      pollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
      notifyPollingIntervalSeconds: POLLING_INTERVAL_SECONDS,
      perJobResults: true,
    },
    (jobs) => {
      const attempts = attemptJobs(boss, handle.db, jobs);
      inHand.add(attempts);
      void attempts.finally(() => inHand.delete(attempts)).catch(() => {});
      return attempts;
    },
  );
  log.info("lead delivery worker started");
  const worker = {
    /**
     * Takes no new job, gives the attempts in hand up to 25 s, then stops
     * pg-boss: a job still unfinished is failed back to the queue, so another
     * worker retries it (a worker killed outright leaves its jobs to expire).
     */
    stop: async () => {
      if (state.__leadDeliveryWorker === worker) state.__leadDeliveryWorker = undefined;
      const started = Date.now();
      await boss.offWork(DELIVERY_QUEUE, { wait: false }).catch(() => {});
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise((resolve) => {
        timer = setTimeout(resolve, SHUTDOWN_GRACE_MS);
      });
      await Promise.race([Promise.allSettled([...inHand]), grace]);
      clearTimeout(timer);
      await stopEngine(boss, Math.max(1_000, SHUTDOWN_GRACE_MS - (Date.now() - started)));
      log.info("lead delivery worker stopped");
    },
  };
  state.__leadDeliveryWorker = worker;
  return worker;
}

/**
 * Starts this web process's own worker after `delayMs` (the embedded store,
 * or DELIVERY_WORKER=inline). Until it runs, new leads get their first attempt
 * right after the response; should it fail to start, that stays so and the
 * next start of the server tries again.
 */
export function startInlineDeliveryWorker(delayMs: number): void {
  setTimeout(() => {
    getDatabase()
      .then((handle) => startDeliveryWorker(handle))
      .catch((error) => log.error("lead delivery worker did not start", { error: errorKind(error) }));
  }, delayMs).unref();
}

/** Stops this process's worker, if it runs one (graceful shutdown). */
export async function stopDeliveryWorker(): Promise<void> {
  await state.__leadDeliveryWorker?.stop();
}

/** Settles attempted jobs as `attemptJobs` said. */
async function settle(boss: PgBoss, jobs: readonly Job<DeliveryJob>[], results: Awaited<ReturnType<typeof attemptJobs>>): Promise<void> {
  for (const result of results) {
    const job = jobs.find((candidate) => candidate.id === result.id);
    if (!job) continue;
    const attempt = { id: job.id, retryCount: job.retryCount };
    if (result.status === "completed") await boss.complete(DELIVERY_QUEUE, attempt, result.output as object);
    else await boss.fail(DELIVERY_QUEUE, attempt, result.output as object);
  }
}

/**
 * Attempts every due delivery now, batch after batch, up to `maxBatches`
 * (a Cron invocation has a time limit): what the Vercel Cron route and the
 * first attempt after a response do where no worker runs. It also expires
 * the jobs of attempts that died, as a worker's supervisor would.
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
    const jobs = await boss.fetch<DeliveryJob>(DELIVERY_QUEUE, { batchSize: WORKER_BATCH_SIZE });
    if (jobs.length === 0) break;
    await settle(boss, jobs, await attemptJobs(boss, handle.db, jobs, tally));
    if (jobs.length < WORKER_BATCH_SIZE) break;
  }
  return tally;
}
