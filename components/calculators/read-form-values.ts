import type { FieldSpec } from "./form-spec";
import { parseNumberInput } from "./parse-number";

/** What Next passes a page as (awaited) `searchParams`. */
export type SearchParams = Record<string, string | string[] | undefined>;

export interface FormValues<N extends string = string> {
  /** The raw text of every field, as typed or as in the URL, to put back in the form. */
  values: Record<N, string>;
  /** False for a fresh page: no field of this form is in the query string. */
  submitted: boolean;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The form's fields from the query string. Parameters that are not fields
 * (utm_source, ...) are ignored. A fresh page gets each choice's default.
 * A submitted one keeps what was sent, so a missing required field is
 * reported rather than guessed; only an optional choice left out of the URL
 * takes its default, which is the value the calculator assumes anyway.
 */
export function readFormValues<N extends string>(fields: readonly FieldSpec<N>[], searchParams: SearchParams): FormValues<N> {
  const submitted = fields.some((field) => first(searchParams[field.name]) !== undefined);
  const values = {} as Record<N, string>;
  for (const field of fields) {
    const sent = first(searchParams[field.name]);
    const fallback = field.kind === "choice" && (!submitted || field.optional) ? field.defaultValue : "";
    values[field.name] = sent === undefined ? fallback : sent.trim();
  }
  return { values, submitted };
}

/** The raw form text as calculator input: numbers parsed, empty fields left out. */
export function toCalculatorInput<N extends string>(fields: readonly FieldSpec<N>[], values: Record<N, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = values[field.name];
    if (raw === "") continue;
    input[field.name] = field.kind === "number" ? parseNumberInput(raw, { amount: field.amount }) : raw;
  }
  return input;
}
