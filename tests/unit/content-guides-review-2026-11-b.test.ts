import { describe, expect, test } from "vitest";
import { REGIONS } from "../../lib/calculators/data/regional-units";
import { body, sources, ACT_COPY } from "../helpers/content-docs";

/**
 * Facts corrected in the review of six more guides (25 November 2026; see
 * docs/content-review-2-response.md, "Review of six more guides"): the state
 * stamp duty guide, compulsory acquisition, the due diligence checklist, the
 * buying process, the NRI checklist and the regional units guide. Each case pins
 * the wording so that an edit cannot bring back the error it replaced.
 */

describe("due diligence checklist: waqf land", () => {
  const text = body("due-diligence-checklist");
  const cited = sources("due-diligence-checklist");

  test("the Board-sanction rule of section 51(1) is given as the text before the 2013 amendment, not as today's law", () => {
    expect(text).toContain("Section 51(1) of the Waqf Act, 1995 as it stood before 2013");
    expect(text).toContain("do not take a Board sanction as making a purchase safe");
    expect(text).not.toContain("without the Waqf Board's prior sanction is void under section 51");
    // The judgment quoted says it applies the Act as it stood before the Wakf (Amendment) Act, 2013.
    expect(cited).toMatch(/s\.51\(1\) of the Waqf Act, 1995 as it stood before the Wakf \(Amendment\) Act, 2013/);
    expect(cited).toContain("twocircles.net/2010apr27/wakf_amendment_bill_seeks_representation_women");
    expect(cited).toContain("parliament-clears-waqf-amendment-bill-113090501023_1");
  });

  test("leases of waqf land follow section 56 as amended, and the 2025 amendment's stay is dated", () => {
    expect(text).toContain("A lease is void beyond thirty years (three if the waqf property is agricultural)");
    expect(cited).toContain("https://lawgist.in/waqf-act/56");
    expect(text).toContain("on 15 September 2025 the Supreme Court stayed some of the new provisions");
    expect(cited).toContain("munsifdaily.com/govt-opposition-clash-over-sc-order-on-waqf-act");
    expect(cited).toContain("satyahindi.com/india/supreme-court-stays-key-provisions-in-waqf-amendment-act");
  });
});

describe("compulsory acquisition guide", () => {
  const text = body("compulsory-acquisition-under-the-2013-act");
  const cited = sources("compulsory-acquisition-under-the-2013-act");

  test("Karnataka's and Andhra Pradesh's amendments are listed with their dates", () => {
    expect(text).toContain("Karnataka Amendment Act, 2019 (Karnataka Act No. 16 of 2019), enacted on 16 July 2019");
    expect(text).toContain("upheld it on 24 August 2021");
    expect(text).toContain("the President assented on 30 May 2018, as reported");
    expect(cited).toContain("a-a-attar-vs-state-of-karnataka");
    expect(cited).toContain("hc-upholds-validity-of-amendments-to-land-acquisition-law-for-specified-projects");
    expect(cited).toContain("President-okays-APs-Land-Acquisition-Amendment-Bill");
  });

  test("section 23A in Karnataka and the five states in the 2018 petition are stated, not left wholly open", () => {
    expect(text).toContain("applies sections 23, 23A, 26 to 30, 64 and others of the 2013 Act");
    expect(cited).toContain("KIADB-Amendment-Act-2021");
    expect(text).toContain(
      "the petition against the Gujarat, Andhra Pradesh, Telangana, Tamil Nadu and Jharkhand amendments on which the Supreme Court issued notice on 10 December 2018",
    );
    expect(text).not.toContain("which states inserted a consent award provision");
  });

  test("the power to dispense with Chapters II to VI is section 40(4), not 40(3)-(5)", () => {
    expect(text).toContain("Under section 40(4) the Government may also direct that any or all of Chapters II to VI");
    expect(text).not.toContain("(section 40(3)-(5))");
    expect(cited).toContain("righttofaircompensation/41.php");
  });
});

describe("NRI checklist: buying from a non-resident after 1 April 2026", () => {
  const text = body("buying-land-checklist-for-nris");

  test("the TAN exemption is read in the Act, with its date and section", () => {
    expect(text).toContain("The Finance Act, 2026 substituted section 397(1)(c) of the 2025 Act from 1 October 2026");
    expect(text).toContain("(read in the Act as amended)");
    expect(text).not.toContain("we did not read the amending text");
    expect(sources("buying-land-checklist-for-nris")).toContain(ACT_COPY);
  });

  test("the forms for a deduction from a non-resident are named from the Rules", () => {
    expect(text).toContain("Form No. 144 (rule 219(1), Table serial 2)");
    expect(text).toContain("Form No. 131, due within fifteen days of the statement's due date (rule 215(1), Table serial 2)");
    expect(text).toContain("the resident seller's Form No. 141 does not cover this deduction (rule 218(3))");
    expect(text).not.toContain("we could not confirm the new form numbers");
  });
});

describe("state stamp duty guide", () => {
  const text = body("stamp-duty-and-registration-by-state");

  test("Kerala's note no longer contradicts the notified Telangana fee", () => {
    expect(text).not.toContain("the only rate in this table read in the official text itself");
    expect(text).toContain("the only general stamp-duty rate in this table read in the text that sets it");
    expect(text).toContain("The 0.5% fee is notified");
  });

  test("the 2026-27 Rajasthan surcharge reports are written once, in the surcharge section, and the lease item links there", () => {
    expect(text.match(/Live Hindustan/g)?.length).toBe(1);
    expect(text).toContain(
      "The rise to 33% reported with the 2026-27 Budget is not applied, for leases as for sales: what was reported, and why the calculator keeps 30%, is under [Metro cess and local surcharges](#metro-cess-and-local-surcharges).",
    );
  });
});

describe("regional units guide", () => {
  test("the 1,361.25 sq ft biswa is the Uttar Pradesh, Bihar and Rajasthan pucca biswa, as in the data", () => {
    const text = body("regional-area-units");
    expect(text).toMatch(/\| Biswa \(1\/20 of a 27,225 sq ft bigha\) \| Uttar Pradesh, Bihar, Rajasthan \(pucca bigha\)\s+\| 1,361\.25/);
    expect(text).not.toContain("| Eastern UP, Bihar");
    for (const region of ["uttar-pradesh", "bihar", "rajasthan"] as const) {
      expect(REGIONS[region].units.biswa?.squareFeet, region).toBe(1361.25);
    }
  });
});
