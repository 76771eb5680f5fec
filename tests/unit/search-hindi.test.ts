import { describe, expect, it } from "vitest";
import { TERM_BASE } from "@/lib/i18n/term-base";
import { HINDI_WORDS } from "@/lib/search/data/hindi-words";
import { readHindi } from "@/lib/search/read-hindi";
import { searchDocs } from "@/lib/search/search-docs";
import { QUERY_OPTIONS, typoDistance } from "@/lib/search/search-index";
import { isDevanagari, terms, tokenize } from "@/lib/search/tokenize";

const top = (query: string, n = 3) => searchDocs(query, { limit: n }).hits.map((hit) => hit.doc.id);

describe("the tokenizer reads Devanagari", () => {
  it("keeps vowel signs and the virama inside their word", () => {
    expect(tokenize("भूमि अधिग्रहण का मुआवज़ा")).toEqual(["भूमि", "अधिग्रहण", "का", "मुआवजा"]);
  });

  it("folds the nukta, chandrabindu and a nasal with virama to one spelling", () => {
    expect(terms("ज़मीन")).toEqual(terms("जमीन"));
    expect(terms("नक़्शा")).toEqual(terms("नक्शा"));
    expect(terms("स्टाम्प")).toEqual(terms("स्टांप"));
    expect(terms("हिन्दी")).toEqual(terms("हिंदी"));
    expect(tokenize("गाँव")).toEqual(tokenize("गांव"));
  });

  it("drops Hindi function words and stems the rest", () => {
    expect(terms("ज़मीन की रजिस्ट्री में कितना खर्चा आता है")).toEqual(terms("जमीन रजिस्ट्री खर्च"));
    expect(terms("बीघा")).toEqual(terms("बीघे"));
    expect(terms("खरीदने")).toEqual(terms("खरीदें"));
  });

  it("gives short Devanagari words no typos and no prefix matches", () => {
    expect(typoDistance("बीघा")).toBe(false);
    expect(typoDistance("अधिग्रहण")).toBe(1);
    const prefix = QUERY_OPTIONS.prefix as (term: string) => boolean;
    expect(prefix("बीघ")).toBe(false);
    expect(prefix("अधिग्रहण")).toBe(true);
    expect(prefix("abc")).toBe(true);
  });
});

describe("a Hindi question is read into English", () => {
  it("takes the longest name first and keeps other words in place", () => {
    const { reading, english } = readHindi(terms("भूमि अधिग्रहण का मुआवज़ा"));
    expect(english).toEqual(["land acquisition", "compensation"]);
    expect(reading).toEqual(terms("land acquisition compensation"));
    expect(readHindi(terms("stamp duty कितनी है delhi में")).reading).toEqual(terms("stamp duty delhi"));
  });

  it("feeds the concept table: a bank loan on the land asks for an encumbrance certificate", () => {
    expect(top("ज़मीन पर लोन तो नहीं है")).toContain("encumbrance-certificate");
  });

  it("finds the acquisition pages for the compensation question, as its English words do", () => {
    const hindi = top("भूमि अधिग्रहण का मुआवज़ा");
    expect(hindi).toContain("land-acquisition");
    expect(hindi).toEqual(expect.arrayContaining(top("land acquisition compensation").slice(0, 2)));
  });

  it.each([
    ["स्टाम्प ड्यूटी", ["stamp-duty"]],
    ["दाखिल खारिज", ["mutation"]],
    ["बीघा", ["bigha"]],
    ["खसरा खतौनी", ["khatauni"]],
  ])("%s finds the English page first", (query, expected) => {
    expect(expected).toContain(top(query, 1)[0]);
  });
});

describe("the term base and the everyday words", () => {
  const english = [...TERM_BASE.map((term) => term.en), ...HINDI_WORDS.map(([, en]) => en)];

  it("name every term in Devanagari, with an English side the corpus uses", () => {
    for (const term of TERM_BASE) {
      for (const name of [term.hi, ...(term.also ?? [])]) expect(isDevanagari(name), name).toBe(true);
    }
    for (const [names] of HINDI_WORDS) for (const name of names) expect(isDevanagari(name), name).toBe(true);
    for (const en of new Set(english)) {
      for (const term of terms(en)) expect(searchDocs(term, { limit: 1 }).total, `${en}: "${term}"`).toBeGreaterThan(0);
    }
  });

  it("never give one Hindi name two English readings", () => {
    const seen = new Map<string, string>();
    const all: [string, string][] = [
      ...TERM_BASE.flatMap((term) => [term.hi, ...(term.also ?? [])].map((name): [string, string] => [name, term.en])),
      ...HINDI_WORDS.flatMap(([names, en]) => names.map((name): [string, string] => [name, en])),
    ];
    for (const [name, en] of all) {
      const key = terms(name).join(" ");
      expect(key, `"${name}" is all stop words`).not.toBe("");
      expect(seen.get(key) ?? en, `"${name}"`).toBe(en);
      seen.set(key, en);
    }
  });
});
