import type { z } from "zod";
import {
  AREA_UNITS,
  DEFAULT_REGION,
  REGIONAL_UNIT_IDS,
  REGION_IDS,
  REGION_LIST,
  REGIONS,
  type InputError,
  type RegionId,
} from "@/lib/calculators";
import type { FieldSpec } from "./form-spec";
import { unreadableReason } from "./parse-number";

export interface FieldErrors<N extends string = string> {
  /** One message per field, for the text beside it. */
  fields: Partial<Record<N, string>>;
  /** A problem that belongs to no field (should not happen with the current calculators). */
  form?: string;
}

const number = (n: number | bigint) => Number(n).toLocaleString("en-IN");

/** The message a person sees for one schema issue on `field`, whose raw text was `raw`. */
export function issueMessage(issue: z.core.$ZodIssue, field: FieldSpec, raw: string): string {
  if (field.kind === "choice") {
    return raw === "" ? "Choose an option." : "Choose one of the listed options.";
  }
  const unreadable = unreadableReason(raw, { amount: field.amount });
  if (unreadable) return unreadable;
  switch (issue.code) {
    case "invalid_type":
    case "invalid_union":
      return raw === "" ? (field.amount ? "Enter an amount." : "Enter a number.") : "Enter a number, such as 2.5 or 1,00,000.";
    case "too_small":
      return issue.inclusive === false
        ? `Enter a number greater than ${number(issue.minimum)}.`
        : `Enter a number of ${number(issue.minimum)} or more.`;
    case "too_big":
      return issue.inclusive === false
        ? `Enter a number less than ${number(issue.maximum)}.`
        : `Enter a number no more than ${number(issue.maximum)}.`;
    default:
      return issue.message;
  }
}

/** Schema issues as field messages: the first issue of each field wins. */
export function issuesToFieldErrors<N extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly FieldSpec<N>[],
  values: Record<N, string>,
): FieldErrors<N> {
  const errors: FieldErrors<N> = { fields: {} };
  for (const issue of issues) {
    const field = fields.find((candidate) => candidate.name === issue.path[0]);
    if (!field) {
      errors.form ??= issue.message;
      continue;
    }
    errors.fields[field.name] ??= issueMessage(issue, field, values[field.name]);
  }
  return errors;
}

const isRegionalUnit = (value: string) => (REGIONAL_UNIT_IDS as readonly string[]).includes(value);
const isRegion = (value: string): value is RegionId => (REGION_IDS as readonly string[]).includes(value);

/**
 * An InputError on the field it names, reworded for the page: the
 * library speaks to programs (field ids, region ids), the page to people.
 */
export function calculatorErrorToFieldErrors<N extends string>(
  error: InputError,
  fields: readonly FieldSpec<N>[],
  values: Record<N, string>,
): FieldErrors<N> {
  const field = fields.find((candidate) => candidate.name === error.field);
  if (!field) return { fields: {}, form: error.message };
  const raw = values[field.name];
  if (field.kind === "choice" && isRegionalUnit(raw)) {
    const unit = AREA_UNITS.find((candidate) => candidate.id === raw)?.label ?? raw;
    const regionValue = (values as Record<string, string | undefined>).region ?? "";
    const region = REGIONS[isRegion(regionValue) ? regionValue : DEFAULT_REGION].label;
    const using = REGION_LIST.filter((candidate) => candidate.units[raw as (typeof REGIONAL_UNIT_IDS)[number]]);
    const message = `${unit} has no defined size in ${region}. Choose a region that uses it (${using
      .map((candidate) => candidate.label)
      .join(", ")}) or another unit.`;
    return { fields: { [field.name]: message } as Partial<Record<N, string>> };
  }
  let message = error.message.startsWith(`${error.field}: `)
    ? error.message.slice(error.field.length + 2)
    : error.message.replace(new RegExp(`^${error.field}\\b`), field.label);
  // "Area is too large: the result exceeds the range of a double-precision number": the first clause says it.
  if (message.includes("double-precision")) message = `${message.split(": ")[0]}.`;
  return { fields: { [field.name]: message } as Partial<Record<N, string>> };
}
