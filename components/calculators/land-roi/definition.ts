import { landRoi, landRoiInput } from "@/lib/calculators";
import { defineCalculator } from "../form-spec";

const CURRENCY = "In rupees or any one currency, the same for every amount.";

export const landRoiCalculator = defineCalculator({
  slug: "land-roi",
  schema: landRoiInput,
  calculate: landRoi,
  fields: [
    { kind: "number", name: "purchasePrice", label: "Purchase price", help: CURRENCY, placeholder: "e.g. 20,00,000" },
    {
      kind: "number",
      name: "salePrice",
      label: "Sale price",
      help: "Actual or expected. 0 models a total loss.",
      placeholder: "e.g. 32,00,000",
    },
    {
      kind: "number",
      name: "holdingPeriodYears",
      label: "Holding period (years)",
      help: "Fractions are fine: 18 months is 1.5.",
      placeholder: "e.g. 5",
    },
    {
      kind: "number",
      name: "additionalCosts",
      label: "Additional costs",
      optional: true,
      help: "Stamp duty, registration, fees, taxes and upkeep over the holding period. Added to the cost.",
      placeholder: "0",
    },
  ],
});
