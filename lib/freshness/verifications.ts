import type { Doc } from "@/lib/content";

/** What was verified: a whole document, one of its citations, or one row of the calculators' data. */
export type VerificationKind = "document" | "citation" | "data";

/** One fact or document and the date it was last checked against its source. */
export interface Verification {
  kind: VerificationKind;
  /** Where it lives: a document id (with `#source-N` for a citation) or a path into a data table. */
  id: string;
  /** What a reviewer reads: the document title, the citation's title or the data row's label. */
  label: string;
  /** YYYY-MM-DD of the last check. */
  checked: string;
  /** The cited address, when there is one. */
  url?: string;
  /** True where no date of its own is recorded and the document's reviewed (or updated) date stands for it. */
  inherited?: boolean;
}

/** A document is verified when reviewed (when never reviewed, when last updated); a citation when checked, else with its document. */
export function documentVerifications(docs: readonly Doc[]): Verification[] {
  const out: Verification[] = [];
  for (const doc of docs) {
    const docChecked = doc.reviewed ?? doc.updated;
    out.push({ kind: "document", id: doc.id, label: doc.title, checked: docChecked, ...(doc.reviewed ? {} : { inherited: true }) });
    doc.sources.forEach((source, index) => {
      out.push({
        kind: "citation",
        id: `${doc.id}#source-${index + 1}`,
        label: source.title,
        url: source.url,
        checked: source.checked ?? docChecked,
        ...(source.checked ? {} : { inherited: true }),
      });
    });
  }
  return out;
}

/** Field names a data row may carry its check date under: today's `verifiedOn`, or a per-row `checkedOn` / `checked`. */
const CHECK_DATE_FIELDS = ["verifiedOn", "checkedOn", "checked"] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const rowDate = (row: Record<string, unknown>): string | undefined => {
  for (const field of CHECK_DATE_FIELDS) {
    const value = row[field];
    if (typeof value === "string" && ISO_DATE.test(value)) return value;
  }
  return undefined;
};

const textOf = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value : undefined);

/** The source a data row cites: `source: { title, url }`, or `url` / `source` strings on the row itself. */
function rowSource(row: Record<string, unknown>): { title?: string; url?: string } {
  const source = row.source;
  if (source && typeof source === "object") {
    const { title, url } = source as Record<string, unknown>;
    return { ...(textOf(title) ? { title: title as string } : {}), ...(textOf(url) ? { url: url as string } : {}) };
  }
  return { ...(textOf(source) ? { title: source as string } : {}), ...(textOf(row.url) ? { url: row.url as string } : {}) };
}

/**
 * Every row of a data table that records when it was checked, found by
 * walking the table: any object with a check date (see CHECK_DATE_FIELDS) is
 * one row. The walk does not depend on the table's shape, so rows that gain
 * their own dates, new instruments or new states are listed without change
 * here. `name` prefixes the paths (`STATE_TRANSFER_RATES.delhi.localities[delhi-mcd].stampDuty`).
 */
export function dataVerifications(table: unknown, name: string): Verification[] {
  const out: Verification[] = [];
  /** Objects on the current path: a row shared by several places is listed at each, a cycle is not followed. */
  const ancestors = new Set<unknown>();
  const visit = (value: unknown, path: string, context: string, key: string): void => {
    if (!value || typeof value !== "object" || ancestors.has(value)) return;
    ancestors.add(value);
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const id = item && typeof item === "object" ? textOf((item as Record<string, unknown>).id) : undefined;
        visit(item, `${path}[${id ?? index}]`, context, key);
      });
      ancestors.delete(value);
      return;
    }
    const row = value as Record<string, unknown>;
    const label = textOf(row.label) ?? textOf(row.name) ?? (key === name ? context : `${context}, ${key}`);
    const checked = rowDate(row);
    if (checked) {
      const source = rowSource(row);
      out.push({
        kind: "data",
        id: path,
        label: source.title ? `${label}: ${source.title}` : label,
        checked,
        ...(source.url ? { url: source.url } : {}),
      });
    }
    for (const [field, inner] of Object.entries(row)) {
      if (field === "source") continue;
      visit(inner, `${path}.${field}`, textOf(row.label) ?? textOf(row.name) ?? context, field);
    }
    ancestors.delete(value);
  };
  visit(table, name, name, name);
  return out;
}

const DAY_MS = 86_400_000;

/** Whole days from `checked` to `today` (both YYYY-MM-DD). */
export const ageInDays = (checked: string, today: string): number => Math.round((Date.parse(today) - Date.parse(checked)) / DAY_MS);

/** The verifications older than `maxAgeDays` on `today`, oldest first (then by id), each with its age. */
export function dueVerifications(
  verifications: readonly Verification[],
  today: string,
  maxAgeDays = 180,
): Array<Verification & { ageDays: number }> {
  return verifications
    .map((verification) => ({ ...verification, ageDays: ageInDays(verification.checked, today) }))
    .filter((verification) => verification.ageDays > maxAgeDays)
    .sort((a, b) => a.checked.localeCompare(b.checked) || a.id.localeCompare(b.id));
}
