import { describe, expect, test } from "vitest";
import { ACT_COPY, anchors, body, sources } from "../helpers/content-docs";
import { renderMarkdown } from "@/lib/markdown/render-markdown";
import { getDoc } from "@/lib/content";

/**
 * The third expert review (late November 2026): each fix pinned, so that an
 * edit cannot bring back the omission it mended. The record is
 * docs/content-review-3-response.md.
 */

const TDS_HOME = "/guides/taxes-on-land-deals#2-tds-when-you-buy-land";

describe("M1: the ₹50 lakh TDS threshold is counted over all sellers since 1 October 2024", () => {
  test("the taxes guide states the rule, its sources and the four co-owner example", () => {
    const text = body("taxes-on-land-deals");
    expect(text).toMatch(/counted on the whole property, not per seller/);
    expect(text).toMatch(/1 October 2024/);
    expect(text).toMatch(/section 58 of the Finance \(No\. 2\) Act, 2024/);
    expect(text).toMatch(/Note 1 to serial 3/);
    // 4 × ₹30 lakh = ₹1.2 crore ≥ ₹50 lakh, so 1% of each ₹30 lakh payment.
    expect(text).toMatch(/₹30 lakh each for one parcel, ₹1\.2 crore in all/);
    expect(text).toMatch(/₹30,000 per seller/);
    expect(0.01 * 3_000_000).toBe(30_000);
    expect(sources("taxes-on-land-deals")).toContain("https://cabkgoyal.com/2024/11/12");
    expect(sources("taxes-on-land-deals")).toContain(ACT_COPY);
    expect(anchors("taxes-on-land-deals")).toContain("2-tds-when-you-buy-land");
  });

  test.each(["land-acquisition-process", "buying-land-checklist-for-nris", "sale-deed", "due-diligence-checklist"])(
    "%s says so and links to the taxes guide",
    (id) => {
      const text = body(id);
      expect(text).toContain("1 October 2024");
      expect(text).toContain(TDS_HOME);
    },
  );

  test("the guideline-value table row says so too", () => {
    expect(body("guideline-value-vs-market-value")).toMatch(/counted over all sellers together since 1 Oct 2024/);
  });
});

describe("M2 and L7: Uttarakhand's 2025 land law and the regions not yet covered", () => {
  test("the who-can-buy guide has a row and a section, dated and sourced", () => {
    const text = body("who-can-buy-agricultural-land");
    expect(text).toMatch(/\| Uttarakhand \| Since 2025, no one from outside the state/);
    expect(anchors("who-can-buy-agricultural-land")).toContain("uttarakhand");
    expect(text).toMatch(/11 of its 13 districts/);
    expect(text).toMatch(/Haridwar.*Udham Singh Nagar/s);
    expect(text).toMatch(/250 m²/);
    expect(text).toMatch(/1 May 2025/);
    expect(sources("who-can-buy-agricultural-land")).toContain("newsdrum.in");
  });

  test("a 'not covered yet' section names the regions the guide leaves out", () => {
    const text = body("who-can-buy-agricultural-land");
    expect(anchors("who-can-buy-agricultural-land")).toContain("not-covered-yet");
    for (const region of ["Jammu and Kashmir", "north-eastern States", "Bihar", "Assam", "Goa"]) expect(text).toContain(region);
  });

  test("the state guide's Uttarakhand row points to it", () => {
    expect(body("stamp-duty-and-registration-by-state")).toContain("/guides/who-can-buy-agricultural-land#uttarakhand");
  });
});

describe("M3: fragmentation (tukdebandi) law", () => {
  test("a glossary entry states the standard area, the 2025 ordinance and what to check", () => {
    const doc = getDoc("fragmentation");
    expect(doc?.kind).toBe("glossary");
    const text = body("fragmentation");
    expect(text).toMatch(/20 R/);
    expect(text).toMatch(/10 R/);
    expect(text).toMatch(/8 August 2023/);
    expect(text).toMatch(/4 November 2025/);
    expect(text).toMatch(/15 November 1965 and 15 October 2024/);
    expect(doc?.aliases).toEqual(expect.arrayContaining(["tukdebandi"]));
    expect(sources("fragmentation")).toContain("lokmattimes.com");
  });

  test("the due-diligence checklist checks for it and lists it as a red flag", () => {
    const text = body("due-diligence-checklist");
    expect(text).toMatch(/Fragmentation \(Maharashtra\)\./);
    expect(text).toContain("/glossary/fragmentation");
    expect(text).toMatch(/a farm plot smaller than the standard area/);
  });
});

describe("M5: the state table keeps the rule and a status word; verification is folded", () => {
  const text = body("stamp-duty-and-registration-by-state");
  const rows = text.split("\n").filter((line) => /^\| [A-Z]/.test(line) && !line.startsWith("| State"));

  test("every notes cell is short and carries a status word", () => {
    expect(rows.length).toBeGreaterThanOrEqual(22);
    for (const row of rows.slice(0, 22)) {
      const notes = row.split("|").at(-2)?.trim() ?? "";
      expect(notes.length, row.slice(0, 30)).toBeLessThanOrEqual(200);
      expect(notes, row.slice(0, 30)).toMatch(/reported|notified|Unresolved/);
    }
  });

  test("the verification detail is kept, in a fold after the table", () => {
    expect(text).toMatch(/<details>\n<summary>Sources and verification, state by state<\/summary>/);
    expect(text).toMatch(/- Assam\. Portal tables citing the state's registration site/);
    const html = renderMarkdown(getDoc("stamp-duty-and-registration-by-state")?.body ?? "").html;
    expect(html).toMatch(/<details>\s*<summary>Sources and verification, state by state<\/summary>/);
  });
});

describe("Low findings", () => {
  test("L3: the NRI guide gives the repatriation limits", () => {
    const text = body("buying-land-checklist-for-nris");
    expect(text).toMatch(/USD 1 million per financial year/);
    expect(text).toMatch(/no more than two/);
    expect(text).toMatch(/15CA and 15CB/);
    expect(sources("buying-land-checklist-for-nris")).toContain("rbi.org.in");
  });

  test("L5: specific performance as the rule since 1 October 2018", () => {
    const text = body("agreement-to-sell");
    expect(text).toMatch(/Since 1 October 2018 the court shall enforce it/);
    expect(text).toMatch(/sections 11\(2\), 14 and 16/);
    expect(text).toMatch(/section 20/);
  });

  test("L6: when a taxable acquisition gain is taxed", () => {
    const text = body("taxes-on-land-deals");
    expect(text).toMatch(/first received/);
    expect(text).toMatch(/section 67\(12\) and \(13\) of the 2025 Act/);
    expect(text).toMatch(/taken as nil/);
  });

  test("L10: the Uttar Pradesh Stamp Act, 2008 and its commencement", () => {
    const text = body("stamp-duty-and-registration-by-state");
    expect(text).toMatch(/Uttar Pradesh Stamp Act, 2008 \(U\.P\. Act No\. 17 of 2010/);
    expect(text).toMatch(/we found no such notification/);
  });
});
