import nodemailer, { type Transporter } from "nodemailer";
import addressparser from "nodemailer/lib/addressparser";
import { getConfig } from "@/lib/config/env";
import { ATTEMPT_TIMEOUT_MS } from "./delivery-queue";
import type { LeadEvent } from "./lead-event";
import type { AttemptResult } from "./send-webhook";

const transports = new Map<string, Transporter>();

/**
 * One pooled transport per SMTP URL: messages reuse open connections (a burst
 * of leads would otherwise pay a TCP and TLS handshake and a login each), and
 * a connection is kept however many
 * messages it has carried (nodemailer reconnects after 100 by default, a new
 * handshake and login for every hundredth lead); the server may still close
 * it, and the pool then opens another. The timeouts fit inside one attempt
 * (`ATTEMPT_TIMEOUT_MS`), which also bounds the whole send. Messages never name files or URLs to
 * attach, so nodemailer is told not to read any.
 */
function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 5,
      maxMessages: Number.POSITIVE_INFINITY,
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: ATTEMPT_TIMEOUT_MS,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    transports.set(smtpUrl, transport);
  }
  return transport;
}

/** Closes the pooled connections, so a one-off command (`npm run leads:redeliver`) exits at once. */
export function closeEmailTransports(): void {
  for (const transport of transports.values()) transport.close();
  transports.clear();
}

type Mailbox = { name: string; address: string };

/** The configured sender and recipients, parsed once per configuration rather than for every message. */
const parsedAddresses = new WeakMap<object, { from: Mailbox; to: Mailbox[] }>();

function addressesOf(email: { to: string[]; from: string }) {
  let parsed = parsedAddresses.get(email);
  if (!parsed) {
    const mailboxes = (text: string) => addressparser(text, { flatten: true }) as Mailbox[];
    const [from] = mailboxes(email.from);
    if (!from) throw new Error("LEAD_NOTIFY_FROM names no address");
    parsed = { from, to: email.to.flatMap(mailboxes) };
    parsedAddresses.set(email, parsed);
  }
  return parsed;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** The lead's facts as label and value, in the order a salesperson reads them. */
function leadFields(event: LeadEvent): Array<[string, string]> {
  const { data } = event;
  const attribution = Object.entries(data.attribution)
    .map(([key, value]) => `${key}=${value}`)
    .join(", ");
  return [
    ["Name", data.name],
    ["Email", data.email],
    ["Phone", data.phone ?? "—"],
    ["Company", data.company ?? "—"],
    ["Interested in", data.tool],
    ["Message", data.message ?? "—"],
    ["Received", data.received_at],
    ["Source", data.agent_registration_id ? `${data.source} (${data.agent_registration_id})` : data.source],
    ["Attribution", attribution || "—"],
    ["Marketing opt-in", data.marketing_opt_in ? "yes" : "no"],
    ["Lead id", data.id],
  ];
}

export function leadEmail(event: LeadEvent): { subject: string; text: string; html: string } {
  const fields = leadFields(event);
  const subject = `Demo request: ${event.data.company ?? event.data.name} (${event.data.tool})`.replace(/[\r\n]+/g, " ");
  const text = [
    "A new demo request arrived. Reply to this email to write to the person directly.",
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
  ].join("\n");
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = `<p>A new demo request arrived. Reply to this email to write to the person directly.</p>\n<table cellpadding="4">\n${rows}\n</table>`;
  return { subject, text, html };
}

/** One attempt to tell sales by email; Reply-To is the lead, so answering reaches them. */
export async function sendLeadEmail(
  email: { smtpUrl: string; to: string[]; from: string },
  webhookId: string,
  event: LeadEvent,
  timeoutMs = ATTEMPT_TIMEOUT_MS,
): Promise<AttemptResult> {
  const { subject, text, html } = leadEmail(event);
  try {
    const { from, to } = addressesOf(email);
    const sending = transportFor(email.smtpUrl).sendMail({
      from,
      to,
      replyTo: { name: event.data.name, address: event.data.email },
      subject,
      text,
      html,
      // Stable across attempts, so a mail system that saw an earlier attempt can tell.
      messageId: `<${webhookId}@${new URL(getConfig().siteUrl).hostname}>`,
      headers: { "X-Lead-Id": event.data.id },
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error("attempt timed out"), { code: "timeout" })), timeoutMs);
    });
    // A send that outlives its attempt settles unobserved.
    sending.catch(() => {});
    try {
      await Promise.race([sending, timeout]);
    } finally {
      clearTimeout(timer);
    }
    return { ok: true };
  } catch (error) {
    const code = (error as { code?: unknown; responseCode?: unknown }).responseCode ?? (error as { code?: unknown }).code;
    if (code === "timeout" || code === "ETIMEDOUT") return { ok: false, reason: "timeout" };
    return { ok: false, reason: typeof code === "string" || typeof code === "number" ? `smtp_${code}` : "smtp" };
  }
}
