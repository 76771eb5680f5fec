/**
 * Who is buying, per state: the concessions a state gives a woman buyer or a
 * man and a woman buying jointly, on the stamp duty or the registration fee of
 * a sale deed, and what was found where a state gives none. The one home of
 * these facts: the calculator applies them, the answer and the page repeat
 * the rule with its sources and check date.
 *
 * The state table (`state-transfer-rates.ts`) holds the general rate, the
 * rate for a man or a company; a rule here replaces its bands (for every
 * locality, or per locality) or takes a capped rebate off it. A category with
 * no rule pays the general rate, and the answer says so.
 */
import type { LocalityId, StateId } from "./jurisdictions";
import {
  ASSAM_BASIC,
  ASSAM_HOUSING,
  BIHAR_BAJAJ,
  BIHAR_HOUSING,
  CHHATTISGARH_HOUSING,
  CHHATTISGARH_MAADIVEEDU,
  type ChargeBand,
  type Confidence,
  DELHI_SPECIAL_AREAS,
  DELHI_TRANSFER_DUTY_2023,
  GOA_CREDITDHARMA,
  GUJARAT_READY_RECKONER,
  HARYANA_LARISA_2022,
  HARYANA_STAMP,
  HP_AMENDMENT_2023,
  HP_ASSEMBLY_2023,
  JHARKHAND_SQUAREYARDS,
  MP_CLEARTAX,
  ODISHA_BASIC,
  ODISHA_HOUSING,
  PUNJAB_GODREJ,
  PUNJAB_GRIHASHAKTI,
  PUNJAB_HOUSING,
  RAJASTHAN_FEE_MASTER_2020,
  RAJASTHAN_FEE_MASTER_2021,
  type SourceLink,
  UP_HT_2025,
  UTTARAKHAND_DEPT_TABLE,
  UTTARAKHAND_EUTTARANCHAL,
  UTTARAKHAND_HOUSING,
} from "./state-transfer-rates";

/**
 * How a category's charge differs from the general one:
 * - `bands`: the general charge with these bands instead (its cap and minimum kept), in every locality;
 * - `byLocality`: the same, per locality; a locality not listed has no concession;
 * - `rebate`: the general charge less `percent`% of the dutiable value, at most `max` rupees.
 */
export type BuyerAdjustment =
  | { bands: readonly ChargeBand[] }
  | { byLocality: Partial<Record<LocalityId, readonly ChargeBand[]>> }
  | { rebate: { percent: number; max: number; rule: string } };

export interface BuyerRule {
  /** The operative rule in words, first: what this buyer pays, as the answer states it. */
  rule: string;
  /** Who qualifies and on what condition; null where the sources state none. */
  condition: string | null;
  /** Absent: this category pays the general charge (the rule says why). */
  stampDuty?: BuyerAdjustment;
  registration?: BuyerAdjustment;
  /** Deep links, the primary (or best) source first. */
  sources: readonly SourceLink[];
  /** ISO date this rule was last checked against its sources. */
  verifiedOn: string;
  confidence: Confidence;
}

export interface StateBuyerRules {
  woman?: BuyerRule;
  joint?: BuyerRule;
  /** Only where a man pays other than the general rate in some case the table does not compute (Bihar). */
  man?: BuyerRule;
  /** Where the state gives no concession: what was found, with its sources. */
  none?: { finding: string; sources: readonly SourceLink[]; verifiedOn: string };
}

const link = (title: string, url: string): SourceLink => ({ title, url });
const LAKH = 100_000;
const CHECKED_2026_11_25 = "2026-11-25";
const CHECKED_2026_11_28 = "2026-11-28";

// ---- Sources read for the buyer categories (28 November 2026) --------------------------------

const DELHI_HOUSING_2025 = link(
  "Housing.com, Delhi stamp duty 2025 (source: revenue.delhi.gov.in): male 6%, female 4%, joint 5%; NDMC 5.5% / 3.5% / 4.5%; Delhi Cantonment 3% for every buyer; registration 1% for all",
  "https://housing.com/news/delhi-stamp-duty-and-registration-charges",
);
const DELHI_CLEARTAX_2025 = link(
  "ClearTax, Delhi stamp duty 2025: joint owners (male and female) 5%, male 6%, female 4%; NDMC 5.5% / 3.5% / 4.5%; Cantonment 3% for all",
  "https://cleartax.in/s/stamp-duty-and-registration-charges-in-delhi",
);
const DELHI_TIMESNOW_2022 = link(
  "Times Now, 2022: the unified MCD raises transfer duty above Rs 25 lakh by 1 point, to 4% for men and 3% for women (from 3% and 2%)",
  "https://timesnownews.com/delhi/unified-mcd-to-hike-transfer-duty-on-purchase-of-properties-in-delhi-above-rs-25-lakh-by-1-per-cent-article-91936772/amp",
);
const RAJASTHAN_JOINT_2025 = link(
  "1-Comply, 24 Feb 2025: Rajasthan order No. F.4(2)FD/Tax/2025-109 of 19 Feb 2025 under s.9(1) of the Rajasthan Stamp Act, 1998: a conveyance to a husband and wife jointly of property of market value up to Rs 50 lakh pays 5.5%",
  "https://1-comply.com/2025/02/24/reduction-of-stamp-duty-on-joint-property-conveyance-for-spouses",
);
const RAJASTHAN_CLEARTAX_2025 = link(
  "ClearTax, Rajasthan stamp duty 2025: sale deed 6%; female (other than SC/ST/BPL) 5%, female SC/ST/BPL 4%",
  "https://cleartax.in/s/stamp-duty-and-registration-charges-in-rajasthan",
);
const UP_HT_2025_OCTOBER = link(
  "Hindustan Times, 1 Oct 2025: the 1% rebate for women, from 2006 on property up to Rs 10 lakh with at most Rs 10,000 off, extended in July 2025 to property up to Rs 1 crore, 'capping the benefits at 1 lakh' (the IG of Stamps and Registration quoted)",
  "https://stg-www.hindustantimes.com/cities/others/thanks-to-stamp-duty-discount-55-up-houses-owned-by-women-101759259788285.html",
);
const UP_PTI_2025 = link(
  "PTI via LatestLY, 22 Jul 2025: the UP Cabinet approves a 1% stamp duty discount on property worth up to Rs 1 crore bought in the name of a woman (until then up to Rs 10 lakh, at most Rs 10,000)",
  "https://www.latestly.com/agency-news/india-news-up-cabinet-approves-1-per-cent-discount-in-stamp-duty-on-property-purchased-in-name-of-women-7014633.html",
);
const UP_H4E_JOINT = link(
  "H4E News, UP stamp duty rebate for women: the rebate is capped at Rs 1,00,000; a woman co-owner gets it only on her defined share",
  "https://h4enews.com/?p=2365",
);
const UP_TYTIL_JOINT = link(
  "Tytil, 2 Dec 2025: the UP rebate applies to joint purchases where at least one registered owner is a woman, and not above Rs 1 crore",
  "https://www.tytil.com/blog-details/uttar-pradesh-1-stamp-duty-relief-for-women-updated-rules-eligibility-and-benefits-2025",
);
const UTTARAKHAND_LAWWIRE = link(
  "LawWire, stamp duty in Uttarakhand: a 25% rebate for women buyers, its limit raised from Rs 10 lakh to Rs 25 lakh by notification No. 719/XXVII(9)/2013/stamp-53/2009 of 26 Jul 2013: 3.75% up to Rs 25 lakh, 5% above",
  "https://lawwire.in/stamp-duty-in-uttarakhand/",
);
const UTTARAKHAND_SARTHI = link(
  "Project Sarthi, Uttarakhand stamp duty exemption scheme (Department of Stamps and Registration): a 25% rebate on a transfer of property up to Rs 25 lakh to a woman, at most twice in her lifetime",
  "https://projectsarthi.com/schemes/sdepr",
);
const HP_ASSENT_SATLUJ = link(
  "Satluj Times (Hindi): the Governor assents to the HP Stamp Duty Amendment Bill; women 4% on land up to Rs 80 lakh, men 8% above Rs 50 lakh",
  "https://satlujtimes.com/index.php/women-exempted-from-stamp-duty-on-purchasing-land-in-himachal/?noamp=mobile",
);
const HINDU_WOMEN_2024 = link(
  "The Hindu, 22 Mar 2024: states giving women a stamp-duty concession (Rajasthan, Haryana, Himachal Pradesh, Assam, Chhattisgarh, Uttarakhand, Uttar Pradesh, Bihar, Delhi, Puducherry) and Gujarat's waiver of the 1% registration fee for women",
  "https://www.thehindu.com/real-estate/when-women-purchase-property-in-their-name/article67979249.ece",
);
const TN_DTNEXT_2025 = link(
  "DT Next, 31 Mar 2025: Tamil Nadu G.O. cutting the registration fee by 1 point for houses, plots and agricultural land up to Rs 10 lakh registered in the name of women, from 1 Apr 2025",
  "https://www.dtnext.in/news/tamilnadu/tn-govt-introduces-1-registration-fee-concession-for-women-to-boost-property-ownership-828336",
);
const TN_GUIDELINES_2025 = link(
  "Vivegam News (Tamil): the Registration Department's guidelines: the concession covers sale deeds to a woman buyer or to women buying jointly",
  "https://vivegamnews.com/tamilnadu/new-offers-in-property-registration-in-womens-name",
);
const MAHARASHTRA_WOMEN_ORDER = link(
  "Maharashtra order under s.9(a) of the Maharashtra Stamp Act, 1958, text reproduced by 11 Square Feet: from 1 Apr 2021, 1% less duty under Art. 25(b) on a conveyance or agreement to sell of any type of residential unit to a woman or women purchasers",
  "https://11squarefeet.com/maharashtra-stamp-duty-concession-for-womens/",
);
const MAHARASHTRA_WOMEN_2023 = link(
  "Moneycontrol, 1 Jun 2023: Maharashtra drops the 15-year bar on resale to a man (notification of 26 May 2023); the 1% concession for women stays",
  "https://www.moneycontrol.com/news/business/real-estate/maharashtra-junks-15-year-cap-on-women-selling-property-to-non-female-buyers-10724961.html",
);

// ---- The rules ------------------------------------------------------------------------------

const flat = (percent: number, rule: string): ChargeBand[] => [{ over: 0, percent, rule }];

/** A man and a woman buying together where the state has no joint rate: the general rate, said plainly. */
const noJointRate = (state: string, sources: readonly SourceLink[], verifiedOn: string): BuyerRule => ({
  rule: `No rate for a man and a woman buying jointly was found for ${state}: the general rate is used, which may be more than the sub-registrar charges.`,
  condition: null,
  sources,
  verifiedOn,
  confidence: "reported",
});

export const BUYER_RULES: Readonly<Record<StateId, StateBuyerRules>> = {
  "andhra-pradesh": {
    none: {
      finding: "No concession for women buyers was found: the sources of the state table give one rate for every buyer.",
      sources: [HINDU_WOMEN_2024],
      verifiedOn: CHECKED_2026_11_28,
    },
  },
  assam: {
    woman: {
      rule: "A woman pays 5% stamp duty instead of 6%; the registration fee is the same.",
      condition: "Assam's rates are unresolved (see the state's note); confirm them before use.",
      stampDuty: { bands: flat(5, "5% stamp duty, woman buyer") },
      sources: [ASSAM_HOUSING, ASSAM_BASIC, HINDU_WOMEN_2024],
      verifiedOn: CHECKED_2026_11_25,
      confidence: "reported",
    },
    joint: noJointRate("Assam", [ASSAM_HOUSING], CHECKED_2026_11_25),
  },
  bihar: {
    woman: {
      rule: "A woman buying from a man pays 5.7% stamp duty and a 1.9% registration fee instead of 6% and 2%.",
      condition: "Only when the seller is a man; a woman buying from a woman pays the general 6% and 2%.",
      stampDuty: { bands: flat(5.7, "5.7% stamp duty, woman buying from a man") },
      registration: { bands: flat(1.9, "registration fee 1.9%, woman buying from a man") },
      sources: [BIHAR_HOUSING, BIHAR_BAJAJ],
      verifiedOn: CHECKED_2026_11_25,
      confidence: "reported",
    },
    man: {
      rule: "A man pays the general 6% and 2% when buying from a man.",
      condition: "A man buying from a woman pays 6.3% and 2.1%, which is not computed here.",
      sources: [BIHAR_HOUSING, BIHAR_BAJAJ],
      verifiedOn: CHECKED_2026_11_25,
      confidence: "reported",
    },
    joint: noJointRate("Bihar", [BIHAR_HOUSING], CHECKED_2026_11_25),
  },
  chhattisgarh: {
    woman: {
      rule: "A woman pays 4% stamp duty instead of 5%; the registration fee is the same.",
      condition: null,
      stampDuty: { bands: flat(4, "4% stamp duty, woman buyer") },
      sources: [CHHATTISGARH_HOUSING, CHHATTISGARH_MAADIVEEDU],
      verifiedOn: CHECKED_2026_11_25,
      confidence: "reported",
    },
    joint: {
      rule: "A man and a woman jointly pay the women's 4% stamp duty.",
      condition: "As reported: a joint purchase with a woman.",
      stampDuty: { bands: flat(4, "4% stamp duty, joint buyers with a woman") },
      sources: [CHHATTISGARH_MAADIVEEDU],
      verifiedOn: CHECKED_2026_11_25,
      confidence: "reported",
    },
  },
  delhi: {
    woman: {
      rule: "A woman pays 2 points less stamp duty in MCD and NDMC areas: 4% up to Rs 25 lakh and 5% above in MCD areas, 3.5% in NDMC areas; no concession in the Cantonment area.",
      condition: null,
      stampDuty: {
        byLocality: {
          "delhi-mcd": [
            { over: 0, percent: 4, rule: "4% (2% stamp duty + 2% MCD transfer duty), value up to Rs 25 lakh, woman buyer" },
            { over: 25 * LAKH, percent: 5, rule: "5% (2% stamp duty + 3% MCD transfer duty), value above Rs 25 lakh, woman buyer" },
          ],
          "delhi-ndmc": flat(3.5, "3.5% (NDMC area), woman buyer"),
        },
      },
      sources: [DELHI_HOUSING_2025, DELHI_TRANSFER_DUTY_2023, DELHI_TIMESNOW_2022, DELHI_SPECIAL_AREAS, DELHI_CLEARTAX_2025],
      verifiedOn: CHECKED_2026_11_28,
      confidence: "reported",
    },
    joint: {
      rule: "A man and a woman jointly pay 1 point less than a man: 5% up to Rs 25 lakh and 6% above in MCD areas, 4.5% in NDMC areas; no concession in the Cantonment area.",
      condition: null,
      stampDuty: {
        byLocality: {
          "delhi-mcd": [
            { over: 0, percent: 5, rule: "5%, value up to Rs 25 lakh, a man and a woman jointly" },
            { over: 25 * LAKH, percent: 6, rule: "6%, value above Rs 25 lakh, a man and a woman jointly" },
          ],
          "delhi-ndmc": flat(4.5, "4.5% (NDMC area), a man and a woman jointly"),
        },
      },
      sources: [DELHI_HOUSING_2025, DELHI_SPECIAL_AREAS, DELHI_CLEARTAX_2025],
      verifiedOn: CHECKED_2026_11_28,
      confidence: "reported",
    },
  },
  goa: {
    none: {
      finding: "No concession for women buyers: the same slabs for every buyer.",
      sources: [GOA_CREDITDHARMA, HINDU_WOMEN_2024],
      verifiedOn: CHECKED_2026_11_25,
    },
  },
  gujarat: {
    woman: {
      rule: "Where every buyer is a woman the 1% registration fee is waived; stamp duty is the same for all buyers.",
      condition: "Every buyer on the deed must be a woman; a man and a woman jointly pay the fee.",
      registration: { bands: flat(0, "registration fee waived: every buyer a woman") },
      sources: [GUJARAT_READY_RECKONER, HINDU_WOMEN_2024],
      verifiedOn: CHECKED_2026_11_28,
      confidence: "reported",
    },
    joint: {
      rule: "A man and a woman jointly pay the general rate: the fee is waived only when every buyer is a woman.",
      condition: null,
      sources: [GUJARAT_READY_RECKONER],
      verifiedOn: CHECKED_2026_11_25,
      confidence: "reported",
    },
  },
  haryana: {
    woman: {
      rule: "A woman pays 2 points less stamp duty: 5% in urban areas, 3% in rural areas; the registration fee is the same.",
      condition: null,
      stampDuty: {
        byLocality: {
          "haryana-urban": flat(5, "5% (3% stamp duty + 2% municipal duty), urban area, woman buyer"),
          "haryana-rural": flat(3, "3%, rural area, woman buyer"),
        },
      },
      sources: [HARYANA_STAMP, HARYANA_LARISA_2022, HINDU_WOMEN_2024],
      verifiedOn: CHECKED_2026_11_25,
      confidence: "reported",
    },
    joint: {
      rule: "A man and a woman jointly pay 1 point less than a man: 6% in urban areas, 4% in rural areas.",
      condition: null,
      stampDuty: {
        byLocality: {
          "haryana-urban": flat(6, "6%, urban area, a man and a woman jointly"),
          "haryana-rural": flat(4, "4%, rural area, a man and a woman jointly"),
        },
      },
      sources: [HARYANA_STAMP, HARYANA_LARISA_2022],
      verifiedOn: CHECKED_2026_11_25,
      confidence: "reported",
    },
  },
  "himachal-pradesh": {
    woman: {
      rule: "A woman pays 4% on a value up to Rs 80 lakh and 8% above (a man 6% up to Rs 50 lakh); the registration fee is the same.",
      condition: null,
      stampDuty: {
        bands: [
          { over: 0, percent: 4, rule: "4%, value up to Rs 80 lakh, woman buyer" },
          { over: 80 * LAKH, percent: 8, rule: "8% on the whole value, value above Rs 80 lakh, woman buyer" },
        ],
      },
      sources: [HP_AMENDMENT_2023, HP_ASSEMBLY_2023, HP_ASSENT_SATLUJ],
      verifiedOn: CHECKED_2026_11_28,
      confidence: "reported",
    },
    joint: noJointRate("Himachal Pradesh", [HP_AMENDMENT_2023], CHECKED_2026_11_28),
  },
  jharkhand: {
    none: {
      finding: "No concession: the Re 1 stamp duty for women on property up to Rs 50 lakh was rolled back in 2020 (as reported).",
      sources: [JHARKHAND_SQUAREYARDS],
      verifiedOn: CHECKED_2026_11_25,
    },
  },
  karnataka: {
    none: {
      finding: "No concession for women buyers was found: the sources of the state table give one rate for every buyer.",
      sources: [HINDU_WOMEN_2024],
      verifiedOn: CHECKED_2026_11_28,
    },
  },
  kerala: {
    none: {
      finding: "No concession for women buyers was found: the 8% and 2% apply to every buyer.",
      sources: [HINDU_WOMEN_2024],
      verifiedOn: CHECKED_2026_11_28,
    },
  },
  "madhya-pradesh": {
    none: {
      finding: "No concession for women buyers: 7.5% and 3% for every buyer.",
      sources: [MP_CLEARTAX],
      verifiedOn: CHECKED_2026_11_25,
    },
  },
  maharashtra: {
    none: {
      finding:
        "No concession on land: the 1% less duty for women (order under s.9(a), from 1 Apr 2021) covers the conveyance or agreement to sell of a residential unit to a woman or women only, not land, commercial or industrial property. The 15-year bar on resale to a man was dropped on 26 May 2023.",
      sources: [MAHARASHTRA_WOMEN_ORDER, MAHARASHTRA_WOMEN_2023],
      verifiedOn: CHECKED_2026_11_28,
    },
  },
  odisha: {
    woman: {
      rule: "A woman pays 4% stamp duty instead of 5% (the 1% rebate of the Odisha Stamp (Amendment) Rules, 2014); the registration fee is the same.",
      condition: null,
      stampDuty: { bands: flat(4, "4% stamp duty, woman buyer") },
      sources: [ODISHA_HOUSING, ODISHA_BASIC],
      verifiedOn: CHECKED_2026_11_25,
      confidence: "reported",
    },
    joint: {
      rule: "A man and a woman jointly pay the women's 4% stamp duty, as reported.",
      condition: null,
      stampDuty: { bands: flat(4, "4% stamp duty, joint buyers with a woman") },
      sources: [ODISHA_HOUSING],
      verifiedOn: CHECKED_2026_11_25,
      confidence: "reported",
    },
  },
  punjab: {
    woman: {
      rule: "A woman pays 5% instead of 7%; the registration fee is the same.",
      condition: null,
      stampDuty: { bands: flat(5, "5% (3% stamp duty + 1% social infrastructure cess + 1% PIDB fee), woman buyer") },
      sources: [PUNJAB_HOUSING, PUNJAB_GODREJ, PUNJAB_GRIHASHAKTI],
      verifiedOn: CHECKED_2026_11_25,
      confidence: "reported",
    },
    joint: {
      rule: "A man and a woman jointly pay 6%.",
      condition: null,
      stampDuty: { bands: flat(6, "6%, a man and a woman jointly") },
      sources: [PUNJAB_HOUSING, PUNJAB_GODREJ],
      verifiedOn: CHECKED_2026_11_25,
      confidence: "reported",
    },
  },
  rajasthan: {
    woman: {
      rule: "A woman pays 5% stamp duty plus the 30% surcharge on it, 6.5%, instead of 7.8%; the registration fee is the same.",
      condition: "SC, ST and BPL women pay 4% (5.2% with the surcharge), which is not computed here.",
      stampDuty: { bands: flat(6.5, "6.5% (5% stamp duty + 30% surcharge on the duty), woman buyer") },
      sources: [RAJASTHAN_FEE_MASTER_2021, RAJASTHAN_FEE_MASTER_2020, RAJASTHAN_CLEARTAX_2025],
      verifiedOn: CHECKED_2026_11_28,
      confidence: "reported",
    },
    joint: {
      rule: "A husband and wife buying jointly pay 5.5% plus the 30% surcharge, 7.15%, on property of market value up to Rs 50 lakh; above it, the general 7.8%.",
      condition:
        "Only a husband and wife jointly (order of 19 Feb 2025, as summarised; text not read); the surcharge is taken to apply as on every sale.",
      stampDuty: {
        bands: [
          {
            over: 0,
            percent: 7.15,
            rule: "7.15% (5.5% stamp duty + 30% surcharge), husband and wife jointly, market value up to Rs 50 lakh",
          },
          {
            over: 50 * LAKH,
            percent: 7.8,
            rule: "7.8% (6% stamp duty + 30% surcharge), husband and wife jointly, market value above Rs 50 lakh",
          },
        ],
      },
      sources: [RAJASTHAN_JOINT_2025],
      verifiedOn: CHECKED_2026_11_28,
      confidence: "reported",
    },
  },
  "tamil-nadu": {
    woman: {
      rule: "A woman pays a 1% registration fee instead of 2% on property worth up to Rs 10 lakh, from 1 Apr 2025; stamp duty is the same.",
      condition: "A woman buyer or women buying jointly; houses, plots and agricultural land up to Rs 10 lakh.",
      registration: {
        bands: [
          { over: 0, percent: 1, rule: "registration fee 1% (2% less the 1-point concession for women), value up to Rs 10 lakh" },
          { over: 10 * LAKH, percent: 2, rule: "registration fee 2%, value above Rs 10 lakh (no concession)" },
        ],
      },
      sources: [TN_DTNEXT_2025, TN_GUIDELINES_2025],
      verifiedOn: CHECKED_2026_11_28,
      confidence: "reported",
    },
    joint: {
      rule: "A man and a woman jointly pay the general rate: the fee concession is for a woman or women buying jointly.",
      condition: null,
      sources: [TN_GUIDELINES_2025],
      verifiedOn: CHECKED_2026_11_28,
      confidence: "reported",
    },
  },
  telangana: {
    none: {
      finding: "No concession for women buyers was found: the sources of the state table give one rate for every buyer.",
      sources: [HINDU_WOMEN_2024],
      verifiedOn: CHECKED_2026_11_28,
    },
  },
  "uttar-pradesh": {
    woman: {
      rule: "A woman pays 1 point less stamp duty, at most Rs 1 lakh off: 6% on a value up to Rs 1 crore; above it, 7% less Rs 1 lakh.",
      condition:
        "Bought in the name of a woman, from 30 Jul 2025 (before: at most Rs 10,000 off). Reports differ on a value above Rs 1 crore: some give the general 7% there, the Inspector General's statement caps the benefit at Rs 1 lakh; the cap is applied.",
      stampDuty: { rebate: { percent: 1, max: 1 * LAKH, rule: "the women's 1-point rebate (at most Rs 1,00,000)" } },
      sources: [UP_HT_2025, UP_HT_2025_OCTOBER, UP_PTI_2025],
      verifiedOn: CHECKED_2026_11_28,
      confidence: "reported",
    },
    joint: {
      rule: "A man and a woman jointly pay the general rate here: reports differ on whether the women's rebate applies to the whole value or only to the woman's share.",
      condition: "If it applies to her share, it is 1% of that share, within the Rs 1 lakh cap.",
      sources: [UP_H4E_JOINT, UP_TYTIL_JOINT],
      verifiedOn: CHECKED_2026_11_28,
      confidence: "reported",
    },
  },
  uttarakhand: {
    woman: {
      rule: "A woman pays 3.75% instead of 5% (a 25% rebate on the duty) on property worth up to Rs 25 lakh; above it, 5%.",
      condition: "At most twice in her lifetime (the department's scheme, as listed).",
      stampDuty: {
        bands: [
          { over: 0, percent: 3.75, rule: "3.75% (5% less the 25% rebate for women), value up to Rs 25 lakh" },
          { over: 25 * LAKH, percent: 5, rule: "5%, value above Rs 25 lakh (no rebate)" },
        ],
      },
      sources: [UTTARAKHAND_DEPT_TABLE, UTTARAKHAND_LAWWIRE, UTTARAKHAND_SARTHI, UTTARAKHAND_HOUSING],
      verifiedOn: CHECKED_2026_11_28,
      confidence: "reported",
    },
    joint: {
      rule: "A man and a woman jointly pay 4.37% on property worth up to Rs 25 lakh, as reported; above it, 5%.",
      condition: null,
      stampDuty: {
        bands: [
          { over: 0, percent: 4.37, rule: "4.37%, a man and a woman jointly, value up to Rs 25 lakh" },
          { over: 25 * LAKH, percent: 5, rule: "5%, value above Rs 25 lakh (no rebate)" },
        ],
      },
      sources: [UTTARAKHAND_HOUSING, UTTARAKHAND_EUTTARANCHAL],
      verifiedOn: CHECKED_2026_11_28,
      confidence: "reported",
    },
  },
  "west-bengal": {
    none: {
      finding: "No concession for women buyers was found: the sources of the state table give one rate for every buyer.",
      sources: [HINDU_WOMEN_2024],
      verifiedOn: CHECKED_2026_11_28,
    },
  },
};
