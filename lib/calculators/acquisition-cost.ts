import { z } from "zod";
import { assertFinite } from "./assert-finite";
import { STATE_IDS, STATE_TRANSFER_RATES, type StateId } from "./data/state-transfer-rates";
import { nonNegativeNumber, percentage, positiveNumber, stateField } from "./input-fields";

export const acquisitionCostInput = z.strictObject({
  basePrice: positiveNumber("basePrice", "Agreed price of the land (any currency; all money fields share it)."),
  state: stateField(
    `Indian state or UT whose default stamp duty and registration rates to use when those percentages are not given: ${STATE_IDS.join(", ")}.`,
  ),
  guidelineValue: positiveNumber(
    "guidelineValue",
    "Optional government guideline value (circle rate × area) of the whole property. Stamp duty and registration are charged on the higher of basePrice and this.",
  ).optional(),
  stampDutyPercent: percentage("stampDutyPercent", "Stamp duty as % of the dutiable value; overrides the state default.").optional(),
  registrationPercent: percentage(
    "registrationPercent",
    "Registration fee as % of the dutiable value; overrides the state default.",
  ).optional(),
  brokeragePercent: percentage("brokeragePercent", "Brokerage as % of basePrice. Default 0.").optional(),
  legalFees: nonNegativeNumber("legalFees", "Legal and due-diligence fees, as an amount. Default 0.").optional(),
  otherCosts: nonNegativeNumber("otherCosts", "Any other costs (survey, mutation, travel), as an amount. Default 0.").optional(),
});

const RATE_SOURCES = ["input", "stateDefault", "none"] as const;
const COST_ITEMS = ["basePrice", "stampDuty", "registration", "brokerage", "legalFees", "otherCosts"] as const;

const rateUsed = z.object({
  percent: z.number().describe("Percentage applied."),
  source: z.enum(RATE_SOURCES).describe("input = given explicitly; stateDefault = from the state table; none = not given, 0 used."),
  reference: z.string().nullable().describe("Published source of a state default; null otherwise."),
  asOf: z.string().nullable().describe("Date a state default was last confirmed (ISO); null otherwise."),
});

export const acquisitionCostOutput = z.object({
  basePrice: z.number().describe("Agreed price given."),
  state: z.enum(STATE_IDS).nullable().describe("State given; null when none."),
  dutiableValue: z.number().describe("Value stamp duty and registration were charged on: the higher of basePrice and guidelineValue."),
  rates: z
    .object({ stampDuty: rateUsed, registration: rateUsed, brokerage: rateUsed })
    .describe("Each percentage used and where it came from."),
  breakdown: z
    .array(
      z.object({
        item: z.enum(COST_ITEMS).describe("Cost line."),
        amount: z.number().describe("Amount of this line, in the currency of basePrice."),
      }),
    )
    .describe("Itemised costs, base price first; the amounts sum to total."),
  additionalCosts: z.number().describe("total − basePrice: everything paid on top of the price."),
  total: z.number().describe("Full acquisition cost: the sum of breakdown."),
  additionalCostPercent: z.number().describe("additionalCosts / basePrice × 100: the total as a percentage over the base price."),
  notes: z.array(z.string()).describe("How the state's rates vary and what was not included."),
});

export type AcquisitionCostInput = z.infer<typeof acquisitionCostInput>;
export type AcquisitionCostOutput = z.infer<typeof acquisitionCostOutput>;
type RateUsed = z.infer<typeof rateUsed>;

/** Explicit percentage, else the state default, else 0 with a note saying so. */
function pickRate(explicit: number | undefined, state: StateId | undefined, key: "stampDutyPercent" | "registrationPercent"): RateUsed {
  if (explicit !== undefined) return { percent: explicit, source: "input", reference: null, asOf: null };
  if (state === undefined) return { percent: 0, source: "none", reference: null, asOf: null };
  const rates = STATE_TRANSFER_RATES[state];
  return { percent: rates[key], source: "stateDefault", reference: rates.source, asOf: rates.asOf };
}

export function acquisitionCost(input: AcquisitionCostInput): AcquisitionCostOutput {
  const dutiableValue = Math.max(input.basePrice, input.guidelineValue ?? 0);
  const stampDuty = pickRate(input.stampDutyPercent, input.state, "stampDutyPercent");
  const registration = pickRate(input.registrationPercent, input.state, "registrationPercent");
  const brokerage: RateUsed = {
    percent: input.brokeragePercent ?? 0,
    source: input.brokeragePercent === undefined ? "none" : "input",
    reference: null,
    asOf: null,
  };
  const breakdown = [
    { item: "basePrice" as const, amount: input.basePrice },
    { item: "stampDuty" as const, amount: (dutiableValue * stampDuty.percent) / 100 },
    { item: "registration" as const, amount: (dutiableValue * registration.percent) / 100 },
    { item: "brokerage" as const, amount: (input.basePrice * brokerage.percent) / 100 },
    { item: "legalFees" as const, amount: input.legalFees ?? 0 },
    { item: "otherCosts" as const, amount: input.otherCosts ?? 0 },
  ];
  const total = assertFinite(
    breakdown.reduce((sum, line) => sum + line.amount, 0),
    "basePrice",
  );
  const additionalCosts = total - input.basePrice;
  return {
    basePrice: input.basePrice,
    state: input.state ?? null,
    dutiableValue,
    rates: { stampDuty, registration, brokerage },
    breakdown,
    additionalCosts,
    total,
    additionalCostPercent: assertFinite((additionalCosts / input.basePrice) * 100, "basePrice"),
    notes: notesFor(input, dutiableValue, [stampDuty, registration]),
  };
}

function notesFor(input: AcquisitionCostInput, dutiableValue: number, taxes: RateUsed[]): string[] {
  const notes: string[] = [];
  if (dutiableValue > input.basePrice) {
    notes.push("The guideline value exceeds the price, so stamp duty and registration were charged on the guideline value.");
  }
  if (input.state !== undefined && taxes.some((rate) => rate.source === "stateDefault")) {
    const rates = STATE_TRANSFER_RATES[input.state];
    notes.push(`${rates.label} default rates (general rate, as of ${rates.asOf}): ${rates.note} Pass explicit percentages to override.`);
  }
  if (taxes.some((rate) => rate.source === "none")) {
    notes.push(
      "No state and no explicit percentage were given for stamp duty or registration, so 0 was used for it; pass state or the percentage.",
    );
  }
  return notes;
}
