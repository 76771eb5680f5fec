import { randomUUID } from "node:crypto";
import { getConfig } from "@/lib/config/env";
import { ApiError } from "@/lib/errors/api-error";
import { errorEnvelope } from "@/lib/errors/error-envelope";
import { affectedRowsOf, type DatabaseHandle, getDatabase, rowsOf, type tables, withStore } from "@/lib/db";
import type { LeadAttribution, LeadSource } from "@/lib/db/schema";
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from "@/lib/idempotency";
import { log } from "@/lib/log/logger";
import { schedulePrune } from "@/lib/db/prune-expired";
import { wellFormedText } from "@/lib/db/well-formed-text";
import { deliverAfterResponse } from "@/lib/leads/deliver-after-response";
import { type DeliveryTarget, deliveryQueue, deliveryTargets, withLeadDeliveries } from "@/lib/leads/delivery-queue";
import { PRIVACY_NOTICE_VERSION } from "@/lib/leads/privacy-notice";
import { ATTRIBUTION_FIELDS, type DemoRequestAccepted, type DemoRequestInput } from "./schema";
import { normalizeEmail } from "./validate-demo-request";

export const DEMO_REQUEST_OPERATION = "demo-request.create";

export interface DemoRequestOutcome {
  status: number;
  /** The JSON text to send; a replay is byte-for-byte the first answer. */
  body: string;
  replayed: boolean;
}

/** Who sent a lead: the site's form, another caller, or a caller with a valid agent token. */
export interface LeadOrigin {
  source: LeadSource;
  agentRegistrationId?: string;
}

/**
 * Stores a validated demo request exactly once, together with its delivery
 * jobs (one per configured channel, queued in pg-boss by the same
 * statement), so delivery work exists exactly when a lead does.
 *
 * Without an idempotency key the insert is one `ON CONFLICT DO NOTHING`
 * statement: of two identical submissions exactly one succeeds, the other is
 * DUPLICATE_REQUEST. With a key, the key is claimed first (one statement),
 * then the lead insert and the stored 200 happen in ONE statement, so a lead
 * exists exactly when its key replays success, even if the connection drops
 * between commit and response. A duplicate inserts nothing and so queues
 * nothing.
 */
export async function createDemoRequest(
  input: DemoRequestInput,
  idempotency: { key: string; fingerprint: string } | undefined,
  origin: LeadOrigin = { source: "api" },
): Promise<DemoRequestOutcome> {
  const handle = await withStore(getDatabase);
  const { db } = handle;
  const lead: NewLead = {
    id: `dr_${randomUUID()}`,
    receivedAt: new Date(),
    origin,
    targets: deliveryTargets(getConfig().leads),
  };
  const accepted: DemoRequestAccepted = {
    id: lead.id,
    status: "received",
    tool: input.tool,
    received_at: lead.receivedAt.toISOString(),
  };
  schedulePrune(db);

  if (!idempotency) {
    const inserted = await withStore(() => insertLead(handle, input, lead, undefined, accepted));
    if (!inserted) throw duplicate();
    stored(lead);
    return { status: 200, body: JSON.stringify(accepted), replayed: false };
  }

  const { key, fingerprint } = idempotency;
  const claim = await withStore(() => claimIdempotencyKey(db, DEMO_REQUEST_OPERATION, key, fingerprint));
  if (claim.kind === "replay") {
    return { status: claim.status, body: claim.body, replayed: true };
  }
  try {
    const inserted = await withStore(() => insertLead(handle, input, lead, key, accepted));
    if (inserted) {
      stored(lead);
      return { status: 200, body: JSON.stringify(accepted), replayed: false };
    }
    const error = duplicate();
    const envelope = errorEnvelope(getConfig().siteUrl, error.code, error.message, error.hint);
    await withStore(() => completeIdempotencyKey(db, DEMO_REQUEST_OPERATION, key, error.status, envelope));
    throw error;
  } catch (error) {
    if (!(error instanceof ApiError && error.status < 500)) {
      await releaseIdempotencyKey(db, DEMO_REQUEST_OPERATION, key);
    }
    throw error;
  }
}

type NewLead = { id: string; receivedAt: Date; origin: LeadOrigin; targets: DeliveryTarget[] };

function stored(lead: NewLead): void {
  log.info("demo request stored", { leadId: lead.id, source: lead.origin.source, deliveries: lead.targets.length });
  if (lead.targets.length > 0) deliverAfterResponse(lead.id);
}

function duplicate(): ApiError {
  return new ApiError("DUPLICATE_REQUEST", undefined, {
    hint: "A demo request for this email and tool already exists; the earlier request stands.",
  });
}

const text = (value: string | undefined) => (value === undefined ? null : wellFormedText(value));

/** A stored lead: every column of `demo_requests`, each given explicitly. */
type LeadRow = Required<typeof tables.demoRequests.$inferInsert>;

function attributionOf(input: DemoRequestInput): LeadAttribution {
  const attribution: LeadAttribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const value = input[field];
    if (value !== undefined) attribution[field] = wellFormedText(value);
  }
  return attribution;
}

function leadRow(input: DemoRequestInput, lead: NewLead): LeadRow {
  return {
    id: lead.id,
    email: input.email,
    emailNormalized: normalizeEmail(input.email),
    tool: input.tool,
    name: wellFormedText(input.name),
    phone: input.phone ?? null,
    company: text(input.company),
    message: text(input.message),
    createdAt: lead.receivedAt,
    source: lead.origin.source,
    agentRegistrationId: lead.origin.agentRegistrationId ?? null,
    attribution: attributionOf(input),
    marketingOptIn: input.marketing_opt_in,
    consentNoticeVersion: PRIVACY_NOTICE_VERSION,
    consentRecordedAt: lead.receivedAt,
  };
}

/** The lead's columns, in the order of its statements' parameters `$1` to `$15` (`leadValues`). */
const LEAD_COLUMNS =
  "id, email, email_normalized, tool, name, phone, company, message, created_at, source, agent_registration_id, attribution, marketing_opt_in, consent_notice_version, consent_recorded_at";

function leadValues(row: LeadRow): unknown[] {
  return [
    row.id,
    row.email,
    row.emailNormalized,
    row.tool,
    row.name,
    row.phone,
    row.company,
    row.message,
    row.createdAt.toISOString(),
    row.source,
    row.agentRegistrationId,
    JSON.stringify(row.attribution),
    row.marketingOptIn,
    row.consentNoticeVersion,
    row.consentRecordedAt?.toISOString() ?? null,
  ];
}

/**
 * The lead's insert: of two identical submissions exactly one inserts. It
 * has no RETURNING clause where it stands alone: the count of inserted rows
 * says the same, and on the embedded store a returned row made the statement
 * about a quarter dearer (some 75 µs of CPU on top of 285).
 */
const INSERT_LEAD = `INSERT INTO demo_requests (${LEAD_COLUMNS})
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $15)
  ON CONFLICT (email_normalized, tool) DO NOTHING`;

/** The lead's insert as the expression `lead`, and with a key the stored 200 (`$16` to `$18`), only if the lead was inserted. */
const LEAD = `lead AS (${INSERT_LEAD} RETURNING id)`;
const REMEMBERED = `remembered AS (
  UPDATE idempotency_records SET state = 'completed', response_status = 200, response_body = $16
  WHERE operation = $17 AND key = $18 AND EXISTS (SELECT 1 FROM lead)
  RETURNING 1)`;

/**
 * Stores the lead in ONE statement, prepared by name: with a key, the
 * stored 200 too; with delivery configured, its jobs too (see
 * `withLeadDeliveries`). Whether it was inserted: a duplicate
 * inserts nothing, so stores no 200 and queues nothing.
 */
async function insertLead(
  handle: DatabaseHandle,
  input: DemoRequestInput,
  lead: NewLead,
  key: string | undefined,
  accepted: DemoRequestAccepted,
): Promise<boolean> {
  const values = leadValues(leadRow(input, lead));
  if (key) values.push(JSON.stringify(accepted), DEMO_REQUEST_OPERATION, key);
  const ctes = key ? `${LEAD}, ${REMEMBERED}` : LEAD;
  if (lead.targets.length > 0) {
    const statement = await withLeadDeliveries(await deliveryQueue(handle), { ctes, values }, lead.id, lead.targets);
    const name = key ? "insert_demo_request_keyed_delivered" : "insert_demo_request_delivered";
    return rowsOf(await handle.statement({ name, ...statement })).length > 0;
  }
  if (!key) return affectedRowsOf(await handle.statement({ name: "insert_demo_request", text: INSERT_LEAD, values })) > 0;
  const text = `WITH ${ctes} SELECT id FROM lead`;
  return rowsOf(await handle.statement({ name: "insert_demo_request_keyed", text, values })).length > 0;
}
