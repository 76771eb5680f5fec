import { DEFAULT_REGION, REGIONS, type RegionId } from "@/lib/calculators";
import { ENGLISH } from "./english-words";
import { formatNumber } from "./format";
import type { NoteItem } from "./notes-list";
import type { CalcWords } from "./words";

interface Factor {
  unit: string;
  region: RegionId | null;
  squareFeet?: number;
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
 * its first sentence. In another language a size note is written in it, and
 * the region's note (research, in English) gets a lead in it with the
 * English text folded under it.
 */
export function regionNotesForPage(out: RegionUse, w: CalcWords = ENGLISH): NoteItem[] {
  const english = w.locale === "en";
  const factors = [out.fromUnitFactor, out.toUnitFactor, out.unitFactor].filter((factor): factor is Factor => Boolean(factor?.region));
  const items: NoteItem[] = [];
  if (out.regionDefaulted) {
    items.push({
      summary: w.t("areaConverter.regionAssumed", {
        region: english ? REGIONS[out.region ?? DEFAULT_REGION].label : w.region(out.region ?? DEFAULT_REGION),
      }),
    });
  }
  for (const note of out.notes) {
    if (note.startsWith("No region given")) continue;
    const size = SIZE_NOTE.exec(note);
    const factor = size ? factors.find((candidate) => candidate.unit === size[2]) : undefined;
    if (size && factor?.sourceUrl) {
      const summary =
        english || factor.region === null || factor.squareFeet === undefined
          ? `${size[1]}.`
          : w.t("areaConverter.sizeNote", {
              unit: w.unit(factor.unit as Parameters<CalcWords["unit"]>[0]),
              region: w.region(factor.region),
              size: formatNumber(factor.squareFeet),
              sqft: w.unit("sqft"),
            });
      items.push({
        summary,
        details: size[3] ? `Also: ${size[3]}` : null,
        ...(english ? {} : { detailsLang: "en" }),
        sources: [{ title: factor.source ?? "Source", url: factor.sourceUrl, checkedOn: factor.verifiedOn ?? null }],
      });
      continue;
    }
    const [, first, rest] = /^(.+?\.)\s+(\S.*)$/s.exec(note) ?? [];
    if (!english) {
      const region = out.region ?? DEFAULT_REGION;
      items.push({ summary: w.t("areaConverter.regionNote", { region: w.region(region) }), details: note, detailsLang: "en" });
      continue;
    }
    items.push(first && rest ? { summary: first, details: rest } : { summary: note });
  }
  return items;
}
