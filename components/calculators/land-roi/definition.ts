import { landRoi, landRoiInput, type LandRoiInput } from "@/lib/calculators";
import { defineCalculator, type FieldSpec } from "../form-spec";

const CURRENCY = "In rupees, as 20,00,000, 20 lakh or 1.2 crore.";

/** The form's fields, apart from the schema: the MCP App view imports them without the calculator or zod. */
export const landRoiFields: readonly FieldSpec<keyof LandRoiInput & string>[] = [
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
];

export const landRoiCalculator = /* @__PURE__ */ defineCalculator({
  slug: "land-roi",
  schema: landRoiInput,
  calculate: landRoi,
  fields: landRoiFields,
});
