/**
 * Rupee amounts as Indians read them: ₹ with Indian digit grouping
 * (₹1,28,70,000) and, from one lakh up, the same amount in lakh or crore
 * (₹1.29 crore). The one formatter of money for pages, tool text and views;
 * structured results stay plain numbers. `parseAmount` reads every string
 * these functions write.
 */
const LAKH = 100_000;
const CRORE = 10_000_000;

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 0, maximumFractionDigits: 2 });
const rupeesPrecise = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumSignificantDigits: 10,
});
const twoDecimals = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

const noNegativeZero = (n: number) => (Object.is(n, -0) ? 0 : n);

/** ₹ with Indian grouping, two decimals at most: "₹1,28,70,000", "-₹5,000", "₹2,203.86". */
export function formatRupees(n: number): string {
  return rupees.format(noNegativeZero(n));
}

/** ₹ with Indian grouping to ten significant digits, for text that must state a figure in full. */
export function formatRupeesPrecise(n: number): string {
  return rupeesPrecise.format(noNegativeZero(n));
}

/**
 * The amount in lakh or crore, rounded to two decimals: "₹1.29 crore",
 * "₹8.4 lakh", "-₹12 lakh"; null below one lakh, where the grouped figure
 * reads well on its own. A value that rounds to 100 lakh is "₹1 crore".
 */
export function formatLakhCrore(n: number): string | null {
  const value = noNegativeZero(n);
  const size = Math.abs(value);
  if (!Number.isFinite(value) || size < LAKH) return null;
  const inLakh = Math.round((size / LAKH) * 100) / 100;
  const [amount, unit] = inLakh >= 100 ? [size / CRORE, "crore"] : [size / LAKH, "lakh"];
  return `${value < 0 ? "-" : ""}₹${twoDecimals.format(amount)} ${unit}`;
}

/**
 * The full figure and, from one lakh up, its lakh or crore phrase: "₹1,28,70,000 · ₹1.29 crore"; "₹50,000" below.
 * `precise` keeps ten significant digits instead of two decimals, for text that states every figure.
 */
export function formatMoney(n: number, { precise = false }: { precise?: boolean } = {}): string {
  const figure = precise ? formatRupeesPrecise(n) : formatRupees(n);
  const phrase = formatLakhCrore(n);
  return phrase ? `${figure} · ${phrase}` : figure;
}
