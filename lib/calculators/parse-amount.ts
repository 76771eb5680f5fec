/**
 * Amounts as Indians write them: "12 lakh", "12 lac", "1.2 crore", "1.2 Cr",
 * "₹1,20,00,000", "Rs. 50,000", "50k", "1 crore 20 lakh", plain numbers in any
 * grouping ("1,20,00,000", "12,000,000", "43 560"), and in Hindi ("12 लाख",
 * "1.2 करोड़", Devanagari digits too). One parser for the pages' forms, the
 * tools' string arguments and the views; pure, so it runs in the browser.
 */

/** The words for each power of ten, lower case and NFC (which splits "ड़" and "ज़" into a letter and a nukta). */
const UNIT_WORDS: ReadonlyArray<readonly [number, readonly string[]]> = [
  [3, ["thousand", "thousands", "k", "हज़ार", "हजार"]],
  [5, ["lakh", "lakhs", "lac", "lacs", "lak", "laks", "lkh", "l", "लाख"]],
  [6, ["million", "millions", "mn"]],
  [7, ["crore", "crores", "cr", "crs", "करोड़", "\u0915\u0930\u094b\u095c", "करोड"]],
];
const UNITS = new Map(UNIT_WORDS.flatMap(([exponent, words]) => words.map((word) => [word.normalize("NFC"), exponent] as const)));

/** Currency marks before the number ("₹", "Rs", "Rs.", "INR", "रु", "रुपये") and the "/-" or "only" after it. */
const CURRENCY_BEFORE = /^(?:₹|rs\.?|inr|रु\.?|रुपये|रुपए)\s*/u;
const CURRENCY_AFTER = /\s*(?:\/-|only|rupees|रुपये|रुपए)$/u;

const DEVANAGARI_DIGITS = /[०-९]/gu;

/** One term: a decimal number (digits already ungrouped), optionally an exponent, then an optional unit word. */
const TERM = /^([+-]?)(\d+\.?\d*|\.\d+)(?:e([+-]?\d+))?\s*([^\d\s.+-][^\d\s]*)?\s*/iu;

export const AMOUNT_EXAMPLES = "such as 12 lakh, 1.2 crore, ₹1,20,00,000 or 50k";

export type ParsedAmount = { ok: true; value: number } | { ok: false; reason: string };

/** "12.5" times 10^shift as the closest double, shifting the decimal point in the text so 1.1 lakh is exactly 110000. */
function scaled(digits: string, exponent: number): number {
  const [whole = "", fraction = ""] = digits.split(".");
  return Number(`${whole || "0"}.${fraction || "0"}e${exponent}`);
}

const unitOf = (word: string): number | undefined => UNITS.get(word.normalize("NFC").toLowerCase().replace(/\.$/, ""));

const refuse = (reason: string): ParsedAmount => ({ ok: false, reason });

/**
 * The amount in `text`, or why it is not one. Terms with units must come in
 * falling order ("1 crore 20 lakh 5,000"); a sign applies to the whole amount.
 * Empty text is refused with "Enter an amount"; the caller decides whether an
 * empty field is left out.
 */
export function parseAmount(text: string): ParsedAmount {
  let rest = text
    .normalize("NFC")
    .replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .trim()
    .toLowerCase();
  if (rest === "") return refuse("Enter an amount.");
  let sign = 1;
  if (/^[+-]/.test(rest)) {
    if (rest[0] === "-") sign = -1;
    rest = rest.slice(1).trim();
  }
  rest = rest.replace(CURRENCY_BEFORE, "").replace(CURRENCY_AFTER, "");
  // Grouping: commas, spaces and thin spaces between digits ("1,20,00,000", "43 560").
  rest = rest.replace(/(\d)[,\s\u00a0\u2009\u202f]+(?=\d)/gu, "$1").trim();
  if (rest === "") return refuse(`Enter an amount ${AMOUNT_EXAMPLES}.`);
  let total = 0;
  let lastExponent = Number.POSITIVE_INFINITY;
  let terms = 0;
  while (rest !== "") {
    const match = TERM.exec(rest);
    if (!match || (terms > 0 && match[1] !== "")) return refuse(`"${text.trim()}" is not an amount. Enter one ${AMOUNT_EXAMPLES}.`);
    const [whole, termSign, digits = "", power, word] = match;
    if (termSign === "-") sign = -sign;
    let exponent = power === undefined ? 0 : Number(power);
    if (word !== undefined) {
      const unit = unitOf(word);
      if (unit === undefined) {
        return refuse(`"${word}" is not a unit of money here. Enter an amount ${AMOUNT_EXAMPLES}.`);
      }
      if (power !== undefined) return refuse(`Enter either an exponent or a unit, not both ("${text.trim()}").`);
      exponent = unit;
    } else if (terms > 0 && lastExponent <= 0) {
      return refuse(`"${text.trim()}" is not an amount. Enter one ${AMOUNT_EXAMPLES}.`);
    }
    if (word !== undefined && exponent >= lastExponent) {
      return refuse(`Write the larger unit first, as in 1 crore 20 lakh ("${text.trim()}").`);
    }
    total += scaled(digits, exponent);
    lastExponent = word === undefined ? 0 : exponent;
    terms += 1;
    rest = rest.slice(whole.length);
  }
  const value = sign * total;
  if (!Number.isFinite(value)) return refuse("That amount is too large.");
  return { ok: true, value };
}

/** A plain decimal number (grouping and an exponent allowed), for fields that are not money. */
export function parsePlainNumber(text: string): ParsedAmount {
  const compact = text
    .normalize("NFC")
    .replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(/[\s,]/g, "");
  if (compact === "") return refuse("Enter a number.");
  return /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(compact) && Number.isFinite(Number(compact))
    ? { ok: true, value: Number(compact) }
    : refuse("Enter a number, such as 2.5 or 1,00,000.");
}
