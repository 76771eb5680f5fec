import type { z } from "zod";
import { InputError } from "@/lib/calculators";
import { errorKind, log } from "@/lib/log/logger";
import { ENGLISH } from "./english-words";
import type { CalcWords } from "./words";
import { calculatorErrorToFieldErrors, issuesToFieldErrors, type FieldErrors } from "./field-errors";
import type { CalculatorDefinition } from "./form-spec";
import { readFormValues, type SearchParams, toCalculatorInput } from "./read-form-values";

export { toCalculatorInput };

export type CalculatorState<O, N extends string = string> =
  | { status: "empty"; values: Record<N, string> }
  | { status: "invalid"; values: Record<N, string>; errors: FieldErrors<N> }
  | { status: "ok"; values: Record<N, string>; output: O };

/**
 * Everything a calculator page shows, from its query string: the form's
 * values, and either nothing (fresh page), the field errors, or the result
 * of the library function. Never throws: the schema catches bad input and a
 * InputError lands on the field it names.
 */
export function evaluateCalculator<S extends z.ZodObject, O>(
  definition: CalculatorDefinition<S, O>,
  searchParams: SearchParams,
  w: CalcWords = ENGLISH,
): CalculatorState<O, Extract<keyof z.output<S>, string>> {
  const { fields } = definition;
  const { values, submitted } = readFormValues(fields, searchParams);
  if (!submitted) return { status: "empty", values };
  const parsed = definition.schema.safeParse(toCalculatorInput(fields, values));
  if (!parsed.success) return { status: "invalid", values, errors: issuesToFieldErrors(parsed.error.issues, fields, values, w) };
  try {
    return { status: "ok", values, output: definition.calculate(parsed.data) };
  } catch (error) {
    if (error instanceof InputError) {
      return { status: "invalid", values, errors: calculatorErrorToFieldErrors(error, fields, values, w) };
    }
    log.error("calculator failed", { calculator: definition.slug, error: errorKind(error) });
    return {
      status: "invalid",
      values,
      errors: { fields: {}, form: w.t("errors.failed") },
    };
  }
}
