import { z } from "zod";
import { assertFinite } from "./assert-finite";
import { AREA_UNIT_IDS } from "./data/area-units";
import { areaUnitField, positiveAmount, positiveNumber } from "./input-fields";

export const guidelineValueCheckInput = z.strictObject({
  guidelineValuePerUnit: positiveAmount(
    "guidelineValuePerUnit",
    "Government guideline value per unit area (circle rate, jantri, ready reckoner or guidance value), in any currency.",
  ),
  marketRatePerUnit: positiveAmount("marketRatePerUnit", "Market (transaction) rate per the same unit area, in the same currency."),
  area: positiveNumber("area", "Optional area of the parcel in the same unit, to get totals.").optional(),
  unit: areaUnitField(
    "unit",
    "Optional label for the unit area both rates use (default sqft). Used in the text only; nothing is converted.",
  ).optional(),
});

const STAMP_DUTY_BASES = ["market", "guideline", "equal"] as const;

export const guidelineValueCheckOutput = z.object({
  guidelineValuePerUnit: z.number().describe("Guideline value per unit area given."),
  marketRatePerUnit: z.number().describe("Market rate per unit area given."),
  unit: z.enum(AREA_UNIT_IDS).describe("Unit area both rates are expressed in (label only)."),
  marketPremiumPercent: z
    .number()
    .describe(
      "(marketRatePerUnit − guidelineValuePerUnit) / guidelineValuePerUnit × 100; negative when the market rate is below the guideline value.",
    ),
  differencePerUnit: z.number().describe("marketRatePerUnit − guidelineValuePerUnit."),
  area: z.number().nullable().describe("Area given; null when not given."),
  guidelineTotal: z.number().nullable().describe("guidelineValuePerUnit × area; null without area."),
  marketTotal: z.number().nullable().describe("marketRatePerUnit × area; null without area."),
  totalDifference: z.number().nullable().describe("differencePerUnit × area; null without area."),
  stampDutyBasis: z
    .enum(STAMP_DUTY_BASES)
    .describe("Which value stamp duty is normally charged on: the higher one (market or guideline), or equal."),
  dutiableValuePerUnit: z.number().describe("The higher of the two rates: the usual basis for stamp duty and registration."),
  dutiableTotal: z.number().nullable().describe("dutiableValuePerUnit × area; null without area."),
  note: z.string().describe("Why that value is the stamp-duty basis, and what a market rate below the guideline value implies."),
});

export type GuidelineValueCheckInput = z.infer<typeof guidelineValueCheckInput>;
export type GuidelineValueCheckOutput = z.infer<typeof guidelineValueCheckOutput>;

const RULE =
  "Stamp duty and registration are normally charged on the higher of the declared transaction value and the government guideline value.";

function noteFor(basis: (typeof STAMP_DUTY_BASES)[number]): string {
  if (basis === "market") return `${RULE} Here that is the market rate, which exceeds the guideline value.`;
  if (basis === "equal") return `${RULE} Here both are equal.`;
  return (
    `${RULE} Here that is the guideline value: buying below it does not lower the duty. ` +
    "Income-tax rules can also treat the guideline value as the sale price when it exceeds the declared price by more than a set tolerance; check with a tax adviser."
  );
}

export function guidelineValueCheck(input: GuidelineValueCheckInput): GuidelineValueCheckOutput {
  const { guidelineValuePerUnit: guideline, marketRatePerUnit: market } = input;
  const basis = market > guideline ? "market" : market < guideline ? "guideline" : "equal";
  const dutiable = Math.max(market, guideline);
  const total = (perUnit: number) => (input.area === undefined ? null : assertFinite(perUnit * input.area, "area"));
  const guidelineTotal = total(guideline);
  const marketTotal = total(market);
  return {
    guidelineValuePerUnit: guideline,
    marketRatePerUnit: market,
    unit: input.unit ?? "sqft",
    marketPremiumPercent: assertFinite(((market - guideline) / guideline) * 100, "marketRatePerUnit"),
    differencePerUnit: market - guideline,
    area: input.area ?? null,
    guidelineTotal,
    marketTotal,
    totalDifference: total(market - guideline),
    stampDutyBasis: basis,
    dutiableValuePerUnit: dutiable,
    dutiableTotal: total(dutiable),
    note: noteFor(basis),
  };
}
