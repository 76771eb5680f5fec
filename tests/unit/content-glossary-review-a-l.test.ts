import { describe, expect, test } from "vitest";
import { type ConvertAreaInput, convertArea, convertAreaInput } from "../../lib/calculators";
import { getDoc } from "../../lib/content";
import { body, sources, ACT_COPY } from "../helpers/content-docs";

/**
 * Facts corrected in the review of the glossary entries from A to L (abadi land to
 * land pooling, 25 November 2026; see docs/content-review-2-response.md). Each case
 * pins the corrected wording, and the text it replaced, so that an edit cannot bring
 * the error back; the last block recomputes the worked examples that no other test
 * recomputes.
 */

describe("development agreement: the Income-tax Act, 2025 places, read in the Act", () => {
  const text = body("development-agreement");

  test("section 45(5A) is section 67(14) to (16); 49(7), 2(47)(v) and 194-IC have their 2025 homes", () => {
    expect(text).toContain("the specified agreement is section 67(14) to (16)");
    expect(text).toContain("the cost of the share is section 73(1), Table serial 20");
    expect(text).toContain("the transfer by possession in part performance is section 2(109)(g)");
    expect(text).toContain("is section 393(1), Table serial 3(ii)");
    // The old text said the section was only placed by a third-party map and not read.
    expect(text).not.toContain("We did not read section 67's text");
    expect(sources("development-agreement")).toContain(ACT_COPY);
    expect(sources("development-agreement")).not.toContain("itact2025.org");
  });
});

describe("benami transaction: the offence and its penalty, read in the Act", () => {
  const text = body("benami-transaction");

  test("section 53 needs a purpose and punishes with one to seven years and up to 25% of the value", () => {
    expect(text).toContain(
      "only where it was entered into to defeat the provisions of any law, or to avoid statutory dues or payment to creditors",
    );
    expect(text).toContain("rigorous imprisonment of one to seven years and a fine of up to 25% of the fair market value");
    expect(text).not.toContain("We did not read the text of its penalty section");
  });

  test("prosecution needs the competent authority's sanction since 2019, not the Board's", () => {
    expect(text).toContain("previous sanction of the competent authority, which since 1 September 2019 means");
    expect(text).not.toMatch(/sanction of the Board/);
    expect(sources("benami-transaction")).toContain("lawx.in/acts/section/134/1193/10294");
  });
});

describe("land acquisition: transmission line compensation after the 2024 guidelines", () => {
  test("the 2025 supplementary guidelines and their December 2025 amendment are stated, as reported", () => {
    const text = body("land-acquisition");
    expect(text).toContain("21 March 2025.");
    expect(text).toContain("Market Rate Committee under the District Magistrate");
    expect(text).toContain("30% to 60%");
    expect(text).toContain("15 December 2025 (posted on 20 January 2026)");
    expect(text).toContain("the rate is 10% above the lower");
    expect(text).toContain("we did not read either text");
    const cited = sources("land-acquisition");
    expect(cited).toContain("energetica-india.net/news/govt-issues-supplementary-rules-for-row-compensation-in-ists-transmission-projects");
    expect(cited).toContain("powerpeakdigest.com/?p=29908");
    expect(cited).toContain("mop-notifies-amendments-in-supplementary-guidelines");
    expect(cited).toContain("solarquarter.com/2026/01/19");
  });
});

describe("land pooling", () => {
  const text = body("land-pooling");

  test("Punjab's policy is described as its reports give it, without the unsourced '21 towns'", () => {
    expect(text).not.toContain("21 towns");
    expect(text).toContain("about 65,000 acres in 164 villages (65,533 acres as other reports give it)");
    expect(sources("land-pooling")).toContain("punjab-withdraws-land-pooling-policy-after-farmers-protests-court-rap");
  });

  test("Amaravati's second phase: consent collection in January 2026", () => {
    expect(text).toContain("Consent collection began in the villages in January 2026");
    expect(sources("land-pooling")).toContain("2026/Jan/08/ryots-offer-land-as-second-pooling-phase-begins");
  });

  test("Delhi: the DDA's own page for the area, and the 2021 registration figure", () => {
    expect(text).toContain("104 villages in Zones J, K-I, L, N, P-I and P-II, divided into 109 sectors");
    expect(text).toContain("by November 2021 owners had registered 6,930 ha");
    expect(sources("land-pooling")).toContain("https://www.dda.gov.in/land-pooling/about");
  });
});

describe("khata: the example uses the village record the entry describes", () => {
  test("a panchayat site carries an e-Swathu form, not a B-khata", () => {
    const text = body("khata");
    expect(text).not.toContain("B-khata from the local panchayat");
    expect(text).toContain("recorded it on e-Swathu in Form 11B");
    // The section the example relies on still says what Form 11B is.
    expect(text).toContain("Form 11B for unauthorised sites and buildings");
  });
});

describe("guideline value: the tip agrees with the entry's own Karnataka line", () => {
  test("agricultural guideline values are per acre or per hectare", () => {
    const text = body("guideline-value");
    expect(text).toContain("per acre or hectare for agricultural land");
    expect(text).toContain("Guideline values for agricultural land are notified per acre or per hectare");
    expect(text).not.toContain("Guideline values for agricultural land are per acre;");
  });
});

describe("jamabandi: the name is not only the Punjab-style record", () => {
  test("Assam's and Bihar's jamabandi are named, with a link to the record-of-rights section", () => {
    const text = body("jamabandi");
    expect(text).toContain("In Assam the jamabandi is the record of rights, kept with the chitha");
    expect(text).toContain("Bihar keeps a digitized jamabandi register");
    expect(text).toContain("(/glossary/record-of-rights#assam-jamabandi-and-chitha)");
    expect(getDoc("jamabandi")?.summary).toContain("Assam");
    // The section linked to exists.
    expect(body("record-of-rights")).toContain("### Assam: jamabandi and chitha");
    const cited = sources("jamabandi");
    expect(cited).toContain("https://dlrar.assam.gov.in/how-to/obtain-copies-of-land-records-0");
    expect(cited).toContain("http://parimarjan.bihar.gov.in/Default.aspx");
  });
});

describe("acre: which records use acres agrees with the 7/12, guntha, ground and cent entries", () => {
  test("Maharashtra's 7/12 is in hectares, ares and square metres; acres and guntha in older records", () => {
    const text = body("acre");
    expect(text).not.toContain("Maharashtra, Karnataka, Telangana, Gujarat: acres and guntha");
    expect(text).not.toContain("Revenue records in many states record holdings in acres and a sub-unit");
    expect(text).toContain("Maharashtra's 7/12 states area in hectares, ares and square metres");
    expect(body("seven-twelve-extract")).toContain("Area in hectares and ares (or in older records acres and guntha)");
    expect(body("guntha")).toContain("Gujarat: guntha appears in older 7/12 records");
    expect(sources("acre")).toContain("mandalnews.com/maharashtra/state-government-made-eleven-changes-in-7-12");
  });

  test("the survey-foot date now cites the Federal Register notice", () => {
    expect(body("acre")).toContain("The survey foot was retired for new use at the end of 2022");
    expect(sources("acre")).toContain("federal.elaws.us/fr/10/5/2020/2020-21902");
  });
});

describe("biswa: Jharkhand is qualified as the bigha and katha entries qualify it", () => {
  test("the pucca-biswa row no longer lists Jharkhand as fact", () => {
    const text = body("biswa");
    expect(text).not.toMatch(/\| Uttar Pradesh, Bihar, Jharkhand, Rajasthan/);
    expect(text).toContain("Jharkhand is put with the pucca bigha only by Wikipedia");
    expect(body("bigha")).toContain("Jharkhand only per Wikipedia");
    expect(sources("biswa")).toContain("state-of-bihar-through-collector-vs-madhulata-modi");
  });
});

describe("land conversion: Haryana's CLU turns on the controlled area, as the conversion guide says", () => {
  test("the entry names the controlled area and the 1963 Act, not 'outside municipal development plans'", () => {
    const text = body("land-conversion");
    expect(text).not.toContain("outside municipal development plans");
    expect(text).toContain("for land in a controlled area declared under the Punjab Scheduled Roads and Controlled Areas");
    expect(body("agricultural-land-conversion")).toMatch(/Change of land use \(CLU\)[^|]*in controlled areas/);
    expect(sources("land-conversion")).toContain("tcpharyana.gov.in/AR_ScheduledRoad.html");
  });
});

describe("gift deed: Punjab's 2014 remission and the 2025 proposal to charge such transfers again", () => {
  test("the proposal is stated as reported, with its outcome unconfirmed", () => {
    const text = body("gift-deed");
    expect(text).toContain("In February 2025 the government was reported to be taking to the Cabinet a proposal");
    expect(text).toContain("1% from parents to children and grandparents to grandchildren, 2.5% for the others");
    expect(text).toContain("We found no report that the Cabinet approved it or that a notification followed");
    expect(sources("gift-deed")).toContain("punjab-govt-brings-back-stamp-duty-transfer-property-9824412");
  });
});

describe("reviewed dates of the entries re-checked in this review", () => {
  test.each(["acre", "due-diligence", "hectare"])("%s", (id) => {
    expect(getDoc(id)?.reviewed).toBe("2026-11-25");
  });
});

const area = (input: ConvertAreaInput) => convertArea(convertAreaInput.parse(input)).result;

describe("worked examples no other test recomputes", () => {
  test("acre: 12.625 acres at ₹2.4 crore an acre is ₹30.3 crore", () => {
    expect(body("acre")).toContain("At ₹2.4 crore per acre, the land cost before stamp duty is ₹30.3 crore");
    expect((12.625 * 2.4).toFixed(1)).toBe("30.3");
  });

  test("agreement to sell: 10 acres at ₹90 lakh, a 10% advance of ₹90 lakh", () => {
    expect(body("agreement-to-sell")).toContain("10 acres at ₹90 lakh per acre, paying a 10% advance (₹90 lakh)");
    expect(10 * 90 * 0.1).toBe(90);
  });

  test("khatauni: 0.2530 ha is about 0.625 acre, a third of 0.7590 ha", () => {
    expect(body("khatauni")).toContain("0.2530 ha (about 0.625 acre)");
    expect(body("khatauni")).toContain("0.7590 ha held jointly by three brothers");
    expect(area({ value: 0.253, fromUnit: "hectare", toUnit: "acre" }).toFixed(3)).toBe("0.625");
    expect((0.759 / 3).toFixed(4)).toBe("0.2530");
  });

  test("jamabandi: a 1/4 share of 48 kanal is 12 kanal", () => {
    expect(body("jamabandi")).toContain("a 1/4 share in khewat no. 56, which contains 48 kanal");
    expect(48 / 4).toBe(12);
  });

  test("land pooling: 2 acres of dry land in Amaravati", () => {
    const text = body("land-pooling");
    expect(text).toContain("1,000 sq yd of residential plots and 250 sq yd of commercial plots for dry land");
    expect(text).toContain("2,000 sq yd of residential and 500 sq yd of commercial plots");
    expect(text).toContain("an annuity of ₹60,000 in the first year (₹30,000 an acre)");
    expect([2 * 1000, 2 * 250, 2 * 30_000]).toEqual([2000, 500, 60_000]);
  });

  test("hectare: 2.35 ha at ₹60 lakh a hectare is ₹1.41 crore", () => {
    expect(body("hectare")).toContain("At a guideline value of ₹60 lakh per hectare, the government value is ₹1.41 crore");
    expect(((2.35 * 60) / 100).toFixed(2)).toBe("1.41");
  });

  test("kanal: 3.3125 acres at ₹72 lakh an acre is about ₹2.38 crore", () => {
    expect(body("kanal")).toContain("₹72 lakh per acre, the government value is about ₹2.38 crore");
    expect(((26.5 / 8) * 0.72).toFixed(3)).toBe("2.385");
  });
});
