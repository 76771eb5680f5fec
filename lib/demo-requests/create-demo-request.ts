import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { getConfig } from "@/lib/config/env";
import { ApiError } from "@/lib/errors/api-error";
import { errorEnvelope } from "@/lib/errors/error-envelope";
import { affectedRowsOf, getDatabase, rowsOf, tables, withStore, type Database, type DatabaseHandle, type RawStatement } from "@/lib/db";
import type { LeadAttribution, LeadSource } from "@/lib/db/schema";
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from "@/lib/idempotency";
import { log } from "@/lib/log/logger";
import { schedulePrune } from "@/lib/db/prune-expired";
import { wellFormedText } from "@/lib/db/well-formed-text";
import { deliverAfterResponse } from "@/lib/leads/deliver-after-response";
import { type DeliveryTarget, deliveryQueue, deliveryTargets, enqueueLeadDeliveries } from "@/lib/leads/delivery-queue";
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
 * jobs (one per configured channel, queued in pg-boss in the same
 * transaction), so delivery work exists exactly when a lead does.
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

/**
 * The insert without a key, built once per database: a request then only
 * binds its values. It has no RETURNING clause: the count of inserted rows
 * says the same, and on the embedded store a returned row made the statement
 * about a quarter dearer (some 75 µs of CPU on top of 285).
 */
function prepareLeadInsert(db: Database) {
  const { demoRequests } = tables;
  const column = (name: keyof LeadRow) => sql.placeholder(name);
  return db
    .insert(demoRequests)
    .values({
      id: column("id"),
      email: column("email"),
      emailNormalized: column("emailNormalized"),
      tool: column("tool"),
      name: column("name"),
      phone: column("phone"),
      company: column("company"),
      message: column("message"),
      createdAt: column("createdAt"),
      source: column("source"),
      agentRegistrationId: column("agentRegistrationId"),
      attribution: column("attribution"),
      marketingOptIn: column("marketingOptIn"),
      consentNoticeVersion: column("consentNoticeVersion"),
      consentRecordedAt: column("consentRecordedAt"),
    })
    .onConflictDoNothing({ target: [demoRequests.emailNormalized, demoRequests.tool] })
    .prepare("insert_demo_request");
}

const leadInserts = new WeakMap<Database, ReturnType<typeof prepareLeadInsert>>();

async function insertLead(
  handle: DatabaseHandle,
  input: DemoRequestInput,
  lead: NewLead,
  key: string | undefined,
  accepted: DemoRequestAccepted,
): Promise<boolean> {
  const row = leadRow(input, lead);
  if (lead.targets.length > 0) {
    // The lead and its delivery jobs in one transaction: neither is ever stored without the other.
    const boss = await deliveryQueue(handle);
    const transaction =
      handle.transaction ??
      (<T>(work: (tx: Database, statement?: RawStatement) => Promise<T>) => handle.db.transaction((tx) => work(tx as unknown as Database)));
    return transaction(async (tx: Database, statement?: RawStatement) => {
      const inserted = key
        ? rowsOf(await tx.execute(leadStatement(row, key, accepted))).length > 0
        : affectedRowsOf(
            await tx
              .insert(tables.demoRequests)
              .values(row)
              .onConflictDoNothing({ target: [tables.demoRequests.emailNormalized, tables.demoRequests.tool] }),
          ) > 0;
      if (inserted) await enqueueLeadDeliveries(boss, statement ?? tx, lead.id, lead.targets);
      return inserted;
    });
  }
  const { db } = handle;
  if (!key) {
    let insert = leadInserts.get(db);
    if (!insert) {
      insert = prepareLeadInsert(db);
      leadInserts.set(db, insert);
    }
    return affectedRowsOf(await insert.execute(row)) > 0;
  }
  return rowsOf(await db.execute(leadStatement(row, key, accepted))).length > 0;
}

/**
 * One statement with a data-modifying CTE: the lead and the stored 200
 * (only if the lead was inserted).
 */
function leadStatement(row: LeadRow, key: string, accepted: DemoRequestAccepted) {
  return sql`WITH lead AS (
      INSERT INTO demo_requests (id, email, email_normalized, tool, name, phone, company, message, created_at,
        source, agent_registration_id, attribution, marketing_opt_in, consent_notice_version, consent_recorded_at)
      VALUES (${row.id}, ${row.email}, ${row.emailNormalized}, ${row.tool}, ${row.name},
              ${row.phone}, ${row.company}, ${row.message}, ${row.createdAt.toISOString()},
              ${row.source}, ${row.agentRegistrationId}, ${JSON.stringify(row.attribution)}::jsonb, ${row.marketingOptIn},
              ${row.consentNoticeVersion}, ${row.consentRecordedAt?.toISOString() ?? null})
      ON CONFLICT (email_normalized, tool) DO NOTHING
      RETURNING id
    ), remembered AS (
      UPDATE idempotency_records
      SET state = 'completed', response_status = 200, response_body = ${JSON.stringify(accepted)}
      WHERE operation = ${DEMO_REQUEST_OPERATION} AND key = ${key} AND EXISTS (SELECT 1 FROM lead)
      RETURNING 1
    )
    SELECT id FROM lead`;
}
