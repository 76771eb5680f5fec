import { z } from "zod";
import { LEAD_EVENT_TYPE, LeadEventSchema, type LeadEvent } from "@/lib/leads/lead-event";
import { JITTER_FRACTION, MAX_ATTEMPTS, RETRY_DELAYS_SECONDS } from "@/lib/leads/retry-schedule";
import { WEBHOOK_TIMEOUT_MS } from "@/lib/leads/send-webhook";

const EXAMPLE_EVENT: LeadEvent = {
  type: LEAD_EVENT_TYPE,
  timestamp: "2026-11-22T10:00:00.000Z",
  data: {
    id: "dr_0b9c1f9e-8a51-4d1e-9d53-0f4f3c2a7b10",
    name: "Asha Menon",
    email: "asha@builders.example",
    phone: "+91 98450 12345",
    company: "Menon Builders",
    message: null,
    tool: "platform",
    received_at: "2026-11-22T10:00:00.000Z",
    source: "web",
    agent_registration_id: null,
    attribution: { utm_source: "newsletter", landing_page: "/calculators/stamp-duty" },
    marketing_opt_in: false,
  },
};

function humanDelay(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${seconds / 60} min`;
  return `${seconds / 3600} h`;
}

const SCHEDULE = RETRY_DELAYS_SECONDS.map(humanDelay).join(", ");
const TOTAL_HOURS = (RETRY_DELAYS_SECONDS.reduce((sum, delay) => sum + delay, 0) / 3600).toFixed(1);

/** The JSON Schema (2020-12) of the event body. */
export function leadEventJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(LeadEventSchema, { target: "draft-2020-12", io: "output" }) as Record<string, unknown>;
}

/** OpenAPI 3.0 has no `webhooks` object, so the outgoing event is described in an extension. */
export function leadEventsOpenApiExtension(): Record<string, unknown> {
  return {
    "x-outgoing-webhooks": {
      description: `Signed per the Standard Webhooks specification (https://www.standardwebhooks.com/). Sent to each LEAD_WEBHOOK_URL of the deployment. Headers \`webhook-id\` (the same on every attempt of one event: deduplicate on it), \`webhook-timestamp\` (Unix seconds of the attempt) and \`webhook-signature\` (\`v1,<base64 HMAC-SHA256>\`). A 2xx answer within ${WEBHOOK_TIMEOUT_MS / 1000} s is delivery; redirects are not followed. Delivery is at least once: up to ${MAX_ATTEMPTS} attempts over at least 24 hours (the first at once, retries after ${SCHEDULE}, each stretched by up to ${JITTER_FRACTION * 100}%; a 429 or 503 with \`Retry-After\` waits at least that long). A 410 ends the delivery at once.`,
      [LEAD_EVENT_TYPE]: { method: "POST", contentType: "application/json", schema: leadEventJsonSchema(), example: EXAMPLE_EVENT },
    },
  };
}

/** The `/api/docs` section on what happens after a demo request is stored. */
export function leadDeliveryDocsSection(): string {
  return [
    "## Lead delivery: signed webhooks and email",
    "",
    `Every stored demo request becomes one \`${LEAD_EVENT_TYPE}\` event for each channel the deployment configures: a webhook to each \`LEAD_WEBHOOK_URL\`, and an email to the sales mailbox. The delivery jobs are queued by the same statement that stores the lead, so they exist exactly when the lead does; a rejected, duplicate or replayed request creates none. The first attempt follows the answer within about half a second, made by a delivery worker (or, on serverless hosting, by the request's own function once it has answered); while the site is saturated with requests, deliveries wait and go out as the load falls.`,
    "",
    "Webhooks follow the [Standard Webhooks](https://www.standardwebhooks.com/) specification:",
    "",
    `- \`POST\` with \`Content-Type: application/json\` and the body below; the JSON Schema is in the OpenAPI document under \`x-outgoing-webhooks\`.`,
    "- `webhook-id`: the event's id (`msg_…`), the same on every attempt. **Delivery is at least once: deduplicate on `webhook-id`.**",
    "- `webhook-timestamp`: Unix seconds of this attempt. Reject values more than five minutes from your clock.",
    "- `webhook-signature`: `v1,` and the base64 HMAC-SHA256, keyed with the secret (`whsec_…`), of `<webhook-id>.<webhook-timestamp>.<body>`.",
    `- Any 2xx answer within ${WEBHOOK_TIMEOUT_MS / 1000} s is delivery. Anything else (another status, a redirect, which is never followed, a timeout, a reset connection) is a failed attempt. Each attempt is signed afresh: a new \`webhook-timestamp\`, the same \`webhook-id\`.`,
    `- Retries (the Standard Webhooks schedule): each channel on its own, the first attempt at once, then after ${SCHEDULE} (each stretched by up to ${JITTER_FRACTION * 100}% jitter), ${MAX_ATTEMPTS} attempts over ${TOTAL_HOURS} hours or more. A \`429\` or \`503\` with \`Retry-After\` (seconds or an HTTP date, up to 10 hours) is not retried sooner than it asks.`,
    "- `410 Gone` ends the delivery at once: the receiver is taken to be gone for good. Such deliveries, and those whose every attempt failed, become dead letters, which the operator lists and redelivers with the same `webhook-id`.",
    "",
    "```json",
    JSON.stringify(EXAMPLE_EVENT, null, 2),
    "```",
    "",
    "Verifying in a receiver (Node.js, with the `standardwebhooks` package; libraries exist for most languages):",
    "",
    "```js",
    'import { Webhook } from "standardwebhooks";',
    "",
    "const webhook = new Webhook(process.env.LEAD_WEBHOOK_SECRET); // whsec_…",
    "",
    "export async function POST(request) {",
    "  const body = await request.text(); // the raw body: re-serialised JSON would not verify",
    "  let event;",
    "  try {",
    "    event = webhook.verify(body, Object.fromEntries(request.headers)); // checks signature and timestamp",
    "  } catch {",
    '    return new Response("invalid signature", { status: 400 });',
    "  }",
    '  if (await alreadyProcessed(request.headers.get("webhook-id"))) return new Response(null, { status: 204 });',
    "  await saveLead(event.data);",
    "  return new Response(null, { status: 204 });",
    "}",
    "```",
    "",
    "The email goes to the sales mailbox in plain text and HTML, with the lead's fields and `Reply-To` set to the lead, so answering it reaches the person.",
    "",
  ].join("\n");
}
