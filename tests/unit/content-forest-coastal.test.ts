import { describe, expect, it } from "vitest";
import { findDocSection, getAllDocs, getDoc } from "../../lib/content";

/**
 * The due-diligence checklist's "Forest, coastal and eco-sensitive land" section: its dates, thresholds and
 * holdings, each backed by a source whose title names it, and the anchor other documents link to.
 */
describe("forest, coastal and eco-sensitive land", () => {
  const doc = getDoc("due-diligence-checklist");
  if (!doc) throw new Error("due-diligence-checklist is missing");
  const section = findDocSection(doc, "Forest, coastal and eco-sensitive land");
  const text = section?.markdown ?? "";
  const sourceTitles = doc.sources.map((source) => source.title).join("\n");

  it("is a section of the checklist with the anchor other documents link to", () => {
    expect(section?.heading.id).toBe("forest-coastal-and-eco-sensitive-land");
    const anchor = "/guides/due-diligence-checklist#forest-coastal-and-eco-sensitive-land";
    const linking = getAllDocs().filter((other) => other.body.includes(anchor));
    expect(linking.map((other) => other.id).sort()).toEqual(["agricultural-land-conversion", "record-of-rights"]);
    expect(doc.body).toContain("](#forest-coastal-and-eco-sensitive-land)");
  });

  // Each figure as the section states it, and the words a source title must carry for it.
  const facts: { stated: string; source: RegExp }[] = [
    { stated: "25 October 1980", source: /25 Oct 1980/ },
    { stated: "12 December 1996", source: /12 Dec 1996/ },
    { stated: "4 August 2023", source: /4 Aug 2023/ },
    { stated: "1 December 2023", source: /1 Dec 2023/ },
    { stated: "up to 0.10 ha", source: /0\.10 ha/ },
    { stated: "within 100 km", source: /100 km/ },
    { stated: "up to 10 ha", source: /10 ha/ },
    { stated: "up to 5 ha", source: /5 ha/ },
    { stated: "On 19 February 2024", source: /19 Feb 2024/ },
    { stated: "W.P. (C) 1164 of 2023", source: /W\.P\. \(C\) 1164 of 2023/ },
    { stated: "by 31 March 2024", source: /31 Mar 2024/ },
    { stated: "by 15 April 2024", source: /15 Apr 2024/ },
    { stated: "3,30,186.93 ha", source: /3,30,186\.93 ha/ },
    { stated: "G.S.R. 37(E), 18 January 2019", source: /18 Jan 2019/ },
    { stated: "2,161 or more people per sq km", source: /2,161 per sq km/ },
    { stated: "50 m from the HTL", source: /NDZ 50 m/ },
    { stated: "at least 10 m from the HTL", source: /10 m from the HTL/ },
    { stated: "guidelines of 9 February 2011", source: /9 Feb 2011/ },
    { stated: "On 3 June 2022", source: /3 Jun 2022/ },
    { stated: "On 26 April 2023 (I.A. 131377 of 2022)", source: /26 Apr 2023/ },
    { stated: "within 1 km of its boundary stays barred", source: /mining within 1 km/ },
  ];

  it.each(facts)("states $stated, and a source's title names it", ({ stated, source }) => {
    expect(text).toContain(stated);
    expect(sourceTitles).toMatch(source);
  });

  it("says plainly what was not read", () => {
    expect(text).toContain("We did not read a final decision in the challenge");
    expect(text).toContain("We did not read the 2019 notification's zone-by-zone norms");
  });

  it("is found by the questions people ask about it", () => {
    for (const question of [
      "How do I check whether land is forest land or deemed forest before buying?",
      "Can I build on land in a Coastal Regulation Zone (CRZ)?",
      "What is allowed in an eco-sensitive zone around a national park or wildlife sanctuary?",
    ]) {
      expect(doc.questions).toContain(question);
    }
    for (const alias of ["forest land", "deemed forest", "CRZ", "eco-sensitive zone"]) expect(doc.aliases).toContain(alias);
  });
});
