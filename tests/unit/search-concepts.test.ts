import { describe, expect, it } from "vitest";
import { CONCEPTS } from "@/lib/search/data/concepts";
import { SYNONYM_GROUPS } from "@/lib/search/data/synonyms";
import { expandConcepts } from "@/lib/search/expand-concepts";
import { searchDocs } from "@/lib/search/search-docs";
import { terms } from "@/lib/search/tokenize";

describe("concept table", () => {
  it("has entries whose every phrase survives the tokenizer and whose terms the corpus uses", () => {
    expect(CONCEPTS.length).toBeGreaterThanOrEqual(30);
    for (const concept of CONCEPTS) {
      for (const phrase of concept.says) expect(terms(phrase), `"${phrase}" is all stop words`).not.toEqual([]);
      // The corpus side must be words the index holds, or the entry finds nothing.
      for (const term of terms(concept.means)) {
        expect(searchDocs(term, { limit: 1 }).total, `${concept.means}: "${term}" is not in the corpus`).toBeGreaterThan(0);
      }
    }
  });

  it("never reduces an everyday phrase to one common word, which would expand nearly every query", () => {
    const common = new Set(["rate", "land", "property", "plot", "value", "price", "record", "tax", "fee", "document", "online"]);
    for (const concept of CONCEPTS) {
      for (const phrase of concept.says) {
        const phraseTerms = terms(phrase);
        expect(phraseTerms.length === 1 && common.has(phraseTerms[0]!), `"${phrase}"`).toBe(false);
      }
    }
  });

  it("never repeats an everyday phrase in two entries", () => {
    const seen = new Map<string, string>();
    for (const concept of CONCEPTS) {
      for (const phrase of concept.says) {
        const key = terms(phrase).join(" ");
        expect(seen.get(key), `"${phrase}"`).toBeUndefined();
        seen.set(key, concept.means);
      }
    }
  });

  it("keeps khata (an account) and katha (an area unit) apart", () => {
    for (const concept of CONCEPTS) {
      const all = [...concept.says, concept.means].flatMap(terms);
      expect(all.includes("khata") && all.includes("katha")).toBe(false);
    }
    expect(SYNONYM_GROUPS.length).toBeGreaterThan(0);
  });

  it("expands only on whole phrases, not on parts of words", () => {
    expect(expandConcepts("is the plot mortgaged")).toContain("encumbrance certificate");
    expect(expandConcepts("bank loan on flat")).toContain("encumbrance certificate");
    expect(expandConcepts("loaner car")).not.toContain("encumbrance certificate");
    expect(expandConcepts("registration charges in delhi")).not.toContain("encumbrance certificate");
    expect(expandConcepts("bigha to acre")).toEqual([]);
  });

  describe.each(CONCEPTS.map((concept) => [concept.means, concept] as const))("%s", (_, concept) => {
    const [query, expectedId] = concept.example;

    it(`its example "${query}" expands to it`, () => {
      expect(expandConcepts(query)).toContain(concept.means);
    });

    it(`its example finds ${expectedId} in the top three`, () => {
      expect(searchDocs(query, { limit: 3 }).hits.map((hit) => hit.doc.id)).toContain(expectedId);
    });
  });
});
