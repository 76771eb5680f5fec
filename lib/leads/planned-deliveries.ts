import { randomUUID } from "node:crypto";
import type { LeadConfig } from "@/lib/config/env";
import type { DeliveryChannel } from "@/lib/db/schema";

export interface PlannedDelivery {
  /** The event's `webhook-id`: `msg_` and a UUID, as Standard Webhooks senders commonly spell it. */
  id: string;
  channel: DeliveryChannel;
  target: string | null;
}

/** One delivery per configured channel: each webhook URL, and the sales email. */
export function plannedDeliveries(leads: LeadConfig): PlannedDelivery[] {
  const planned: PlannedDelivery[] = (leads.webhook?.urls ?? []).map((url) => ({
    id: `msg_${randomUUID()}`,
    channel: "webhook",
    target: url,
  }));
  if (leads.email) planned.push({ id: `msg_${randomUUID()}`, channel: "email", target: null });
  return planned;
}

export function hasDeliveryChannel(leads: LeadConfig): boolean {
  return Boolean(leads.webhook || leads.email);
}
