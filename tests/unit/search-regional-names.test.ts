import { describe, expect, it } from "vitest";
import { REGIONAL_NAMES, REGIONAL_TOPICS, STATE_RATE_NAME } from "@/lib/search/data/regional-names";
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

describe("a state's stamp duty or registration charges", () => {
  it("add the state-by-state guide's name only when the query is on the topic and names a state or a listed city", () => {
    expect(expandConcepts("stamp duty for a lease deed in odisha")).toContain(STATE_RATE_NAME);
    expect(expandConcepts("registration fee in jaipur")).toContain(STATE_RATE_NAME);
    // Through the concept table: "registry kharcha" means the cost of stamp duty and registration.
    expect(expandConcepts("registry kharcha madhya pradesh")).toContain(STATE_RATE_NAME);
    // On the topic but no state ("go up" is not Uttar Pradesh).
    expect(expandConcepts("will stamp duty rates go up this year")).not.toContain(STATE_RATE_NAME);
    // A state but another topic.
    expect(expandConcepts("bigha in rajasthan")).not.toContain(STATE_RATE_NAME);
  });

  it.each([
    ["stamp duty for a lease deed in odisha", "stamp-duty-and-registration-by-state"],
    ["registration charges for a plot in chhattisgarh", "stamp-duty-and-registration-by-state"],
  ])("%s finds %s first", (query, expectedId) => {
    expect(searchDocs(query, { limit: 1 }).hits[0]?.doc.id).toBe(expectedId);
  });
});
