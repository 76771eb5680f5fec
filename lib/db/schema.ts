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
  },
  (table) => [
    uniqueIndex("demo_requests_email_tool_unique").on(table.emailNormalized, table.tool),
    index("demo_requests_created_at_idx").on(table.createdAt),
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
export type IdempotencyRecord = typeof idempotencyRecords.$inferSelect;
export type AgentRegistration = typeof agentRegistrations.$inferSelect;
export type AccessToken = typeof accessTokens.$inferSelect;
