import { guidelineValueCheck, guidelineValueCheckInput, type GuidelineValueCheckInput } from "@/lib/calculators";
import { defineCalculator, UNIT_OPTIONS, type FieldSpec } from "../form-spec";

/** The form's fields, apart from the schema: the MCP App view imports them without the calculator or zod. */
export const guidelineCheckFields: readonly FieldSpec<keyof GuidelineValueCheckInput & string>[] = [
  {
    kind: "number",
    name: "guidelineValuePerUnit",
    label: "Guideline value per unit area",
    amount: true,
    help: "The government rate in rupees: circle rate, jantri, ready reckoner rate or guidance value.",
    placeholder: "e.g. 4,000",
  },
  {
    kind: "number",
    name: "marketRatePerUnit",
    label: "Market rate per unit area",
    amount: true,
    help: "What comparable land actually sells for, in rupees per the same unit.",
    placeholder: "e.g. 5,000",
  },
  {
    kind: "choice",
    name: "unit",
    label: "Unit area of both rates",
    optional: true,
    help: "A label for the results; nothing is converted.",
    options: UNIT_OPTIONS,
    defaultValue: "sqft",
  },
  {
    kind: "number",
    name: "area",
    label: "Area of the parcel",
    optional: true,
    help: "In the same unit, to see totals for the whole parcel.",
    placeholder: "e.g. 2,400",
  },
];

export const guidelineCheck = /* @__PURE__ */ defineCalculator({
  slug: "guideline-value-check",
  schema: guidelineValueCheckInput,
  calculate: guidelineValueCheck,
  fields: guidelineCheckFields,
});
