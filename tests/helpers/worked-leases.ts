/**
 * The 29-year solar lease in a Maharashtra gram panchayat area on land with a
 * ready reckoner value of Rs 5,00,00,000 (basePrice is the rent budgeted as
 * the cost of the land): the worked example the calculator help and the state
 * guide use, and the state tests compute.
 */
export const MAHARASHTRA_GRAM_PANCHAYAT_29_YEAR_LEASE = {
  basePrice: 4_000_000,
  guidelineValue: 50_000_000,
  locality: "maharashtra-gram-panchayat",
  instrument: "lease",
  leaseYears: 29,
} as const;
