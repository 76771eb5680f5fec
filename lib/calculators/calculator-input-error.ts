/**
 * Input that passed the schema but that a calculation cannot use (a unit with
 * no value in the chosen region, a result beyond double range). Carries the
 * offending field so callers (MCP tools, web forms) can point at it; the
 * calculators never throw anything else for schema-valid input.
 */
export class CalculatorInputError extends Error {
  override name = "CalculatorInputError";
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
