import type { z } from "zod";
import {
  AREA_UNITS,
  BUYER_IDS,
  BUYER_LABELS,
  DEFAULT_REGION,
  INSTRUMENT_IDS,
  INSTRUMENT_LABELS,
  JURISDICTION_LIST,
  REGIONS,
  REGION_LIST,
} from "@/lib/calculators";
import type { CalculatorSlug } from "./calculator-pages";

/** One form field; `name` is the calculator input's key and the query-string parameter. */
interface BaseFieldSpec<N extends string> {
  name: N;
  label: string;
  /** A line under the label (units, defaults, accepted formats). */
  help?: string;
  /** Shown as "(optional)"; an empty optional field is left out of the input. */
  optional?: boolean;
  /** Fields sharing a group are rendered together in a fieldset with this legend. */
  group?: string;
}

export interface NumberFieldSpec<N extends string = string> extends BaseFieldSpec<N> {
  kind: "number";
  /** Money: read as people write amounts ("12 lakh", "1.2 crore", "₹1,20,00,000"); the schema takes the same strings. */
  amount?: boolean;
  placeholder?: string;
}

export interface ChoiceOption {
  value: string;
  label: string;
  /** Options sharing a group are listed together under it (an optgroup), such as the localities of one state. */
  group?: string;
  /** With `group`: the value of another field this group belongs to (the state id), for filtering in the browser. */
  groupValue?: string;
}

export interface ChoiceFieldSpec<N extends string = string> extends BaseFieldSpec<N> {
  kind: "choice";
  options: readonly ChoiceOption[];
  /** Selected on a fresh form; "" selects the empty option of an optional choice. */
  defaultValue: string;
  /** Label of the empty option ("no choice"); optional choices only. */
  emptyLabel?: string;
}

export type FieldSpec<N extends string = string> = NumberFieldSpec<N> | ChoiceFieldSpec<N>;

/** A calculator page's form: the lib function and its schema, and how each input is asked for. */
export interface CalculatorDefinition<S extends z.ZodObject = z.ZodObject, O = unknown> {
  slug: CalculatorSlug;
  schema: S;
  fields: readonly FieldSpec<Extract<keyof z.output<S>, string>>[];
  calculate: (input: z.output<S>) => O;
}

export const UNIT_OPTIONS: readonly ChoiceOption[] = AREA_UNITS.map((unit) => ({
  value: unit.id,
  label: unit.regional ? `${unit.label} (size varies by region)` : unit.label,
}));

export const REGION_OPTIONS: readonly ChoiceOption[] = REGION_LIST.map((region) => ({ value: region.id, label: region.label }));

export const DEFAULT_REGION_LABEL = `Not specified (assume ${REGIONS[DEFAULT_REGION].label})`;

/** The region field of the calculators that take a regional unit (area converter, price per sq ft). */
export const REGION_FIELD: ChoiceFieldSpec<"region"> = {
  kind: "choice",
  name: "region",
  label: "Region",
  optional: true,
  help: "Used for bigha, biswa, katha and nali, whose size differs by region, and for the marla and kanal of some Punjab districts.",
  options: REGION_OPTIONS,
  defaultValue: "",
  emptyLabel: DEFAULT_REGION_LABEL,
};

export const STATE_OPTIONS: readonly ChoiceOption[] = JURISDICTION_LIST.map((state) => ({ value: state.id, label: state.label }));

/** "Delhi, New Delhi Municipal Council area" under Delhi reads "New Delhi Municipal Council area". */
const withoutState = (label: string, state: string) =>
  label.startsWith(`${state}, `) ? `${label.charAt(state.length + 2).toUpperCase()}${label.slice(state.length + 3)}` : label;

/** Localities under their state, so the list reads by state without JavaScript and can be filtered by it with. */
export const LOCALITY_OPTIONS: readonly ChoiceOption[] = JURISDICTION_LIST.flatMap((state) =>
  state.localities.flatMap((locality) =>
    locality.id ? [{ value: locality.id, label: withoutState(locality.label, state.label), group: state.label, groupValue: state.id }] : [],
  ),
);

export const BUYER_OPTIONS: readonly ChoiceOption[] = BUYER_IDS.map((id) => ({ value: id, label: BUYER_LABELS[id] }));

/** Instruments other than the default sale deed (the empty option is the sale deed). */
export const INSTRUMENT_OPTIONS: readonly ChoiceOption[] = INSTRUMENT_IDS.filter((id) => id !== "sale").map((id) => ({
  value: id,
  label: INSTRUMENT_LABELS[id],
}));

/** Identity, for inference: checks that every field name is an input of the schema. */
export function defineCalculator<S extends z.ZodObject, O>(definition: CalculatorDefinition<S, O>): CalculatorDefinition<S, O> {
  return definition;
}

/** Consecutive fields that share a group, in order; ungrouped fields stand alone. */
export function groupFields(fields: readonly FieldSpec[]): { legend: string | undefined; fields: FieldSpec[] }[] {
  const groups: { legend: string | undefined; fields: FieldSpec[] }[] = [];
  for (const field of fields) {
    const last = groups.at(-1);
    if (last && field.group !== undefined && last.legend === field.group) last.fields.push(field);
    else groups.push({ legend: field.group, fields: [field] });
  }
  return groups;
}
