import { and, asc, gte, lt, type SQL } from "drizzle-orm";
import { tables, type Database } from "@/lib/db";
import type { DemoRequest } from "@/lib/db/schema";

export type ExportFormat = "csv" | "jsonl";

/** One exported lead: the columns of the CSV, the keys of each JSON line. */
function exportRecord(lead: DemoRequest) {
  return {
    id: lead.id,
    received_at: lead.createdAt.toISOString(),
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    tool: lead.tool,
    message: lead.message,
    source: lead.source,
    agent_registration_id: lead.agentRegistrationId,
    marketing_opt_in: lead.marketingOptIn,
    consent_notice_version: lead.consentNoticeVersion,
    consent_recorded_at: lead.consentRecordedAt?.toISOString() ?? null,
    utm_source: lead.attribution.utm_source ?? null,
    utm_medium: lead.attribution.utm_medium ?? null,
    utm_campaign: lead.attribution.utm_campaign ?? null,
    utm_term: lead.attribution.utm_term ?? null,
    utm_content: lead.attribution.utm_content ?? null,
    referrer: lead.attribution.referrer ?? null,
    landing_page: lead.attribution.landing_page ?? null,
  };
}

type ExportRecord = ReturnType<typeof exportRecord>;

/**
 * A CSV cell. Text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`,
 * tab, CR at the start) gets a leading apostrophe, since lead fields are typed
 * by strangers.
 */
function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Leads received in [from, to), oldest first, written as CSV (with a header row) or JSON lines. */
export async function exportLeads(
  db: Database,
  options: { from?: Date; to?: Date; format: ExportFormat },
  write: (chunk: string) => void,
): Promise<number> {
  const { demoRequests } = tables;
  const conditions: SQL[] = [];
  if (options.from) conditions.push(gte(demoRequests.createdAt, options.from));
  if (options.to) conditions.push(lt(demoRequests.createdAt, options.to));
  const rows = await db
    .select()
    .from(demoRequests)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(demoRequests.createdAt), asc(demoRequests.id));
  const records = rows.map(exportRecord);
  if (options.format === "jsonl") {
    for (const record of records) write(`${JSON.stringify(record)}\n`);
    return records.length;
  }
  const columns = Object.keys(exportRecord(EMPTY_LEAD)) as Array<keyof ExportRecord>;
  write(`${columns.join(",")}\r\n`);
  for (const record of records) write(`${columns.map((column) => csvCell(record[column])).join(",")}\r\n`);
  return records.length;
}

const EMPTY_LEAD: DemoRequest = {
  id: "",
  email: "",
  emailNormalized: "",
  tool: "",
  name: "",
  phone: null,
  company: null,
  message: null,
  createdAt: new Date(0),
  source: "api",
  agentRegistrationId: null,
  attribution: {},
  marketingOptIn: false,
  consentNoticeVersion: null,
  consentRecordedAt: null,
};
