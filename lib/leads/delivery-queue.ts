import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions } from "pg-boss";
import { getConfig, type LeadConfig } from "@/lib/config/env";
import type { Database, DatabaseHandle } from "@/lib/db";
import { errorKind, log } from "@/lib/log/logger";

/** Every lead delivery attempt is a job of this queue (pg-boss); its payload is a `DeliveryJob`. */
export const DELIVERY_QUEUE = "lead-delivery";
/** Deliveries that ended without success (every retry spent, or a receiver answering 410 Gone). */
export const DEAD_LETTER_QUEUE = "lead-delivery-dead";

/** One attempt gives up after this long (a receiver or mail server that hangs); the attempt is then retried. */
export const ATTEMPT_TIMEOUT_MS = 15_000;
/**
 * A job still active this long after it was taken is given to another worker:
 * just over one attempt's timeout, so only a worker that died (or was killed)
 * mid-attempt loses its job, and no live attempt is ever taken from its sender.
 */
export const JOB_EXPIRY_SECONDS = 20;
/** How often a worker's supervisor looks for expired jobs. */
export const SUPERVISE_INTERVAL_SECONDS = 10;
/** Retries of a job whose attempt could not even run (the worker died, or the store failed mid-attempt). */
export const CRASH_RETRY_LIMIT = 3;

export type DeliveryChannel = "webhook" | "email";

/**
 * A job's payload: which lead, which channel, which attempt. Never anything
 * personal: the lead is read from its row at each attempt, so erasing the row
 * erases what every queued or dead job would send.
 */
export interface DeliveryJob {
  leadId: string;
  channel: DeliveryChannel;
  /** For a webhook, which configured URL (a digest of it, not the URL). */
  target?: string;
  /** 1 for the first attempt. */
  attempt: number;
}

/** A dead letter: the delivery, the attempt it ended on, and why (by kind only: `http_410`, `timeout`). */
export interface DeadLetter extends DeliveryJob {
  reason: string;
}

export interface DeliveryTarget {
  channel: DeliveryChannel;
  target?: string;
  /** The webhook's URL (not stored in any job). */
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

export function hasDeliveryChannel(leads: LeadConfig): boolean {
  return Boolean(leads.webhook || leads.email);
}

/** One job per lead and channel at a time: the job's singleton key (ids only). */
export function deliveryKey(job: Pick<DeliveryJob, "leadId" | "channel" | "target">): string {
  return [job.leadId, job.channel, job.target].filter(Boolean).join(":");
}

/** How an event's `webhook-id` starts: `msg_` and a UUID, as Standard Webhooks senders commonly spell it. */
export const WEBHOOK_ID_PREFIX = "msg_";

/**
 * The delivery's `webhook-id`: derived from the lead and channel, so every
 * attempt and every redelivery of one event carries the same id without it
 * being stored anywhere.
 */
export function webhookIdOf(job: Pick<DeliveryJob, "leadId" | "channel" | "target">): string {
  const hex = digest(`lead-delivery:${deliveryKey(job)}`);
  return `${WEBHOOK_ID_PREFIX}${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

function engineOptions(handle: DatabaseHandle, options: { supervise: boolean }): ConstructorOptions {
  const shared: ConstructorOptions = {
    supervise: options.supervise,
    // Expiry runs in the supervisor's monitor pass: every 10 s (not pg-boss's default 60 s), so a dead
    // worker's job is taken up again within about half a minute.
    superviseIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
    monitorIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
    schedule: false,
    // Workers hold a LISTEN connection to be woken by new jobs; senders only NOTIFY (from the insert).
    useListenNotify: options.supervise,
    // A server database's schema is installed by `npm run db:migrate`, once per release; the embedded one migrates on open.
    migrate: Boolean(handle.pglite),
    // Workers appear in pg-boss's instance registry; a sender (a web process queuing jobs) has no work to show.
    registerInstance: options.supervise,
    instanceName: "lead-delivery-worker",
  };
  if (handle.pglite) return { ...shared, db: fromPglite(handle.pglite), backend: "pglite" };
  if (!handle.url) throw new Error("the delivery queue needs the store's URL");
  return { ...shared, connectionString: handle.url, max: options.supervise ? 4 : 2, connectionTimeoutMillis: 3_000 };
}

/** Creates the queues (idempotent). */
async function createQueues(boss: PgBoss): Promise<void> {
  const retentionSeconds = getConfig().leads.retentionDays * 86_400;
  await boss.createQueue(DEAD_LETTER_QUEUE, { policy: "short", retentionSeconds, deleteAfterSeconds: 7 * 86_400 });
  await boss.createQueue(DELIVERY_QUEUE, {
    policy: "stately",
    notify: true,
    expireInSeconds: JOB_EXPIRY_SECONDS,
    retryLimit: CRASH_RETRY_LIMIT,
    retryDelay: 5,
    retentionSeconds,
    deleteAfterSeconds: 7 * 86_400,
    deadLetter: DEAD_LETTER_QUEUE,
  });
}

/**
 * Installs or upgrades pg-boss's own schema (`pgboss`, versioned by pg-boss
 * and migrated under its advisory lock) and creates the queues. Run by
 * `npm run db:migrate` next to the project's migrations.
 */
export async function installDeliveryQueue(url: string): Promise<void> {
  const boss = new PgBoss({ connectionString: url, max: 2, supervise: false, schedule: false, migrate: true, registerInstance: false });
  boss.on("error", (error) => log.warn("delivery queue error", { error: errorKind(error) }));
  await boss.start();
  try {
    await createQueues(boss);
  } finally {
    await boss.stop({ graceful: false });
  }
}

/** Stops an engine without waiting longer than `timeoutMs` for its work in hand. */
export function stopEngine(boss: PgBoss, timeoutMs: number): Promise<void> {
  return boss.stop({ graceful: true, timeout: timeoutMs }).catch((error) => {
    log.warn("delivery queue did not stop cleanly", { error: errorKind(error) });
  });
}

/** How long a process gives its delivery attempts in hand when it stops. */
export const SHUTDOWN_GRACE_MS = 25_000;

/** Starts a pg-boss engine on the handle's store; stopped before the store closes. */
export async function startEngine(handle: DatabaseHandle, options: { supervise: boolean }): Promise<PgBoss> {
  const boss = new PgBoss(engineOptions(handle, options));
  boss.on("error", (error) => log.warn("delivery queue error", { error: errorKind(error) }));
  await boss.start();
  if (handle.pglite) await createQueues(boss);
  // A worker's engine is stopped by the worker (gracefully); a sender's has nothing in hand to wait for.
  handle.beforeClose?.push(() =>
    options.supervise ? stopEngine(boss, SHUTDOWN_GRACE_MS) : boss.stop({ graceful: false }).catch(() => {}),
  );
  return boss;
}

const senders = new WeakMap<Database, Promise<PgBoss>>();

/** The process's engine for sending and draining jobs on this store, started on first use. */
export function deliveryQueue(handle: DatabaseHandle): Promise<PgBoss> {
  let boss = senders.get(handle.db);
  if (!boss) {
    const starting = startEngine(handle, { supervise: false });
    boss = starting;
    senders.set(handle.db, starting);
    starting.catch(() => {
      if (senders.get(handle.db) === starting) senders.delete(handle.db);
    });
  }
  return boss;
}

/**
 * Queues a new lead's deliveries (one job per channel, due now) inside the
 * caller's transaction `tx`: they commit with the lead or not at all.
 */
export async function enqueueLeadDeliveries(boss: PgBoss, tx: Database, leadId: string, targets: readonly DeliveryTarget[]): Promise<void> {
  if (targets.length === 0) return;
  await boss.insert(
    DELIVERY_QUEUE,
    targets.map((target) => {
      const job: DeliveryJob = { leadId, channel: target.channel, target: target.target, attempt: 1 };
      return { data: job, singletonKey: deliveryKey(job) };
    }),
    { db: fromDrizzle(tx as never, sql as never) },
  );
}
