import { Webhook } from "standardwebhooks";
import type { LeadEvent } from "./lead-event";

/** A receiver that has not answered within this time has failed the attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export type AttemptResult = { ok: true } | { ok: false; reason: string };

const signers = new Map<string, Webhook>();

function signerFor(secret: string): Webhook {
  let signer = signers.get(secret);
  if (!signer) {
    signer = new Webhook(secret);
    signers.set(secret, signer);
  }
  return signer;
}

const bodies = new WeakMap<LeadEvent, string>();

/** The event's JSON, serialised once however many receivers it goes to. */
function bodyOf(event: LeadEvent): string {
  let body = bodies.get(event);
  if (body === undefined) {
    body = JSON.stringify(event);
    bodies.set(event, body);
  }
  return body;
}

/**
 * One attempt to deliver an event, signed per the Standard Webhooks
 * specification. `webhookId` is the same on every attempt of one event, so
 * receivers can deduplicate. Only a 2xx answer counts; redirects are not
 * followed (a moved receiver must be reconfigured, not guessed at).
 */
export async function sendWebhook(
  url: string,
  secret: string,
  webhookId: string,
  event: LeadEvent,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<AttemptResult> {
  const body = bodyOf(event);
  const sentAt = new Date();
  const headers = {
    "content-type": "application/json",
    "user-agent": "landworks-webhooks/1.0",
    "webhook-id": webhookId,
    "webhook-timestamp": String(Math.floor(sentAt.getTime() / 1000)),
    "webhook-signature": signerFor(secret).sign(webhookId, sentAt, body),
  };
  try {
    const response = await fetch(url, { method: "POST", headers, body, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    // The body is never read: nothing a receiver says is stored or logged.
    await response.body?.cancel().catch(() => {});
    if (response.status >= 200 && response.status < 300) return { ok: true };
    return { ok: false, reason: `http_${response.status}` };
  } catch (error) {
    return { ok: false, reason: failureKind(error) };
  }
}

function failureKind(error: unknown): string {
  const name = (error as { name?: string }).name;
  if (name === "TimeoutError" || name === "AbortError") return "timeout";
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === "string" ? `network_${code}` : "network";
}
