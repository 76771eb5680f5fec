import { AREA_UNITS, REGIONS, type AreaUnitId, type RegionId } from "@/lib/calculators";

const SYMBOLS: Partial<Record<AreaUnitId, string>> = { sqft: "sq ft", sqm: "sq m", sqyd: "sq yd", hectare: "ha" };

/** Short form after a number: "43,560 sq ft", "2 acre", "5 bigha". */
export function unitSymbol(unit: AreaUnitId): string {
  return SYMBOLS[unit] ?? unit;
}

export function unitName(unit: AreaUnitId): string {
  return AREA_UNITS.find((info) => info.id === unit)?.label ?? unit;
}

export function regionName(region: RegionId): string {
  return REGIONS[region].label;
}
