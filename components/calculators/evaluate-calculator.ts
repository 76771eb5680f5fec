import type { z } from "zod";
import { InputError } from "@/lib/calculators";
import { errorKind, log } from "@/lib/log/logger";
import { calculatorErrorToFieldErrors, issuesToFieldErrors, type FieldErrors } from "./field-errors";
import type { CalculatorDefinition, FieldSpec } from "./form-spec";
import { parseNumberInput } from "./parse-number";
import { readFormValues, type SearchParams } from "./read-form-values";

export type CalculatorState<O, N extends string = string> =
  | { status: "empty"; values: Record<N, string> }
  | { status: "invalid"; values: Record<N, string>; errors: FieldErrors<N> }
  | { status: "ok"; values: Record<N, string>; output: O };

/** The raw form text as calculator input: numbers parsed, empty fields left out. */
export function toCalculatorInput<N extends string>(fields: readonly FieldSpec<N>[], values: Record<N, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const raw = values[field.name];
    if (raw === "") continue;
    input[field.name] = field.kind === "number" ? parseNumberInput(raw) : raw;
  }
  return input;
}

/**
 * Everything a calculator page shows, from its query string: the form's
 * values, and either nothing (fresh page), the field errors, or the result
 * of the library function. Never throws: the schema catches bad input and a
 * InputError lands on the field it names.
 */
export function evaluateCalculator<S extends z.ZodObject, O>(
  definition: CalculatorDefinition<S, O>,
  searchParams: SearchParams,
): CalculatorState<O, Extract<keyof z.output<S>, string>> {
  const { fields } = definition;
  const { values, submitted } = readFormValues(fields, searchParams);
  if (!submitted) return { status: "empty", values };
  const parsed = definition.schema.safeParse(toCalculatorInput(fields, values));
  if (!parsed.success) return { status: "invalid", values, errors: issuesToFieldErrors(parsed.error.issues, fields, values) };
  try {
    return { status: "ok", values, output: definition.calculate(parsed.data) };
  } catch (error) {
    if (error instanceof InputError) {
      return { status: "invalid", values, errors: calculatorErrorToFieldErrors(error, fields, values) };
    }
    log.error("calculator failed", { calculator: definition.slug, error: errorKind(error) });
    return {
      status: "invalid",
      values,
      errors: { fields: {}, form: "Something went wrong with this calculation. Please check the values and try again." },
    };
  }
}
