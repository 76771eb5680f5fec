import { DEFAULT_REGION, REGIONS, type RegionId } from "./data/regional-units";
import { toNumber } from "./rational";
import type { UnitSize } from "./resolve-unit-size";

// Built once: `toLocaleString` with options constructs a formatter per call.
const SQUARE_FEET_FORMAT = new Intl.NumberFormat("en-US", { maximumFractionDigits: 10 });

export interface RegionUse {
  /** Region whose values were used; null when no regional unit was involved. */
  region: RegionId | null;
  /** True when `region` was not given and the documented default was assumed. */
  regionDefaulted: boolean;
  notes: string[];
}

/**
 * Bigha, biswa and katha mean different areas in different places, so every
 * answer that used one says which region's value it took, and says loudly
 * when that region was assumed rather than given.
 */
export function regionUse(requested: RegionId | undefined, sizes: readonly UnitSize[]): RegionUse {
  const regional = sizes.filter((s) => s.region !== null);
  if (regional.length === 0) return { region: null, regionDefaulted: false, notes: [] };
  const region = requested ?? DEFAULT_REGION;
  const info = REGIONS[region];
  const notes: string[] = [];
  if (requested === undefined) {
    notes.push(
      `No region given: assumed ${region} (${info.label}). Bigha, biswa and katha differ by region; pass region to use another value.`,
    );
  }
  const described = new Set<string>();
  for (const size of regional) {
    if (described.has(size.unit)) continue;
    described.add(size.unit);
    const squareFeet = SQUARE_FEET_FORMAT.format(toNumber(size.squareFeet));
    const link = size.url ? ` (${size.url})` : "";
    const checked = size.verifiedOn ? `, checked ${size.verifiedOn}` : "";
    const also = size.alsoIn.length ? ` Also: ${size.alsoIn.join("; ")}.` : "";
    notes.push(`1 ${size.unit} (${info.label}) = ${squareFeet} sq ft. Source: ${size.source ?? "regional table"}${link}${checked}.${also}`);
  }
  notes.push(info.note);
  return { region, regionDefaulted: requested === undefined, notes };
}
