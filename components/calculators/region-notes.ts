import { DEFAULT_REGION, REGIONS, type RegionId } from "@/lib/calculators";
import type { NoteItem } from "./notes-list";

interface Factor {
  unit: string;
  region: RegionId | null;
  source?: string;
  sourceUrl?: string;
  verifiedOn?: string;
}

interface RegionUse {
  region: RegionId | null;
  regionDefaulted: boolean;
  notes: readonly string[];
  fromUnitFactor?: Factor;
  toUnitFactor?: Factor;
  unitFactor?: Factor;
}

/** "1 bigha (Uttar Pradesh) = 27,225 sq ft. Source: … Also: …", as `regionUse` writes a size. */
const SIZE_NOTE = /^(1 (\S+) \(.*?\) = [\d,.]+ sq ft)\. Source: .*?(?: Also: (.*))?$/s;

/**
 * The calculator's regional notes for a person at a form, each one line with
 * its details and sources folded: the "no region given" note speaks of
 * passing a parameter, so it is replaced by one that points at the Region
 * field; a size note leads with the size, its source a link with its check
 * date (from the unit factor the answer used); the region's note leads with
 * its first sentence.
 */
export function regionNotesForPage(out: RegionUse): NoteItem[] {
  const factors = [out.fromUnitFactor, out.toUnitFactor, out.unitFactor].filter((factor): factor is Factor => Boolean(factor?.region));
  const items: NoteItem[] = [];
  if (out.regionDefaulted) {
    items.push({
      summary:
        `No region chosen, so ${REGIONS[out.region ?? DEFAULT_REGION].label} was assumed. ` +
        "Bigha, biswa and katha differ by region: choose the region the land record comes from to use its value.",
    });
  }
  for (const note of out.notes) {
    if (note.startsWith("No region given")) continue;
    const size = SIZE_NOTE.exec(note);
    const factor = size ? factors.find((candidate) => candidate.unit === size[2]) : undefined;
    if (size && factor?.sourceUrl) {
      items.push({
        summary: `${size[1]}.`,
        details: size[3] ? `Also: ${size[3]}` : null,
        sources: [{ title: factor.source ?? "Source", url: factor.sourceUrl, checkedOn: factor.verifiedOn ?? null }],
      });
      continue;
    }
    const [, first, rest] = /^(.+?\.)\s+(\S.*)$/s.exec(note) ?? [];
    items.push(first && rest ? { summary: first, details: rest } : { summary: note });
  }
  return items;
}
