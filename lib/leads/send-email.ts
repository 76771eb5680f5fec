import nodemailer, { type Transporter } from "nodemailer";
import { getConfig } from "@/lib/config/env";
import type { LeadEvent } from "./lead-event";
import type { AttemptResult } from "./send-webhook";

const transports = new Map<string, Transporter>();

/**
 * One pooled transport per SMTP URL: messages reuse open connections (a burst
 * of leads would otherwise pay a TCP and TLS handshake and a login each), and
 * the timeouts fit inside a delivery lease.
 */
function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 5,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
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
): Promise<AttemptResult> {
  const { subject, text, html } = leadEmail(event);
  try {
    await transportFor(email.smtpUrl).sendMail({
      from: email.from,
      to: email.to,
      replyTo: { name: event.data.name, address: event.data.email },
      subject,
      text,
      html,
      // Stable across attempts, so a mail system that saw an earlier attempt can tell.
      messageId: `<${webhookId}@${new URL(getConfig().siteUrl).hostname}>`,
      headers: { "X-Lead-Id": event.data.id },
    });
    return { ok: true };
  } catch (error) {
    const code = (error as { code?: unknown; responseCode?: unknown }).responseCode ?? (error as { code?: unknown }).code;
    return { ok: false, reason: typeof code === "string" || typeof code === "number" ? `smtp_${code}` : "smtp" };
  }
}
