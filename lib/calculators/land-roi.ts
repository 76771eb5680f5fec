import { z } from "zod";
import { assertFinite } from "./assert-finite";
import { nonNegativeAmount, positiveAmount, positiveNumber } from "./input-fields";

export const landRoiInput = z.strictObject({
  purchasePrice: positiveAmount("purchasePrice", "Price paid for the land (any currency; all money fields share it)."),
  salePrice: nonNegativeAmount("salePrice", "Price the land was or will be sold for; 0 models a total loss."),
  holdingPeriodYears: positiveNumber("holdingPeriodYears", "Years between purchase and sale; fractions allowed (18 months = 1.5)."),
  additionalCosts: nonNegativeAmount(
    "additionalCosts",
    "Other money put in over the holding period (stamp duty, registration, fees, taxes, upkeep), added to the cost basis. Default 0.",
  ).optional(),
});

export const landRoiOutput = z.object({
  purchasePrice: z.number().describe("Purchase price given."),
  salePrice: z.number().describe("Sale price given."),
  holdingPeriodYears: z.number().describe("Holding period given, in years."),
  additionalCosts: z.number().describe("Additional costs used (0 when not given)."),
  totalInvestment: z.number().describe("Cost basis: purchasePrice + additionalCosts."),
  totalProfit: z.number().describe("salePrice − totalInvestment; negative for a loss."),
  totalRoiPercent: z.number().describe("totalProfit / totalInvestment × 100 over the whole holding period."),
  annualizedRoiPercent: z
    .number()
    .describe(
      "Compound annual growth rate (CAGR): ((salePrice / totalInvestment)^(1 / holdingPeriodYears) − 1) × 100; −100 for a total loss.",
    ),
  isLoss: z.boolean().describe("True when totalProfit is negative."),
});

export type LandRoiInput = z.infer<typeof landRoiInput>;
export type LandRoiOutput = z.infer<typeof landRoiOutput>;

/**
 * Annualises with CAGR rather than dividing the total ROI by the years,
 * because a simple average overstates multi-year returns and is meaningless
 * for holding periods under a year.
 */
export function landRoi(input: LandRoiInput): LandRoiOutput {
  const additionalCosts = input.additionalCosts ?? 0;
  const totalInvestment = assertFinite(input.purchasePrice + additionalCosts, "purchasePrice");
  const totalProfit = input.salePrice - totalInvestment;
  const growth = (input.salePrice / totalInvestment) ** (1 / input.holdingPeriodYears);
  return {
    purchasePrice: input.purchasePrice,
    salePrice: input.salePrice,
    holdingPeriodYears: input.holdingPeriodYears,
    additionalCosts,
    totalInvestment,
    totalProfit,
    totalRoiPercent: assertFinite((totalProfit / totalInvestment) * 100, "salePrice"),
    annualizedRoiPercent: assertFinite(
      (growth - 1) * 100,
      "holdingPeriodYears",
      "holdingPeriodYears is too short to annualise this return: the annualized ROI exceeds the range of a double-precision number",
    ),
    isLoss: totalProfit < 0,
  };
}
