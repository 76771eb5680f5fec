import { DEFAULT_REGION, REGIONS, type RegionId } from "@/lib/calculators";

interface RegionUse {
  region: RegionId | null;
  regionDefaulted: boolean;
  notes: readonly string[];
}

/**
 * The calculator's regional notes for a person at a form: the "no region
 * given" note speaks of passing a parameter, so it is replaced by one that
 * points at the Region field. The other notes (value used, source, local
 * variation) are shown as the library wrote them.
 */
export function regionNotesForPage(out: RegionUse): string[] {
  if (!out.regionDefaulted) return [...out.notes];
  const assumed =
    `No region chosen, so ${REGIONS[out.region ?? DEFAULT_REGION].label} was assumed. ` +
    "Bigha, biswa and katha differ by region: choose the region the land record comes from to use its value.";
  return [assumed, ...out.notes.filter((note) => !note.startsWith("No region given"))];
}
