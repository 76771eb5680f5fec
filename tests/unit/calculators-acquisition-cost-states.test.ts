import { describe, expect, test } from "vitest";
import {
  type AcquisitionCostInput,
  type AcquisitionCostOutput,
  acquisitionCost,
  allCharges,
  acquisitionCostInput,
  convertArea,
  convertAreaInput,
  InputError,
  REGIONS,
  STATE_TRANSFER_RATES,
} from "../../lib/calculators";
import { MAHARASHTRA_GRAM_PANCHAYAT_29_YEAR_LEASE } from "../helpers/worked-leases";

/** The first note after the locality assumption, which leads any answer for a state whose rates differ by locality. */
const firstNote = (out: { notes: readonly string[] }) => out.notes.find((note) => !note.startsWith("Assumed locality:"));

const cost = (input: AcquisitionCostInput) => acquisitionCost(acquisitionCostInput.parse(input));
const line = (out: AcquisitionCostOutput, item: string) => out.breakdown.find((l) => l.item === item)?.amount;

// Each expectation is the cited table's own arithmetic on the value given.
describe("acquisition cost: the states added in November 2026", () => {
  test("Rajasthan: 6% duty plus the 30% surcharge on it (7.8%), registration 1% with no maximum", () => {
    const out = cost({ basePrice: 10_000_000, state: "rajasthan" });
    expect(line(out, "stampDuty")).toBeCloseTo(780_000, 6);
    expect(line(out, "registration")).toBeCloseTo(100_000, 6);
    expect(out.rates.stampDuty.rule).toMatch(/30% surcharge/);
  });

  // The 2026-27 Budget surcharge: one outlet (Zee News, 11 Feb 2026) gives 30% -> 33% of the duty where the duty exceeds
  // Rs 10 lakh; Patrika and Live Hindustan (12 Feb 2026) give a 3% rise with no threshold; no notification was read. So the
  // table keeps 30%, and the note says what was found and how to apply Zee's reading.
  test("Rajasthan, 2026-27 Budget surcharge: reported, not applied; the note says what was found and what Zee's reading would charge", () => {
    // Rs 2 crore: duty Rs 12 lakh before the surcharge, above the Rs 10 lakh threshold Zee reports, still at 7.8%.
    const jaipur = cost({ basePrice: 20_000_000, state: "rajasthan" });
    expect(line(jaipur, "stampDuty")).toBeCloseTo(1_560_000, 6);
    expect(jaipur.rates.stampDuty.percent).toBe(7.8);
    const note = jaipur.notes.find((n) => n.startsWith("Rajasthan default rates applied")) ?? "";
    expect(note).toMatch(
      /2026-27 Budget, not applied: Zee News \(11 Feb 2026\) reports the surcharge raised with the Budget, 'without a formal announcement', from 30% to 33% of the duty where the stamp duty exceeds Rs 10 lakh; Patrika and Live Hindustan \(12 Feb 2026\) report a 3% rise with no threshold/,
    );
    // Fact-check of 25 Nov 2026: the parts of Zee re-read do not name "Finance Department notifications", and do not say
    // whether the Rs 10 lakh is the duty before or after the surcharge; the note says so and gives the other reading.
    expect(note).not.toMatch(/Finance Department notifications/);
    expect(note).toMatch(
      /nor whether the Rs 10 lakh is the duty before or after the surcharge: the figures here take it before; after it, the threshold would be a market value of about Rs 1\.28 crore \(women Rs 1\.54 crore\)/,
    );
    expect(1_000_000 / 0.078 / 10_000_000).toBeCloseTo(1.28, 2);
    expect(1_000_000 / 0.065 / 10_000_000).toBeCloseTo(1.54, 2);
    // When each part of the surcharge began is not settled (a 2016 fee master copy already shows 20%).
    expect(note).toMatch(
      /a copy of the fee master as applicable 9 May 2016 already shows a 20% surcharge, so when each part was first levied is not settled/,
    );
    expect(note).toMatch(
      /No notification, Finance Act or Budget speech text was found \(searched 25 Nov 2026\).*so the calculator keeps 30%\./,
    );
    expect(note).toMatch(/above about Rs 1\.67 crore, and 7\.98% in all \(women 6\.65%, above Rs 2 crore\)/);
    // The note's figures are the arithmetic of 33% on 6% and on 5%, and of Rs 10 lakh of duty at each rate.
    expect(6 * 1.33).toBeCloseTo(7.98, 10);
    expect(5 * 1.33).toBeCloseTo(6.65, 10);
    expect(1_000_000 / 0.06 / 10_000_000).toBeCloseTo(1.67, 2);
    expect(1_000_000 / 0.05).toBe(20_000_000);
    // Entering Zee's rate: Rs 15,96,000 on Rs 2 crore.
    expect(line(cost({ basePrice: 20_000_000, state: "rajasthan", stampDutyPercent: 7.98 }), "stampDuty")).toBeCloseTo(1_596_000, 6);
    // The reports are cited with the rate, marked not applied.
    const sources = jaipur.provenance.stampDuty?.sources ?? [];
    for (const [outlet, url] of [
      ["Zee News (Zee Rajasthan, Hindi), 11 Feb 2026", "rajasthan-news-stamp-paper-surcharge-increased-3-percent"],
      ["Patrika (Rajasthan Patrika, Hindi), 12 Feb 2026", "rajasthan-budget-2026-property-costlier-as-stamp-duty-rises"],
    ]) {
      const found = sources.find((s) => s.url.includes(url as string));
      expect(found?.title, outlet).toMatch(new RegExp(`^${(outlet as string).replace(/[()]/g, "\\$&")}: .*not applied\\)$`));
    }
    // The surcharge's two heads, and the 2025 joint-spouse concession named (not applied).
    expect(note).toMatch(
      /10% for infrastructure and 20% for cow protection and disaster relief \(raised from 10% by the Finance Department's order of 15 May 2020/,
    );
    expect(note).toMatch(
      /jointly a property of market value up to Rs 50 lakh pay 5\.5% \(notification No\. F\.4\(2\)FD\/Tax\/2025-109 of 19 Feb 2025/,
    );
  });

  test("Himachal Pradesh: 6% up to Rs 50 lakh, 8% on the whole value above; registration 2% up to Rs 25,000", () => {
    const small = cost({ basePrice: 4_000_000, state: "himachal-pradesh" });
    expect(line(small, "stampDuty")).toBeCloseTo(240_000, 6);
    expect(line(small, "registration")).toBe(25_000);
    expect(small.rates.registration.rule).toMatch(/capped at the maximum of ₹25,000/);
    expect(line(cost({ basePrice: 1_000_000, state: "himachal-pradesh" }), "registration")).toBeCloseTo(20_000, 6);
    expect(line(cost({ basePrice: 10_000_000, state: "himachal-pradesh" }), "stampDuty")).toBeCloseTo(800_000, 6);
  });

  test("Punjab: 7%, registration 1% capped at Rs 2 lakh", () => {
    const out = cost({ basePrice: 50_000_000, state: "punjab" });
    expect(line(out, "stampDuty")).toBeCloseTo(3_500_000, 6);
    expect(line(out, "registration")).toBe(200_000);
    expect(line(cost({ basePrice: 5_000_000, state: "punjab" }), "registration")).toBeCloseTo(50_000, 6);
    // The 2014 remission for blood relations is not stated as settled: a 2025 proposal would charge such transfers again.
    const notes = out.notes.join(" ");
    expect(notes).not.toMatch(/Transfers to blood relations pay no stamp duty/);
    expect(notes).toMatch(/remitted by a Revenue Department order reported in May 2014 .*February 2025 proposal .*1% or 2\.5%/);
  });

  test("Goa: value slabs on the whole value, 3.5% to 6%, and registration 3% or 3.5%", () => {
    const duty = (value: number) => line(cost({ basePrice: value, state: "goa" }), "stampDuty");
    expect(duty(4_000_000)).toBeCloseTo(140_000, 6);
    expect(duty(6_000_000)).toBeCloseTo(240_000, 6);
    expect(duty(8_000_000)).toBeCloseTo(360_000, 6);
    expect(duty(20_000_000)).toBeCloseTo(1_000_000, 6);
    expect(duty(60_000_000)).toBeCloseTo(3_600_000, 6);
    expect(line(cost({ basePrice: 20_000_000, state: "goa" }), "registration")).toBeCloseTo(700_000, 6);
  });

  test("Uttarakhand, Madhya Pradesh, Odisha, Assam, Jharkhand and Chhattisgarh: their general rates", () => {
    const both = (state: AcquisitionCostInput["state"]) => {
      const out = cost({ basePrice: 10_000_000, state });
      return [line(out, "stampDuty"), line(out, "registration")];
    };
    const [ukDuty, ukFee] = both("uttarakhand");
    expect(ukDuty).toBeCloseTo(500_000, 6);
    expect(ukFee).toBe(25_000);
    expect(both("madhya-pradesh").map((v) => Math.round(v ?? 0))).toEqual([750_000, 300_000]);
    expect(both("odisha").map((v) => Math.round(v ?? 0))).toEqual([500_000, 200_000]);
    // Assam's sale is not covered until its rates are settled: no state rate, the finding instead, and rates entered still apply.
    expect(both("assam").map((v) => Math.round(v ?? 0))).toEqual([0, 0]);
    const assam = cost({ basePrice: 10_000_000, state: "assam" });
    expect(assam.instrumentCovered).toBe(false);
    expect(assam.noteSummaries[0]?.summary).toMatch(/^Not covered: Assam's sale-deed rates are unresolved/);
    expect(assam.noteSummaries[0]?.details).toMatch(/Hailakandi district's official page .* 3% duty for men/);
    expect(assam.noteSummaries[0]?.sources.map((source) => source.url)).toContain(
      "https://hailakandi.assam.gov.in/information-and-services/services-at-sub-registrar-office",
    );
    expect(assam.rates.stampDuty).toMatchObject({ source: "none", percent: 0 });
    const entered = cost({ basePrice: 10_000_000, state: "assam", stampDutyPercent: 6, registrationPercent: 8.5 });
    expect([line(entered, "stampDuty"), line(entered, "registration")].map((v) => Math.round(v ?? 0))).toEqual([600_000, 850_000]);
    expect(both("jharkhand").map((v) => Math.round(v ?? 0))).toEqual([400_000, 300_000]);
    expect(both("chhattisgarh").map((v) => Math.round(v ?? 0))).toEqual([500_000, 400_000]);
  });

  test("provenance lists every source, the in-force-by kind and the check date of the default used", () => {
    const out = cost({ basePrice: 1_000_000, state: "rajasthan" });
    const charge = STATE_TRANSFER_RATES.rajasthan.localities[0]?.stampDuty;
    expect(out.provenance.stampDuty?.sources.map((s) => s.url)).toEqual([
      charge?.source.url,
      ...(charge?.corroboration ?? []).map((s) => s.url),
    ]);
    expect(out.provenance.stampDuty).toMatchObject({ effectiveFromKind: "in-force-by", verifiedOn: "2026-11-25", confidence: "reported" });
    const given = cost({ basePrice: 1_000_000, state: "rajasthan", stampDutyPercent: 5 });
    expect(given.provenance.stampDuty).toBeNull();
    expect(given.provenance.registration?.sources.length).toBeGreaterThan(1);
  });
});

describe("acquisition cost: instruments", () => {
  test("sale is the default and changes nothing", () => {
    const plain = cost({ basePrice: 10_000_000, state: "karnataka" });
    const sale = cost({ basePrice: 10_000_000, state: "karnataka", instrument: "sale" });
    expect(sale.total).toBe(plain.total);
    expect(plain.instrument).toBe("sale");
    expect(plain.instrumentCovered).toBe(true);
  });

  test("Rajasthan: an agreement to sell with possession pays as a conveyance, and the note cites the fee master", () => {
    const out = cost({ basePrice: 10_000_000, state: "rajasthan", instrument: "agreement-to-sell-with-possession" });
    expect(out.instrumentCovered).toBe(true);
    expect(line(out, "stampDuty")).toBeCloseTo(780_000, 6);
    expect(line(out, "registration")).toBeCloseTo(100_000, 6);
    expect(firstNote(out)).toMatch(/Agreement to sell with possession in Rajasthan: .*fee master/);
  });

  test("an instrument the table does not cover for the state says so plainly and uses 0 unless rates are given", () => {
    const out = cost({ basePrice: 10_000_000, state: "gujarat", instrument: "agreement-to-sell-without-possession" });
    expect(out.instrumentCovered).toBe(false);
    expect(out.total).toBe(10_000_000);
    expect(out.rates.stampDuty).toMatchObject({ source: "none", percent: 0 });
    expect(firstNote(out)).toMatch(/^Not covered: the table has no agreement to sell without possession rates for Gujarat/);
    const given = cost({
      basePrice: 10_000_000,
      state: "gujarat",
      instrument: "agreement-to-sell-without-possession",
      stampDutyPercent: 0.1,
      registrationPercent: 0,
    });
    expect(line(given, "stampDuty")).toBeCloseTo(10_000, 6);
  });

  test("a lease or agreement not covered for a state says what we found and why no rate is applied", () => {
    const lease = (state: AcquisitionCostInput["state"]) =>
      cost({ basePrice: 4_000_000, state, instrument: "lease", leaseYears: 29, annualRent: 4_000_000, premium: 0 });
    // Madhya Pradesh: one newspaper's report of a 2022 proposal on renewals, not the lease article; the RE concession is for purchases.
    const mp = lease("madhya-pradesh");
    expect(mp.instrumentCovered).toBe(false);
    expect(mp.total).toBe(4_000_000);
    expect(firstNote(mp)).toMatch(
      /^Not covered: the table has no long-term lease deed rates for Madhya Pradesh, so no state default was used for it; enter stampDutyPercent and registrationPercent from the state's schedule\. What we found: .*Act No\. 2 of 2015.*one newspaper \(Patrika, 6 Sep 2022;.*renewal of leases.*whether it was enacted, and whether those rates reach a new lease, was not found\./,
    );
    expect(firstNote(mp)).toMatch(
      /current lease article \(Article 38, as a 2025 report numbers it\) and its rates were not read\..*purchases of private land.*not for leases\. Searched again on 25 Nov 2026 .*not the rates for a long lease\. Sources: /,
    );
    // Andhra Pradesh: the 2013 notification read for Telangana, matched only in part by one 2025 page, and the 2010 rates another still quotes.
    expect(firstNote(lease("andhra-pradesh"))).toMatch(
      /What we found: 2025 pages disagree on whether G\.O\.Ms\.No\.588 of 4 Dec 2013.*Housing\.com matches it only for 10 to 20 years.*Ujjivan.*0\.4% and 0\.6%, the 2010 rates on the total rent/,
    );
    expect(firstNote(lease("gujarat"))).toMatch(
      /What we found: .*Gujarat Stamp \(Amendment\) Act, 2025.*the lease article itself was not read\. Sources: /,
    );
    const gujaratAgreement = cost({ basePrice: 5_000_000, state: "gujarat", instrument: "agreement-to-sell-with-possession" });
    expect(line(gujaratAgreement, "stampDuty")).toBe(0);
    expect(firstNote(gujaratAgreement)).toMatch(/What we found: searched again on 25 Nov 2026 .*were found\. Sources: /);
    // Odisha's lease now says what was found: the 1983 Schedule, read only to its opening.
    expect(firstNote(lease("odisha"))).toMatch(/What we found: the Indian Stamp \(Orissa Amendment\) Act, 1983 .*not read/);
    // Solar land exemptions and policy leases found on 25 Nov 2026 are named, dated and not applied: the duty stays
    // "not covered" (nothing charged) rather than a zero that would look like a computed exemption.
    const haryana = lease("haryana");
    expect(haryana.instrumentCovered).toBe(false);
    expect(haryana.total).toBe(4_000_000);
    expect(firstNote(haryana)).toMatch(
      /Solar land: the Haryana Solar Power Policy, 2016 \(Memo No\. 19\/4\/2016-5 Power of 3 Mar 2016, .*clause 4\.11 .*100% exemption from the fee and stamp duty for registering the rent or lease deed, and any sub-lease.*22 Apr 2021.*not found\. The exemption is not applied here\. Sources: /,
    );
    expect(firstNote(lease("punjab"))).toMatch(
      /New and Renewable Sources of Energy Policy, 2012 \(notified as No\. 10\/174\/2012\/STE\(3\)\/4725 of 26 Dec 2012, .*100% exemption from the fee and stamp duty for registering the lease deed .*Hindustan Times, 4 Mar 2015.*the exemption is not applied here\. Sources: /,
    );
    expect(firstNote(lease("odisha"))).toMatch(
      /Renewable Energy Policy 2016 'no stamp duty for land allotted by the Government\/IDCO to solar park developers'; that policy was in force until 31 Mar 2022.*It is not applied here\. Sources: /,
    );
    expect(firstNote(lease("andhra-pradesh"))).toMatch(
      /Integrated Clean Energy Policy 2024 lets developers lease government or private land for up to 30 years at Rs 31,000 an acre a year.*Mercom India, 18 Oct 2024.*say nothing of the stamp duty on such a lease/,
    );
    expect(firstNote(mp)).toMatch(
      /assented to on 3 Sep 2025 and published on 9 Sep 2025\): the judgments found \(2004, 2013\) quote the article as it stood before 2002/,
    );
    expect(firstNote(lease("delhi"))).toMatch(
      /Vardhman Properties v\. Collector of Stamps \(Delhi High Court, 13 Mar 2007\).*does not quote its rates/,
    );
    expect(firstNote(lease("west-bengal"))).toMatch(
      /West Bengal Finance Acts of 2012, 2014 and 2015 .*none of the parts read touches Article 35\. Sources: /,
    );
    // A state with nothing found gets the plain message alone.
    expect(firstNote(lease("kerala"))).toMatch(/from the state's schedule\.$/);
  });

  test("every not-covered answer carries its finding's sources, as the finding names them, from its one home in the data", () => {
    const entries = Object.values(STATE_TRANSFER_RATES).flatMap((rates) =>
      Object.entries(rates.notCovered ?? {}).map(([instrument, found]) => ({ rates, instrument, found })),
    );
    expect(entries.length).toBe(17);
    for (const { rates, instrument, found } of entries) {
      const name = `${rates.id} ${instrument}`;
      const out = cost({
        basePrice: 4_000_000,
        state: rates.id,
        instrument: instrument as AcquisitionCostInput["instrument"],
        ...(instrument === "lease" ? { leaseYears: 29, annualRent: 4_000_000, premium: 0 } : {}),
      });
      expect(out.instrumentCovered, name).toBe(false);
      const sources = found?.sources ?? [];
      expect(sources.length, name).toBeGreaterThan(0);
      // The finding, then each source as "title (url)", in the data's order, and nothing after them.
      expect(firstNote(out), name).toMatch(/^Not covered: the table has no /);
      expect(
        firstNote(out)?.endsWith(` What we found: ${found?.finding} Sources: ${sources.map((s) => `${s.title} (${s.url})`).join("; ")}.`),
        name,
      ).toBe(true);
      for (const source of sources) expect(firstNote(out), `${name} ${source.url}`).toContain(`${source.title} (${source.url})`);
    }
  });

  test("UP: a lease of more than 30 years pays conveyance duty on the market value; the fee is not covered; a lease of up to 20 years is not covered", () => {
    const long = cost({ basePrice: 1_000_000, guidelineValue: 30_000_000, state: "uttar-pradesh", instrument: "lease", leaseYears: 33 });
    expect(long.dutiableValue).toBe(30_000_000);
    expect(line(long, "stampDuty")).toBeCloseTo(2_100_000, 6);
    expect(long.dutiableBasis).toBe("guidelineValue");
    expect(firstNote(long)).toMatch(
      /33-year term: over 30 years or in perpetuity: .*; charged on the market value\. Sources: Ashish Kumar/,
    );
    expect(long.rates.registration.source).toBe("none");
    expect(long.instrumentCovered).toBe(false);
    expect(long.notes.join(" ")).toMatch(/registration fee for this instrument is not in the table/);
    const short = cost({ basePrice: 1_000_000, state: "uttar-pradesh", instrument: "lease", leaseYears: 15 });
    expect(line(short, "stampDuty")).toBe(0);
    expect(short.dutiableBasis).toBe("price");
    expect(firstNote(short)).toMatch(/^Not covered: the table has no Uttar Pradesh lease rule for a 15-year term\. Enter stampDutyPercent/);
  });

  test("Karnataka: a lease of more than 30 years pays the conveyance duty (5.6%) on the market value; 30 years is the 3% rent band; 1 year or less is not covered", () => {
    const out = cost({ basePrice: 2_000_000, guidelineValue: 50_000_000, state: "karnataka", instrument: "lease", leaseYears: 35 });
    expect(line(out, "stampDuty")).toBeCloseTo(2_800_000, 6);
    expect(out.rates.registration.source).toBe("none");
    expect(firstNote(out)).toMatch(/Art\. 30\(1\)\(a\)\(vi\)/);
    expect(firstNote(out)).toMatch(/predates the Karnataka Stamp \(Amendment\) Act, 2010/);
    expect(firstNote(out)).toMatch(/whose text we could not read/);
    // Band edge: "exceeding thirty years"; exactly 30 years is the over-20-and-up-to-30 band: 3% of the rent plus premium.
    const thirty = cost({
      basePrice: 2_000_000,
      guidelineValue: 50_000_000,
      state: "karnataka",
      instrument: "lease",
      leaseYears: 30,
      annualRent: 4_000_000,
      premium: 0,
    });
    expect(thirty.dutiableBasis).toBe("leaseRent");
    expect(thirty.dutiableValue).toBe(4_000_000);
    expect(line(thirty, "stampDuty")).toBeCloseTo(120_000, 6);
    expect(line(cost({ basePrice: 2_000_000, state: "karnataka", instrument: "lease", leaseYears: 30.5 }), "stampDuty")).toBeCloseTo(
      112_000,
      6,
    );
    const short = cost({ basePrice: 2_000_000, state: "karnataka", instrument: "lease", leaseYears: 1, annualRent: 100_000, premium: 0 });
    expect(short.instrumentCovered).toBe(false);
    expect(line(short, "stampDuty")).toBe(0);
    expect(firstNote(short)).toMatch(/^Not covered: the table has no Karnataka lease rule for a 1-year term/);
  });

  test("Maharashtra: an agreement to sell with possession pays the locality's conveyance duty; its fee is not assumed", () => {
    const pune = cost({
      basePrice: 10_000_000,
      locality: "maharashtra-metro-corporation",
      instrument: "agreement-to-sell-with-possession",
    });
    expect(line(pune, "stampDuty")).toBeCloseTo(700_000, 6);
    expect(line(pune, "registration")).toBe(0);
    expect(pune.instrumentCovered).toBe(false);
    expect(pune.notes.join(" ")).toMatch(/Explanation I to Art\. 25/);
  });

  test("Telangana: agreements to sell at 5.5% with possession and 0.5% without, each with a 0.5% fee of at most Rs 50,000", () => {
    const withPossession = cost({ basePrice: 20_000_000, state: "telangana", instrument: "agreement-to-sell-with-possession" });
    expect(line(withPossession, "stampDuty")).toBeCloseTo(1_100_000, 6);
    expect(line(withPossession, "registration")).toBe(50_000);
    expect(withPossession.instrumentCovered).toBe(true);
    const without = cost({ basePrice: 5_000_000, state: "telangana", instrument: "agreement-to-sell-without-possession" });
    expect(line(without, "stampDuty")).toBeCloseTo(25_000, 6);
    expect(line(without, "registration")).toBeCloseTo(25_000, 6);
  });

  test("Telangana: the agreement fee's Rs 1,000 minimum raises a small fee, and the rule says so", () => {
    // 0.5% of Rs 1 lakh is Rs 500: the table's minimum makes it Rs 1,000 (1% of the value).
    const small = cost({ basePrice: 100_000, state: "telangana", instrument: "agreement-to-sell-without-possession" });
    expect(line(small, "registration")).toBe(1_000);
    expect(small.rates.registration.percent).toBeCloseTo(1, 9);
    expect(small.rates.registration.rule).toMatch(/registration fee 0\.5%, raised to the minimum of ₹1,000$/);
    // At Rs 2 lakh the fee is exactly the minimum; above it the rate applies as written.
    const edge = cost({ basePrice: 200_000, state: "telangana", instrument: "agreement-to-sell-with-possession" });
    expect(line(edge, "registration")).toBeCloseTo(1_000, 6);
    expect(edge.rates.registration.rule).toBe("registration fee 0.5%");
    expect(small.notes.join(" ")).not.toMatch(/minimum is not applied/);
  });

  test("Andhra Pradesh, a Rs 50 lakh agreement with possession: the 5% sale duty (Explanation I to Art. 47A), without the 1.5% transfer duty; the fee is not assumed; without possession not covered", () => {
    const withPossession = cost({ basePrice: 5_000_000, state: "andhra-pradesh", instrument: "agreement-to-sell-with-possession" });
    expect(line(withPossession, "stampDuty")).toBeCloseTo(250_000, 6);
    expect(withPossession.rates.stampDuty.percent).toBe(5);
    // Not the sale row's 6.5%, which includes the transfer duty.
    expect(STATE_TRANSFER_RATES["andhra-pradesh"].localities[0]?.stampDuty.bands[0]?.percent).toBe(6.5);
    expect(withPossession.rates.stampDuty.rule).toMatch(/Explanation I to Art\. 47A/);
    expect(line(withPossession, "registration")).toBe(0);
    expect(withPossession.instrumentCovered).toBe(false);
    expect(withPossession.provenance.stampDuty).toMatchObject({ confidence: "reported", effectiveFromKind: "in-force-by" });
    expect(withPossession.provenance.stampDuty?.sources[0]?.url).toMatch(/livelaw\.in\/supreme-court\/ap-stamp-act/);
    expect(firstNote(withPossession)).toMatch(/^Agreement to sell with possession in Andhra Pradesh: Explanation I to Article 47A/);
    // The Supreme Court read the Explanation and held it did not apply to a tenant's earlier possession; it charged no duty.
    expect(firstNote(withPossession)).toMatch(
      /the Supreme Court read it on 15 Jan 2026 .*\(in that case the Explanation did not apply and no conveyance duty was due\)/,
    );
    // The transfer duty is left out on what was read, and the note says what it would make.
    expect(firstNote(withPossession)).toMatch(
      /as the 2003 audit report lists them without naming an agreement, and an undated table from before July 2005 shows no transfer duty .*\(with it, 6\.5%\)/,
    );
    // On the guideline value where it is higher, as a sale.
    const onGuideline = cost({
      basePrice: 5_000_000,
      guidelineValue: 8_000_000,
      state: "andhra-pradesh",
      instrument: "agreement-to-sell-with-possession",
    });
    expect(line(onGuideline, "stampDuty")).toBeCloseTo(400_000, 6);
    const without = cost({ basePrice: 5_000_000, state: "andhra-pradesh", instrument: "agreement-to-sell-without-possession" });
    expect(line(without, "stampDuty")).toBe(0);
    expect(without.instrumentCovered).toBe(false);
    expect(firstNote(without)).toMatch(/What we found: the Supreme Court \(15 Jan 2026.*not charged as a sale.*2025 tables disagree/);
  });

  test("West Bengal: an agreement for sale pays the conveyance slab on the market value and a Rs 7 fee", () => {
    const out = cost({ basePrice: 20_000_000, state: "west-bengal", instrument: "agreement-to-sell-without-possession" });
    expect(line(out, "stampDuty")).toBeCloseTo(1_400_000, 6);
    expect(line(out, "registration")).toBe(7);
    expect(out.rates.registration.rule).toBe("registration fee Rs 7 on an agreement for sale");
  });

  test("Karnataka, a Rs 50 lakh agreement: with possession the 5.6% conveyance duty (Art. 5(e)(i)), without it 0.5% (Art. 5(e)(ii) as amended in 2024); the fee is not assumed", () => {
    const withPossession = cost({ basePrice: 5_000_000, state: "karnataka", instrument: "agreement-to-sell-with-possession" });
    expect(line(withPossession, "stampDuty")).toBeCloseTo(280_000, 6);
    expect(line(withPossession, "registration")).toBe(0);
    expect(withPossession.instrumentCovered).toBe(false);
    expect(firstNote(withPossession)).toMatch(/^Agreement to sell with possession in Karnataka: Art\. 5\(e\)\(i\)/);
    const without = cost({ basePrice: 5_000_000, state: "karnataka", instrument: "agreement-to-sell-without-possession" });
    expect(line(without, "stampDuty")).toBeCloseTo(25_000, 6);
    expect(without.rates.stampDuty.rule).toMatch(/Art\. 5\(e\)\(ii\) as amended in 2024/);
    expect(without.provenance.stampDuty).toMatchObject({ confidence: "reported", effectiveFromKind: "in-force-by" });
    expect(without.notes.join(" ")).toMatch(/registration fee for this instrument is not in the table/);
    // Only one dated source (JSA, February 2024) gives the 0.5% rate; the note says so.
    expect(without.notes.join(" ")).toMatch(/only dated source found for the rate/);
  });

  test("Uttar Pradesh, a Rs 50 lakh agreement: with possession the 7% conveyance duty, without it conveyance duty on half the consideration (3.5%)", () => {
    const withPossession = cost({ basePrice: 5_000_000, state: "uttar-pradesh", instrument: "agreement-to-sell-with-possession" });
    expect(line(withPossession, "stampDuty")).toBeCloseTo(350_000, 6);
    expect(line(withPossession, "registration")).toBe(0);
    expect(firstNote(withPossession)).toMatch(/Explanation appended to Art\. 23/);
    const without = cost({ basePrice: 5_000_000, state: "uttar-pradesh", instrument: "agreement-to-sell-without-possession" });
    expect(line(without, "stampDuty")).toBeCloseTo(175_000, 6);
    expect(without.rates.stampDuty.rule).toMatch(/half the consideration/);
    expect(firstNote(without)).toMatch(/Art\. 5\(b-1\)/);
    // The women buyers' concession is not assumed to reach an agreement.
    expect(firstNote(without)).toMatch(/concession reaches an agreement was not confirmed/);
  });

  test("Madhya Pradesh, an agreement without possession: a fixed Rs 5,000 whatever the price (Art. 6(e)(2) as amended in 2025, reported); with possession still not covered", () => {
    for (const basePrice of [2_000_000, 50_000_000]) {
      const without = cost({ basePrice, state: "madhya-pradesh", instrument: "agreement-to-sell-without-possession" });
      expect(line(without, "stampDuty")).toBe(5_000);
      expect(line(without, "registration")).toBe(0);
      expect(without.rates.stampDuty.rule).toMatch(/Rs 5,000 fixed/);
      expect(without.provenance.stampDuty).toMatchObject({
        confidence: "reported",
        effectiveFrom: "2025-09-09",
        effectiveFromKind: "in-force-by",
      });
      expect(firstNote(without)).toMatch(/Art\. 6\(e\)\(2\)/);
      expect(without.notes.join(" ")).toMatch(/registration fee for this instrument is not in the table/);
    }
    const withPossession = cost({ basePrice: 2_000_000, state: "madhya-pradesh", instrument: "agreement-to-sell-with-possession" });
    expect(withPossession.notes.join(" ")).toMatch(/^Not covered|Not covered: the table has no/);
  });

  test("a lease needs its term: an error on leaseYears", () => {
    expect(() => cost({ basePrice: 1, state: "uttar-pradesh", instrument: "lease" })).toThrow(InputError);
    try {
      cost({ basePrice: 1, instrument: "lease" });
    } catch (error) {
      expect((error as InputError).field).toBe("leaseYears");
    }
    const bad = acquisitionCostInput.safeParse({ basePrice: 1, instrument: "gift" });
    expect(bad.error?.issues[0]?.message).toMatch(/instrument must be one of: sale, agreement-to-sell-with-possession/);
  });
});

// Worked example: a 29-year solar lease at Rs 40,000 per acre per year on 100 acres, no premium:
// average annual rent ₹40,00,000. UP Art. 35(a)(v) of Schedule I-B: conveyance duty (7%) on
// 6 × 40,00,000 = ₹2,40,00,000, i.e. Rs 16,80,000.
describe("acquisition cost: leases charged on their rent", () => {
  const solar = {
    basePrice: 4_000_000,
    state: "uttar-pradesh",
    instrument: "lease",
    leaseYears: 29,
    annualRent: 4_000_000,
    premium: 0,
  } as const;

  test("UP, 29-year solar lease: 7% on six times the average annual rent, whatever the price or guideline value", () => {
    const out = cost({ ...solar, guidelineValue: 90_000_000 });
    expect(out.dutiableValue).toBe(6 * 4_000_000);
    expect(line(out, "stampDuty")).toBeCloseTo(0.07 * 24_000_000, 6);
    expect(line(out, "stampDuty")).toBeCloseTo(1_680_000, 6);
    expect(out.dutiableBasis).toBe("leaseRent");
    expect(out.rates.stampDuty.rule).toBe(
      "7% stamp duty, male buyer, on 6 × the average annual rent ₹40,00,000 = ₹2,40,00,000 (lease rule)",
    );
    expect(firstNote(out)).toMatch(
      /^Long-term lease deed in Uttar Pradesh: 29-year term: fixed rent, no premium, over 20 and up to 30 years: conveyance duty on 6 × the average annual rent \(Art\. 35\(a\)\(v\), Sch\. I-B\); charged on 6 × the average annual rent ₹40,00,000 = ₹2,40,00,000\. Sources: Ashish Kumar .*21 Jul 2010.*courtkutchehry.*; checked 2026-11-25 \(reported\)\./,
    );
    expect(out.notes.join(" ")).not.toMatch(/guideline value exceeds the price/);
    // The lease registration fee is not in the table: "Not covered" for it, 0 unless given, on the same amount.
    expect(out.instrumentCovered).toBe(false);
    expect(out.rates.registration.source).toBe("none");
    expect(line(cost({ ...solar, registrationPercent: 1 }), "registration")).toBeCloseTo(240_000, 6);
    expect(line(cost({ ...solar, stampDutyPercent: 5 }), "stampDuty")).toBeCloseTo(1_200_000, 6);
  });

  test("UP band edges: 20 years is not covered, just over 20 and exactly 30 pay on the rent, just over 30 on the market value", () => {
    const at = (leaseYears: number) => cost({ ...solar, leaseYears, guidelineValue: 50_000_000 });
    expect(at(20).dutiableBasis).toBe("guidelineValue");
    expect(line(at(20), "stampDuty")).toBe(0);
    expect(at(20.5).dutiableBasis).toBe("leaseRent");
    expect(at(30).dutiableBasis).toBe("leaseRent");
    expect(line(at(30), "stampDuty")).toBeCloseTo(1_680_000, 6);
    expect(at(30.5).dutiableBasis).toBe("guidelineValue");
    expect(line(at(30.5), "stampDuty")).toBeCloseTo(3_500_000, 6);
  });

  test("UP: a lease with a premium is not covered (the clause read is for a fixed rent and no premium)", () => {
    const out = cost({ ...solar, premium: 500_000 });
    expect(out.instrumentCovered).toBe(false);
    expect(out.dutiableBasis).toBe("price");
    expect(out.dutiableValue).toBe(4_000_000);
    expect(out.rates.stampDuty).toMatchObject({ source: "none", percent: 0 });
    expect(firstNote(out)).toMatch(/^Not covered: the Uttar Pradesh rule read for this term covers only a lease with no premium\./);
  });

  test("the rent is required only where the rule charges it, with an error naming the field", () => {
    const fieldOf = (input: AcquisitionCostInput) => {
      try {
        cost(input);
      } catch (error) {
        return error instanceof InputError ? error.field : "other error";
      }
      return "no error";
    };
    expect(fieldOf({ ...solar, annualRent: undefined })).toBe("annualRent");
    expect(fieldOf({ ...solar, premium: undefined })).toBe("premium");
    expect(() => cost({ ...solar, annualRent: undefined })).toThrow(
      /annualRent is required: a 29-year lease in Uttar Pradesh pays on 6 × the average annual rent/,
    );
    expect(fieldOf({ basePrice: 1, state: "uttar-pradesh", instrument: "lease", leaseYears: 33 })).toBe("no error");
    expect(fieldOf({ basePrice: 1, state: "karnataka", instrument: "lease", leaseYears: 35 })).toBe("no error");
    expect(fieldOf({ basePrice: 1, state: "karnataka", instrument: "lease", leaseYears: 25 })).toBe("annualRent");
    expect(fieldOf({ basePrice: 1, state: "karnataka", instrument: "lease", leaseYears: 25, annualRent: 1 })).toBe("premium");
    expect(fieldOf({ basePrice: 1, state: "maharashtra", instrument: "lease", leaseYears: 30 })).toBe("no error");
    expect(fieldOf({ basePrice: 1, instrument: "lease", leaseYears: 25 })).toBe("no error");
    expect(acquisitionCostInput.safeParse({ ...solar, annualRent: 0 }).error?.issues[0]?.message).toBe("annualRent must be greater than 0");
    expect(acquisitionCostInput.safeParse({ ...solar, premium: -1 }).error?.issues[0]?.message).toBe("premium must be 0 or greater");
    expect(acquisitionCostInput.safeParse({ ...solar, annualRent: Number.NaN }).error?.issues[0]?.message).toBe(
      "annualRent must be a finite number",
    );
  });

  test("a rent given for a market-value term is not used", () => {
    const out = cost({ ...solar, leaseYears: 40, guidelineValue: 30_000_000 });
    expect(out.dutiableValue).toBe(30_000_000);
    expect(out.dutiableBasis).toBe("guidelineValue");
    expect(out.rates.stampDuty.rule).not.toMatch(/lease rule/);
  });
});

// Worked examples on the market value's share and on an article's own rate:
// - Maharashtra, 30-year solar lease in a gram panchayat area, ready reckoner value of the land
//   Rs 5,00,00,000: Art. 36(iv), conveyance duty (3%) on 90% = ₹4,50,00,000, i.e. Rs 13,50,000;
//   for 29 years, Art. 36(iii), 3% on 50% = ₹2,50,00,000, i.e. Rs 7,50,000 (reported).
// - Karnataka, 25-year solar lease, average annual rent ₹40,00,000 and a Rs 10,00,000 advance:
//   3% of Rs 50,00,000, i.e. Rs 1,50,000 (Art. 30 as amended in 2010, reported).
describe("acquisition cost: leases on a share of the market value or at the article's own rate", () => {
  test("Maharashtra, over 29 years: the locality's conveyance duty on 90% of the market value", () => {
    const out = cost({
      basePrice: 4_000_000,
      guidelineValue: 50_000_000,
      locality: "maharashtra-gram-panchayat",
      instrument: "lease",
      leaseYears: 30,
    });
    expect(out.dutiableValue).toBe(45_000_000);
    expect(out.dutiableBasis).toBe("leaseMarketValueShare");
    expect(line(out, "stampDuty")).toBeCloseTo(1_350_000, 6);
    expect(out.rates.stampDuty.rule).toMatch(
      /^3%, gram panchayat area .*, on 90% of the market value ₹5,00,00,000 = ₹4,50,00,000 \(lease rule\)$/,
    );
    expect(firstNote(out)).toMatch(
      /^Long-term lease deed in Maharashtra: 30-year term: over 29 years, .*Art\. 36\(iv\).*Goisu Realty.*; checked 2026-11-25 \(reported\)\./,
    );
    expect(out.instrumentCovered).toBe(false);
    expect(out.rates.registration.source).toBe("none");
    // The default locality is Mumbai (6%); the price counts when it is the higher value; a rent given is not used.
    const mumbai = cost({
      basePrice: 60_000_000,
      guidelineValue: 50_000_000,
      state: "maharashtra",
      instrument: "lease",
      leaseYears: 99,
      annualRent: 1,
      premium: 0,
    });
    expect(mumbai.dutiableValue).toBe(54_000_000);
    expect(line(mumbai, "stampDuty")).toBeCloseTo(3_240_000, 6);
  });

  test("Maharashtra, 29 years or less: the locality's conveyance duty on 10%, 25% or 50% of the market value by term", () => {
    // 29-year solar lease in a gram panchayat area on land with a ready reckoner value of Rs 5,00,00,000:
    // Art. 36(iii), 3% on 50% = ₹2,50,00,000, i.e. Rs 7,50,000 (against Rs 13,50,000 for 30 years).
    const out = cost(MAHARASHTRA_GRAM_PANCHAYAT_29_YEAR_LEASE);
    expect(out.dutiableValue).toBe(25_000_000);
    expect(out.dutiableBasis).toBe("leaseMarketValueShare");
    expect(line(out, "stampDuty")).toBeCloseTo(750_000, 6);
    expect(out.rates.stampDuty.rule).toMatch(
      /^3%, gram panchayat area .*, on 50% of the market value ₹5,00,00,000 = ₹2,50,00,000 \(lease rule\)$/,
    );
    expect(firstNote(out)).toMatch(
      /^Long-term lease deed in Maharashtra: 29-year term: over 10 and up to 29 years: .*Art\. 36\(iii\).*text was not read\).*checked 2026-11-25 \(reported\)\./,
    );
    // The band edges: up to 5 years 10%, up to 10 years 25%, up to 29 years 50%, beyond 90%.
    const shareFor = (leaseYears: number) =>
      cost({ basePrice: 1, guidelineValue: 10_000_000, locality: "maharashtra-gram-panchayat", instrument: "lease", leaseYears })
        .dutiableValue;
    expect([3, 5, 5.5, 10, 11, 29, 29.5].map(shareFor)).toEqual([
      1_000_000, 1_000_000, 2_500_000, 2_500_000, 5_000_000, 5_000_000, 9_000_000,
    ]);
  });

  test("Karnataka, 25-year solar lease: 3% of the average annual rent plus the advance, not the 5.6% conveyance rate", () => {
    const out = cost({
      basePrice: 4_000_000,
      guidelineValue: 90_000_000,
      state: "karnataka",
      instrument: "lease",
      leaseYears: 25,
      annualRent: 4_000_000,
      premium: 1_000_000,
    });
    expect(out.dutiableValue).toBe(5_000_000);
    expect(out.dutiableBasis).toBe("leaseRent");
    expect(line(out, "stampDuty")).toBeCloseTo(150_000, 6);
    expect(out.rates.stampDuty.percent).toBe(3);
    expect(out.rates.stampDuty.rule).toBe(
      "3% of the average annual rent plus premium, fine or money advanced (Art. 30, as amended in 2010, reported), on the average annual rent ₹40,00,000 + premium ₹10,00,000 = ₹50,00,000 (lease rule)",
    );
    expect(out.rates.stampDuty.reference).toMatch(/Mento Associates, 21 May 2010/);
    expect(out.provenance.stampDuty).toMatchObject({
      confidence: "reported",
      effectiveFrom: "2010-05-21",
      effectiveFromKind: "in-force-by",
    });
    expect(out.provenance.stampDuty?.sources.length).toBe(3);
    expect(firstNote(out)).toMatch(
      /^Long-term lease deed in Karnataka: 25-year term: over 20 and up to 30 years: 3% .*its text was not read\)/,
    );
    expect(out.instrumentCovered).toBe(false);
  });

  test("Karnataka band edges: 1% over 1 and up to 10 years, 2% over 10 and up to 20, 3% over 20 and up to 30", () => {
    const at = (leaseYears: number) =>
      line(cost({ basePrice: 1, state: "karnataka", instrument: "lease", leaseYears, annualRent: 1_000_000, premium: 0 }), "stampDuty");
    expect(at(1.5)).toBeCloseTo(10_000, 6);
    expect(at(10)).toBeCloseTo(10_000, 6);
    expect(at(10.5)).toBeCloseTo(20_000, 6);
    expect(at(20)).toBeCloseTo(20_000, 6);
    expect(at(20.5)).toBeCloseTo(30_000, 6);
    expect(at(30)).toBeCloseTo(30_000, 6);
  });

  // Tamil Nadu, 29-year solar lease, average annual rent ₹40,00,000, no deposit: Art. 35(a) (below 30 years),
  // 1% of the total rent 29 × Rs 40,00,000 = ₹11,60,00,000, i.e. Rs 11,60,000.
  test("Tamil Nadu, below 30 years: 1% of the total rent for the term plus any advance", () => {
    const solar = { basePrice: 4_000_000, state: "tamil-nadu", instrument: "lease", leaseYears: 29, annualRent: 4_000_000 } as const;
    const out = cost({ ...solar, premium: 0, guidelineValue: 90_000_000 });
    expect(out.dutiableValue).toBe(116_000_000);
    expect(out.dutiableBasis).toBe("leaseRent");
    expect(line(out, "stampDuty")).toBeCloseTo(1_160_000, 6);
    expect(out.rates.stampDuty.rule).toBe(
      "1% of the rent for the term plus fine, premium or advance (Art. 35(a), T.N. Act 31 of 2004), on the total rent, 29 × the average annual rent ₹40,00,000 = ₹11,60,00,000 (lease rule)",
    );
    expect(out.provenance.stampDuty).toMatchObject({ confidence: "reported", effectiveFrom: "2004-12-16", effectiveFromKind: "effective" });
    expect(firstNote(out)).toMatch(
      /^Long-term lease deed in Tamil Nadu: 29-year term: below 30 years: .*Casemine.*; checked 2026-11-25 \(reported\)\./,
    );
    expect(firstNote(out)).toMatch(/Tamil Nadu Amendment\) Act, 2023, in force from 3 May 2024/);
    // An advance or deposit is added to the rent.
    expect(line(cost({ ...solar, premium: 1_000_000 }), "stampDuty")).toBeCloseTo(1_170_000, 6);
    // The bands: "below thirty years", so exactly 30 is not covered; a short lease pays on its total rent too.
    const thirty = cost({ ...solar, leaseYears: 30, premium: 0 });
    expect(thirty.instrumentCovered).toBe(false);
    expect(line(thirty, "stampDuty")).toBe(0);
    expect(firstNote(thirty)).toMatch(/^Not covered: the table has no Tamil Nadu lease rule for a 30-year term/);
    expect(line(cost({ ...solar, leaseYears: 29.9, premium: 0 }), "stampDuty")).toBeCloseTo(0.01 * 29.9 * 4_000_000, 6);
    expect(line(cost({ ...solar, leaseYears: 5, premium: 0 }), "stampDuty")).toBeCloseTo(200_000, 6);
    expect(() => cost({ ...solar, annualRent: undefined, premium: 0 })).toThrow(
      /annualRent is required: a 29-year lease in Tamil Nadu pays on the total rent, 29 × the average annual rent plus any premium/,
    );
  });

  // Telangana, 30-year solar lease at Rs 30,000 an acre a year on 100 acres, no premium: Art. 31(a)(v) as reduced by
  // G.O.Ms.No.588 of 4 Dec 2013, 15% of the average annual rent 100 × Rs 30,000 = ₹30,00,000, i.e. Rs 4,50,000.
  // The same land leased for 33 years with a market value of Rs 5,00,00,000: 3% of it (Art. 31(a)(vi)), Rs 15,00,000.
  test("Telangana, 30-year solar lease: 15% of the average annual rent, at the G.O.'s own rate, not the 7% sale rate", () => {
    const solar = { basePrice: 3_000_000, state: "telangana", instrument: "lease", annualRent: 100 * 30_000, premium: 0 } as const;
    const out = cost({ ...solar, leaseYears: 30, guidelineValue: 50_000_000 });
    expect(out.dutiableValue).toBe(3_000_000);
    expect(out.dutiableBasis).toBe("leaseRent");
    expect(line(out, "stampDuty")).toBeCloseTo(450_000, 6);
    expect(out.rates.stampDuty.percent).toBe(15);
    expect(out.rates.stampDuty.rule).toBe(
      "15% of the average annual rent (Art. 31(a)(v), G.O.Ms.No.588 of 2013), on the average annual rent ₹30,00,000 = ₹30,00,000 (lease rule)",
    );
    expect(out.provenance.stampDuty).toMatchObject({
      confidence: "notified",
      effectiveFrom: "2013-12-05",
      effectiveFromKind: "effective",
      notification: { number: expect.stringContaining("G.O.Ms.No.588"), date: "2013-12-04" },
    });
    expect(firstNote(out)).toMatch(
      /^Long-term lease deed in Telangana: 30-year term: rent fixed and no premium, over 20 and up to 30 years: 15% .*tgnns.*; checked 2026-11-25 \(notified\)\./,
    );
    // The lease registration fee (0.1% in the Table of Fees, on an amount not stated) is not computed.
    expect(out.instrumentCovered).toBe(false);
    expect(out.rates.registration.source).toBe("none");
    expect(firstNote(out)).toMatch(/charges a lease 0\.1%, not the 0\.5% of a sale/);

    const long = cost({ ...solar, leaseYears: 33, guidelineValue: 50_000_000 });
    expect(long.dutiableValue).toBe(50_000_000);
    expect(long.dutiableBasis).toBe("leaseMarketValueShare");
    expect(line(long, "stampDuty")).toBeCloseTo(1_500_000, 6);
    expect(long.rates.stampDuty.rule).toBe(
      "3% of the market value (Art. 31(a)(vi), G.O.Ms.No.588 of 2013), on the market value ₹5,00,00,000 (lease rule)",
    );
  });

  test("Telangana band edges, a premium, and terms of 5 years or less", () => {
    const at = (leaseYears: number) =>
      line(cost({ basePrice: 1, state: "telangana", instrument: "lease", leaseYears, annualRent: 1_000_000, premium: 0 }), "stampDuty");
    expect(at(5.5)).toBeCloseTo(20_000, 6);
    expect(at(10)).toBeCloseTo(20_000, 6);
    expect(at(10.5)).toBeCloseTo(60_000, 6);
    expect(at(20)).toBeCloseTo(60_000, 6);
    expect(at(20.5)).toBeCloseTo(150_000, 6);
    expect(at(30)).toBeCloseTo(150_000, 6);
    const premium = cost({ basePrice: 1, state: "telangana", instrument: "lease", leaseYears: 25, annualRent: 1_000_000, premium: 1 });
    expect(premium.instrumentCovered).toBe(false);
    expect(line(premium, "stampDuty")).toBe(0);
    expect(firstNote(premium)).toMatch(/^Not covered: the Telangana rule read for this term covers only a lease with no premium\./);
    const short = cost({ basePrice: 1, state: "telangana", instrument: "lease", leaseYears: 5, annualRent: 1_000_000, premium: 0 });
    expect(short.instrumentCovered).toBe(false);
    expect(firstNote(short)).toMatch(/^Not covered: the table has no Telangana lease rule for a 5-year term/);
  });

  // Rajasthan, 29-year solar lease of 100 acres whose DLC value is Rs 5,00,00,000: 4% of the market value for more than
  // 20 and up to 30 years (Pink City Post, 8 Apr 2017; Zee News, 10 Dec 2025) plus the 30% surcharge that every
  // instrument pays (the order of 31 Mar 2017 as The Hindu quotes it; the 2021 fee master), i.e. Rs 26,00,000.
  test("Rajasthan, 29-year solar lease: 4% of the market value plus the 30% surcharge (5.2%) at the lease article's own rate, not the 7.8% sale rate; no fee added", () => {
    const solar = { basePrice: 4_000_000, guidelineValue: 50_000_000, state: "rajasthan", instrument: "lease", leaseYears: 29 } as const;
    const out = cost(solar);
    expect(out.dutiableValue).toBe(50_000_000);
    expect(out.dutiableBasis).toBe("leaseMarketValueShare");
    expect(line(out, "stampDuty")).toBeCloseTo(2_600_000, 6);
    expect(out.rates.stampDuty.percent).toBe(5.2);
    expect(out.rates.stampDuty.rule).toBe(
      "5.2% of the market value (4% stamp duty + 30% surcharge on the duty; Rajasthan lease, more than 20 and up to 30 years, reported), on the market value ₹5,00,00,000 (lease rule)",
    );
    expect(out.rates.stampDuty.reference).toMatch(/^Pink City Post, 8 Apr 2017: .*20-30 years 4%/);
    // In force by the 2021 fee master's 30% surcharge; the bands themselves are in both the 2017 and 2025 reports.
    expect(out.provenance.stampDuty).toMatchObject({
      confidence: "reported",
      effectiveFrom: "2021-08-02",
      effectiveFromKind: "in-force-by",
      notification: null,
    });
    // Two independent dated reports of the bands, and two sources for the surcharge on every instrument.
    expect(out.provenance.stampDuty?.sources.map((s) => s.title.slice(0, 30))).toEqual([
      "Pink City Post, 8 Apr 2017: Ra",
      "Zee News (Zee Rajasthan, Hindi",
      "The Hindu, 6 Apr 2017: the Fin",
      "Rajasthan Registration and Sta",
    ]);
    expect(firstNote(out)).toMatch(
      /^Long-term lease deed in Rajasthan: 29-year term: more than 20 and up to 30 years: 4% of the market value .*Article 33 .*its text was not read\), plus the 30% surcharge on the duty; charged on the market value ₹5,00,00,000\..*checked 2026-11-25 \(reported\)\./,
    );
    // Why the surcharge is added, and the 2026 rise that is not; the lease registration fee is not computed.
    expect(firstNote(out)).toMatch(/'on stamp duty payable on all instruments', naming lease agreements \(The Hindu, 6 Apr 2017\)/);
    expect(firstNote(out)).toMatch(
      /raised the surcharge from 30% to 33% of the duty where the duty exceeds Rs 10 lakh \(Zee News, 11 Feb 2026; reports of 12 Feb 2026 give a 3% rise with no threshold\); no notification was read .*keeps 30% for leases as for sales/,
    );
    // Zee's reading, not applied: this duty (Rs 20,00,000) is above Rs 10 lakh, so 4% + 33% = 5.32%, Rs 26,60,000.
    expect(firstNote(out)).toMatch(
      /the 4% band pays 5\.32% once its duty exceeds Rs 10 lakh \(a market value above Rs 2\.5 crore, taking the Rs 10 lakh as the duty before the surcharge; about Rs 1\.92 crore if it is the duty with the surcharge, which Zee does not say\)/,
    );
    expect(4 * 1.33).toBeCloseTo(5.32, 10);
    expect(1_000_000 / 0.04).toBe(25_000_000);
    expect(1_000_000 / 0.052 / 10_000_000).toBeCloseTo(1.92, 2);
    expect(line(cost({ ...solar, stampDutyPercent: 5.32 }), "stampDuty")).toBeCloseTo(2_660_000, 6);
    // The market value of land used for a solar plant: twice the agricultural DLC rate (2020 notification, copy).
    expect(firstNote(out)).toMatch(/twice the agricultural DLC rate .*F\.5\(18\)FD\/Tax\/2015-122 of 27 Jan 2020/);
    expect(out.instrumentCovered).toBe(false);
    expect(out.rates.registration.source).toBe("none");
    expect(out.total).toBe(6_600_000);
    // The RIPS 2024 stamp-duty concession is named, not applied.
    expect(firstNote(out)).toMatch(/Rajasthan Investment Promotion Scheme, 2024 .*75% exemption.*does not apply it\./);
    // The price counts when it is the higher value; a rent given is not used.
    const priced = cost({ ...solar, basePrice: 60_000_000, annualRent: 4_000_000, premium: 1_000_000 });
    expect(priced.dutiableValue).toBe(60_000_000);
    expect(line(priced, "stampDuty")).toBeCloseTo(3_120_000, 6);
  });

  test("Rajasthan band edges: 0.1%, 0.5%, 1% and 4% of the market value, each with the 30% surcharge, inside the bands both reports give; the boundary terms and the single-report bands are not covered", () => {
    const at = (leaseYears: number) =>
      cost({ basePrice: 1, guidelineValue: 10_000_000, state: "rajasthan", instrument: "lease", leaseYears });
    const duty = (leaseYears: number) => line(at(leaseYears), "stampDuty");
    expect(duty(1.5)).toBeCloseTo(13_000, 6);
    expect(duty(4.9)).toBeCloseTo(13_000, 6);
    expect(duty(5.5)).toBeCloseTo(65_000, 6);
    expect(duty(9.9)).toBeCloseTo(65_000, 6);
    expect(duty(10.5)).toBeCloseTo(130_000, 6);
    expect(duty(14.9)).toBeCloseTo(130_000, 6);
    expect(duty(20.5)).toBeCloseTo(520_000, 6);
    expect(duty(25)).toBeCloseTo(520_000, 6);
    // 30 years is in the 4% band in both reports.
    expect(duty(30)).toBeCloseTo(520_000, 6);
    // Up to 1 year (2025 report only), the boundaries 1, 5, 10 and 15 (side not stated), 15 to 20 (2017 report only),
    // exactly 20 (boundary) and more than 30 years (2017 report only) are not covered.
    for (const leaseYears of [0.9, 1, 5, 10, 15, 16, 20, 30.5, 99]) {
      const out = at(leaseYears);
      expect(out.instrumentCovered, `${leaseYears}`).toBe(false);
      expect(line(out, "stampDuty"), `${leaseYears}`).toBe(0);
      expect(firstNote(out), `${leaseYears}`).toMatch(
        new RegExp(`^Not covered: the table has no Rajasthan lease rule for a ${leaseYears}-year term\\. Enter stampDutyPercent`),
      );
    }
    expect(at(16).notes[0]).toMatch(
      /more than 15 and up to 20 years \(2%, 2017 report only\); more than 30 years \(5% in the 2017 report only; clause \(vii\) may now be 6%\)/,
    );
  });

  test("the article's own rates are in the freshness list", () => {
    const names = allCharges().map((c) => c.name);
    expect(names).toContain("karnataka lease stamp duty, more than 20 and up to 30 years");
    expect(names.filter((n) => n.startsWith("karnataka lease stamp duty")).length).toBe(3);
    expect(names).toContain("tamil-nadu lease stamp duty, below 30 years");
    expect(names).toContain("telangana lease stamp duty, more than 30 years");
    expect(names.filter((n) => n.startsWith("telangana lease stamp duty")).length).toBe(4);
    expect(names.filter((n) => n.startsWith("rajasthan lease stamp duty")).sort()).toEqual([
      "rajasthan lease stamp duty, more than 1 and below 5 years",
      "rajasthan lease stamp duty, more than 10 and below 15 years",
      "rajasthan lease stamp duty, more than 20 and up to 30 years",
      "rajasthan lease stamp duty, more than 5 and below 10 years",
    ]);
  });
});

// The registration fee on a lease, searched state by state on 25 Nov 2026 for a land team leasing land for a solar
// plant: none of the six states with lease bands has a fee whose rate, amount and maximum the sources settle, so none
// is computed, and each answer says what was found and why. A fee entered is applied to the dutiable value.
describe("acquisition cost: the lease registration fee is not computed, and the answer says what was found", () => {
  const solar = { basePrice: 4_000_000, instrument: "lease", annualRent: 4_000_000, premium: 0 } as const;
  const cases = [
    {
      name: "telangana, 30 years",
      input: { ...solar, state: "telangana", leaseYears: 30 },
      found: [
        /charges a lease 0\.1%, not the 0\.5% of a sale, but states no amount it is taken on/,
        /G\.O\.Ms\.No\.463 of 17 Aug 2013/,
        /NoBrokerHood, 25 Feb 2026, gives 0\.2% of the annual rent/,
        /Rs 4,000 on one year's rent, or Rs 1,20,000 on 30 years' rent/,
      ],
    },
    {
      name: "maharashtra (gram panchayat), 29 years",
      input: { ...MAHARASHTRA_GRAM_PANCHAYAT_29_YEAR_LEASE, state: "maharashtra" },
      found: [
        /Article I\(2\), whose fee is levied ad valorem on the amount or value of the consideration, 'see Notes 5 and 7'/,
        /at most Rs 30,000, reached once the consideration passes about Rs 30 lakh/,
        /Article III-A for a leave and licence agreement/,
      ],
    },
    {
      name: "karnataka, 25 years",
      input: { ...solar, state: "karnataka", leaseYears: 25 },
      found: [
        /0\.5% \(minimum Rs 100\) under Note 3 of Article I/,
        /notification of 29 Aug 2025 doubled Article I\(4\)\(a\)/,
        /does not match the table's 0\.5%/,
      ],
    },
    {
      name: "uttar-pradesh, 29 years",
      input: { ...solar, state: "uttar-pradesh", leaseYears: 29 },
      found: [
        /no source found says on what amount a lease of more than 20 years pays it/,
        /19 Nov 2025 .* reaches only leases of up to 10 years/,
      ],
    },
    {
      name: "tamil-nadu, 29 years",
      input: { ...solar, state: "tamil-nadu", leaseYears: 29 },
      found: [/a lease a fee of 1%, at most Rs 5,000/, /It is the only source found/, /10 Jul 2023/],
    },
    {
      name: "rajasthan, 29 years",
      input: { basePrice: 4_000_000, guidelineValue: 50_000_000, state: "rajasthan", instrument: "lease", leaseYears: 29 },
      found: [
        /Pink City Post \(8 Apr 2017\), which gives 20% of the stamp duty/,
        /its lease rows were not reached/,
        /Zee News \(10 Dec 2025\)/,
      ],
    },
  ] as const;

  test.each(cases)("$name: 0 for the fee, with the finding dated 25 Nov 2026", ({ input, found }) => {
    const out = cost(input as AcquisitionCostInput);
    // The stamp duty is computed; the fee is not, and the answer says so.
    expect(line(out, "stampDuty")).toBeGreaterThan(0);
    expect(line(out, "registration")).toBe(0);
    expect(out.rates.registration).toMatchObject({ source: "none", percent: 0 });
    expect(out.provenance.registration).toBeNull();
    expect(out.instrumentCovered).toBe(false);
    expect(firstNote(out)).toMatch(
      /Not covered: the registration fee for this instrument is not in the table, so 0 was used unless you gave it\. Registration fee not computed: /,
    );
    expect(firstNote(out)).toMatch(/25 Nov 2026/);
    for (const finding of found) expect(firstNote(out)).toMatch(finding);
    // With the sources the finding names, from its one home in the data.
    const fee = STATE_TRANSFER_RATES[input.state].instruments?.lease?.registrationNotComputed;
    expect(fee?.sources.length).toBeGreaterThan(1);
    for (const source of fee?.sources ?? []) expect(firstNote(out)).toContain(`${source.title} (${source.url})`);
    // Once, not twice: the finding is not also left in the lease rule's own note.
    expect(firstNote(out)?.match(/Registration fee/g)?.length).toBe(1);
  });

  test("a term with no band says what was found on the fee too", () => {
    const short = cost({ ...solar, state: "telangana", leaseYears: 5 });
    expect(firstNote(short)).toMatch(/^Not covered: the table has no Telangana lease rule for a 5-year term\./);
    expect(firstNote(short)).toMatch(/Registration fee not computed: the Table of Fees \(G\.O\.Ms\.No\.463/);
  });

  test("a fee entered is applied to the dutiable value, the lease's duty basis (Telangana: one year's rent)", () => {
    const out = cost({ ...solar, state: "telangana", leaseYears: 30, registrationPercent: 0.1 });
    expect(out.dutiableValue).toBe(4_000_000);
    expect(line(out, "registration")).toBeCloseTo(4_000, 6);
    expect(out.rates.registration).toMatchObject({ source: "input", percent: 0.1 });
    // A fixed amount, such as Maharashtra's Rs 30,000 maximum, goes in otherCosts.
    const withCap = cost({ ...MAHARASHTRA_GRAM_PANCHAYAT_29_YEAR_LEASE, otherCosts: 30_000 });
    expect(withCap.additionalCosts).toBeCloseTo(780_000, 6);
  });

  test("agreements to sell without a fee row carry no lease finding", () => {
    const out = cost({ basePrice: 5_000_000, state: "karnataka", instrument: "agreement-to-sell-with-possession" });
    expect(out.notes.join(" ")).not.toMatch(/Registration fee not computed/);
  });
});

describe("regional answers carry the unit's source link and check date", () => {
  test("notes and the unit factor name the reference, its link and the date checked", () => {
    const out = convertArea(convertAreaInput.parse({ value: 1, fromUnit: "bigha", toUnit: "sqft", region: "west-bengal" }));
    const bigha = REGIONS["west-bengal"].units.bigha;
    expect(out.notes.join(" ")).toContain(`(${bigha?.url}), checked ${bigha?.verifiedOn}`);
    expect(out.fromUnitFactor).toMatchObject({ sourceUrl: bigha?.url, verifiedOn: bigha?.verifiedOn, source: bigha?.source });
    expect(out.toUnitFactor.sourceUrl).toBeUndefined();
  });

  test("a unit with a further reference names it too: the Kumaon bisi of 20 nali", () => {
    const out = convertArea(convertAreaInput.parse({ value: 1, fromUnit: "nali", toUnit: "sqft", region: "uttarakhand" }));
    expect(out.notes.join(" ")).toMatch(
      /Also: sizes\.com, bísí: .*Official Reports of the Province of Kumaon \(1851\).*\(https:\/\/www\.sizes\.com\/units\/bisi\.htm\)/,
    );
  });
});
