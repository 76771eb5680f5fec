import { describe, expect, test } from "vitest";
import { body, sources, ACT_COPY } from "../helpers/content-docs";

/**
 * Facts corrected in the review of the solar, conversion, who-can-buy, taxes and
 * guideline-value guides and the blog (25 November 2026; see
 * docs/content-review-2-response.md). The Income-tax Act, 2025 facts were read in a
 * plain-text copy of the official text as amended by the Finance Act, 2026; each
 * case pins the wording so that an edit cannot bring back the error it replaced.
 */

describe("taxes guide: the Income-tax Act, 2025 as read", () => {
  const text = body("taxes-on-land-deals");

  test("an individual or HUF below the audit limits deducts 2% on rent above Rs 50,000 a month (s.194-IB; s.393(1) serial 2(i))", () => {
    expect(text).toContain("Section 194-IB of the 1961 Act required 2% (5% before 1 October 2024)");
    expect(text).toContain("Table serial 2(i) of section 393(1): 2%");
    // The old sentence read as if such a payer never deducts.
    expect(text).not.toContain("who must deduct only if their business or professional turnover");
  });

  test("the 10% rent rate and the specified person are stated as read, not as unread", () => {
    expect(text).toContain("Table serial 2(ii)(b): 10% for the use of land or a building");
    expect(text).toContain("Section 402(37)");
    expect(text).not.toContain("We did not read the 2025 Act's rate for this serial");
  });

  test("the rural-land exclusion, section 10(37) and the section 96 exclusion have their 2025 homes", () => {
    expect(text).toContain("section 2(22)(iii) of the 2025 Act");
    expect(text).toContain("serial 18 of the Table in Schedule III");
    expect(text).toContain("serial 3 of the Table in section 393(4)");
  });

  test("the cash-receipt penalty's exception sits in section 470, not section 451", () => {
    expect(text).toContain("Section 451 itself has no exception. Section 470 spares anyone who proves reasonable cause");
    expect(text).not.toMatch(/Section 451, like the proviso/);
    expect(sources("taxes-on-land-deals")).not.toContain("section-74a-losses-specified-head");
    expect(sources("taxes-on-land-deals")).toContain(ACT_COPY);
  });
});

describe("guideline value guide", () => {
  const text = body("guideline-value-vs-market-value");

  test("the buyer's rule is section 92(2)(m)(ii)(B), with its agreement-date rule in section 92(4)", () => {
    expect(text).toContain("| section 56(2)(x) | section 92(2)(m)(ii)(B) |");
    expect(text).toContain("section 92(4) applies the same agreement-date rule");
    expect(text).not.toContain("Check the exact clause of section 92");
    expect(sources("guideline-value-vs-market-value")).toContain(ACT_COPY);
  });

  test("Odisha's notified value is its benchmark valuation, not a guideline value", () => {
    expect(text).toMatch(/\| Benchmark Market Value \(BMV\)\s+\| Odisha\s+\|/);
    expect(text).not.toMatch(/\| Guideline value\s+\|[^|\n]*Odisha/);
    // The glossary entry agrees: Odisha is not among the states that call it a guideline value.
    const entry = body("guideline-value");
    expect(entry).toContain("Odisha calls its values the Benchmark Market Value");
    expect(entry).not.toMatch(/also in Odisha/);
  });
});

describe("blog posts name the buyer's clause", () => {
  test.each(["circle-rates-explained-for-first-time-buyers", "stamp-duty-changes-to-watch"])("%s", (id) => {
    expect(body(id)).toContain("section 92(2)(m)");
    expect(sources(id)).toContain(ACT_COPY);
  });
});

describe("who-can-buy and conversion guides", () => {
  test("the Saurashtra Bill of 17 February 2026 is reported, with its assent unconfirmed", () => {
    const text = body("who-can-buy-agricultural-land");
    expect(text).toContain("On 17 February 2026 the Assembly passed a Bill amending section 75 of the Saurashtra Ordinance");
    expect(text).toContain("We found neither the Bill's text nor a report of assent");
    const cited = sources("who-can-buy-agricultural-land");
    expect(cited).toContain("indianexpress.com/article/cities/ahmedabad/amid-opp-objections-gujarat-assembly-passes-bill");
    expect(cited).toContain("thehawk.in/news/india/gujarat-assembly-passes-saurashtra-garkhed-amendment-bill");
  });

  test("Himachal's bar turns on owning agricultural land in the state, not on residence", () => {
    const text = body("agricultural-land-conversion");
    expect(text).not.toContain("non-agriculturists and non-residents");
    expect(text).toContain("does not already own agricultural land in the state, Himachalis included");
  });
});

describe("the cent: a gazetteer's use is named as use, not as a definition (ninth unit search, 25 Nov 2026)", () => {
  const GODAVARI = "https://en.wikisource.org/wiki/Page:G%C3%B3d%C3%A1vari.djvu/147";

  test("the cent entry cites the Gódávari gazetteer's page and says it does not give the cent's size", () => {
    expect(sources("cent")).toContain(GODAVARI);
    expect(sources("cent")).toMatch(/Gódávari[^\n]*p\. 121[^\n]*not defined/);
    const text = body("cent");
    expect(text).toContain("does not say how many make one");
    // The definition still rests on reference works: the find must not be read as one.
    expect(text).toContain(
      "We found no Madras, Travancore, Kerala or Tamil Nadu revenue manual, rule or official page that defines the cent by name",
    );
  });

  test("the guide says no text defining the cent was found and links the entry for the use records", () => {
    const text = body("regional-area-units");
    expect(text).toContain("we found no revenue manual, rule or gazetteer we could read that defines them");
    expect(text).toContain("uses cents without saying how many make an acre: see [cent](/glossary/cent)");
  });
});
