import { parseAmount, parsePlainNumber } from "@/lib/calculators";

/**
 * A number typed into a form. A money field reads amounts as people write
 * them ("12 lakh", "1.2 crore", "₹1,20,00,000", "50k"); any other number
 * field takes digits with grouping commas and spaces ("1,00,000", "43 560")
 * or an exponent ("1e6"). What cannot be read is NaN, so the schema reports
 * it (the field's message then gives the parser's reason); empty input is
 * undefined (left out).
 */
const isBlank = (raw: string) => raw.replace(/[\s,]/g, "") === "";

export function parseNumberInput(raw: string, { amount = false }: { amount?: boolean } = {}): number | undefined {
  if (isBlank(raw)) return undefined;
  const parsed = amount ? parseAmount(raw) : parsePlainNumber(raw);
  return parsed.ok ? parsed.value : Number.NaN;
}

/** Why a field's text is not a number (or an amount), in the page's words; undefined when it reads. */
export function unreadableReason(raw: string, { amount = false }: { amount?: boolean } = {}): string | undefined {
  if (isBlank(raw)) return undefined;
  const parsed = amount ? parseAmount(raw) : parsePlainNumber(raw);
  return parsed.ok ? undefined : parsed.reason;
}
