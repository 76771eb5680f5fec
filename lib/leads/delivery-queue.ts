import { createHash } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { type ConstructorOptions, type Db, fromPglite, type JobAttempt, PgBoss, type SendOptions } from "pg-boss";
import { getConfig, type LeadConfig } from "@/lib/config/env";
import type { Database, DatabaseHandle } from "@/lib/db";
import { errorKind, log } from "@/lib/log/logger";

/** Each delivery attempt is a job of this pg-boss queue; dead letters go to the second. */
export const DELIVERY_QUEUE = "lead-delivery";
export const DEAD_LETTER_QUEUE = "lead-delivery-dead";

/** One attempt gives up after this long (a receiver or mail server that hangs), and is retried. */
export const ATTEMPT_TIMEOUT_MS = 15_000;
/** A job still running this long after it was taken is a dead worker's: just over one attempt. */
export const JOB_EXPIRY_SECONDS = 20;
/** How long a stopping process gives the attempts in hand. */
export const SHUTDOWN_GRACE_MS = 25_000;

export type DeliveryChannel = "webhook" | "email";

/** A job's payload: ids only, never the lead's data (each attempt reads the lead's row). */
export interface DeliveryJob {
  leadId: string;
  channel: DeliveryChannel;
  /** For a webhook, which configured URL (a digest of it). */
  target?: string;
  /** 1 for the first attempt. */
  attempt: number;
}

/** A dead letter: the delivery, its last attempt, and why, by kind only (`http_410`, `timeout`). */
export interface DeadLetter extends DeliveryJob {
  reason: string;
}

export interface DeliveryTarget {
  channel: DeliveryChannel;
  target?: string;
  /** The webhook's URL (never stored in a job). */
  url?: string;
}

const digest = (text: string) => createHash("sha256").update(text).digest("hex");

/** Where each lead goes: each webhook URL, and the sales email. */
export function deliveryTargets(leads: LeadConfig): DeliveryTarget[] {
  const targets: DeliveryTarget[] = (leads.webhook?.urls ?? []).map((url) => ({
    channel: "webhook",
    target: digest(url).slice(0, 16),
    url,
  }));
  if (leads.email) targets.push({ channel: "email" });
  return targets;
}

/** A delivery's singleton key: one job per lead and channel at a time. */
export function deliveryKey(job: Pick<DeliveryJob, "leadId" | "channel" | "target">): string {
  return [job.leadId, job.channel, job.target].filter(Boolean).join(":");
}

/** The delivery's `webhook-id` (`msg_` and a UUID), derived from it: the same on every attempt and redelivery. */
export function webhookIdOf(job: Pick<DeliveryJob, "leadId" | "channel" | "target">): string {
  const hex = digest(`lead-delivery:${deliveryKey(job)}`);
  return `msg_${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * pg-boss's adapter for PGlite, with its blocks made atomic. pg-boss sends
 * its schema work and locked maintenance as one text (`BEGIN; …; COMMIT`);
 * when a statement in it fails, the one connection is left in an aborted
 * transaction until a ROLLBACK, and pg-boss's own adapter sends that
 * ROLLBACK as a separate call, which queues behind whatever requests sent
 * meanwhile: their statements then fail with 25P02. Here a block runs inside
 * PGlite's `transaction`, which holds its lock from the block to its
 * ROLLBACK, so no other statement ever sees the aborted state. A statement
 * with parameters is one statement, committed or rolled back by itself.
 */
export function atomicPgliteDatabase(pglite: PGlite): Db {
  const adapter = fromPglite(pglite);
  return {
    ...adapter,
    executeSql: async (text: string, values?: unknown[]) => {
      if (values?.length) return pglite.query(text, values);
      const results = await pglite.transaction((tx) => tx.exec(text));
      return { rows: results.flatMap((result) => result.rows ?? []) };
    },
  };
}

/**
 * pg-boss's options: PGlite's one connection through its adapter, or a pool
 * of its own. Only workers supervise (expiring dead workers' jobs every 10 s,
 * not pg-boss's 60) and register as instances; none LISTENs (workers poll,
 * see delivery-worker.ts). A server database's schema is installed by
 * `npm run db:migrate`; PGlite's on open.
 */
function engineOptions(handle: Pick<DatabaseHandle, "pglite" | "url">, worker: boolean): ConstructorOptions {
  const shared: ConstructorOptions = {
    supervise: worker,
    superviseIntervalSeconds: 10,
    monitorIntervalSeconds: 10,
    schedule: false,
    useListenNotify: false,
    registerInstance: worker,
    instanceName: "lead-delivery-worker",
    migrate: Boolean(handle.pglite),
  };
  if (handle.pglite) return { ...shared, db: atomicPgliteDatabase(handle.pglite), backend: "pglite" };
  if (!handle.url) throw new Error("the delivery queue needs the store's URL");
  return { ...shared, connectionString: handle.url, max: worker ? 4 : 2, connectionTimeoutMillis: 3_000 };
}

/**
 * A job that could not run (its worker died, or the store failed under it) is
 * retried this many times, from 5 s apart doubling to at most 5 minutes: about
 * half an hour of such failures before pg-boss makes it a dead letter. Each
 * store cut that catches a job in hand costs one, so a small limit would turn
 * a flapping database into undelivered leads. A receiver's refusal is not such
 * a failure: it is an attempt, retried on the delivery schedule.
 */
export const JOB_RETRY = { retryLimit: 10, retryDelay: 5, retryBackoff: true, retryDelayMax: 300 } as const;

/** Creates the queues, or brings an existing queue's options up to date. No NOTIFY: a job queued notifies nobody, since workers poll. */
async function createQueues(boss: PgBoss): Promise<void> {
  const kept = { retentionSeconds: getConfig().leads.retentionDays * 86_400, deleteAfterSeconds: 7 * 86_400 };
  await boss.createQueue(DEAD_LETTER_QUEUE, { policy: "short", ...kept });
  const delivery = {
    ...kept,
    notify: false,
    expireInSeconds: JOB_EXPIRY_SECONDS,
    ...JOB_RETRY,
    deadLetter: DEAD_LETTER_QUEUE,
  };
  await boss.createQueue(DELIVERY_QUEUE, { ...delivery, policy: "stately" });
  await boss.updateQueue(DELIVERY_QUEUE, delivery);
}

async function started(boss: PgBoss, ready?: (boss: PgBoss) => Promise<unknown>): Promise<PgBoss> {
  boss.on("error", (error) => log.warn("delivery queue error", { error: errorKind(error) }));
  try {
    await boss.start();
    await ready?.(boss);
    return boss;
  } catch (error) {
    // A half-started engine keeps its pool and timers unless it is stopped (the store may be cut: nothing to wait for).
    await boss.stop({ graceful: false }).catch(() => {});
    throw error;
  }
}

/** Installs or upgrades pg-boss's schema (`pgboss`, migrated by pg-boss under its advisory lock) and the queues. */
export async function installDeliveryQueue(url: string): Promise<void> {
  const boss = await started(new PgBoss({ ...engineOptions({ url }, false), migrate: true }));
  await createQueues(boss).finally(() => boss.stop({ graceful: false }));
}

/** Stops an engine, giving its work in hand up to `timeoutMs`. */
export function stopEngine(boss: PgBoss, timeoutMs: number): Promise<void> {
  return boss.stop({ graceful: true, timeout: timeoutMs }).catch((error) => {
    log.warn("delivery queue did not stop cleanly", { error: errorKind(error) });
  });
}

/** The last engine start-up on each embedded store: the next one waits for it. */
const embeddedStartups = new WeakMap<object, Promise<unknown>>();

/**
 * Starts a pg-boss engine on the handle's store, stopped before the store
 * closes. On the embedded store each engine installs pg-boss's schema and
 * the queues itself, so engines start one after another there: two at once
 * (the worker's and the one a first demo request starts) would both find no
 * schema and both install it, and the second install fails.
 */
export async function startEngine(handle: DatabaseHandle, options: { supervise: boolean }): Promise<PgBoss> {
  const start = () => started(new PgBoss(engineOptions(handle, options.supervise)), handle.pglite ? createQueues : undefined);
  let starting: Promise<PgBoss>;
  if (handle.pglite) {
    const previous = embeddedStartups.get(handle.pglite) ?? Promise.resolve();
    starting = previous.catch(() => {}).then(start);
    embeddedStartups.set(handle.pglite, starting);
  } else {
    starting = start();
  }
  const boss = await starting;
  handle.beforeClose?.push(() =>
    options.supervise ? stopEngine(boss, SHUTDOWN_GRACE_MS) : boss.stop({ graceful: false }).catch(() => {}),
  );
  return boss;
}

const senders = new WeakMap<Database, Promise<PgBoss>>();

/** The process's engine for queuing and draining jobs on this store, started on first use. */
export function deliveryQueue(handle: DatabaseHandle): Promise<PgBoss> {
  let boss = senders.get(handle.db);
  if (!boss) {
    boss = startEngine(handle, { supervise: false });
    senders.set(handle.db, boss);
    boss.catch(() => senders.delete(handle.db));
  }
  return boss;
}

/** A new lead's delivery jobs, one per target, as pg-boss's `insert` takes them. */
export function newLeadJobs(leadId: string, targets: readonly DeliveryTarget[]) {
  return targets.map(({ channel, target }) => {
    const data: DeliveryJob = { leadId, channel, target, attempt: 1 };
    return { data, singletonKey: deliveryKey(data) };
  });
}

/** How pg-boss's job insert takes its jobs: as JSON text, its one parameter. */
const JOBS_PARAMETER = "$1::text::json";
const jobInserts = new WeakMap<PgBoss, Promise<string>>();

/**
 * pg-boss's statement that queues jobs on the delivery queue, exactly as its
 * `insert` runs it (the queue's own table, and its NOTIFY if it had one):
 * recorded once per engine by an `insert` through an executor that runs
 * nothing.
 */
function jobInsertOf(boss: PgBoss): Promise<string> {
  let insert = jobInserts.get(boss);
  if (!insert) {
    let recorded = "";
    const recorder = {
      executeSql: async (text: string) => {
        recorded = text;
        return { rows: [] };
      },
    };
    insert = boss.insert(DELIVERY_QUEUE, [{ data: {} }], { returnId: true, db: recorder }).then(() => {
      if (recorded.split(JOBS_PARAMETER).length !== 2 || new Set(recorded.match(/\$\d+/g)).size !== 1) {
        throw new Error(`pg-boss's job insert no longer takes its jobs as ${JOBS_PARAMETER} alone (see lib/leads/delivery-queue.ts)`);
      }
      return recorded.trim();
    });
    jobInserts.set(boss, insert);
    insert.catch(() => jobInserts.delete(boss));
  }
  return insert;
}

/**
 * One statement that stores a new lead and queues its deliveries: `lead.ctes`
 * (common table expressions over `lead.values`, one of them `lead`, whose
 * rows are the lead it inserted, none for a duplicate), then pg-boss's own
 * job insert, which reads its jobs only when `lead` has a row. One statement
 * is one transaction (a lead is never stored without its jobs, nor jobs
 * without their lead) and one round trip: a transaction of its own (a
 * connection checked out, BEGIN, two statements, COMMIT) cost the web server
 * about twice the CPU, and the machine as a whole more than twice. Its rows
 * are the jobs' ids: none when no lead was stored.
 */
export async function withLeadDeliveries(
  boss: PgBoss,
  lead: { ctes: string; values: unknown[] },
  leadId: string,
  targets: readonly DeliveryTarget[],
): Promise<{ text: string; values: unknown[] }> {
  const values = [...lead.values, JSON.stringify(newLeadJobs(leadId, targets))];
  const jobs = `(SELECT $${values.length}::text::json WHERE EXISTS (SELECT 1 FROM lead))`;
  const insert = (await jobInsertOf(boss)).replace(JOBS_PARAMETER, jobs);
  // pg-boss's insert is a statement, or a WITH list of its own (when it notifies): the lead's expressions go first.
  const text = /^WITH\s/i.test(insert) ? insert.replace(/^WITH\s+/i, `WITH ${lead.ctes}, `) : `WITH ${lead.ctes} ${insert}`;
  return { text, values };
}

/**
 * Makes sure pg-boss has the queues' rows in its cache, which `send` and
 * `complete` read before their statement. A cold cache is read on pg-boss's
 * own connection, which on the embedded store would wait for the
 * transaction that asked: a `send` through an executor that runs nothing
 * fills it and stores nothing.
 */
async function warmQueueCache(boss: PgBoss): Promise<void> {
  const nothing: Db = { executeSql: async () => ({ rows: [] }) };
  for (const name of [DELIVERY_QUEUE, DEAD_LETTER_QUEUE]) await boss.send(name, {}, { db: nothing });
}

/**
 * Settles a job's attempt and queues what follows it (the next attempt, or a
 * dead letter) in one transaction, so a delivery never has two live jobs.
 * pg-boss's stately queue holds one queued and one running job per delivery;
 * a job failed back to `retry` (its worker overran the expiry, or the store
 * failed under it) beside another retrying job of the same delivery is made a
 * dead letter at once. So the next job is queued only if this attempt still
 * holds its claim: when it was taken back, the job's own retry carries the
 * delivery, and nothing is queued. Returns whether it held.
 */
export async function settleAndQueue(
  boss: PgBoss,
  store: Pick<DatabaseHandle, "transaction">,
  claim: JobAttempt,
  output: object,
  next: { name: string; data: object; options: SendOptions },
): Promise<boolean> {
  await warmQueueCache(boss);
  return store.transaction(async (run) => {
    const inTransaction: Db = { executeSql: (text, values = []) => run({ text, values }) };
    // `complete` answers how many jobs it settled (`affected`), which pg-boss's type declaration leaves out.
    const settled = (await boss.complete(DELIVERY_QUEUE, claim, output, { db: inTransaction })) as { affected?: number };
    if (settled.affected !== 1) return false;
    await boss.send(next.name, next.data, { ...next.options, db: inTransaction });
    return true;
  });
}
