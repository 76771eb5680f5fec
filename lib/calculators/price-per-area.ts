import { z } from "zod";
import { assertFinite } from "./assert-finite";
import { AREA_UNIT_IDS } from "./data/area-units";
import { DEFAULT_REGION, REGION_IDS } from "./data/regional-units";
import { areaUnitField, positiveAmount, positiveNumber, regionField } from "./input-fields";
import { divide, fromDecimal, multiply, toNumber } from "./rational";
import { regionUse } from "./region-notes";
import { resolveUnitSize, SQUARE_FEET_PER_SQUARE_METRE } from "./resolve-unit-size";
import { unitFactor, unitFactorSchema } from "./unit-factor";

export const pricePerAreaInput = z.strictObject({
  totalPrice: positiveAmount("totalPrice", "Total price of the parcel, in any currency (the answer uses the same currency)."),
  area: positiveNumber("area", "Area of the parcel, expressed in unit."),
  unit: areaUnitField("unit", `Unit of area: ${AREA_UNIT_IDS.join(", ")}.`),
  region: regionField(),
});

export const pricePerAreaOutput = z.object({
  totalPrice: z.number().describe("Total price given."),
  area: z.number().describe("Area given, in unit."),
  unit: z.enum(AREA_UNIT_IDS).describe("Unit of the area given."),
  pricePerSqft: z.number().describe("Price per square foot."),
  pricePerSqm: z.number().describe("Price per square metre."),
  pricePerUnit: z.number().describe("Price per one of the supplied unit."),
  areaSqft: z.number().describe("The area in square feet."),
  areaSqm: z.number().describe("The area in square metres."),
  unitFactor: unitFactorSchema.describe("Size of one supplied unit that was used."),
  region: z.enum(REGION_IDS).nullable().describe("Region whose bigha/biswa/katha size was used; null if unit is not regional."),
  regionDefaulted: z.boolean().describe("True when region was not given and the default region was assumed."),
  notes: z.array(z.string()).describe("Which regional value was used, its source and how it varies; empty for fixed units."),
});

export type PricePerAreaInput = z.infer<typeof pricePerAreaInput>;
export type PricePerAreaOutput = z.infer<typeof pricePerAreaOutput>;

/** Exact rational arithmetic as in convertArea: one rounding per answer. */
export function pricePerArea(input: PricePerAreaInput): PricePerAreaOutput {
  const size = resolveUnitSize(input.unit, input.region ?? DEFAULT_REGION, "unit");
  const price = fromDecimal(input.totalPrice);
  const area = fromDecimal(input.area);
  const areaSquareFeet = multiply(area, size.squareFeet);
  const areaSquareMetres = divide(areaSquareFeet, SQUARE_FEET_PER_SQUARE_METRE);
  return {
    totalPrice: input.totalPrice,
    area: input.area,
    unit: input.unit,
    pricePerSqft: assertFinite(toNumber(divide(price, areaSquareFeet)), "totalPrice"),
    pricePerSqm: assertFinite(toNumber(divide(price, areaSquareMetres)), "totalPrice"),
    pricePerUnit: assertFinite(toNumber(divide(price, area)), "totalPrice"),
    areaSqft: assertFinite(toNumber(areaSquareFeet), "area"),
    areaSqm: assertFinite(toNumber(areaSquareMetres), "area"),
    unitFactor: unitFactor(size),
    ...regionUse(input.region, [size]),
  };
}
