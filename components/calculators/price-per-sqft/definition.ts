import { pricePerArea, pricePerAreaInput, type PricePerAreaInput } from "@/lib/calculators";
import { defineCalculator, type FieldSpec, REGION_FIELD, UNIT_OPTIONS } from "../form-spec";

/** The form's fields, apart from the schema: the MCP App view imports them without the calculator or zod. */
export const pricePerSqftFields: readonly FieldSpec<keyof PricePerAreaInput & string>[] = [
  {
    kind: "number",
    name: "totalPrice",
    label: "Total price",
    amount: true,
    help: "In rupees, as 45,00,000, 45 lakh or 1.2 crore.",
    placeholder: "e.g. 45 lakh",
  },
  { kind: "number", name: "area", label: "Area", placeholder: "e.g. 1.5" },
  { kind: "choice", name: "unit", label: "Unit of area", options: UNIT_OPTIONS, defaultValue: "acre" },
  REGION_FIELD,
];

export const pricePerSqft = /* @__PURE__ */ defineCalculator({
  slug: "price-per-sqft",
  schema: pricePerAreaInput,
  calculate: pricePerArea,
  fields: pricePerSqftFields,
});
