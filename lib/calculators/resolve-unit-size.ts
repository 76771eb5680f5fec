import { InputError } from "@/lib/errors/input-error";
import {
  type AreaUnitId,
  FIXED_UNIT_SIZES,
  LOCALLY_SIZED_UNIT_IDS,
  type LocallySizedUnitId,
  REGIONAL_UNIT_IDS,
  type RegionalUnitId,
} from "./data/area-units";
import { REGION_LIST, REGIONS, type RegionalUnitValue, type RegionId } from "./data/regional-units";
import { divide, fromDecimal, multiply, rational, type Rational } from "./rational";

/** 1 m² in square feet, exactly: 1 / 0.09290304 (1 ft = 0.3048 m). */
export const SQUARE_FEET_PER_SQUARE_METRE: Rational = divide(rational(1n), fromDecimal(0.09290304));

export interface UnitSize {
  unit: AreaUnitId;
  /** Exact size of one unit in square feet: the pivot of every conversion. */
  squareFeet: Rational;
  /** The region whose value was used; null for fixed units. */
  region: RegionId | null;
  /** Published reference for a regional value; null for fixed units. */
  source: string | null;
  /** Deep link to that reference, and the date we last checked the value against it; null for fixed units. */
  url: string | null;
  verifiedOn: string | null;
  /** Further references for a regional value, in words with their links; empty for fixed units. */
  alsoIn: readonly string[];
}

const also = (value: RegionalUnitValue): string[] => (value.corroboration ?? []).map((c) => `${c.title} (${c.url})`);

function isRegional(unit: AreaUnitId): unit is RegionalUnitId {
  return (REGIONAL_UNIT_IDS as readonly string[]).includes(unit);
}

function isLocallySized(unit: AreaUnitId): unit is LocallySizedUnitId {
  return (LOCALLY_SIZED_UNIT_IDS as readonly string[]).includes(unit);
}

/**
 * Size of one `unit` as an exact rational number of square feet. Regional
 * units read `region`; a region that does not use the unit is an error on
 * `field`, listing the regions that do, instead of a silent substitute.
 * Marla and kanal take the region's official local size where it has one,
 * else the standard size.
 */
export function resolveUnitSize(unit: AreaUnitId, region: RegionId, field: string): UnitSize {
  if (!isRegional(unit)) {
    const local = isLocallySized(unit) ? REGIONS[region].units[unit] : undefined;
    if (local) {
      return {
        unit,
        squareFeet: fromDecimal(local.squareFeet),
        region,
        source: local.source,
        url: local.url,
        verifiedOn: local.verifiedOn,
        alsoIn: also(local),
      };
    }
    const size = FIXED_UNIT_SIZES[unit];
    const squareFeet =
      "squareFeet" in size ? fromDecimal(size.squareFeet) : multiply(fromDecimal(size.squareMetres), SQUARE_FEET_PER_SQUARE_METRE);
    return { unit, squareFeet, region: null, source: null, url: null, verifiedOn: null, alsoIn: [] };
  }
  const value = REGIONS[region].units[unit];
  if (!value) {
    const using = REGION_LIST.filter((r) => r.units[unit]).map((r) => r.id);
    throw new InputError(
      field,
      `${field}: ${unit} has no defined size in region ${region}; regions that define ${unit}: ${using.join(", ")}`,
    );
  }
  return {
    unit,
    squareFeet: fromDecimal(value.squareFeet),
    region,
    source: value.source,
    url: value.url,
    verifiedOn: value.verifiedOn,
    alsoIn: also(value),
  };
}
