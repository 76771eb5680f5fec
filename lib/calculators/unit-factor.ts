import { z } from "zod";
import { AREA_UNIT_IDS } from "./data/area-units";
import { REGION_IDS } from "./data/regional-units";
import { divide, toNumber } from "./rational";
import { SQUARE_FEET_PER_SQUARE_METRE, type UnitSize } from "./resolve-unit-size";

/** Output shape that tells the caller exactly which size of a unit was used. */
export const unitFactorSchema = z.object({
  unit: z.enum(AREA_UNIT_IDS).describe("The area unit."),
  squareFeet: z.number().describe("Square feet in one of this unit (the factor used)."),
  squareMetres: z.number().describe("Square metres in one of this unit (the factor used)."),
  region: z.enum(REGION_IDS).nullable().describe("Region whose customary size was used for this unit; null for units with one fixed size."),
  source: z.string().optional().describe("For a regional size: the reference it comes from, in words. Absent for fixed units."),
  sourceUrl: z.string().optional().describe("For a regional size: deep link to that reference. Absent for fixed units."),
  verifiedOn: z
    .string()
    .optional()
    .describe("For a regional size: ISO date we last checked it against the reference. Absent for fixed units."),
});

export type UnitFactor = z.infer<typeof unitFactorSchema>;

export function unitFactor(size: UnitSize): UnitFactor {
  return {
    unit: size.unit,
    squareFeet: toNumber(size.squareFeet),
    squareMetres: toNumber(divide(size.squareFeet, SQUARE_FEET_PER_SQUARE_METRE)),
    region: size.region,
    ...(size.region !== null && size.source ? { source: size.source } : {}),
    ...(size.region !== null && size.url ? { sourceUrl: size.url } : {}),
    ...(size.region !== null && size.verifiedOn ? { verifiedOn: size.verifiedOn } : {}),
  };
}
