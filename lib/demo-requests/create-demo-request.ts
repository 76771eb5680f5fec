import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { ApiError } from "@/lib/api/api-error";
import { errorEnvelope } from "@/lib/api/respond";
import { getDatabase, rowsOf, withStore, type Database } from "@/lib/db";
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from "@/lib/idempotency";
import { log } from "@/lib/log/logger";
import { schedulePrune } from "@/lib/db/prune-expired";
import { wellFormedText } from "@/lib/db/well-formed-text";
import type { DemoRequestAccepted, DemoRequestInput } from "./schema";
import { normalizeEmail } from "./validate-demo-request";

export const DEMO_REQUEST_OPERATION = "demo-request.create";

export interface DemoRequestOutcome {
  status: number;
  /** The JSON text to send; a replay is byte-for-byte the first answer. */
  body: string;
  replayed: boolean;
}

/**
 * Stores a validated demo request exactly once.
 *
 * Without an idempotency key the insert is one `ON CONFLICT DO NOTHING`
 * statement: of two identical submissions exactly one succeeds, the other is
 * DUPLICATE_REQUEST. With a key, the key is claimed first (one statement),
 * then the lead insert and the stored 200 happen in ONE statement, so a lead
 * exists exactly when its key replays success, even if the connection drops
 * between commit and response.
 */
export async function createDemoRequest(
  input: DemoRequestInput,
  idempotency: { key: string; fingerprint: string } | undefined,
): Promise<DemoRequestOutcome> {
  const { db } = await withStore(getDatabase);
  const lead = {
    id: `dr_${randomUUID()}`,
    receivedAt: new Date(),
  };
  const accepted: DemoRequestAccepted = {
    id: lead.id,
    status: "received",
    tool: input.tool,
    received_at: lead.receivedAt.toISOString(),
  };
  schedulePrune(db);

  if (!idempotency) {
    const inserted = await withStore(() => insertLead(db, input, lead, undefined, accepted));
    if (!inserted) throw duplicate();
    log.info("demo request stored", { leadId: lead.id, tool: input.tool });
    return { status: 200, body: JSON.stringify(accepted), replayed: false };
  }

  const { key, fingerprint } = idempotency;
  const claim = await withStore(() => claimIdempotencyKey(db, DEMO_REQUEST_OPERATION, key, fingerprint));
  if (claim.kind === "replay") {
    return { status: claim.status, body: claim.body, replayed: true };
  }
  try {
    const inserted = await withStore(() => insertLead(db, input, lead, key, accepted));
    if (inserted) {
      log.info("demo request stored", { leadId: lead.id, tool: input.tool });
      return { status: 200, body: JSON.stringify(accepted), replayed: false };
    }
    const error = duplicate();
    const envelope = errorEnvelope(error.code, error.message, error.hint);
    await withStore(() => completeIdempotencyKey(db, DEMO_REQUEST_OPERATION, key, error.status, envelope));
    throw error;
  } catch (error) {
    if (!(error instanceof ApiError && error.status < 500)) {
      await releaseIdempotencyKey(db, DEMO_REQUEST_OPERATION, key);
    }
    throw error;
  }
}

function duplicate(): ApiError {
  return new ApiError("DUPLICATE_REQUEST", undefined, {
    hint: "A demo request for this email and tool already exists; the earlier request stands.",
  });
}

const text = (value: string | undefined) => (value === undefined ? null : wellFormedText(value));

async function insertLead(
  db: Database,
  input: DemoRequestInput,
  lead: { id: string; receivedAt: Date },
  key: string | undefined,
  accepted: DemoRequestAccepted,
): Promise<boolean> {
  const values = sql`(${lead.id}, ${input.email}, ${normalizeEmail(input.email)}, ${input.tool}, ${wellFormedText(input.name)},
                ${input.phone ?? null}, ${text(input.company)}, ${text(input.message)}, ${lead.receivedAt.toISOString()})`;
  // Without a key there is nothing to remember: one plain statement, cheaper on the embedded store.
  const statement = key
    ? sql`
      WITH lead AS (
        INSERT INTO demo_requests (id, email, email_normalized, tool, name, phone, company, message, created_at)
        VALUES ${values}
        ON CONFLICT (email_normalized, tool) DO NOTHING
        RETURNING id
      ), remembered AS (
        UPDATE idempotency_records
        SET state = 'completed', response_status = 200, response_body = ${JSON.stringify(accepted)}
        WHERE operation = ${DEMO_REQUEST_OPERATION} AND key = ${key} AND EXISTS (SELECT 1 FROM lead)
        RETURNING 1
      )
      SELECT id FROM lead`
    : sql`
      INSERT INTO demo_requests (id, email, email_normalized, tool, name, phone, company, message, created_at)
      VALUES ${values}
      ON CONFLICT (email_normalized, tool) DO NOTHING
      RETURNING id`;
  const rows = rowsOf(await db.execute(statement));
  return rows.length > 0;
}
