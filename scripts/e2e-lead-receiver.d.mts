// Types of e2e-lead-receiver.mjs, for the TypeScript specs that start instances themselves.
export interface LeadReceiver {
  /** LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET for an instance that delivers to this receiver. */
  env: { LEAD_WEBHOOK_URL: string; LEAD_WEBHOOK_SECRET: string };
  /** GET: the events it verified and accepted, as `{ webhookId, event }`. */
  receivedUrl: string;
  close(): Promise<void>;
}
export function startLeadReceiver(): Promise<LeadReceiver>;
