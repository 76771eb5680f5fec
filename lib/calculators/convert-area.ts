import { z } from "zod";
import { assertFinite } from "./assert-finite";
import { AREA_UNIT_IDS } from "./data/area-units";
import { DEFAULT_REGION, REGION_IDS } from "./data/regional-units";
import { areaUnitField, nonNegativeNumber, regionField } from "./input-fields";
import { divide, fromDecimal, multiply, toNumber } from "./rational";
import { regionUse } from "./region-notes";
import { resolveUnitSize, SQUARE_FEET_PER_SQUARE_METRE } from "./resolve-unit-size";
import { unitFactor, unitFactorSchema } from "./unit-factor";

export const convertAreaInput = z.strictObject({
  value: nonNegativeNumber("value", "The area to convert, expressed in fromUnit."),
  fromUnit: areaUnitField("fromUnit", `Unit of value: ${AREA_UNIT_IDS.join(", ")}.`),
  toUnit: areaUnitField("toUnit", "Unit to convert into (same list as fromUnit)."),
  region: regionField(),
});

export const convertAreaOutput = z.object({
  value: z.number().describe("The area given, in fromUnit."),
  fromUnit: z.enum(AREA_UNIT_IDS).describe("Unit of the area given."),
  toUnit: z.enum(AREA_UNIT_IDS).describe("Unit of result."),
  result: z.number().describe("The area in toUnit, full double precision (not rounded)."),
  squareFeet: z.number().describe("The same area in square feet."),
  squareMetres: z.number().describe("The same area in square metres."),
  fromUnitFactor: unitFactorSchema.describe("Size of one fromUnit that was used."),
  toUnitFactor: unitFactorSchema.describe("Size of one toUnit that was used."),
  region: z.enum(REGION_IDS).nullable().describe("Region whose bigha/biswa/katha size was used; null if neither unit is regional."),
  regionDefaulted: z.boolean().describe("True when region was not given and the default region was assumed."),
  notes: z.array(z.string()).describe("Which regional values were used, their sources and how they vary; empty for fixed units."),
});

export type ConvertAreaInput = z.infer<typeof convertAreaInput>;
export type ConvertAreaOutput = z.infer<typeof convertAreaOutput>;

/**
 * Converts through square feet as the pivot, with every factor held as an
 * exact rational (1 ft = 0.3048 m, acre = 43,560 sq ft, ...), so the only
 * rounding is the final conversion of each answer to a double.
 */
export function convertArea(input: ConvertAreaInput): ConvertAreaOutput {
  const region = input.region ?? DEFAULT_REGION;
  const from = resolveUnitSize(input.fromUnit, region, "fromUnit");
  const to = resolveUnitSize(input.toUnit, region, "toUnit");
  const areaSquareFeet = multiply(fromDecimal(input.value), from.squareFeet);
  return {
    value: input.value,
    fromUnit: input.fromUnit,
    toUnit: input.toUnit,
    result: assertFinite(toNumber(divide(areaSquareFeet, to.squareFeet)), "value"),
    squareFeet: assertFinite(toNumber(areaSquareFeet), "value"),
    squareMetres: assertFinite(toNumber(divide(areaSquareFeet, SQUARE_FEET_PER_SQUARE_METRE)), "value"),
    fromUnitFactor: unitFactor(from),
    toUnitFactor: unitFactor(to),
    ...regionUse(input.region, [from, to]),
  };
}
