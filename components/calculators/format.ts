import { formatLakhCrore, formatMoney } from "@/lib/calculators";

/**
 * Display formatting for results, in Indian digit grouping (1,00,000). The
 * calculators return full-precision numbers; these round only for reading.
 */
const formatters = (locale: string) => ({
  twoDecimals: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
  fourSignificant: new Intl.NumberFormat(locale, { maximumSignificantDigits: 4 }),
  fullPrecision: new Intl.NumberFormat(locale, { maximumFractionDigits: 20, maximumSignificantDigits: 17 }),
});
let { twoDecimals, fourSignificant, fullPrecision } = formatters("en-IN");
/** Rupees in a host's own grouping; null on the site and in en-IN, where `formatMoney` writes them. */
let rupeesInLocale: Intl.NumberFormat | null = null;
const rupeesEnIn = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/**
 * The locale numbers are written in: en-IN on the site. An MCP App view, one document per
 * host frame, follows its host's locale; a tag Intl does not know leaves en-IN in place.
 */
export function setNumberLocale(locale: string): void {
  let supported = "en-IN";
  try {
    supported = Intl.NumberFormat.supportedLocalesOf(locale)[0] ?? "en-IN";
  } catch {
    // An invalid tag: en-IN stays.
  }
  ({ twoDecimals, fourSignificant, fullPrecision } = formatters(supported));
  rupeesInLocale =
    supported === "en-IN"
      ? null
      : new Intl.NumberFormat(supported, { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 2 });
}

const noNegativeZero = (n: number) => (Object.is(n, -0) ? 0 : n);

/** Two decimals at most; values under 1 keep four significant digits so small areas don't read as 0. */
export function formatNumber(n: number): string {
  const value = noNegativeZero(n);
  if (value !== 0 && Math.abs(value) < 1) return fourSignificant.format(value);
  return twoDecimals.format(value);
}

/**
 * Money in rupees, two decimals at most, with lakh or crore from one lakh up: "₹1,28,70,000 · ₹1.29 crore".
 * In a view whose host has another locale, the figure follows that locale's grouping ("₹12,870,000 · ₹1.29 crore").
 */
export function formatAmount(n: number): string {
  const phrase = rupeesInLocale ? formatLakhCrore(n) : null;
  const text = rupeesInLocale ? (phrase ? `${rupeesInLocale.format(n)} · ${phrase}` : rupeesInLocale.format(n)) : formatMoney(n);
  // A no-break space keeps "₹1.29 crore" on one line when a narrow cell wraps.
  return text.replace(/ (lakh|crore)$/, "\u00a0$1");
}

/** Just the rupee figure, without the lakh or crore phrase: "₹1,28,70,000" (a host's grouping in a view). */
export function formatRupeeFigure(n: number): string {
  return (rupeesInLocale ?? rupeesEnIn).format(n === 0 ? 0 : n);
}

/** The lakh or crore phrase alone ("₹1.29\u00a0crore"), or undefined below one lakh. */
export function formatRupeeWords(n: number): string | undefined {
  return formatLakhCrore(n)?.replace(/ (lakh|crore)$/, "\u00a0$1");
}

export function formatPercent(n: number): string {
  return `${formatNumber(n)}%`;
}

/** Every digit the calculation produced (as JavaScript prints it), for a secondary line. */
export function formatFull(n: number): string {
  return String(noNegativeZero(n));
}

/** Grouped full precision, for a title attribute. */
export function formatFullGrouped(n: number): string {
  return fullPrecision.format(noNegativeZero(n));
}
