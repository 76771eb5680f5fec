import { randomUUID } from "node:crypto";
import type { LeadConfig } from "@/lib/config/env";
import type { DeliveryChannel } from "@/lib/db/schema";

export interface DeliveryTarget {
  channel: DeliveryChannel;
  /** The webhook's URL; null for the sales email. */
  target: string | null;
}

/** How an event's `webhook-id` starts: `msg_` and a UUID, as Standard Webhooks senders commonly spell it. */
export const WEBHOOK_ID_PREFIX = "msg_";

export interface PlannedDelivery extends DeliveryTarget {
  /** The event's `webhook-id` (`WEBHOOK_ID_PREFIX` and a UUID). */
  id: string;
}

/** Where each lead goes: each webhook URL, and the sales email. */
export function deliveryTargets(leads: LeadConfig): DeliveryTarget[] {
  const targets: DeliveryTarget[] = (leads.webhook?.urls ?? []).map((url) => ({ channel: "webhook", target: url }));
  if (leads.email) targets.push({ channel: "email", target: null });
  return targets;
}

/** One delivery per configured channel, each with its own id. */
export function plannedDeliveries(leads: LeadConfig): PlannedDelivery[] {
  return deliveryTargets(leads).map((target) => ({ id: `${WEBHOOK_ID_PREFIX}${randomUUID()}`, ...target }));
}

export function hasDeliveryChannel(leads: LeadConfig): boolean {
  return Boolean(leads.webhook || leads.email);
}
