import { describe, expect, it } from "vitest";
import { markdownToPlainBlocks } from "@/lib/markdown/plain-text";
import { SYNONYM_GROUPS } from "@/lib/search/data/synonyms";
import { EXCERPT_MAX_CHARS } from "@/lib/search/excerpt";
import { expandSynonyms } from "@/lib/search/expand-synonyms";
import { getAllDocs, getDoc } from "@/lib/content";
import { docNames, namesDoc } from "@/lib/search/doc-names";
import { getSearchIndex, tokenizeField, typoDistance, unswapped } from "@/lib/search/search-index";
import { searchDocs } from "@/lib/search/search-docs";
import { terms, tokenize } from "@/lib/search/tokenize";

describe("tokenizer", () => {
  it("keeps 7/12 whole, folds case, accents and plurals, drops stop words", () => {
    expect(tokenize("The 7/12 Extract")).toEqual(["the", "7/12", "extract"]);
    expect(terms("How many acres in a bigha?")).toEqual(["acre", "bigha"]);
    expect(terms("stamp duties")).toEqual(["stamp", "duty"]);
    expect(terms("m² and métre")).toEqual(["m2", "metre"]);
    expect(terms("e-stamp and e-khata")).toEqual(["estamp", "ekhata"]);
  });

  it("drops the Hindi 'na' (not) before a verb, but keeps NA in capitals, the abbreviation", () => {
    expect(terms("plot lene se pehle kagaz dekhne chahiye, dhokha na ho")).not.toContain("na");
    expect(terms("registry na kare to kya hoga")).not.toContain("na");
    expect(terms("plot NA ho gaya hai")).toContain("na");
    expect(terms("na plot meaning")).toContain("na");
  });

  it("writes two-word area units as one term", () => {
    for (const spelling of ["sq ft", "sq. ft.", "Sq.Ft", "square feet", "square foot", "sqft"]) expect(terms(spelling)).toEqual(["sqft"]);
    for (const spelling of ["sq m", "sq. mtr", "square metres", "square meter", "sqm"]) expect(terms(spelling)).toEqual(["sqm"]);
    for (const spelling of ["sq yd", "square yards", "sqyd"]) expect(terms(spelling)).toEqual(["sqyd"]);
    expect(terms("sq marla")).toEqual(["sq", "marla"]);
  });
});

describe("tokenizer, hyphenated units", () => {
  it("reads a unit written with a hyphen as the one word", () => {
    expect(terms("price-per-sq-ft")).toEqual(["price", "per", "sqft"]);
    expect(terms("rate per sq-m")).toEqual(["rate", "per", "sqm"]);
    expect(terms("square-yard plots")).toEqual(["sqyd", "plot"]);
  });
});

describe("synonyms", () => {
  it("expands a regional name to the others of its group", () => {
    const expanded = expandSynonyms("jantri rate Gujarat");
    expect(expanded).toEqual(expect.arrayContaining(["circle rate", "guideline value", "ready reckoner", "collector rate", "dlc rate"]));
    expect(expanded).not.toContain("jantri");
    expect(expandSynonyms("dakhil kharij")).toEqual(expect.arrayContaining(["mutation", "namantaran"]));
    expect(expandSynonyms("7/12")).toEqual(expect.arrayContaining(["satbara", "seven twelve"]));
    expect(expandSynonyms("square metre")).toEqual(expect.arrayContaining(["m2"]));
    expect(expandSynonyms("EC")).toContain("encumbrance certificate");
    expect(expandSynonyms("POA")).toContain("power of attorney");
    expect(expandSynonyms("NA conversion")).toContain("land conversion");
  });

  it("never treats khata (a property account) and katha (an area unit) as the same", () => {
    for (const group of SYNONYM_GROUPS) {
      expect(group.includes("khata") && group.includes("katha")).toBe(false);
    }
    expect(expandSynonyms("khata")).not.toContain("katha");
    expect(expandSynonyms("katha")).not.toContain("khata");
    expect(searchDocs("khata", { limit: 1 }).hits[0]?.doc.id).toBe("khata");
    expect(searchDocs("katha", { limit: 1 }).hits[0]?.doc.id).toBe("katha");
  });

  it("does not let a synonym outrank the term the user typed", () => {
    expect(searchDocs("jantri", { limit: 1 }).hits[0]?.doc.id).toBe("jantri");
    expect(searchDocs("ready reckoner rate", { limit: 1 }).hits[0]?.doc.id).toBe("ready-reckoner-rate");
    expect(searchDocs("guideline value", { limit: 1 }).hits[0]?.doc.id).toBe("guideline-value");
  });
});

describe("ranking", () => {
  it("ranks the document titled with the term above documents that only mention it", () => {
    const hits = searchDocs("hectare").hits;
    expect(hits[0]?.doc.id).toBe("hectare");
    expect(hits.length).toBeGreaterThan(1);
    for (let i = 1; i < hits.length; i += 1) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
  });

  it("filters by kind, applies the limit and reports the total before it", () => {
    const all = searchDocs("stamp duty", { limit: 20 });
    const guides = searchDocs("stamp duty", { kind: "guide", limit: 2 });
    expect(guides.hits).toHaveLength(2);
    expect(guides.hits.every((hit) => hit.doc.kind === "guide")).toBe(true);
    expect(guides.total).toBeGreaterThanOrEqual(2);
    expect(guides.total).toBeLessThan(all.total);
    expect(searchDocs("bigha").hits).toHaveLength(5); // default limit
  });

  it("counts each word of a title once, however many spellings of it the title holds", () => {
    expect(tokenizeField("Square foot (sq ft)", "title")).toEqual(["sqft"]);
    expect(tokenizeField("Square foot (sq ft)", "body")).toEqual(["sqft", "sqft"]);
  });

  it("knows a document by its title, the names in the title's brackets and its aliases", () => {
    const poa = getDoc("power-of-attorney");
    if (!poa) throw new Error("power-of-attorney missing");
    expect(docNames(poa)).toEqual(expect.arrayContaining([["power", "attorney"], ["poa"], ["gpa"]]));
    expect(namesDoc(poa, new Set(["poa", "nri"]))).toBe(true);
    expect(namesDoc(poa, new Set(["attorney", "nri"]))).toBe(false);
    expect(namesDoc(poa, new Set(["poa", "nri"]), new Set(["poa"]))).toBe(false);
    const katha = getDoc("katha");
    if (!katha) throw new Error("katha missing");
    expect(docNames(katha)).toEqual(expect.arrayContaining([["katha"], ["kattha"], ["cottah"]]));
  });

  it("puts the document a question names, even misspelt, above pages that share its other words", () => {
    expect(searchDocs("mutaion of land", { limit: 1 }).hits[0]?.doc.id).toBe("mutation");
    expect(searchDocs("who pays stamp duty, buyer or seller", { limit: 1 }).hits[0]?.doc.id).toBe("stamp-duty");
  });

  it("reads square feet and square metres beside another unit as the unit converted into, not the topic", () => {
    expect(searchDocs("how many square metres in one acre", { limit: 1 }).hits[0]?.doc.id).toBe("acre");
    expect(searchDocs("1 guntha kitne square feet", { limit: 1 }).hits[0]?.doc.id).toBe("guntha");
    expect(searchDocs("convert sqm to sqft", { limit: 1 }).hits[0]?.doc.id).toBe("sqm");
    // Alone, each is still its own topic.
    expect(searchDocs("what exactly is a square foot rate", { limit: 1 }).hits[0]?.doc.id).toBe("sqft");
    expect(expandSynonyms("acres into square feet", new Set(["sqft"]))).toEqual([]);
    expect(expandSynonyms("square feet")).toContain("sft");
  });

  it("reads gaj (the square yard) beside another unit as the unit converted into, and alone with square feet as the topic", () => {
    expect(searchDocs("1 bigha kitne gaj", { limit: 1 }).hits[0]?.doc.id).toBe("bigha");
    expect(searchDocs("ek biswa mein kitne gaj, ghaziabad", { limit: 1 }).hits[0]?.doc.id).toBe("biswa");
    expect(searchDocs("gaj to sq ft", { limit: 1 }).hits[0]?.doc.id).toBe("sqyd");
    expect(searchDocs("100 gaj in sq ft", { limit: 1 }).hits[0]?.doc.id).toBe("sqyd");
  });

  it("reads a short word the corpus has as typed, not as a typo of a neighbour", () => {
    getSearchIndex();
    expect(typoDistance("khata")).toBe(false);
    expect(typoDistance("mutaion")).toBe(1);
    expect(typoDistance("calculate")).toBe(2);
    expect(searchDocs("mutaion of land", { limit: 1 }).hits[0]?.doc.id).toBe("mutation");
  });

  it("puts two swapped letters right when that gives a word of the corpus", () => {
    getSearchIndex();
    expect(unswapped("acer")).toBe("acre");
    expect(unswapped("khatuani")).toBe("khatauni");
    expect(unswapped("khata")).toBe("khata");
    expect(unswapped("zzzz")).toBe("zzzz");
    expect(searchDocs("how much land is one acer", { limit: 1 }).hits[0]?.doc.id).toBe("acre");
  });

  it("puts one missing, extra or wrong letter right when one word of the corpus fits or far more documents hold it, not the tables' own words", () => {
    getSearchIndex();
    expect(unswapped("atorney")).toBe("attorney");
    expect(unswapped("registeration")).toBe("registration");
    expect(unswapped("salem")).toBe("salem");
    // A wrong letter too, towards the word far more documents hold: survey, not serve or server.
    expect(unswapped("servey")).toBe("survey");
    expect(unswapped("survay")).toBe("survey");
    expect(searchDocs("how to find servey no of my land", { limit: 1 }).hits[0]?.doc.id).toBe("survey-number");
    expect(searchDocs("registeration charges in pune", { limit: 1 }).hits[0]?.doc.id).toBe("stamp-duty-and-registration-by-state");
    // "lien" is a concept word (encumbrance), not a slip for "line".
    expect(searchDocs("lien on property", { limit: 1 }).hits[0]?.doc.id).toBe("encumbrance-certificate");
    expect(searchDocs("jamin ka naksha", { limit: 1 }).hits[0]?.doc.id).toBe("survey-number");
  });

  it("matches prefixes", () => {
    expect(searchDocs("encumbr", { limit: 1 }).hits[0]?.doc.id).toBe("encumbrance-certificate");
  });

  it("answers nothing for a query of stop words or gibberish", () => {
    expect(searchDocs("what is the").hits).toEqual([]);
    expect(searchDocs("zzzqqqxxx").total).toBe(0);
  });

  it("builds the index once per process", () => {
    expect(getSearchIndex()).toBe(getSearchIndex());
    expect(getSearchIndex().documentCount).toBe(getAllDocs().length);
  });
});

describe("excerpts", () => {
  const hasMarkdown = /\*\*|__|^#|\]\(|`|^\s*[-*] /m;

  it("are a plain-text passage of the body around the matched words, at word boundaries", () => {
    for (const query of ["bigha west bengal", "dakhil kharij", "section 50C", "jantri", "idempotency key", "stamp dutty"]) {
      for (const hit of searchDocs(query, { limit: 5 }).hits) {
        expect(hit.excerpt.length, `${query} / ${hit.doc.id}`).toBeGreaterThan(40);
        expect(hit.excerpt.length).toBeLessThanOrEqual(EXCERPT_MAX_CHARS);
        expect(hit.excerpt).not.toMatch(hasMarkdown);
        expect(hit.excerpt).toBe(hit.excerpt.trim());
        // Word boundaries: a cut is marked with an ellipsis next to a whole word.
        expect(hit.excerpt).not.toMatch(/^…\s|\s…$/);
      }
    }
  });

  it("quote the sentence that answers the query", () => {
    const bigha = searchDocs("how many square feet in a bigha in west bengal", { limit: 1 }).hits[0];
    expect(bigha?.doc.id).toBe("bigha");
    expect(bigha?.excerpt).toMatch(/West Bengal/);
    expect(bigha?.excerpt).toMatch(/sq ft/);

    const mutation = searchDocs("dakhil kharij", { limit: 1 }).hits[0];
    expect(mutation?.excerpt).toMatch(/dakhil-kharij/);

    const guntha = searchDocs("gunta", { limit: 1 }).hits[0];
    expect(guntha?.excerpt).toMatch(/gunta/);
  });

  it("are usually 160 to 300 characters", () => {
    const lengths = searchDocs("land records mutation registration", { limit: 20 }).hits.map((hit) => hit.excerpt.length);
    const inRange = lengths.filter((length) => length >= 160 && length <= 300);
    expect(inRange.length / lengths.length).toBeGreaterThanOrEqual(0.8);
  });

  it("are a passage of the document's own text", () => {
    for (const query of ["pahani", "how many square feet in a bigha", "stamp duty karnataka", "idempotency key retry"]) {
      for (const hit of searchDocs(query, { limit: 5 }).hits) {
        const plain = markdownToPlainBlocks(hit.doc.body)
          .filter((block) => block.kind === "text")
          .map((block) => block.text)
          .join(" ")
          .replace(/\s+/g, " ");
        const passage = hit.excerpt.replace(/^…/, "").replace(/…$/, "");
        expect(plain, `${query} / ${hit.doc.id}`).toContain(passage);
      }
    }
  });
});
