import { landRoi, landRoiInput } from "@/lib/calculators";
import { defineCalculator } from "../form-spec";

const CURRENCY = "In rupees, as 20,00,000, 20 lakh or 1.2 crore.";

export const landRoiCalculator = defineCalculator({
  slug: "land-roi",
  schema: landRoiInput,
  calculate: landRoi,
  fields: [
    { kind: "number", name: "purchasePrice", label: "Purchase price", amount: true, help: CURRENCY, placeholder: "e.g. 20 lakh" },
    {
      kind: "number",
      name: "salePrice",
      label: "Sale price",
      amount: true,
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
      amount: true,
      optional: true,
      help: "Stamp duty, registration, fees, taxes and upkeep over the holding period. Added to the cost.",
      placeholder: "0",
    },
  ],
});
