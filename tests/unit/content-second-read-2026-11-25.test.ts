import { describe, expect, test } from "vitest";
import { STATE_TRANSFER_RATES } from "../../lib/calculators";
import { REGIONS } from "../../lib/calculators/data/regional-units";
import { getDoc } from "../../lib/content";
import { body, sources, anchors } from "../helpers/content-docs";

/**
 * Fixes from the second read of the three reviews and the data fix merged on 25 November 2026
 * (see docs/content-review-2-response.md, "Second read of the 25 November 2026 reviews"): a fact
 * written in two documents in different words, or a changed text that said more or less than
 * its source. Each case fails if its fix is undone.
 */

describe("NRI checklist: the forms for a deduction from a non-resident, as rules 213 to 219 of the 2026 Rules give them", () => {
  const text = body("buying-land-checklist-for-nris");

  test("Form No. 144 covers every section 393(2) deduction, a foreign company seller included", () => {
    expect(text).not.toContain("for a non-resident seller other than a company");
    expect(text).toContain(
      "that statement is Form No. 144 (rule 219(1), Table serial 2), which covers every deduction under section 393(2), from a non-resident individual or a foreign company alike,",
    );
    expect(sources("buying-land-checklist-for-nris")).not.toContain("from a non-resident other than a company)");
  });

  test("Form No. 131 runs from the statement's due date, as rule 215(1) counts it", () => {
    expect(text).not.toContain("due fifteen days after the statement");
    expect(text).toContain("Form No. 131, due within fifteen days of the statement's due date");
  });

  test("the lower-deduction certificate names the 2026 Rules' forms beside the 1962 Rules' Form 13", () => {
    expect(text).toContain("(Form 13 under the 1962 Rules)");
    expect(text).toContain("on an application in Form No. 128 (rule 213(1) of the Income-tax Rules, 2026)");
    expect(text).toContain("in Form No. 129 (rule 214(1))");
    const cited = sources("buying-land-checklist-for-nris");
    expect(cited).toContain("rule 213(1) (Form No. 128");
    expect(cited).toContain("rule 214(1) (Form No. 129");
  });
});

describe("land acquisition: the 30/45/60 corridor split rests on three dated or named reports", () => {
  test("the split is no longer said to rest on one report, and the further reports are cited", () => {
    const text = body("land-acquisition");
    expect(text).not.toContain("as one report gives the split");
    expect(text).toContain(
      "and 60% in municipal corporation and metropolitan areas, as three reports give the split (Power Peak Digest; India Renewable Energy News, 25 March 2025; Mercom India)",
    );
    const cited = sources("land-acquisition");
    expect(cited).toContain("indiarenews.in/blog/read/mop-issues-new-right-of-way-compensation-guidelines-for-ists-projects");
    expect(cited).toContain("mercomindia.com/ists-developers-to-pay-60-of-the-urban-land-value-as-row-compensation");
  });
});

describe("guntha: Andhra Pradesh's extents are in acres and cents, as the acre entry says", () => {
  test("the guntha entry no longer puts Andhra Pradesh's records in acres and guntas", () => {
    const guntha = body("guntha");
    expect(guntha).not.toContain("Telangana and Andhra Pradesh: agricultural land is recorded in acres and guntas");
    expect(guntha).toContain("Andhra Pradesh: extents are given in acres and cents, not guntas");
    expect(guntha).toContain("[acre](/glossary/acre#how-it-is-used-in-india)");
    expect(anchors("acre")).toContain("how-it-is-used-in-india");
    expect(body("acre")).toContain("Andhra Pradesh, Tamil Nadu, Kerala: acres and cents (1 acre = 100 cents)");
    expect(sources("guntha")).toContain("ecourtsindia.com/cnr/APHC010374082020/order-11");
  });
});

describe("biswa: the table's calculator regions are every region with that biswa", () => {
  test("each row names exactly the regions whose biswa is the row's size", () => {
    const rows = body("biswa")
      .split("\n")
      .filter((line) => /^\| [\d,]+ sq ft/.test(line));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      const cells = row.split("|").map((cell) => cell.trim());
      const size = Number((cells[3] ?? "").split(" ")[0]?.replace(/,/g, ""));
      const named = [...(cells[4] ?? "").matchAll(/`([a-z-]+)`/g)].map((m) => m[1]).sort();
      const inData = Object.entries(REGIONS)
        .filter(([, region]) => region.units.biswa?.squareFeet === size)
        .map(([id]) => id)
        .sort();
      expect(named, row).toEqual(inData);
    }
  });
});

describe("compulsory acquisition guide: the compensation build-up is pointed at its one home", () => {
  test("section 8 links the solatium entry's build-up and the market value entry's section 26", () => {
    const text = body("compulsory-acquisition-under-the-2013-act");
    expect(text).not.toContain(
      "is explained with a worked example in [solatium](/glossary/solatium) and [market value](/glossary/market-value)",
    );
    expect(text).toContain("in [solatium](/glossary/solatium#how-compensation-is-built-up-under-the-2013-act)");
    expect(text).toContain(
      "section 26's three measures of market value are in [market value](/glossary/market-value#3-market-value-under-the-rfctlarr-act-2013)",
    );
    expect(anchors("solatium")).toContain("how-compensation-is-built-up-under-the-2013-act");
    expect(anchors("market-value")).toContain("3-market-value-under-the-rfctlarr-act-2013");
  });
});

describe("state guide: Rajasthan's lease bands written as the rate table and the help page write them", () => {
  test("the bands the calculator applies are the table's rules (a 5-, 10- or 15-year lease is in no band)", () => {
    const terms = (STATE_TRANSFER_RATES.rajasthan.instruments?.lease?.leaseTerms ?? []).map((band) => band.rule.split(":")[0] ?? "");
    expect(terms).toHaveLength(4);
    const [first, ...rest] = terms;
    const listed = `${first}, ${rest
      .map((term) => term.replace(/ years$/, ""))
      .join(", ")
      .replace(/, (?=[^,]*$)/, ", and ")}`;
    const text = body("stamp-duty-and-registration-by-state");
    expect(text).toContain(`The calculator applies the four bands both give: ${listed} (both put 30 years in the 4% band).`);
    expect(text).not.toContain("below 5 years, 5 to 10, 10 to 15, and");
  });
});

describe("jamabandi: the Assam and Bihar records are linked to their sections of the record of rights entry", () => {
  test("both sections are linked and exist", () => {
    const text = body("jamabandi");
    expect(text).toContain("[Bihar](/glossary/record-of-rights#bihar-khatiyan-jamabandi-and-parcha)");
    expect(text).toContain("[Assam](/glossary/record-of-rights#assam-jamabandi-and-chitha)");
    expect(anchors("record-of-rights")).toEqual(
      expect.arrayContaining(["bihar-khatiyan-jamabandi-and-parcha", "assam-jamabandi-and-chitha"]),
    );
  });
});

describe("due diligence checklist: a waqf lease's further conditions in section 56", () => {
  test("the State Government's approval and the Board's call for bids are stated from the provisos", () => {
    const text = body("due-diligence-checklist");
    expect(text).toContain(
      "a lease of up to thirty years for commercial, educational or health purposes also needs the State Government's approval, and the Board must advertise the lease and invite bids before it is made (the provisos to section 56(1))",
    );
    expect(sources("due-diligence-checklist")).toContain("with the State Government's approval, and bids invited in newspapers");
  });
});

describe("biswa: the summary's range agrees with the body", () => {
  test("the smallest biswa is the western Uttar Pradesh kachcha biswa the body gives, not Himachal's", () => {
    const doc = getDoc("biswa");
    const text = body("biswa");
    // The body's kachcha bigha of 5 pucca biswa is 6,806.25 sq ft, a twentieth of which is about 340 sq ft.
    expect(text).toContain('a "kachcha biswa" there is about 340 to 454 sq ft');
    expect(doc?.summary).toContain("runs from about 340 sq ft (a kachcha biswa of western Uttar Pradesh) to 1,361.25 sq ft");
    expect(doc?.summary).not.toMatch(/(ranges|runs) from about 435 sq ft/);
  });
});
