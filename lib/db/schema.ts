import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** Where a lead came from: the site's form, another API caller, or a caller presenting an agent token. */
export const LEAD_SOURCES = ["web", "api", "agent"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** Campaign parameters and pages the visitor came through; every key optional. */
export interface LeadAttribution {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  referrer?: string;
  landing_page?: string;
}

/** Leads from the demo-request form. One row per (normalised email, tool). */
export const demoRequests = pgTable(
  "demo_requests",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    emailNormalized: text("email_normalized").notNull(),
    tool: text("tool").notNull(),
    name: text("name").notNull(),
    phone: text("phone"),
    company: text("company"),
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    source: text("source", { enum: LEAD_SOURCES }).notNull().default("api"),
    /** The agent registration whose token was presented, when source is `agent`. */
    agentRegistrationId: text("agent_registration_id"),
    attribution: jsonb("attribution").$type<LeadAttribution>().notNull().default({}),
    // The consent record: which privacy notice was shown, when, through which channel, and the opt-in.
    marketingOptIn: boolean("marketing_opt_in").notNull().default(false),
    consentNoticeVersion: text("consent_notice_version"),
    consentRecordedAt: timestamp("consent_recorded_at", { withTimezone: true }),
    /**
     * The lead's delivery work, stored with it: true when a channel was configured and its
     * deliveries (the rows of `lead_deliveries`) have not been planned yet. The first delivery
     * run plans them and clears this in one statement.
     */
    deliveryPending: boolean("delivery_pending").notNull().default(false),
  },
  (table) => [
    uniqueIndex("demo_requests_email_tool_unique").on(table.emailNormalized, table.tool),
    index("demo_requests_created_at_idx").on(table.createdAt),
    index("demo_requests_delivery_pending_idx").on(table.createdAt).where(sql`${table.deliveryPending}`),
  ],
);

export const DELIVERY_CHANNELS = ["webhook", "email"] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * The outbox: one row per lead and channel (each webhook URL is a channel of
 * its own), planned from the lead's `delivery_pending` by the first delivery
 * run (so the visitor's request writes one row, not three). The row id is the
 * event's `webhook-id`, the same on every attempt. A sweeper claims due rows
 * by setting `lease_until` in one statement, so two sweepers never send the
 * same attempt at once. Erasing a lead deletes its rows with it.
 */
export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: text("id").primaryKey(),
    leadId: text("lead_id")
      .notNull()
      .references(() => demoRequests.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: DELIVERY_CHANNELS }).notNull(),
    /** The receiver's URL for a webhook; email goes to the configured LEAD_NOTIFY_TO. */
    target: text("target"),
    status: text("status", { enum: ["pending", "delivered", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** What went wrong last, by kind only (`http_503`, `timeout`): never a receiver's body. */
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (table) => [
    index("lead_deliveries_due_idx").on(table.nextAttemptAt).where(sql`${table.status} = 'pending'`),
    index("lead_deliveries_lead_idx").on(table.leadId),
  ],
);

/**
 * What a write with an `Idempotency-Key` answered, so a retry replays it.
 * `state` is `in_flight` while the first request runs (`locked_until` bounds
 * how long a crashed attempt blocks retries) and `completed` once stored.
 */
export const idempotencyRecords = pgTable(
  "idempotency_records",
  {
    operation: text("operation").notNull(),
    key: text("key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    state: text("state", { enum: ["in_flight", "completed"] }).notNull(),
    responseStatus: integer("response_status"),
    // Stored as text, not jsonb, so a replay is byte-for-byte the original body.
    responseBody: text("response_body"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.operation, table.key] }), index("idempotency_records_expires_at_idx").on(table.expiresAt)],
);

/** Anonymous agent registrations (30-day lifetime). */
export const agentRegistrations = pgTable(
  "agent_registrations",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    clientName: text("client_name"),
    clientVersion: text("client_version"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("agent_registrations_expires_at_idx").on(table.expiresAt)],
);

/** Access tokens, stored only as SHA-256 hashes. */
export const accessTokens = pgTable(
  "access_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    registrationId: text("registration_id")
      .notNull()
      .references(() => agentRegistrations.id, { onDelete: "cascade" }),
    scope: text("scope").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("access_tokens_expires_at_idx").on(table.expiresAt), index("access_tokens_registration_idx").on(table.registrationId)],
);

export type DemoRequest = typeof demoRequests.$inferSelect;
export type NewDemoRequest = typeof demoRequests.$inferInsert;
export type LeadDelivery = typeof leadDeliveries.$inferSelect;
export type IdempotencyRecord = typeof idempotencyRecords.$inferSelect;
export type AgentRegistration = typeof agentRegistrations.$inferSelect;
export type AccessToken = typeof accessTokens.$inferSelect;
