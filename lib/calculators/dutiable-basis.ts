/**
 * What stamp duty and registration are charged on. Data without a schema, so the calculator views
 * can show the labels without bundling zod.
 */
export const DUTIABLE_BASES = ["price", "guidelineValue", "leaseRent", "leaseMarketValueShare"] as const;

/** What each dutiableBasis is, in words: one home for the page's breakdown and the tool's text. */
export const DUTIABLE_BASIS_LABELS: Record<(typeof DUTIABLE_BASES)[number], string> = {
  price: "the agreed price",
  guidelineValue: "the guideline value",
  leaseRent: "the lease's rent basis",
  leaseMarketValueShare: "the lease's share of the market value",
};
