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
import { ENGLISH } from "./english-words";
import type { FieldSpec } from "./form-spec";
import { unreadableReason } from "./parse-number";
import type { CalcWords } from "./words";

export interface FieldErrors<N extends string = string> {
  /** One message per field, for the text beside it. */
  fields: Partial<Record<N, string>>;
  /** A problem that belongs to no field (should not happen with the current calculators). */
  form?: string;
}

const number = (n: number | bigint) => Number(n).toLocaleString("en-IN");

/**
 * The message a person sees for one schema issue on `field`, whose raw text was `raw`, in the page's language.
 * In English an unreadable amount gets the parser's own reason ("write the larger unit first"); in Hindi, the
 * one message that shows how to write an amount.
 */
export function issueMessage(issue: z.core.$ZodIssue, field: FieldSpec, raw: string, w: CalcWords = ENGLISH): string {
  const { t, locale } = w;
  if (field.kind === "choice") {
    return raw === "" ? t("errors.chooseOption") : t("errors.chooseListed");
  }
  const unreadable = unreadableReason(raw, { amount: field.amount });
  if (unreadable) {
    if (locale === "en") return unreadable;
    return field.amount ? t("errors.notAmount", { text: raw.trim() }) : t("errors.enterNumberExample");
  }
  switch (issue.code) {
    case "invalid_type":
    case "invalid_union":
      return raw === "" ? (field.amount ? t("errors.enterAmount") : t("errors.enterNumber")) : t("errors.enterNumberExample");
    case "too_small":
      return issue.inclusive === false
        ? t("errors.greaterThan", { n: number(issue.minimum) })
        : t("errors.atLeast", { n: number(issue.minimum) });
    case "too_big":
      return issue.inclusive === false
        ? t("errors.lessThan", { n: number(issue.maximum) })
        : t("errors.atMost", { n: number(issue.maximum) });
    default:
      return locale === "en" ? issue.message : t("errors.refused", { message: issue.message });
  }
}

/** Schema issues as field messages: the first issue of each field wins. */
export function issuesToFieldErrors<N extends string>(
  issues: readonly z.core.$ZodIssue[],
  fields: readonly FieldSpec<N>[],
  values: Record<N, string>,
  w: CalcWords = ENGLISH,
): FieldErrors<N> {
  const errors: FieldErrors<N> = { fields: {} };
  for (const issue of issues) {
    const field = fields.find((candidate) => candidate.name === issue.path[0]);
    if (!field) {
      errors.form ??= issue.message;
      continue;
    }
    errors.fields[field.name] ??= issueMessage(issue, field, values[field.name], w);
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
  w: CalcWords = ENGLISH,
): FieldErrors<N> {
  const { t, locale } = w;
  const field = fields.find((candidate) => candidate.name === error.field);
  if (!field) return { fields: {}, form: locale === "en" ? error.message : t("errors.refused", { message: error.message }) };
  const raw = values[field.name];
  if (field.kind === "choice" && isRegionalUnit(raw)) {
    const unit = AREA_UNITS.find((candidate) => candidate.id === raw);
    const unitName = unit ? (locale === "en" ? unit.label : w.unit(unit.id)) : raw;
    const regionValue = (values as Record<string, string | undefined>).region ?? "";
    const region =
      locale === "en"
        ? REGIONS[isRegion(regionValue) ? regionValue : DEFAULT_REGION].label
        : w.region(isRegion(regionValue) ? regionValue : DEFAULT_REGION);
    const using = REGION_LIST.filter((candidate) => candidate.units[raw as (typeof REGIONAL_UNIT_IDS)[number]]);
    const message = t("errors.regionalUnit", {
      unit: unitName,
      region,
      regions: using.map((candidate) => (locale === "en" ? candidate.label : w.region(candidate.id))).join(", "),
    });
    return { fields: { [field.name]: message } as Partial<Record<N, string>> };
  }
  let message = error.message.startsWith(`${error.field}: `)
    ? error.message.slice(error.field.length + 2)
    : error.message.replace(new RegExp(`^${error.field}\\b`), field.label);
  // "Area is too large: the result exceeds the range of a double-precision number": the first clause says it.
  if (message.includes("double-precision")) message = `${message.split(": ")[0]}.`;
  if (locale !== "en") message = t("errors.refused", { message });
  return { fields: { [field.name]: message } as Partial<Record<N, string>> };
}
