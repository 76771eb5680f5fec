import { convertArea, convertAreaInput, type ConvertAreaInput } from "@/lib/calculators";
import { defineCalculator, type FieldSpec, REGION_FIELD, UNIT_OPTIONS } from "../form-spec";

/** The form's fields, apart from the schema: the MCP App view imports them without the calculator or zod. */
export const areaConverterFields: readonly FieldSpec<keyof ConvertAreaInput & string>[] = [
  { kind: "number", name: "value", label: "Area", help: "Digits, with or without commas: 2.5 or 1,00,000.", placeholder: "e.g. 2.5" },
  { kind: "choice", name: "fromUnit", label: "From", options: UNIT_OPTIONS, defaultValue: "acre" },
  { kind: "choice", name: "toUnit", label: "To", options: UNIT_OPTIONS, defaultValue: "sqft" },
  REGION_FIELD,
];

export const areaConverter = /* @__PURE__ */ defineCalculator({
  slug: "area-converter",
  schema: convertAreaInput,
  calculate: convertArea,
  fields: areaConverterFields,
});
