import { Webhook } from "standardwebhooks";
import { ATTEMPT_TIMEOUT_MS } from "./delivery-queue";
import type { LeadEvent } from "./lead-event";
import { parseRetryAfter } from "./retry-schedule";

/** A receiver that has not answered within this time has failed the attempt. */
export const WEBHOOK_TIMEOUT_MS = ATTEMPT_TIMEOUT_MS;

/**
 * An attempt's outcome. A failure names its kind only (`http_503`,
 * `timeout`); `gone` is a 410 (the receiver will never take it), and
 * `retryAfterSeconds` what a 429 or 503 asked for.
 */
export type AttemptResult = { ok: true } | { ok: false; reason: string; gone?: boolean; retryAfterSeconds?: number };

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
 * specification, afresh at each attempt (a new `webhook-timestamp`).
 * `webhookId` is the same on every attempt of one event, so receivers can
 * deduplicate. Only a 2xx answer counts; redirects are not
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
    const reason = `http_${response.status}`;
    if (response.status === 410) return { ok: false, reason, gone: true };
    if (response.status === 429 || response.status === 503) {
      const retryAfterSeconds = parseRetryAfter(response.headers.get("retry-after"));
      if (retryAfterSeconds !== undefined) return { ok: false, reason, retryAfterSeconds };
    }
    return { ok: false, reason };
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
