/**
 * The one table of default stamp duty and registration fees on a sale deed of
 * land, per Indian state and, where the rate depends on where the land lies,
 * per locality. Rates are the general rate (male or corporate buyer);
 * concessions for women are described in `note` and can be applied by
 * passing explicit percentages, which always win.
 *
 * Every charge carries its provenance: a deep link to the notification,
 * statutory table or dated report it was taken from, the date it took effect
 * and the date we last checked it. Where the notification itself could not be
 * read, `confidence` is "reported" and the note says what is unconfirmed.
 *
 * Value slabs: a charge is a list of bands, each applying to the whole
 * dutiable value once the value exceeds the band's `over` (the state tables
 * are written that way: "where the market value exceeds Rs 1 crore, 7%"),
 * optionally with a cap. Amounts are in rupees.
 */
export const STATE_IDS = [
  "andhra-pradesh",
  "bihar",
  "delhi",
  "gujarat",
  "haryana",
  "karnataka",
  "kerala",
  "maharashtra",
  "tamil-nadu",
  "telangana",
  "uttar-pradesh",
  "west-bengal",
] as const;

export type StateId = (typeof STATE_IDS)[number];

/** Localities whose rates differ inside a state; each belongs to one state. */
export const LOCALITY_IDS = [
  "delhi-mcd",
  "delhi-ndmc",
  "delhi-cantonment",
  "mumbai",
  "maharashtra-metro-corporation",
  "maharashtra-mmrda-council",
  "maharashtra-gram-panchayat",
  "west-bengal-urban",
  "west-bengal-rural",
  "haryana-urban",
  "haryana-rural",
] as const;

export type LocalityId = (typeof LOCALITY_IDS)[number];

export interface SourceLink {
  title: string;
  /** A deep link: the notification, the Act section, the rate table or the dated report, never a portal home page. */
  url: string;
}

/**
 * notified: the figure was read in the notification, Act or official table.
 * reported: the official text could not be read; the figure rests on dated
 * reports of it (named in `source`), and the note says what is unconfirmed.
 */
export type Confidence = "notified" | "reported";

export interface ChargeBand {
  /** The band applies to the whole value once the value exceeds this (rupees); the first band has 0. */
  over: number;
  /** Per cent of the dutiable value, or a fixed `amount` in rupees. */
  percent?: number;
  amount?: number;
  /** The rule in words, as the result states it. */
  rule: string;
}

export interface Charge {
  bands: readonly ChargeBand[];
  /** Maximum amount in rupees, if the table caps the charge. */
  cap?: number;
  source: SourceLink;
  /** ISO date the rate took effect (see `note` where only an in-force-by date is known). */
  effectiveFrom: string;
  /** ISO date we last checked the rate against `source`. */
  verifiedOn: string;
  confidence: Confidence;
}

export interface LocalityRates {
  id: LocalityId | null;
  label: string;
  stampDuty: Charge;
  registration: Charge;
}

export interface StateTransferRates {
  id: StateId;
  label: string;
  /** The first entry is the default when no locality is given. */
  localities: readonly LocalityRates[];
  /** Concessions, exceptions and anything unconfirmed; returned with every result that uses this state. */
  note: string;
}

const VERIFIED_ON = "2026-11-23";

const flat = (percent: number, rule: string): ChargeBand[] => [{ over: 0, percent, rule }];

const LAKH = 100_000;
const CRORE = 10_000_000;

const DELHI_TRANSFER_DUTY_2023: SourceLink = {
  title:
    "Millennium Post, 13 Jul 2023: Delhi Urban Development Department letter citing the notification of 10 Jul 2023 raising MCD transfer duty to 4% (men and other entities) / 3% (women) above Rs 25 lakh",
  url: "https://www.millenniumpost.in/delhi/1-hike-in-transfer-duty-on-transfer-of-immovable-properties-in-delhi-525426",
};
const DELHI_REGISTRATION: SourceLink = {
  title: "Paisabazaar, Delhi registration charges: 1% of the sale deed value plus Rs 100 pasting charge",
  url: "https://paisabazaar.com/home-loan/property-registration-charges-in-delhi",
};
const DELHI_SPECIAL_AREAS: SourceLink = {
  title: "Godrej Capital, Delhi stamp duty 2025: NDMC 5.5% (men) / 3.5% (women) / 4.5% (joint); Delhi Cantonment 3%",
  url: "https://www.godrejcapital.com/media-blog/knowledge-centre/stamp-duty-and-registration-charges-in-delhi",
};
const MAHARASHTRA_STAMP: SourceLink = {
  title: "ClearTax, Maharashtra stamp duty 2025 city table: Mumbai 6%; Pune, Thane, Navi Mumbai, Pimpri-Chinchwad, Nagpur 7%",
  url: "https://cleartax.in/s/stamp-duty-and-registration-charges-in-maharashtra",
};
const MAHARASHTRA_REGISTRATION: SourceLink = {
  title:
    "Maharashtra Table of Fees under s.78 Registration Act (Revenue Dept. No. RGN-1558-67731-N of 17 Jul 1961, as amended to 11 Sep 2014), Art. I: Rs 100 up to Rs 10,000, then Rs 10 per Rs 1,000, maximum Rs 30,000",
  url: "https://pdfslide.us/documents/table-of-fees-revenue-department-tabledoc-1-table-of-fees-revenue-department.html",
};
const WEST_BENGAL_STAMP: SourceLink = {
  title:
    "Moneycontrol, 15 Feb 2023: West Bengal 2% stamp-duty and 10% circle-rate rebates (later extended to 30 Jun 2024); slab rates per the Directorate of Registration and Stamp Revenue table",
  url: "https://www.moneycontrol.com/news/business/west-bengal-budget-state-extends-2-stamp-duty-reduction-10-circle-rate-rebate-until-september-2023-10090981.html/amp",
};
const HARYANA_REGISTRATION: SourceLink = {
  title: "Housing.com, Haryana registration charges (slabs from Rs 100 to Rs 50,000 by value, revised 2018)",
  url: "https://housing.com/news/haryana-stamp-duty-and-registration-charges/",
};

const MAHARASHTRA_REGISTRATION_CHARGE: Charge = {
  bands: [{ over: 0, percent: 1, rule: "registration fee 1% of the value" }],
  cap: 30_000,
  source: MAHARASHTRA_REGISTRATION,
  effectiveFrom: "2014-09-11",
  verifiedOn: VERIFIED_ON,
  confidence: "reported",
};

const HARYANA_REGISTRATION_SLABS: ChargeBand[] = [
  [0, 100],
  [50_000, 500],
  [1 * LAKH, 1_000],
  [5 * LAKH, 5_000],
  [10 * LAKH, 10_000],
  [20 * LAKH, 12_500],
  [25 * LAKH, 15_000],
  [30 * LAKH, 20_000],
  [40 * LAKH, 25_000],
  [50 * LAKH, 30_000],
  [60 * LAKH, 35_000],
  [70 * LAKH, 40_000],
  [80 * LAKH, 45_000],
  [90 * LAKH, 50_000],
].map(([over, amount]) => ({
  over: over as number,
  amount: amount as number,
  rule: `fixed registration fee Rs ${(amount as number).toLocaleString("en-IN")} for a value ${over === 0 ? "up to Rs 50,000" : `above Rs ${(over as number).toLocaleString("en-IN")}`}`,
}));

const haryanaRegistration: Charge = {
  bands: HARYANA_REGISTRATION_SLABS,
  source: HARYANA_REGISTRATION,
  effectiveFrom: "2024-01-01",
  verifiedOn: VERIFIED_ON,
  confidence: "reported",
};

const HARYANA_STAMP: SourceLink = {
  title:
    "Housing.com, Haryana stamp duty 2024: sale deed 7% urban (including 2% municipal duty), 5% rural, for men; women 5%/3%, joint 6%/4%",
  url: "https://housing.com/news/haryana-stamp-duty-and-registration-charges/",
};

export const STATE_TRANSFER_RATES: Readonly<Record<StateId, StateTransferRates>> = {
  "andhra-pradesh": {
    id: "andhra-pradesh",
    label: "Andhra Pradesh",
    localities: [
      {
        id: null,
        label: "Andhra Pradesh",
        stampDuty: {
          bands: flat(6.5, "6.5% (5% stamp duty + 1.5% transfer duty)"),
          source: {
            title: "Bajaj Finserv Markets, Andhra Pradesh sale deed: stamp duty 5%, transfer duty 1.5%, registration 1%",
            url: "https://bajajfinservmarkets.in/resources/stamp-duty/stamp-duty-in-andhra-pradesh",
          },
          effectiveFrom: "2021-07-21",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: {
          bands: flat(1, "registration fee 1%"),
          source: {
            title: "Bajaj Finserv Markets, Andhra Pradesh sale deed: registration fee 1%",
            url: "https://bajajfinservmarkets.in/resources/stamp-duty/stamp-duty-in-andhra-pradesh",
          },
          effectiveFrom: "2021-07-21",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
      },
    ],
    note: "Stamp duty shown includes the 1.5% transfer duty (7.5% in all with registration, as The Hindu reported when Telangana matched it on 22 Jul 2021; that is an in-force-by date, not the date AP set it).",
  },
  bihar: {
    id: "bihar",
    label: "Bihar",
    localities: [
      {
        id: null,
        label: "Bihar",
        stampDuty: {
          bands: flat(6, "6% stamp duty (general case)"),
          source: {
            title: "Housing.com, Bihar stamp duty and registration 2024 (Registration Department table: 6%/5.7%/6.3%)",
            url: "https://housing.com/news/stamp-duty-and-property-registration-charges-in-bihar",
          },
          effectiveFrom: "2024-01-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: {
          bands: flat(2, "registration fee 2% (general case)"),
          source: {
            title: "Housing.com, Bihar registration fee 2024 (2%/1.9%/2.1%)",
            url: "https://housing.com/news/stamp-duty-and-property-registration-charges-in-bihar",
          },
          effectiveFrom: "2024-01-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
      },
    ],
    note: "Man-to-woman transfers pay 5.7% + 1.9%; woman-to-man transfers 6.3% + 2.1%. The effective date is an in-force-by date (the 2024 table), not the date of the notification.",
  },
  delhi: {
    id: "delhi",
    label: "Delhi",
    localities: [
      {
        id: "delhi-mcd",
        label: "Delhi, Municipal Corporation of Delhi area",
        stampDuty: {
          bands: [
            { over: 0, percent: 6, rule: "6% (3% stamp duty + 3% MCD transfer duty), value up to Rs 25 lakh, male or other buyer" },
            {
              over: 25 * LAKH,
              percent: 7,
              rule: "7% (3% stamp duty + 4% MCD transfer duty from 10 Jul 2023), value above Rs 25 lakh, male or other buyer",
            },
          ],
          source: DELHI_TRANSFER_DUTY_2023,
          effectiveFrom: "2023-07-10",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: {
          bands: flat(1, "registration fee 1% (the Rs 100 pasting fee is not included)"),
          source: DELHI_REGISTRATION,
          effectiveFrom: "2023-07-10",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
      },
      {
        id: "delhi-ndmc",
        label: "Delhi, New Delhi Municipal Council area",
        stampDuty: {
          bands: flat(5.5, "5.5% (NDMC area), male or other buyer"),
          source: DELHI_SPECIAL_AREAS,
          effectiveFrom: "2025-01-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: {
          bands: flat(1, "registration fee 1% (the Rs 100 pasting fee is not included)"),
          source: DELHI_SPECIAL_AREAS,
          effectiveFrom: "2025-01-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
      },
      {
        id: "delhi-cantonment",
        label: "Delhi Cantonment Board area",
        stampDuty: {
          bands: flat(3, "3% (Delhi Cantonment Board area)"),
          source: DELHI_SPECIAL_AREAS,
          effectiveFrom: "2025-01-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: {
          bands: flat(1, "registration fee 1%"),
          source: DELHI_SPECIAL_AREAS,
          effectiveFrom: "2025-01-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
      },
    ],
    note: "MCD areas: women pay 1 point less (4% up to Rs 25 lakh, 5% above) and joint buyers 6% above Rs 25 lakh. The 10 Jul 2023 notification itself could not be read; the rise rests on the Urban Development Department letter as reported on 13-14 Jul 2023, with no rollback found as of 2026-11-23. NDMC and Cantonment rates are from 2025 rate tables (effective dates not found); confirm with the sub-registrar.",
  },
  gujarat: {
    id: "gujarat",
    label: "Gujarat",
    localities: [
      {
        id: null,
        label: "Gujarat",
        stampDuty: {
          bands: flat(4.9, "4.9% (3.5% basic stamp duty + 40% surcharge)"),
          source: {
            title:
              "Gujarat Stamp Duty and Registration Fees Ready Reckoner (3.5% + 40% surcharge = 4.9%; registration 1%, waived only if all buyers are women)",
            url: "https://www.scribd.com/document/357013263/gujrat",
          },
          effectiveFrom: "2017-08-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: {
          bands: flat(1, "registration fee 1%"),
          source: {
            title: "Gujarat Stamp Duty and Registration Fees Ready Reckoner (registration 1%; waived only if all buyers are women)",
            url: "https://www.scribd.com/document/357013263/gujrat",
          },
          effectiveFrom: "2017-08-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
      },
    ],
    note: "The registration fee is waived only when every buyer is a woman; stamp duty is the same for all buyers. The effective date is an in-force-by date (the ready reckoner copy of 2017).",
  },
  haryana: {
    id: "haryana",
    label: "Haryana",
    localities: [
      {
        id: "haryana-urban",
        label: "Haryana, urban area",
        stampDuty: {
          bands: flat(7, "7% (5% stamp duty + 2% municipal duty), urban area, male buyer"),
          source: HARYANA_STAMP,
          effectiveFrom: "2024-01-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: haryanaRegistration,
      },
      {
        id: "haryana-rural",
        label: "Haryana, rural area",
        stampDuty: {
          bands: flat(5, "5%, rural area, male buyer"),
          source: HARYANA_STAMP,
          effectiveFrom: "2024-01-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: haryanaRegistration,
      },
    ],
    note: "Women pay 2 points less (5% urban, 3% rural), joint buyers 6%/4%. The registration fee is a fixed amount by value slab, at most Rs 50,000 (Cabinet decision of June 2018 as reported); the notification itself could not be read. Effective dates are in-force-by dates (the 2024 tables).",
  },
  karnataka: {
    id: "karnataka",
    label: "Karnataka",
    localities: [
      {
        id: null,
        label: "Karnataka",
        stampDuty: {
          bands: flat(5.6, "5.6% (5% stamp duty + 10% cess + 2% surcharge on the duty)"),
          source: {
            title:
              "Deccan Herald, 30 Aug 2025: registration fee doubled to 2% (notification of 29 Aug 2025 under s.78 Registration Act); stamp duty 5% + cess + surcharge",
            url: "https://www.deccanherald.com/india/karnataka/property-deals-to-cost-more-registration-fee-hiked-to-2-2-3704857",
          },
          effectiveFrom: "2025-08-31",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: {
          bands: flat(2, "registration fee 2% (Rs 20 per Rs 1,000)"),
          source: {
            title:
              "New Indian Express, 31 Aug 2025: Karnataka registration fee from 1% to 2% from 31 Aug 2025 (notification of 29 Aug 2025)",
            url: "https://www.newindianexpress.com/amp/story/states/karnataka/2025/Aug/31/registration-fee-for-properties-in-karnataka-doubles-from-today",
          },
          effectiveFrom: "2025-08-31",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
      },
    ],
    note: "Stamp duty shown is the urban rate above Rs 45 lakh; rural areas add a further surcharge (about 5.65%), and lower-value slabs are reported for some first sales of apartments.",
  },
  kerala: {
    id: "kerala",
    label: "Kerala",
    localities: [
      {
        id: null,
        label: "Kerala",
        stampDuty: {
          bands: flat(8, "8% stamp duty"),
          source: {
            title: "Housing.com, Kerala stamp duty 2025 (8% for all buyers; registration 2%)",
            url: "https://housing.com/news/stamp-duty-and-registration-charges-in-kerala",
          },
          effectiveFrom: "2025-01-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: {
          bands: flat(2, "registration fee 2%"),
          source: {
            title: "Housing.com, Kerala registration charges 2025 (2%)",
            url: "https://housing.com/news/stamp-duty-and-registration-charges-in-kerala",
          },
          effectiveFrom: "2025-01-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
      },
    ],
    note: "Charged on the higher of consideration and fair value. The effective date is an in-force-by date (the 2025 table).",
  },
  maharashtra: {
    id: "maharashtra",
    label: "Maharashtra",
    localities: [
      {
        id: "mumbai",
        label: "Mumbai (Brihanmumbai Municipal Corporation)",
        stampDuty: {
          bands: flat(6, "6% (5% stamp duty + 1% metro cess), Mumbai"),
          source: MAHARASHTRA_STAMP,
          effectiveFrom: "2022-04-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: MAHARASHTRA_REGISTRATION_CHARGE,
      },
      {
        id: "maharashtra-metro-corporation",
        label: "Pune, Pimpri-Chinchwad, Thane, Navi Mumbai or Nagpur municipal corporation",
        stampDuty: {
          bands: flat(
            7,
            "7% (5% stamp duty + 1% local body tax surcharge + 1% metro cess), Pune, Thane, Navi Mumbai, Pimpri-Chinchwad, Nagpur",
          ),
          source: MAHARASHTRA_STAMP,
          effectiveFrom: "2022-04-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: MAHARASHTRA_REGISTRATION_CHARGE,
      },
      {
        id: "maharashtra-mmrda-council",
        label: "Municipal council, panchayat or cantonment area within the MMRDA",
        stampDuty: {
          bands: flat(4, "4%, municipal council / panchayat / cantonment area within the MMRDA"),
          source: MAHARASHTRA_STAMP,
          effectiveFrom: "2022-04-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: MAHARASHTRA_REGISTRATION_CHARGE,
      },
      {
        id: "maharashtra-gram-panchayat",
        label: "Gram panchayat area",
        stampDuty: {
          bands: flat(3, "3%, gram panchayat area (some sources add a 1% Zilla Parishad surcharge)"),
          source: MAHARASHTRA_STAMP,
          effectiveFrom: "2022-04-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: MAHARASHTRA_REGISTRATION_CHARGE,
      },
    ],
    note: "The 1% concession for women applies to residential purchases only, not to land or commercial property. The registration fee is 1% up to a maximum of Rs 30,000. The gram-panchayat rate is unconfirmed (some sources add a 1% Zilla Parishad surcharge); other municipal corporations without metro cess are not listed here: pass the percentage.",
  },
  "tamil-nadu": {
    id: "tamil-nadu",
    label: "Tamil Nadu",
    localities: [
      {
        id: null,
        label: "Tamil Nadu",
        stampDuty: {
          bands: flat(7, "7% stamp duty"),
          source: {
            title: "The Hindu, 20 Mar 2023: TN Budget cuts the registration fee on sale deeds from 4% to 2% (stamp duty unchanged at 7%)",
            url: "https://www.thehindu.com/news/national/tamil-nadu/tn-budget-registration-fee-to-be-reduced-to-two-per-cent-but-with-a-rider-on-guideline-value/article66641349.ece",
          },
          effectiveFrom: "2023-04-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: {
          bands: flat(2, "registration fee 2%"),
          source: {
            title: "The Hindu, 20 Mar 2023: TN registration fee on sale deeds reduced from 4% to 2%",
            url: "https://www.thehindu.com/news/national/tamil-nadu/tn-budget-registration-fee-to-be-reduced-to-two-per-cent-but-with-a-rider-on-guideline-value/article66641349.ece",
          },
          effectiveFrom: "2023-04-01",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
      },
    ],
    note: "Charged on the higher of consideration and guideline value. Women get a 1-point registration-fee concession on property up to Rs 10 lakh from 1 Apr 2025.",
  },
  telangana: {
    id: "telangana",
    label: "Telangana",
    localities: [
      {
        id: null,
        label: "Telangana",
        stampDuty: {
          bands: flat(7, "7% (5.5% stamp duty + 1.5% transfer duty)"),
          source: {
            title: "The Hindu, 21 Jul 2021: Telangana raises stamp duty to 7.5% in all from 22 Jul 2021",
            url: "https://www.thehindu.com/news/national/telangana/market-values-of-lands-revised-in-telangana/article35435864.ece/amp/",
          },
          effectiveFrom: "2021-07-22",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: {
          bands: flat(0.5, "registration fee 0.5%"),
          source: {
            title: "The Hindu, 21 Jul 2021: Telangana stamp duty and registration 7.5% in all from 22 Jul 2021",
            url: "https://www.thehindu.com/news/national/telangana/market-values-of-lands-revised-in-telangana/article35435864.ece/amp/",
          },
          effectiveFrom: "2021-07-22",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
      },
    ],
    note: "Stamp duty shown includes the 1.5% transfer duty. In gram panchayat areas the registration fee is 2% (5.5% + 2%).",
  },
  "uttar-pradesh": {
    id: "uttar-pradesh",
    label: "Uttar Pradesh",
    localities: [
      {
        id: null,
        label: "Uttar Pradesh",
        stampDuty: {
          bands: flat(7, "7% stamp duty, male buyer"),
          source: {
            title:
              "Hindustan Times, 23 Jul 2025: UP extends the 1% stamp-duty concession for women to property up to Rs 1 crore (standard rate 7%)",
            url: "https://www.hindustantimes.com/real-estate/uttar-pradesh-govt-expands-stamp-duty-relief-for-women-property-buyers-to-1-crore-101753277122432.html",
          },
          effectiveFrom: "2025-07-22",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: {
          bands: flat(1, "registration fee 1%"),
          source: {
            title: "Hindustan Times, 23 Jul 2025: UP stamp duty on property (registration fee 1% in the UP rate tables)",
            url: "https://www.hindustantimes.com/real-estate/uttar-pradesh-govt-expands-stamp-duty-relief-for-women-property-buyers-to-1-crore-101753277122432.html",
          },
          effectiveFrom: "2025-07-22",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
      },
    ],
    note: "Women buyers pay 1 point less on property worth up to Rs 1 crore (from the Cabinet decision of 22 Jul 2025; the ceiling was Rs 10 lakh before), a saving of at most Rs 1 lakh.",
  },
  "west-bengal": {
    id: "west-bengal",
    label: "West Bengal",
    localities: [
      {
        id: "west-bengal-urban",
        label: "West Bengal, corporation, municipality or notified area",
        stampDuty: {
          bands: [
            { over: 0, percent: 6, rule: "6%, corporation/municipal area, value up to Rs 1 crore" },
            { over: 1 * CRORE, percent: 7, rule: "7%, corporation/municipal area, value above Rs 1 crore" },
          ],
          source: WEST_BENGAL_STAMP,
          effectiveFrom: "2021-07-09",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: {
          bands: flat(1, "registration fee 1%"),
          source: WEST_BENGAL_STAMP,
          effectiveFrom: "2021-07-09",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
      },
      {
        id: "west-bengal-rural",
        label: "West Bengal, other (rural) areas",
        stampDuty: {
          bands: [
            { over: 0, percent: 5, rule: "5%, area outside corporations and municipalities, value up to Rs 1 crore" },
            { over: 1 * CRORE, percent: 6, rule: "6%, area outside corporations and municipalities, value above Rs 1 crore" },
          ],
          source: WEST_BENGAL_STAMP,
          effectiveFrom: "2021-07-09",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
        registration: {
          bands: flat(1, "registration fee 1%"),
          source: WEST_BENGAL_STAMP,
          effectiveFrom: "2021-07-09",
          verifiedOn: VERIFIED_ON,
          confidence: "reported",
        },
      },
    ],
    note: "Unconfirmed as of 2026-11-23: the slab threshold (Rs 1 crore in 2025 rate summaries; older tables show Rs 25 lakh or Rs 40 lakh) and whether the temporary 2% rebate and 10% circle-rate cut, last extended to 30 Jun 2024, apply today. Confirm with the Directorate of Registration and Stamp Revenue.",
  },
};

/** In the order of STATE_IDS, for menus and tool descriptions. */
export const STATE_LIST: readonly StateTransferRates[] = STATE_IDS.map((id) => STATE_TRANSFER_RATES[id]);

/** The state each locality belongs to. */
export const LOCALITY_STATE: Readonly<Record<LocalityId, StateId>> = Object.fromEntries(
  STATE_LIST.flatMap((state) => state.localities.flatMap((locality) => (locality.id ? [[locality.id, state.id]] : []))),
) as Record<LocalityId, StateId>;
