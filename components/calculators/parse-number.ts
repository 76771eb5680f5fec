const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * A number typed into a form: grouping commas and spaces are allowed
 * ("1,00,000", "43 560"), and so is an exponent ("1e6"). Anything else,
 * including hex, "Infinity" and a lone sign, is NaN so the schema reports it
 * as not a finite number. Empty input is undefined (left out).
 */
export function parseNumberInput(raw: string): number | undefined {
  const compact = raw.replace(/[\s,]/g, "");
  if (compact === "") return undefined;
  return DECIMAL.test(compact) ? Number(compact) : Number.NaN;
}
