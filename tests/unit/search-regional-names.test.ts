import { describe, expect, it } from "vitest";
import { REGIONAL_NAMES, REGIONAL_TOPICS } from "@/lib/search/data/regional-names";
import { expandConcepts } from "@/lib/search/expand-concepts";
import { searchDocs } from "@/lib/search/search-docs";
import { terms } from "@/lib/search/tokenize";

describe("regional names for the government value and the record of rights", () => {
  it("add a state's own name only when the query is on the topic and names a place in that state", () => {
    expect(expandConcepts("government rate of land in pune")).toContain("ready reckoner");
    expect(expandConcepts("land record in lucknow")).toContain("khatauni");
    // A concept expansion can put the query on the topic ("sarkari rate" means circle rate).
    expect(expandConcepts("sarkari rate ahmedabad")).toContain("jantri");
    // On the topic but no place: nothing regional.
    expect(expandConcepts("government rate of land")).not.toContain("ready reckoner");
    // A place but another topic: nothing regional.
    expect(expandConcepts("stamp duty in pune")).not.toContain("ready reckoner");
    expect(expandConcepts("bigha in rajasthan")).toEqual([]);
  });

  it("list places no two states share and names the corpus holds", () => {
    const seen = new Map<string, string>();
    for (const region of REGIONAL_NAMES) {
      for (const place of region.places) {
        const key = terms(place).join(" ");
        expect(key, `"${place}" is all stop words`).not.toBe("");
        expect(seen.get(key), `"${place}"`).toBeUndefined();
        seen.set(key, region.example[0]);
      }
      for (const name of Object.values(region.names)) {
        for (const term of terms(name)) expect(searchDocs(term, { limit: 1 }).total, `${name}: "${term}"`).toBeGreaterThan(0);
      }
    }
    for (const phrases of Object.values(REGIONAL_TOPICS)) for (const phrase of phrases) expect(terms(phrase)).not.toEqual([]);
  });

  it.each(REGIONAL_NAMES.map((region) => region.example))("%s finds %s in the top three", (query, expectedId) => {
    expect(searchDocs(query, { limit: 3 }).hits.map((hit) => hit.doc.id)).toContain(expectedId);
  });
});
