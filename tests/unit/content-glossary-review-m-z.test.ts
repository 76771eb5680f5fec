import { describe, expect, test } from "vitest";
import { AREA_UNIT_IDS, STATE_TRANSFER_RATES } from "../../lib/calculators";
import { getDoc } from "../../lib/content";
import { body, sources, anchors } from "../helpers/content-docs";
import { calculatorTools } from "../../lib/mcp/tools/calculator-tools";

/**
 * Facts corrected in the review of the glossary entries M to Z, the lease-deed entry and the
 * calculator help pages (25 November 2026; see docs/content-review-2-response.md). Each case
 * pins the wording, or ties it to the calculators' own answer, so that an edit or a change of
 * the tool's text cannot bring back the error it replaced.
 */

/**
 * The opening paragraph of the text block the calculator MCP tool returns for these arguments, as an
 * agent reads it: the answer the help pages quote. Its sources and notes follow in paragraphs of their own.
 */
async function toolText(name: string, args: Record<string, unknown>): Promise<string> {
  const tool = calculatorTools.find((t) => t.name === name);
  expect(tool, name).toBeDefined();
  const result = await tool?.run(tool.inputSchema.parse(args) as never);
  return result?.text.split("\n\n")[0] ?? "";
}

describe("help pages quote the text block the tool returns today", () => {
  test.each([
    [
      "using-the-land-roi-calculator",
      "land_roi",
      { purchasePrice: 5000000, additionalCosts: 400000, salePrice: 9000000, holdingPeriodYears: 5 },
    ],
    ["using-the-guideline-value-check", "guideline_value_check", { guidelineValuePerUnit: 3000, marketRatePerUnit: 4200 }],
    ["using-the-price-per-sqft-calculator", "price_per_sqft", { totalPrice: 12000000, area: 2, unit: "guntha" }],
    ["using-the-area-converter", "land_area_convert", { value: 2.5, fromUnit: "acre", toUnit: "sqft" }],
    ["using-the-area-converter", "land_area_convert", { value: 10, fromUnit: "bigha", toUnit: "acre", region: "west-bengal" }],
    ["using-the-area-converter", "land_area_convert", { value: 1, fromUnit: "bigha", toUnit: "sqft" }],
    [
      "using-the-acquisition-cost-calculator",
      "land_acquisition_cost",
      { basePrice: 10000000, state: "karnataka", brokeragePercent: 1, legalFees: 50000 },
    ],
  ])("%s quotes %s exactly", async (id, name, args) => {
    const text = await toolText(name, args);
    expect(text.length).toBeGreaterThan(40);
    expect(body(id)).toContain(`\`${text}\``);
  });

  test("the guideline value check's totals sentence is the tool's, for the slow-market plot", async () => {
    const text = await toolText("guideline_value_check", {
      guidelineValuePerUnit: 3000,
      marketRatePerUnit: 2800,
      unit: "sqft",
      area: 2400,
    });
    const totals = text.slice(text.indexOf("For 2,400 sqft"));
    expect(totals).toMatch(/^For 2,400 sqft: guideline ₹72,00,000 \(₹72 lakh\)/);
    expect(body("using-the-guideline-value-check")).toContain(`\`${totals}\``);
  });

  test("the old, shorter text blocks are gone", () => {
    expect(body("using-the-land-roi-calculator")).not.toContain("`Profit 3,600,000 on 5,400,000 invested: total ROI");
    expect(body("using-the-guideline-value-check")).not.toContain("`Market rate is 40% above the guideline value");
    expect(body("using-the-price-per-sqft-calculator")).not.toContain("6,000,000 per guntha.`");
  });
});

describe("price-per-sq-ft help: units and regions as the tool takes them", () => {
  const text = body("using-the-price-per-sqft-calculator");

  test("it counts the tool's units", () => {
    expect(AREA_UNIT_IDS).toHaveLength(17);
    expect(text).toContain(`One of the ${AREA_UNIT_IDS.length} unit identifiers`);
    expect(text).not.toContain("One of the 15 unit identifiers");
  });

  test("region is used for nali and the Punjab district marla and kanal too", () => {
    expect(text).toContain("Which regional bigha, katha, biswa or nali, or Punjab district marla or kanal, to use");
    expect(text).toContain("(and the region for bigha, katha, biswa or nali, or for a Punjab district marla or kanal)");
  });
});

describe("glossary M to Z", () => {
  test("mother deed: a will's probate only if one was granted (probate is no longer mandatory), linked to its home", () => {
    const text = body("mother-deed");
    expect(text).toContain(
      "a will with its probate if one was granted (see [land received under a will](/glossary/inherited-land#land-received-under-a-will))",
    );
    expect(text).not.toContain("wills with probate");
    expect(anchors("inherited-land")).toContain("land-received-under-a-will");
  });

  test("mutation: the Supreme Court's rule is cited, with the disputed-will point", () => {
    const text = body("mutation");
    expect(text).toContain("*Jitendra Singh v. State of Madhya Pradesh* (order of 6 September 2021)");
    expect(text).toContain("*Balwant Singh v. Daulat Singh* (1997)");
    expect(text).toContain("the claimant must first get the civil court's decision");
    expect(sources("mutation")).toContain("https://www.livelaw.in/top-stories/supreme-court-mutation-entry-right-title-interest-181209");
  });

  test("nazul land: the November 2024 draft amended ordinance was not approved", () => {
    const text = body("nazul-land");
    expect(text).toContain("A draft amended ordinance was put to the Cabinet at its meeting of 22 November 2024");
    expect(text).toContain("the Cabinet did not approve it but referred it to a committee of ministers under Suresh Khanna");
    expect(text).not.toContain("We found no report that the ordinance was promulgated again");
    const cited = sources("nazul-land");
    expect(cited).toContain("up.ptcnews.tv");
    expect(cited).toContain("waqftoday.live/2024/11/");
  });

  test("market value and solatium: the factor and the 'four times' point have one home, in solatium", () => {
    const market = body("market-value");
    expect(market).not.toContain("many chose factors below 2");
    expect(market).toContain("(/glossary/solatium#how-compensation-is-built-up-under-the-2013-act)");
    expect(anchors("solatium")).toContain("how-compensation-is-built-up-under-the-2013-act");

    const solatium = body("solatium");
    expect(solatium).not.toContain("many states notified factors below 2");
    expect(solatium).toContain("Chhattisgarh, for one, fixed 1.00 for all its rural areas (notification No. F-4-28/Seven-1/2014");
    expect(solatium).toContain("check the appropriate Government's notification for the district");
    expect(solatium).toContain("(/glossary/market-value#3-market-value-under-the-rfctlarr-act-2013)");
    expect(anchors("market-value")).toContain("3-market-value-under-the-rfctlarr-act-2013");
    expect(sources("solatium")).toContain("anita-agrawal-vs-state-of-chhattisgarh");
  });

  test("market value: section 47A is named as Tamil Nadu's, not as every state's", () => {
    expect(body("market-value")).toContain(
      "under section 47A (the section Tamil Nadu added to the Indian Stamp Act; other states number their reference provision differently)",
    );
  });

  test("ready reckoner: Maharashtra's rates are linked to the state table, not written out again", () => {
    const text = body("ready-reckoner-rate");
    expect(text).not.toContain("The 1% concession for women applies to residential purchases only");
    expect(text).toContain(
      "Maharashtra row of [Stamp duty and registration by state](/guides/stamp-duty-and-registration-by-state#general-rates-on-a-sale-deed-as-of-2026)",
    );
    expect(anchors("stamp-duty-and-registration-by-state")).toContain("general-rates-on-a-sale-deed-as-of-2026");
  });

  test("registration fee: the range named matches the rate table, with the states outside 1% to 2%", () => {
    const doc = getDoc("registration-fee");
    expect(doc?.summary).not.toContain("usually 1% to 2%");
    expect(doc?.summary).toContain("Telangana charges 0.5%, and Madhya Pradesh, Jharkhand, Chhattisgarh and Goa 3% or more");
    const text = body("registration-fee");
    expect(text).toContain("Telangana's 0.5%, and some more: 3% in Madhya Pradesh and Jharkhand, 4% in Chhattisgarh, 3% or 3.5% in Goa");

    const fee = (state: keyof typeof STATE_TRANSFER_RATES) =>
      (STATE_TRANSFER_RATES[state].localities[0]?.registration.bands ?? []).map((band) => band.percent);
    expect(fee("telangana")).toEqual([0.5]);
    expect(fee("madhya-pradesh")).toEqual([3]);
    expect(fee("jharkhand")).toEqual([3]);
    expect(fee("chhattisgarh")).toEqual([4]);
    expect(fee("goa")).toEqual([3, 3.5]);
  });

  test("survey number: the Andhra Pradesh count is not attributed to Resurvey 2.0 alone", () => {
    const text = body("survey-number");
    expect(text).not.toContain('"Resurvey 2.0", with 6,693 villages done');
    expect(text).toContain("Resurvey 2.0's own three phases had covered 2,097 villages by January 2026");
    expect(text).toContain("so the larger count must include villages resurveyed before 2024");
    expect(sources("survey-number")).toContain("2026/Jan/21/resurvey-20-aims-to-end-land-disputes-in-andhra-pradesh");
  });
});

describe("acquisition cost help: Rajasthan's lease bands as the calculator draws them", () => {
  test("each band's term is written as the rate table's rule gives it (a 5-, 10- or 15-year lease is in no band)", () => {
    const terms = (STATE_TRANSFER_RATES.rajasthan.instruments?.lease?.leaseTerms ?? []).map((band) => band.rule.split(":")[0]);
    expect(terms).toEqual([
      "more than 1 and below 5 years",
      "more than 5 and below 10 years",
      "more than 10 and below 15 years",
      "more than 20 and up to 30 years",
    ]);
    const text = body("using-the-acquisition-cost-calculator");
    expect(text).toContain(
      "0.1% (more than 1 and below 5 years), 0.5% (more than 5 and below 10), 1% (more than 10 and below 15) or 4% (more than 20 and up to 30)",
    );
    expect(text).not.toContain("0.5% (5 to 10), 1% (10 to 15)");
  });
});
