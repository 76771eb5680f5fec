// Types of e2e-lead-receiver.mjs, for the TypeScript specs that start instances themselves.
export interface LeadReceiver {
  /** LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET for an instance that delivers to this receiver. */
  env: { LEAD_WEBHOOK_URL: string; LEAD_WEBHOOK_SECRET: string };
  /** GET: the events it verified and accepted, as `{ webhookId, event }`. */
  receivedUrl: string;
  /** The events it verified and accepted so far. */
  received(): Array<{ webhookId: string; event: { type: string; data: { id: string } & Record<string, unknown> } }>;
  /** Every verified attempt so far: the lead, when (epoch ms), and the status answered. */
  attempts(): Array<{ leadId: string; at: number; status: 503 | 204 }>;
  close(): Promise<void>;
}
export function startLeadReceiver(options?: { refuseFirstAttempt?: boolean }): Promise<LeadReceiver>;
