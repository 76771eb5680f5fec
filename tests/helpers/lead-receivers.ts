import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { Webhook } from "standardwebhooks";
import { sql } from "drizzle-orm";
import { type Database, type DatabaseHandle, rowsOf } from "@/lib/db";
import { listDeliveries } from "./delivery-report";
import { DELIVERY_QUEUE, webhookIdOf } from "@/lib/leads/delivery-queue";
import type { LeadEvent } from "@/lib/leads/lead-event";

export const TEST_WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 42).toString("base64")}`;

/** What the receiver does with the n-th request (0-based): answer a status, redirect, hang, or reset the connection. */
export type ReceiverBehaviour = (request: number) => number | "redirect" | "hang" | "reset";

export interface ReceivedWebhook {
  webhookId: string;
  timestamp: string;
  event: LeadEvent;
  answered: number | string;
}

/**
 * A real HTTP webhook receiver that verifies every request with the
 * `standardwebhooks` package, as a customer's would. Requests that fail
 * verification are counted in `rejected`, never in `received`.
 */
export async function startWebhookReceiver(secret = TEST_WEBHOOK_SECRET) {
  const verifier = new Webhook(secret);
  const received: ReceivedWebhook[] = [];
  let rejected = 0;
  let requests = 0;
  let behaviour: ReceiverBehaviour = () => 204;
  let delayMs = 0;
  let retryAfter: (request: number) => string | undefined = () => undefined;
  const inFlight = new Map<string, number>();
  let maxConcurrentPerId = 0;

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const n = requests++;
    let event: LeadEvent;
    try {
      event = verifier.verify(body, request.headers as Record<string, string>) as LeadEvent;
    } catch {
      rejected += 1;
      response.writeHead(400).end();
      return;
    }
    const webhookId = String(request.headers["webhook-id"]);
    const concurrent = (inFlight.get(webhookId) ?? 0) + 1;
    inFlight.set(webhookId, concurrent);
    maxConcurrentPerId = Math.max(maxConcurrentPerId, concurrent);
    try {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const action = behaviour(n);
      received.push({ webhookId, timestamp: String(request.headers["webhook-timestamp"]), event, answered: action });
      if (action === "hang") return; // never answers; the sender's timeout ends it
      if (action === "reset") {
        request.socket.destroy();
        return;
      }
      if (action === "redirect") {
        response.writeHead(307, { location: "/elsewhere" }).end();
        return;
      }
      const wait = retryAfter(n);
      response.writeHead(action, wait === undefined ? {} : { "retry-after": wait }).end();
    } finally {
      inFlight.set(webhookId, (inFlight.get(webhookId) ?? 1) - 1);
    }
  }

  const server = createServer((request, response) => {
    void handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    get rejected() {
      return rejected;
    },
    get maxConcurrentPerId() {
      return maxConcurrentPerId;
    },
    /** Requests being answered right now. */
    get inFlight() {
      return [...inFlight.values()].reduce((sum, count) => sum + count, 0);
    },
    /** Deliveries the receiver accepted (answered 2xx). */
    accepted: () => received.filter((item) => typeof item.answered === "number" && item.answered < 300),
    /** From now on, request n (counted from 0 again) gets `next(n)` (with `retryAfter(n)` as its Retry-After, if any). */
    behave(next: ReceiverBehaviour, options: { delayMs?: number; retryAfter?: (request: number) => string | undefined } = {}) {
      behaviour = next;
      requests = 0;
      delayMs = options.delayMs ?? 0;
      retryAfter = options.retryAfter ?? (() => undefined);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The raw message with quoted-printable and base64 parts decoded, for assertions on content. */
  decoded: string;
  header(name: string): string | undefined;
}

/** A real SMTP server (the `smtp-server` package) that keeps every message it accepts. */
export async function startSmtpSink() {
  const messages: ReceivedMail[] = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // The app's pooled transport keeps its connections open; closing the sink ends them at once.
    closeTimeout: 50,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuse) {
          callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const headerBlock = raw.split(/\r?\n\r?\n/)[0] ?? "";
        const unfolded = headerBlock.replace(/\r?\n[ \t]+/g, " ");
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          decoded: decodeParts(raw),
          header: (name) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded)?.[1]?.trim(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** While set, every message is refused with a temporary failure (451). */
    refuseAll(value: boolean) {
      refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeParts(raw: string): string {
  const quotedPrintable = raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const base64Parts = [...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map(
    (match) => Buffer.from(match[1]!.replace(/\s+/g, ""), "base64").toString("utf8"),
  );
  return Buffer.from([quotedPrintable, ...base64Parts].join("\n"), "latin1").toString("utf8");
}

export function leadDeliveryEnv(webhookUrl: string, smtpUrl: string): Record<string, string> {
  return {
    LEAD_WEBHOOK_URL: webhookUrl,
    LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    SMTP_URL: smtpUrl,
    LEAD_NOTIFY_TO: "sales@landworks.example",
    LEAD_NOTIFY_FROM: "Website <web@landworks.example>",
  };
}

export async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = "condition"): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Whether the delivery queue's schema exists yet (the embedded store installs it on first use). */
async function queueInstalled(db: Database): Promise<boolean> {
  const [row] = rowsOf<{ present: boolean }>(await db.execute(sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`));
  return row?.present ?? false;
}

/**
 * Deliveries whose first attempt has not started yet (queued jobs of attempt
 * 1): "every delivery has been attempted" holds only once this is zero.
 */
export async function unplannedLeads(db: Database): Promise<number> {
  if (!(await queueInstalled(db))) return 0;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${DELIVERY_QUEUE} AND state < 'active' AND (data->>'attempt')::int = 1`,
    ),
  );
  return row?.n ?? 0;
}

/** Every delivery as the delivery report gives it, in the shape of a row (ordered by lead, then channel). */
export async function deliveryRows(handle: DatabaseHandle) {
  return (await listDeliveries(handle)).map((record) => ({
    id: webhookIdOf(record),
    lead_id: record.leadId,
    channel: record.channel,
    status: record.status,
    attempts: record.attempts,
    lease_until: record.active ? "active" : null,
    last_error: record.lastError,
  }));
}

/** Makes every queued retry due now, instead of waiting out the schedule. */
export async function makeDeliveriesDue(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE name = ${DELIVERY_QUEUE} AND state < 'active'`);
}
