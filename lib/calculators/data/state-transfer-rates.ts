/**
 * The one table of default stamp duty and registration fees on a sale deed of
 * land, per Indian state and, where the rate depends on where the land lies,
 * per locality. Rates are the general rate (a man or a company); what a woman
 * or joint buyer pays instead is in `buyer-categories.ts`. Explicit
 * percentages always win.
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
import { type InstrumentId, JURISDICTIONS, type LocalityId, STATE_IDS, type StateId } from "./jurisdictions";

export interface SourceLink {
  title: string;
  /** A deep link: the notification, the Act section, the rate table or the dated report, never a portal home page. */
  url: string;
}

/** A notification, G.O. or Act whose own text was read: its number and date, for `confidence: "notified"`. */
export interface NotificationRef {
  number: string;
  /** ISO date of the notification. */
  date: string;
}

/**
 * effective: `effectiveFrom` is the date the cited rate took effect.
 * in-force-by: the original date was not found; `effectiveFrom` is the date
 * of the earliest dated source that shows the rate in force, and the page
 * labels it "in force by".
 */
export type EffectiveFromKind = "effective" | "in-force-by";

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
  /** Minimum amount in rupees, if the table sets one: a smaller charge is raised to it. */
  minimum?: number;
  /** The primary source: the notification or official table where one could be read or reached, else the best dated report. */
  source: SourceLink;
  /** Further independent sources; a `reported` charge has at least one, so it rests on two dated reports, unless `singleSource` says why not. */
  corroboration: readonly SourceLink[];
  /** Set only where a second independent source could not be found: why, in words (the note repeats it to the user). */
  singleSource?: string;
  /** Number and date of the notification whose text was read; required when `confidence` is "notified". */
  notification?: NotificationRef;
  /** ISO date the rate took effect, or the in-force-by date (see `effectiveFromKind`). */
  effectiveFrom: string;
  effectiveFromKind: EffectiveFromKind;
  /** ISO date we last checked this charge against its sources (per charge, not one date for the table). */
  verifiedOn: string;
  confidence: Confidence;
}

export interface LocalityRates {
  id: LocalityId | null;
  label: string;
  stampDuty: Charge;
  registration: Charge;
}

/**
 * "asSale": the state charges this instrument as a conveyance (same rate, on
 * the same value), so the locality's sale charge applies; the instrument's
 * own sources say so. null: the state's charge for this instrument is not in
 * the table, and the answer says so instead of guessing.
 */
export type InstrumentCharge = Charge | "asSale" | null;

/**
 * What a lease of a given term pays duty on, as the state's lease article
 * says (or as reported, per the band's `confidence`):
 * - "marketValueAsSale": the same duty as a conveyance on the market value of
 *   the land leased (the calculator's dutiable value);
 * - `marketValuePercent`: the same duty as a conveyance (the locality's sale
 *   charge) on that per cent of the market value (Maharashtra Art. 36: 90%
 *   over 29 years), unless the article sets its own rate on it (`ownRate`,
 *   e.g. Telangana's 3% of the market value over 30 years, Rajasthan's 4%
 *   plus its 30% surcharge, 5.2%, over 20 and up to 30), which then replaces
 *   the sale charge for stamp duty;
 * - a rent basis: `rentMultiple` times the average annual rent ("years": the
 *   total rent over the term, the average annual rent times the years), with the
 *   premium, fine or money advanced "added" to that amount, or
 *   "noPremiumOnly" where the clause read covers only a lease with a fixed
 *   rent and no premium (a lease with a premium is then not covered). The
 *   amount pays the conveyance duty (the locality's sale charge), unless the
 *   article sets its own rate on it (`ownRate`, e.g. Karnataka's 1%, 2% or 3%
 *   by term), which then replaces the sale charge for stamp duty.
 */
export type LeaseBasis =
  | "marketValueAsSale"
  | { marketValuePercent: number; ownRate?: Charge }
  | { rentMultiple: number | "years"; premium: "added" | "noPremiumOnly"; ownRate?: Charge };

/**
 * One band of a state's lease article: leases for a term of more than
 * `overYears` and at most `upToYears` (below it where `upToExclusive`, as in
 * Tamil Nadu's "below thirty years"; no upper limit when absent).
 */
export interface LeaseTerm {
  overYears: number;
  upToYears?: number;
  upToExclusive?: boolean;
  basis: LeaseBasis;
  /** The clause in words, as the result states it. */
  rule: string;
  /** The article's text as read (or a judgment quoting it), and anything checked for later amendments. */
  source: SourceLink;
  corroboration: readonly SourceLink[];
  verifiedOn: string;
  confidence: Confidence;
}

export interface InstrumentRates {
  stampDuty: InstrumentCharge;
  registration: InstrumentCharge;
  /** Leases only: the terms whose rule the table has, in order; a term in no band is not covered. */
  leaseTerms?: readonly LeaseTerm[];
  /** Where the "asSale" rule (or the rest of the instrument's rule) is written down. */
  source: SourceLink;
  corroboration: readonly SourceLink[];
  verifiedOn: string;
  confidence: Confidence;
  /** The rule in words and what is unconfirmed; returned with every result for this instrument. */
  note: string;
  /**
   * Where `registration` is null: what was found on the instrument's registration fee, dated, and why it is not
   * computed (a rate without the amount it is taken on, sources that disagree, a single report), with the sources
   * it names. This is the finding's one home: the answer and the calculator page repeat it, the guides link to it.
   */
  registrationNotComputed?: Finding;
}

/**
 * What was found on something the table does not compute (a lease's registration fee, an instrument with no row),
 * dated and in words, with deep links to the sources the finding names: reports, judgments, Acts and their copies.
 * A source it names whose page could not be found is left out rather than guessed.
 */
export interface Finding {
  /** One line a person reads first: what is not computed and why. Without it the answer opens with "Not covered". */
  summary?: string;
  finding: string;
  sources: readonly SourceLink[];
}

export interface StateTransferRates {
  id: StateId;
  label: string;
  /** The first entry is the default when no locality is given. */
  localities: readonly LocalityRates[];
  /** One line with the operative rule first (the rates a buyer pays and the main concession), as the page and the tool text open the note. */
  summary: string;
  /** Concessions, exceptions and anything unconfirmed; returned with every result that uses this state, folded under the summary on the page. */
  note: string;
  /** Instruments other than a sale deed whose charges the state publishes and we could source; any other is "not covered". */
  instruments?: Partial<Record<Exclude<InstrumentId, "sale">, InstrumentRates>>;
  /**
   * For an instrument with no row, or a sale whose rates are not settled (the sale's charges then stay in the table as
   * reported but are not applied): what we found and why it is not computed (sources that disagree,
   * a single report, an article not read), in words, with the sources it names. This is the finding's one home:
   * the "not covered" answer repeats it with its sources, the calculator page lists it, the guides link to it.
   */
  notCovered?: Partial<Record<InstrumentId, Finding>>;
}

/** The dates charges were checked: the first review's pass, and this pass (rows whose sources were read again). */
const CHECKED_2026_11_23 = "2026-11-23";
const CHECKED_2026_11_25 = "2026-11-25";

const flat = (percent: number, rule: string): ChargeBand[] => [{ over: 0, percent, rule }];

const LAKH = 100_000;
const CRORE = 10_000_000;

/** A charge that rests on dated reports (`reported`): its primary source and at least one more. */
function reported(
  bands: ChargeBand[],
  source: SourceLink,
  corroboration: SourceLink[],
  effectiveFrom: string,
  effectiveFromKind: EffectiveFromKind,
  verifiedOn: string,
  cap?: number,
): Charge {
  return {
    bands,
    ...(cap === undefined ? {} : { cap }),
    source,
    corroboration,
    effectiveFrom,
    effectiveFromKind,
    verifiedOn,
    confidence: "reported",
  };
}

const link = (title: string, url: string): SourceLink => ({ title, url });

// ---- Sources of the first twelve states ------------------------------------------------------

const AP_BAJAJ = link(
  "Bajaj Finserv Markets, Andhra Pradesh sale deed: stamp duty 5%, transfer duty 1.5%, registration 1%",
  "https://bajajfinservmarkets.in/resources/stamp-duty/stamp-duty-in-andhra-pradesh",
);
const TELANGANA_HINDU_2021 = link(
  "The Hindu, 21 Jul 2021: Telangana raises stamp duty and registration to 7.5% in all from 22 Jul 2021, matching Andhra Pradesh",
  "https://www.thehindu.com/news/national/telangana/market-values-of-lands-revised-in-telangana/article35435864.ece/amp/",
);
const AP_GODREJ = link(
  "Godrej Capital, Andhra Pradesh 2025: sale deed stamp duty 5%, registration fee 1% (transfer duty not itemised)",
  "https://www.godrejcapital.com/media-blog/knowledge-centre/stamp-duty-and-registration-charges-in-andhra-pradesh",
);
const TELANGANA_GO_463 = link(
  "G.O.Ms.No.463, Revenue (Registration-I) Department, 17 Aug 2013 (Andhra Pradesh Gazette Extraordinary of 26 Aug 2013, in force from 1 Sep 2013), Table of Fees under s.78 of the Registration Act, superseding G.O.Ms.No.757 of 2001: Category (1), item 1, Sale 0.5% (copy of the G.O. text on Scribd; checked 25 Nov 2026)",
  "https://www.scribd.com/document/426714453/PdfFileView-2-pdf",
);
const TELANGANA_GO_463_BAREACT = link(
  "Table of Fees under s.78 of the Registration Act, G.O.Ms.No.463 of 17 Aug 2013, w.e.f. 1 Sep 2013 (bare-act copy of the notification): Category (1), Sale 0.50%, Conveyance 0.5%",
  "http://bareactslive.com/AP/AP039.HTM",
);
const TELANGANA_CLEARTAX = link(
  "ClearTax, Telangana 2025 (17 Apr 2025), Registration and Stamps Department table: sale deed stamp duty 5.5% and registration 0.5% (2% in gram panchayats), transfer duty 1.5%; agreement to sell with possession 5.5% (adjustable) and without possession 0.5%, registration 0.5% (minimum Rs 1,000, maximum Rs 50,000)",
  "https://cleartax.in/s/stamp-duty-and-registration-charges-in-telangana",
);
const TELANGANA_BAJAJ = link(
  "Bajaj Finserv Markets, Telangana, per the Registration and Stamps Department table: agreement to sell with possession 5.5% (adjustable), without possession 0.5% (not adjustable), registration 0.5% (minimum Rs 1,000, maximum Rs 50,000)",
  "https://bajajfinservmarkets.in/resources/stamp-duty/stamp-duty-in-telangana",
);
export const HARYANA_LARISA_2022 = link(
  "Larisa Realtech, Haryana property registration charges 2022: 7%/5%/6% within municipal limits, 5%/3%/4% outside; registration Rs 100 up to Rs 50,000 value rising by slab to Rs 50,000 above Rs 90 lakh",
  "https://www.larisarealtech.com/web-stories/property-registration-charges-in-haryana/",
);
const HARYANA_CABINET_2018 = link(
  "Luxury Homes Haryana: Haryana Cabinet raises the registration fee to up to Rs 50,000 by collector-rate slab (earlier at most Rs 15,000)",
  "https://www.luxuryhomesharyana.in/haryana-hikes-land-registration-fee/",
);
const HARYANA_CABINET_JAGRAN_2018 = link(
  "Dainik Jagran, 25 Sep 2018 (Hindi): the Haryana Cabinet raises the maximum registration fee from Rs 15,000 to Rs 50,000",
  "https://m.jagran.com/lite/haryana/panchkula-pension-for-acid-sufferers-women-18466566.html",
);
const TN_VERIFIED_2025 = link(
  "Verified Real Estate: Tamil Nadu conveyance 7% of market value, registration fee 2% of market value",
  "https://community.verified.realestate/article/everything-you-need-to-know-about-stamp-duty-and-registration-fees-in-tamil-nadu/?amp=1",
);
const WEST_BENGAL_DIRECTORATE_COPY = link(
  "Directorate of Registration and Stamp Revenue, West Bengal, Rate of Stamp Duty (wbregistration.gov.in table as reproduced): agreement relating to sale of immovable property, same duty as conveyance on market value (Art. 5), registration fee Rs 7; conveyance fee Rs 11 per Rs 1,000 above Rs 5,000",
  "https://trichoglossinae63.rssing.com/chan-52706985/article5.html",
);
const WEST_BENGAL_BAJAJ_KOLKATA = link(
  "Bajaj Finserv Markets, Kolkata: agreement for sale of immovable property, stamp duty same as conveyance, registration fee Rs 7; conveyance fee 1% (minimum Rs 50)",
  "https://www.bajajfinservmarkets.in/resources/stamp-duty/stamp-duty-in-kolkata",
);
export const BIHAR_HOUSING = link(
  "Housing.com, Bihar stamp duty and registration 2024 (Registration Department table: 6%/5.7%/6.3%; fee 2%/1.9%/2.1%)",
  "https://housing.com/news/stamp-duty-and-property-registration-charges-in-bihar",
);
export const BIHAR_BAJAJ = link(
  "Bajaj Finserv Markets, Bihar: conveyance 5.7% to 6.3%, registration 1.9% to 2.1% by transfer direction",
  "https://bajajfinservmarkets.in/resources/stamp-duty/stamp-duty-in-bihar",
);
export const DELHI_TRANSFER_DUTY_2023 = link(
  "Millennium Post, 13 Jul 2023: Delhi Urban Development Department letter citing the notification of 10 Jul 2023 raising MCD transfer duty to 4% (men and other entities) / 3% (women) above Rs 25 lakh",
  "https://www.millenniumpost.in/delhi/1-hike-in-transfer-duty-on-transfer-of-immovable-properties-in-delhi-525426",
);
const DELHI_TRANSFER_DUTY_MONEYCONTROL = link(
  "Moneycontrol, 14 Jul 2023: buying property in Delhi costlier as the 1% transfer duty hike comes into effect",
  "https://www.moneycontrol.com/news/business/real-estate/buying-property-in-delhi-becomes-costlier-as-1-percent-hike-in-transfer-duty-comes-into-effect-10962981.html",
);
const DELHI_REGISTRATION = link(
  "Paisabazaar, Delhi registration charges: 1% of the sale deed value plus Rs 100 pasting charge",
  "https://paisabazaar.com/home-loan/property-registration-charges-in-delhi",
);
export const DELHI_SPECIAL_AREAS = link(
  "Godrej Capital, Delhi stamp duty 2025: NDMC 5.5% (men) / 3.5% (women) / 4.5% (joint); Delhi Cantonment 3%; registration 1%",
  "https://www.godrejcapital.com/media-blog/knowledge-centre/stamp-duty-and-registration-charges-in-delhi",
);
const DELHI_REVENUE_PAGE = link(
  "Revenue Department, GNCT of Delhi, registration of property: fee 1% of the consideration or circle-rate value, whichever is higher, plus Rs 100 pasting fee",
  "https://revenue.delhi.gov.in/revenue/important-information-regarding-registration-property",
);
const DELHI_FEE_CAP_2011 = link(
  "Hindustan Times, 16 May 2011: Delhi removes the Rs 50,000 cap on the 1% registration fee (Cabinet approval)",
  "http://www.hindustantimes.com/delhi/pay-more-for-registration-of-property/story-ig1kDYB2eJ2VVCczoKjdhJ.html",
);
export const GUJARAT_READY_RECKONER = link(
  "Gujarat Stamp Duty and Registration Fees Ready Reckoner, copy (3.5% + 40% surcharge = 4.9%; registration 1%, waived only if all buyers are women)",
  "https://www.scribd.com/document/357013263/gujrat",
);
const GUJARAT_BAJAJ_2025 = link(
  "Bajaj Housing Finance, 11 Apr 2025: Gujarat 3.5% + 1.4% surcharge = 4.9%; registration 1%",
  "https://www.bajajhousingfinance.in/resources/stamp-duty-and-property-registration-charges-in-gujarat",
);
export const HARYANA_STAMP = link(
  "Housing.com, Haryana stamp duty 2024: sale deed 7% urban (including 2% municipal duty), 5% rural, for men; women 5%/3%, joint 6%/4%",
  "https://housing.com/news/haryana-stamp-duty-and-registration-charges/",
);
const KARNATAKA_DH_2025 = link(
  "Deccan Herald, 30 Aug 2025: registration fee doubled to 2% (notification of 29 Aug 2025 under s.78 Registration Act); stamp duty 5% + cess + surcharge unchanged",
  "https://www.deccanherald.com/india/karnataka/property-deals-to-cost-more-registration-fee-hiked-to-2-2-3704857",
);
const KARNATAKA_NIE_2025 = link(
  "New Indian Express, 31 Aug 2025: Karnataka registration fee from 1% to 2% from 31 Aug 2025 (notification of 29 Aug 2025)",
  "https://www.newindianexpress.com/amp/story/states/karnataka/2025/Aug/31/registration-fee-for-properties-in-karnataka-doubles-from-today",
);
const KARNATAKA_IGR_2012 = link(
  "Karnataka Department of Stamps and Registration, At a Glance (updated till 17 Oct 2012): conveyance, Art. 20(1), 5% on the market value + surcharge + cess",
  "http://www.karnataka.gov.in/karigr1/Pages/-At-a-Glance--Stamp-Duty-and-Registration-Fee.aspx",
);
const KERALA_HOUSING = link(
  "Housing.com, Kerala stamp duty 2025 (8% for all buyers; registration 2%; source: Kerala Revenue Department)",
  "https://housing.com/news/stamp-duty-and-registration-charges-in-kerala",
);
const KERALA_THITHITHARA = link(
  "Thithithara, 19 Aug 2025: Kerala stamp duty 8% and registration 2% on the higher of market value and consideration",
  "https://www.thithithara.com/blogs/articles/stamp-duty-and-registration-charges-in-kerala",
);
const KERALA_FINANCE_ACT_2016 = link(
  "Kerala Finance Act, 2016 (Act 18 of 2016), s.3(3)(c), Act text, copy on Indian Kanoon: in the Schedule to the Kerala Stamp Act, 1959, serial number 21 (conveyance), clause (i), 'Six rupees' becomes 'Eight rupees' for every Rs 100 of the value (8%)",
  "https://future.indiankanoon.org/doc/119118040/",
);
const KERALA_FINANCE_ACT_2016_PUBLISHED = link(
  "Kerala Law (Legislation-A) Department notification No. 4000/Leg.A2/2016/Law of 13 Nov 2016 publishing the Kerala Finance Act, 2016 (Act 18 of 2016), assented to on 13 Nov 2016, with its commencement section, extract, copy on salestaxindia.com",
  "http://www.salestaxindia.com/DEMO/TreeMenu.aspx?menu=110143",
);
const MAHARASHTRA_STAMP = link(
  "ClearTax, Maharashtra stamp duty 2025 city table: Mumbai 6%; Pune, Thane, Navi Mumbai, Pimpri-Chinchwad, Nagpur 7%",
  "https://cleartax.in/s/stamp-duty-and-registration-charges-in-maharashtra",
);
const MAHARASHTRA_ART_25 = link(
  "Maharashtra Stamp Act, Sch. I Art. 25(b) as amended by Mah. Act VIII of 2012, text reproduced by APCI: 5% in corporation areas, 4% in any municipal council, nagar panchayat or cantonment and rural MMRDA, 3% in gram panchayat areas",
  "https://apcigroup.in/stamp.html",
);
const MAHARASHTRA_REGISTRATION = link(
  "Maharashtra Table of Fees under s.78 Registration Act (Revenue Dept. No. RGN-1558-67731-N of 17 Jul 1961, as amended to 11 Sep 2014), copy, Art. I: Rs 100 up to Rs 10,000, then Rs 10 per Rs 1,000, maximum Rs 30,000",
  "https://pdfslide.us/documents/table-of-fees-revenue-department-tabledoc-1-table-of-fees-revenue-department.html",
);
const TN_HINDU_2023 = link(
  "The Hindu, 20 Mar 2023: TN Budget cuts the registration fee on sale deeds from 4% to 2% (stamp duty unchanged at 7%)",
  "https://www.thehindu.com/news/national/tamil-nadu/tn-budget-registration-fee-to-be-reduced-to-two-per-cent-but-with-a-rider-on-guideline-value/article66641349.ece",
);
const TN_REGIPAYMENT = link(
  "Tamil Nadu Registration Department e-payment system, Duty & Fees (official page, undated; checked 25 Nov 2026): conveyance 7% of market value; its 1% registration fee is older than the 4% a 2019 copy of the department's table shows, so the page is out of date on the fee",
  "https://tnregipayment.gov.in/regnepay/DutyFees.jsp",
);
const TN_PINNACLE = link(
  "Pinnacle Properties, state rate table: Tamil Nadu 7% stamp duty",
  "https://www.pinnacleproperties4u.com/stamp-duty-rate.php",
);
export const UP_HT_2025 = link(
  "Hindustan Times, 23 Jul 2025: UP extends the 1% stamp-duty concession for women to property up to Rs 1 crore (standard rate 7%)",
  "https://www.hindustantimes.com/real-estate/uttar-pradesh-govt-expands-stamp-duty-relief-for-women-property-buyers-to-1-crore-101753277122432.html",
);
const UP_REGISTRATION_HT_2020 = link(
  "Hindustan Times, 14 Feb 2020: UP registration fee changed from Rs 20,000 (maximum) to 1% of the property cost, effective 14 Feb 2020 (decision of 5 Feb 2020)",
  "https://www.hindustantimes.com/noida/flat-buyers-miffed-as-up-govt-hikes-registry-fee-from-today/story-XfmOGoKnZArHcbmFseFcrO.html",
);
const UP_CABKGOYAL = link(
  "CA BK Goyal, Uttar Pradesh property registration (2024): sale deed stamp duty 7%; the Cabinet's Rs 5,000 duty on family transfers of 4 Aug 2023",
  "https://cabkgoyal.com/uttar-pradesh-property-registration",
);
const UP_REGISTRATION_HT_MARCH_2020 = link(
  "Hindustan Times, 14 Mar 2020: UP registration fee is 1% of property cost since 14 Feb 2020; now payable online",
  "https://www.hindustantimes.com/noida/noida-homebuyers-builders-welcome-move-to-allow-online-payment-of-registration-fee/story-kHIytVtb9jBg0xTWZeJ1bL.html",
);
const WEST_BENGAL_STAMP = link(
  "Moneycontrol, 15 Feb 2023: West Bengal 2% stamp-duty and 10% circle-rate rebates (later extended to 30 Jun 2024); slab rates per the Directorate of Registration and Stamp Revenue table",
  "https://www.moneycontrol.com/news/business/west-bengal-budget-state-extends-2-stamp-duty-reduction-10-circle-rate-rebate-until-september-2023-10090981.html/amp",
);
const WEST_BENGAL_REBATE_2023 = link(
  "Millennium Post, 29 Sep 2023: West Bengal extends the 2% stamp duty rebate and 10% circle-rate cut to 30 Jun 2024",
  "https://www.millenniumpost.in/bengal/bengal-extends-stamp-duty-rebate-circle-rate-reduction-till-june-2024-534793",
);

const MAHARASHTRA_REGISTRATION_CHARGE: Charge = reported(
  [{ over: 0, percent: 1, rule: "registration fee 1% of the value" }],
  MAHARASHTRA_REGISTRATION,
  [MAHARASHTRA_STAMP],
  "2014-09-11",
  "in-force-by",
  CHECKED_2026_11_23,
  30_000,
);

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

const haryanaRegistration: Charge = reported(
  HARYANA_REGISTRATION_SLABS,
  link("Housing.com, Haryana registration charges (slabs from Rs 100 to Rs 50,000 by value, revised 2018)", HARYANA_STAMP.url),
  [HARYANA_LARISA_2022, HARYANA_CABINET_2018, HARYANA_CABINET_JAGRAN_2018],
  "2022-01-01",
  "in-force-by",
  CHECKED_2026_11_25,
);

// ---- Sources of the states added in November 2026 --------------------------------------------

export const RAJASTHAN_FEE_MASTER_2021 = link(
  "Rajasthan Registration and Stamps Department, Stamp Duty and Registration Fee Detail (fee master as applicable 2 Aug 2021), copy: general 6%, female 5%; surcharge on stamp duty 10 + 20 = 30%; registration fee 1%",
  "https://scribd.com/document/527855831/Examination-Form",
);
export const RAJASTHAN_FEE_MASTER_2020 = link(
  "Rajasthan Registration and Stamps Department, Stamp Duty and Registration Fee Detail (fee master as applicable 20 Feb 2020), copy: agreement to sale with possession 6% (male) / 5% (female) of the market value, registration 1%, registration compulsory",
  "https://vdocuments.mx/stamp-duty-and-registration-fee-detail-2020-03-18-article-no-document-name-stamp.html",
);
const RAJASTHAN_BUDGET_2024 = link(
  "Crimes of India, Rajasthan Budget 2024 report: property registration at 6% stamp duty plus 30% surcharge on the duty plus 1% registration fee (flats up to Rs 50 lakh cut to 5%)",
  "https://crimesofindia.com/what-became-cheaper-and-what-became-costlier-in-the-first-budget-of-rajasthan-budget-2024-know-everything-here",
);
export const MP_CLEARTAX = link(
  "ClearTax, Madhya Pradesh stamp duty 2025: sale deed 7.5% and registration 3% for all buyers (no concession for women)",
  "https://cleartax.in/s/stamp-duty-and-registration-charges-in-mp",
);
const MP_INFORMATIONSONLY = link(
  "InformationsOnly, MP stamp duty and registration 2022: 7.5% (principal stamp duty with municipal or janpad duty and upkar) and registration 3%",
  "https://informationsonly.com/stamp-duty-and-registration-charges-in-madhya-pradesh-2022",
);
const MP_AGREEMENT_EMS = link(
  "EMS India (Hindi): the Damoh district registrar on the new Madhya Pradesh rates under Schedule I-A as published in the Gazette of 9 Sep 2025; an agreement without possession (Art. 6(e)(2)) Rs 5,000",
  "https://www.emsindia.com/news/show/3114280/regional",
);
const MP_AGREEMENT_SAMACHAR = link(
  "Madhya Pradesh Samachar (Hindi), 7 Aug 2025: the Indian Stamp (Madhya Pradesh Amendment) Bill, 2025 as passed; an agreement for immovable property without possession raised from Rs 1,000 to Rs 5,000",
  "https://madhyapradeshsamachar.in/2025/08/07/%e0%a4%ae%e0%a4%a7%e0%a5%8d%e0%a4%af-%e0%a4%aa%e0%a5%8d%e0%a4%b0%e0%a4%a6%e0%a5%87%e0%a4%b6-%e0%a4%ae%e0%a5%87%e0%a4%82-400-%e0%a4%ab%e0%a5%80%e0%a4%b8%e0%a4%a6%e0%a5%80-%e0%a4%a4%e0%a4%95-%e0%a4%ac",
);
export const PUNJAB_HOUSING = link(
  "Housing.com, Punjab 2024: sale 5% of consideration + 1% social infrastructure cess + 1% PIDB (7% for men, 5% for women, 6% joint); registration 1%, maximum Rs 2 lakh",
  "https://housing.com/news/punjab-stamp-duty-and-registration-charges",
);
export const PUNJAB_GRIHASHAKTI = link(
  "Grihashakti, 24 Jul 2025: Punjab 7% men, 5% women; sale/gift registration 1% of consideration capped at Rs 2 lakh",
  "https://www.grihashakti.com/knowledge-centre/stamp-duty-in-punjab.aspx",
);
export const PUNJAB_GODREJ = link(
  "Godrej Capital, Punjab 2025: 7% men / 5% women / 6% joint; sale registration 1% (max Rs 2,00,000)",
  "https://www.godrejcapital.com/media-blog/knowledge-centre/stamp-duty-and-registration-charges-punjab",
);
export const ODISHA_HOUSING = link(
  "Housing.com, Odisha 2025 (IGR Odisha): stamp duty 5% men, 4% women (1% rebate under the Odisha Stamp (Amendment) Rules, 2014); registration 2%",
  "https://housing.com/news/stamp-duty-in-odisha-and-property-registration-charges/amp",
);
export const ODISHA_BASIC = link(
  "Basic Home Loan, 11 Jul 2025: Odisha stamp duty 5% (male), 4% (female); registration 2%",
  "https://www.basichomeloan.com/blog/home-loans/stamp-duty-and-land-registration-charges-in-odisha",
);
export const ASSAM_HOUSING = link(
  "Housing.com, Assam 2024 (source: igr.assam.gov.in): stamp duty 6% men, 5% women; registration 8.5% on property worth over Rs 5 lakh",
  "https://housing.com/news/guwahati-stamp-duty-and-registration-charges",
);
const ASSAM_HAILAKANDI = link(
  "Hailakandi district administration, Services at Sub-Registrar Office (official page, last updated 8 Dec 2023): sale deed stamp duty 3% (men) or 2% (women), plus 1% on land in municipal or town-committee areas; registration fee 2% (men) or 1% (women)",
  "https://hailakandi.assam.gov.in/information-and-services/services-at-sub-registrar-office",
);
const ASSAM_ACT_1990 = link(
  "Indian Stamp (Assam Amendment) Act, 1990 (Act VI of 1990), substituting item 23 (conveyance) of Schedule I from 1 May 1990, the amendment the Hailakandi page cites (copy of the Act text)",
  "https://indianemployees.com/acts-rules/details/indian-stamp-assam-amendment-act-1990",
);
const ASSAM_BILL_2021 = link(
  "The Indian Stamp (Assam Amendment) Bill, 2021, clause 2: substitutes items 1-12, 13(b)(c), 14-20 and 22-65 of Schedule I, conveyance (item 23) included (PRS copy of the Bill text; the excerpt read stops before item 23)",
  "https://cupdf.com/document/the-indian-stamp-assam-amendment-bill-2021-prs-india.html",
);
const ASSAM_GUWAHATIPEDIA = link(
  "Guwahatipedia, April 2025 (a local site): Assam stamp duty 8.25% urban and 6.25% rural for men, registration fee 1%",
  "https://www.guwahatipedia.com/2025/04/httpswww.guwahatipedia.com2025-property-registration-charges-in-assam..html",
);
export const ASSAM_BASIC = link(
  "Basic Home Loan, 17 Jul 2025: Assam stamp duty 6% (male), 5% (female); registration 8.5% for property over Rs 5 lakh",
  "https://www.basichomeloan.com/blog/home-loans/stamp-duty-and-registration-charges-in-assam",
);
const JHARKHAND_DEPT_TABLE = link(
  "Government of Jharkhand, Registration Department, Stamp Duty and Registration Fee on Important Deeds, copy: conveyance (sale deed) 4% of the value, registration 3%",
  "https://www.scribd.com/document/474411328/Jharkhand-List-of-stamp-duty-and-registration-Fee-pdf",
);
const JHARKHAND_BAJAJ = link(
  "Bajaj Finserv Markets, Jharkhand: conveyance (sale deed) 4% of the value, registration 3%",
  "https://bajajfinservmarkets.in/resources/stamp-duty/stamp-duty-in-jharkhand",
);
export const JHARKHAND_SQUAREYARDS = link(
  "Square Yards, 4 Jun 2022: Jharkhand 4% + 3% for all buyers; the Re 1 stamp duty for women up to Rs 50 lakh was rolled back in 2020",
  "https://www.squareyards.com/blog/stamp-duty-and-registration-charges-in-jharkhand",
);
export const CHHATTISGARH_HOUSING = link(
  "Housing.com, Chhattisgarh 2025: stamp duty 5% men, 4% women; registration 4%",
  "https://housing.com/news/stamp-duty-and-registration-charges-on-property-purchase-in-raipur-chhattisgarh/amp",
);
export const CHHATTISGARH_MAADIVEEDU = link(
  "Maadiveedu, Chhattisgarh charges revised in 2025: male 5%, female or joint with a woman 4%; registration a flat 4%",
  "https://blog.maadiveedu.com/hysense/chhattisgarh-property-registration-charges-revised-in-2025--complete-guide-with-new-stamp-duty--500-family-transfer-fee",
);
export const UTTARAKHAND_DEPT_TABLE = link(
  "Stamp and Registration Department, Uttarakhand, fee table, copy: conveyance (Art. 23) 5%, female buyer 3.75% up to Rs 25 lakh; registration 2% of the value, maximum Rs 25,000",
  "https://scribd.com/document/578645982/Stamp-Duty-and-Registration-Fee",
);
export const UTTARAKHAND_HOUSING = link(
  "Housing.com, Uttarakhand 2024 (source: Department of Stamps and Registration): 5% men, 3.75% women up to Rs 25 lakh; registration 2%",
  "https://housing.com/news/dehradun-stamp-duty-and-registration-charges/",
);
export const UTTARAKHAND_EUTTARANCHAL = link(
  "eUttaranchal, property registration and stamp duty in Uttarakhand: 5% male, 3.75% female; registration 2% or Rs 25,000, whichever is less",
  "https://www.euttaranchal.com/uttarakhand/property-registration-and-stamp-duty-in-uttarakhand.php",
);
export const HP_AMENDMENT_2023 = link(
  "Indian Stamp (Himachal Pradesh Amendment) Act, 2023 (Act No. 15 of 2023, Rajpatra of 15 Dec 2023), Art. 23 rates as tabled by Panshul Properties (not the Act text): men 6% up to Rs 50 lakh, 8% above; women 4% up to Rs 80 lakh, 8% above",
  "http://panshulproperties.com/latest-and-revised-stamp-duty-and-registration-fee-in-himachal-pradesh-2024/",
);
export const HP_ASSEMBLY_2023 = link(
  "PropScience: the HP Assembly passes the Indian Stamp (Himachal Pradesh Amendment) Bill, 2023: 6% up to Rs 50 lakh and 8% above for men; 4% up to Rs 80 lakh and 8% above for women",
  "https://www.propscience.com/stories_detail/3043/himachal-pradesh-alters-property-registration-fees-sparks-debate-in-assembly",
);
const HP_REVENUE_DEPT = link(
  "Government of Himachal Pradesh, Registration: Rates of Stamp Duty and Registration Fees (last updated 17 Feb 2014): registration fee 2%, minimum Rs 5, maximum Rs 25,000, fixed vide notification No. Rev.1-9(stamps)3/79 dated 13-4-1999",
  "https://himachal.nic.in/index1.php?lang=1&dpt_id=13&level=1&sublinkid=3487&lid=4335",
);
const HP_HOUSING = link(
  "Housing.com, Himachal Pradesh 2024: registration 2% with a maximum of Rs 25,000",
  "https://housing.com/news/shimla-stamp-duty-and-registration-charges/",
);
export const GOA_CREDITDHARMA = link(
  "Credit Dharma, Goa as of December 2024: stamp duty 3.5% up to Rs 50 lakh, 4% to Rs 75 lakh, 4.5% to Rs 1 crore, 5% to Rs 5 crore, 6% above; registration 3% up to Rs 75 lakh, 3.5% above",
  "https://creditdharma.in/home-loan/stamp-duty-and-registration-charges-in-goa-2024",
);
const GOA_NAVPRABHA = link(
  "Navprabha (Marathi daily): Goa Revenue Department notification (Under Secretary Sandeep Gawde) of revised stamp duty: 3% up to Rs 50 lakh, 4% to Rs 75 lakh, 4.5% to Rs 1 crore, 5% to Rs 5 crore, 6% above",
  "https://navprabha.com/%e0%a4%ae%e0%a4%be%e0%a4%b2%e0%a4%ae%e0%a4%a4%e0%a5%8d%e0%a4%a4%e0%a4%be-%e0%a4%96%e0%a4%b0%e0%a5%87%e0%a4%a6%e0%a5%80-%e0%a4%ae%e0%a4%b9%e0%a4%be%e0%a4%97%e0%a4%a3%e0%a4%be%e0%a4%b0-%e0%a4%ae",
);

const UP_LEASE_ASHISH_KUMAR_2010 = link(
  "Ashish Kumar v. Deputy Commissioner (Stamp), Allahabad HC, 21 Jul 2010 (AIR 2010 All 132), quoting Art. 35(a)(v)-(vi), Sch. I-B; copy on CourtKutchehry",
  "https://www.courtkutchehry.com/judgements/341615/ashish-kumar-vs-deputy-commissioner-stamp-and-others",
);
const UP_LEASE_ACT_9_OF_2001 = link(
  "Social Upliftment v. State of U.P., Allahabad HC, 6 Mar 2009, copy on The Laws: Art. 35 as amended by U.P. Act 9 of 2001 (from 25 Apr 2001)",
  "https://www.the-laws.com/Encyclopedia/browse/Case?CaseId=309002414000&Title=SOCIAL-UPLIFTMENT-OF-VILLAGE-DOWN-TRODDEN-AND-HEALTH-ACTION-JAUNPUR-Vs.-STATE-OF-U-P",
);
const UP_LEASE_HPCL_2010 = link(
  "HPCL v. State of U.P., Allahabad HC, 28 Jul 2010, copy on LegalIndia: a 29½-year lease pays under Art. 35(a)(v)",
  "https://www.legalindia.com/judgments/hindustan-petroleum-corporation-vs-state-of-u-p-and-others-on-28-july-2010",
);

const UP_SOLAR_EXEMPTION_HT_2023 = link(
  "Hindustan Times, 13 Apr 2023: Uttar Pradesh notifies a 100% stamp duty exemption on buying or taking on lease land for solar energy units, projects or parks anywhere in the state (order of the Principal Secretary, Stamps and Registration; report)",
  "https://www.hindustantimes.com/cities/lucknow-news/up-govt-offers-100-stamp-duty-exemption-for-private-industrial-parks-under-pledge-scheme-75-in-central-up-50-in-gautam-budh-nagar-100-for-women-entrepreneurs-101681407021631.html",
);
const UP_SOLAR_EXEMPTION_SQ_2023 = link(
  "SolarQuarter, 24 Apr 2023: the Uttar Pradesh order exempts land bought or leased for at least 10 years for new solar plants from stamp duty in full, against a bank guarantee for the duty in favour of UPNEDA and the District Magistrate's or industries officer's signature as witness (report)",
  "https://solarquarter.com/2023/04/24/uttar-pradesh-announces-100-stamp-duty-exemption-for-solar-project-land-acquisition/",
);

const KARNATAKA_ART_30 = link(
  "Karnataka Stamp Act, 1957, Schedule Art. 30(1)(a)(vi), bare-act text (SooperKanoon): a lease for a term exceeding thirty years, in perpetuity or for no definite term pays the same duty as a conveyance (Art. 20(1)) on the market value of the property",
  "https://sooperkanoon.com/act/amp/54909/karnataka-stamp-act-1957-schedule-1",
);
const KARNATAKA_SCHEDULE_2020 = link(
  "Karnataka Stamp Act Schedule updated till 2020 (Bangalore Lawyer): lease over thirty years charged as a conveyance on the market value",
  "https://bangalorelawyer.com/?p=79",
);
const KARNATAKA_LEASE_MENTO_2010 = link(
  "Mento Associates, 21 May 2010, Karnataka lease duty as amended by the Karnataka Stamp (Amendment) Act, 2010: over 1 and up to 10 years 1%, over 10 and up to 20 years 2%, over 20 and up to 30 years 3% of the average annual rent plus security deposit; over 30 years conveyance duty on the higher of that sum and the market value (report)",
  "https://articles.mentoassociates.com/tag/stamp-duty",
);
const KARNATAKA_LEASE_RENTAL_2024 = link(
  "RentalAgreement.in, 2024 table of Karnataka lease duty: over 1 and under 10 years 1%, 10 to 20 years 2%, 20 to 30 years 3% of the average annual rent plus advance, premium and fine (report)",
  "https://rentalagreement.in/view/stampDuty_2024.html",
);
const KARNATAKA_LEASE_LCI_2013 = link(
  "LawyersClubIndia expert answer, 13 Aug 2013, on a Karnataka lease: above 10 and up to 20 years, two rupees for every hundred rupees or part on the average annual rent, premium, fine and money advanced (report of the amended Art. 30)",
  "https://lawyersclubindia.com/experts/expert_check_next.asp?cat_id=5&group_id=415471&mode=2",
);
const MAHARASHTRA_LEASE_GOISU_LS = link(
  "Lakshmikumaran & Sridharan, 15 Oct 2020, on Goisu Realty v. State of Maharashtra (Bombay High Court, 5 Oct 2020), quoting the judgment: a lease exceeding 29 years pays the duty of a conveyance under Art. 25 on 90% of the market value (Art. 36(iv), Schedule I, Maharashtra Stamp Act); the Collector's 100% was set aside",
  "https://cn.lakshmisri.com/newsroom/news-briefings/stamp-duty-on-property-lease-no-difference-between-property-owned-by-government-and-private-person/",
);
const MAHARASHTRA_LEASE_GOISU = link(
  "Goisu Realty Pvt Ltd v. State of Maharashtra, Bombay High Court, 5 Oct 2020 (2021 (1) Bom CR 606), copy on The Laws: an 80-year lease of 9 Jun 2020 from MMRDA that the Collector of Stamps had stamped as a conveyance (opening paragraphs read)",
  "http://qa.the-laws.com/encyclopedia/browse/case?caseId=310202790200&title=goisu-realty-private-limited-vs-state-of-maharashtra",
);
const MAHARASHTRA_LEASE_IGR_TABLE = link(
  "Department of Registration and Stamps, Maharashtra, Stamp Duty Rates (document assessed on the market value), copy on Scribd (undated): agreement to lease or lease deed 5%, 4% or 3% by area, on a share of the market value tied to the term: up to 5 years 10%, 5 to 10 years 25%, 10 to 29 years 50%, more than 29 years 90%; the 1% local-body surcharge is remarked against sale and gift deeds only",
  "https://www.scribd.com/document/436450677/Stamp-duty",
);
const MAHARASHTRA_LEASE_LCI_2018 = link(
  "LawyersClubIndia, answer of an advocate, 27 Sep 2018: under Art. 36(iii), Schedule I, Maharashtra Stamp Act, a lease for more than ten and up to twenty-nine years, with or without a renewal clause, pays the duty of a conveyance under Art. 25 on 50% of the market value (report)",
  "https://www.lawyersclubindia.com/forum/lease-stamp-duty-189804.asp",
);
const MAHARASHTRA_LEASE_LCI_2009 = link(
  "LawyersClubIndia expert answer, 2 Jul 2009: Maharashtra Art. 36 charges a lease as a conveyance on 10%, 25%, 50% and 90% of the market value for terms up to 5, 10 and 29 years and over 29 years (report)",
  "http://www.lawyersclubindia.com/experts/expert_check_next.asp?group_id=29191&cat_id=7&mode=1",
);

const TN_LEASE_ACT_2004 = link(
  "Indian Stamp (Tamil Nadu Amendment) Act, 2004 (T.N. Act 31 of 2004, Gazette Extraordinary No. 297, 25 Nov 2004), s.2(2), bare-act copy on Casemine: Art. 35 substituted; (a) a lease below thirty years pays one rupee for every Rs 100 or part of the amount of rent, fine, premium or advance payable",
  "https://www.casemine.com/act/in/5a9cccd24a932653478125b3",
);
const TN_LEASE_SCHEDULE_2004 = link(
  "Schedule I to the Indian Stamp Act as in force in Tamil Nadu, corrected up to T.N. Act 31 of 2004, which came into force on 16 Dec 2004 (copy; heading read)",
  "https://www.scribd.com/document/721403158/Schedule-I-of-Tamil-Nadu-Stamp-Act",
);
const TN_LEASE_LCI_2010 = link(
  "LawyersClubIndia expert answers, 17 and 23 Feb 2010: under Art. 35 in Tamil Nadu a lease below 30 years pays 1%, and 4% from 30 up to 99 years (report)",
  "https://lawyersclubindia.com/experts/registration-of-lease-deed-stamp-duty-fees-in-tamilnadu-67416.asp",
);
const TN_LEASE_JSA_2024 = link(
  "JSA on Mondaq, 7 Sep 2024: the Indian Stamp (Tamil Nadu Amendment) Act, 2023 revised the duty on several instruments, the lease (Art. 35) among them, from 3 May 2024 (report; its lease row was not read in full)",
  "https://www.mondaq.com/india/landlord-tenant-leases/1511740/recent-amendments-made-to-the-stamp-duty-payable-on-various-instruments-in-tamil-nadu",
);
const TN_LEASE_POSTALSTAFF_2024 = link(
  "PostalStaff, revision of stamp duty in Tamil Nadu from 3 May 2024 (T.N. Act 13 of 2024): for a lease (Art. 35) the security deposit, whether repayable or not, is included (report)",
  "https://www.postalstaff.com/revision-of-stamp-duty-in-tamil-nadu/",
);

const TELANGANA_LEASE_GO_588 = link(
  "G.O.Ms.No.588 of 4 Dec 2013 of the undivided Andhra Pradesh (A.P. Gazette Extraordinary of 5 Dec 2013; the issuing department is not shown in the copy read), notification under s.9(1)(a) of the Indian Stamp Act reducing the duty under Art. 31(a) of Schedule I-A (lease, rent fixed and no premium), text reproduced by TGNNS (copy): more than 5 and up to 10 years 2% of the average annual rent (1% for residential property), 10 to 20 years 6%, 20 to 30 years 15% of the average annual rent reserved, more than 30 years or in perpetuity 3% of the market value; its 'existing duty' column gives the 2010 rates it replaced",
  "https://www.tgnns.com/andhra-pradesh-2/reduction-of-stamp-duty-on-residential-lease-deeds-in-andhra-pradesh/2013/12/04/",
);
const TELANGANA_LEASE_GO_408 = link(
  "G.O.Ms.No.408, Revenue (Registration-I) Department, 11 May 2010 (A.P. Gazette Extraordinary of 14 May 2010), copy on Scribd: the earlier Art. 31(a) rates (0.4% to 0.8% of the total rent by term; over 30 years 5% of the value of the property as declared, or a rent-based alternative cut off in the copy read), the ones G.O.Ms.No.588 lists as existing and replaces",
  "https://ar.scribd.com/document/95659926/2010rev-Stamp-on-Lease",
);
const TELANGANA_FEES_GO_463_LEASE = link(
  "G.O.Ms.No.463, Revenue (Regn-I) Department, 17 Aug 2013, w.e.f. 1 Sep 2013, Table of Fees under s.78 of the Registration Act, copy in the Kerala Law Academy's library: Category (2), item 1, Lease 0.1% (the value the percentage is taken on is not stated in the part read)",
  "https://cdj.library.keralalawacademy.in/actdisplay.php?id=8732&state=Andhra-pradesh",
);

// ---- Sources of the lease registration-fee findings (checked 25 November 2026) -----------------

const TELANGANA_READY_RECKONER = link(
  "Registration and Stamps Department, Telangana, ready reckoner: stamp duty, transfer duty, registration fee and chargeable value by deed (read to its sale, agreement and gift rows, not its lease rows)",
  "https://registration.telangana.gov.in./readyReckoner.htm",
);
const TELANGANA_LEASE_FEE_NOBROKERHOOD_2026 = link(
  "NoBrokerHood, 25 Feb 2026: a Telangana rental agreement pays a registration fee of 0.2% of the annual rent (report, disagreeing with the Table of Fees' 0.1%)",
  "https://www.nobrokerhood.com/blog/stamp-duty-for-rental-agreement-in-telangana",
);
const MAHARASHTRA_FEES_LEASE_SCRIBD = link(
  "Maharashtra Table of Fees, No. RGN-1558-67731-N (as amended), copy on Scribd: Article I(2), a lease's fee on the amount or value of the consideration, 'see Notes 5 and 7' (the notes not reached)",
  "https://scribd.com/document/729604578/Registration-fee-table",
);
const KARNATAKA_LEVIES_BLOG_2016 = link(
  "Levy of Stamp Duty and Registration Fees in Karnataka (the department's table, copy on a blog, Aug 2016): a lease of more than 1 and up to 30 years, fee 0.5% (minimum Rs 100) under Article I, Note 3",
  "https://lexcourts.blogspot.com/2016/08/levy-of-stamp-duty-and-registration.html",
);
const KARNATAKA_FEE_KSANDK_2025 = link(
  "King Stubb & Kasiva, 15 Sep 2025: the Karnataka notification of 29 Aug 2025 amends Article 1(4)(a) of the Table of Registration Fees from Rs 10 to Rs 20 per Rs 1,000, from 31 Aug 2025 (law-firm note)",
  "https://ksandk.com/newsletter/karnataka-doubles-property-registration-fee-in-2025",
);
const TN_FEES_NOTICE_2004 = link(
  "Government of Tamil Nadu, Registration Department, revised rates of stamp duty and registration fees (notice of the Inspector General of Registration, undated copy on Scribd): a lease's fee 1%, at most Rs 5,000, from 16 Dec 2004",
  "https://ja.scribd.com/document/368969573/Stamp-duty-fees-revision-doc",
);
const TN_FEES_DTNEXT_2023 = link(
  "DT Next, 8 Jul 2023: Tamil Nadu revises 20 registration fees from 10 Jul 2023 (the report names other items, not leases)",
  "https://www.dtnext.in/news/tamilnadu/tn-govt-revises-registration-fee-after-20-years-723120",
);
const AP_LEASE_FEE_BAJAJ_2026 = link(
  "Bajaj Finserv Markets, Andhra Pradesh (updated 18 Feb 2026): a lease's registration fee 0.1% of the lease amount under G.O.Ms.No.463 (report)",
  "https://bajajfinservmarkets.in/resources/stamp-duty/stamp-duty-in-andhra-pradesh",
);
const UP_LEASE_CONCESSION_ABCAUS_2025 = link(
  "ABCAUS: Uttar Pradesh notifications of 19 Nov 2025, for six months, a maximum stamp duty and registration fee by average annual rent on leases of up to 10 years (report)",
  "https://abcaus.in/contract-law/up-govt-notification-concessional-reduced-rate-registration-fees-lease-rent-agreements.html/amp",
);

const MAHARASHTRA_SC_2025 = link(
  "Supreme Court, Ramesh Mishrimal Jain v. Avinash Vishwanath Patne, Civil Appeal No. 2549 of 2025, 14 Feb 2025: under Explanation I to Art. 25 of the Maharashtra Stamp Act an agreement to sell with possession is deemed a conveyance and pays conveyance duty",
  "https://supremecourtcases.com/ramesh-mishrimal-jain-v-avinash-vishwanath-patne-and-another",
);
const MAHARASHTRA_SANMAN_2004 = link(
  "Bombay High Court, Sanman Trade Impex v. State of Maharashtra (23 Aug 2004, AIR 2005 Bom 94), on Explanation I to Art. 25: an agreement for sale with delivery of possession is deemed a conveyance",
  "https://indian-law-news.blogspot.com/2020/09/when-is-stamp-duty-as-conveyance-to-be.html",
);

const C23 = CHECKED_2026_11_23;
const C25 = CHECKED_2026_11_25;

/**
 * Karnataka's Art. 30 as substituted in 2010, as reported (its text was not
 * read): over `over` and up to `upTo` years, `percent`% of the average annual
 * rent plus any premium, fine or money advanced.
 */
function karnatakaRentBand(over: number, upTo: number, percent: number): LeaseTerm {
  const sources = [KARNATAKA_LEASE_MENTO_2010, KARNATAKA_LEASE_RENTAL_2024, KARNATAKA_LEASE_LCI_2013];
  return {
    overYears: over,
    upToYears: upTo,
    basis: {
      rentMultiple: 1,
      premium: "added",
      ownRate: reported(
        flat(
          percent,
          `${percent}% of the average annual rent plus premium, fine or money advanced (Art. 30, as amended in 2010, reported)`,
        ),
        KARNATAKA_LEASE_MENTO_2010,
        [KARNATAKA_LEASE_RENTAL_2024, KARNATAKA_LEASE_LCI_2013],
        "2010-05-21",
        "in-force-by",
        C25,
      ),
    },
    rule: `over ${over} and up to ${upTo} years: ${percent}% of the average annual rent plus premium, fine or money advanced (Art. 30 as substituted by the Karnataka Stamp (Amendment) Act, 2010, as reported; its text was not read)`,
    source: KARNATAKA_LEASE_MENTO_2010,
    corroboration: sources.slice(1),
    verifiedOn: C25,
    confidence: "reported",
  };
}

/**
 * Maharashtra's Art. 36 up to 29 years, as the department's rate table (a
 * copy) and two forum answers give it (the article's text was not read): a
 * lease for more than `over` and up to `upTo` years pays the conveyance duty
 * (the locality's sale charge) on `percent`% of the market value.
 */
function maharashtraShareBand(over: number, upTo: number, percent: number, article: string): LeaseTerm {
  const sources = [MAHARASHTRA_LEASE_IGR_TABLE, MAHARASHTRA_LEASE_LCI_2018, MAHARASHTRA_LEASE_LCI_2009];
  const term = over === 0 ? `up to ${upTo} years` : `over ${over} and up to ${upTo} years`;
  return {
    overYears: over,
    upToYears: upTo,
    basis: { marketValuePercent: percent },
    rule: `${term}: conveyance duty (Art. 25) on ${percent}% of the market value (${article}, as the department's rate table and forum answers give it; the article's text was not read)`,
    source: MAHARASHTRA_LEASE_IGR_TABLE,
    corroboration: percent === 50 ? sources.slice(1) : [MAHARASHTRA_LEASE_LCI_2009],
    verifiedOn: C25,
    confidence: "reported",
  };
}

/** The notification whose text was read for Telangana's lease bands (the undivided state's, still the latest found). */
const TELANGANA_LEASE_NOTIFICATION = {
  number: "G.O.Ms.No.588 (Government of Andhra Pradesh, s.9(1)(a) of the Indian Stamp Act), Art. 31(a), Schedule I-A",
  date: "2013-12-04",
};

/** A rate of G.O.Ms.No.588 (text read in a copy), in force from its Gazette publication on 5 Dec 2013. */
function telanganaLeaseRate(percent: number, rule: string): Charge {
  return {
    bands: flat(percent, rule),
    source: TELANGANA_LEASE_GO_588,
    corroboration: [TELANGANA_LEASE_GO_408, TELANGANA_HINDU_2021],
    notification: TELANGANA_LEASE_NOTIFICATION,
    effectiveFrom: "2013-12-05",
    effectiveFromKind: "effective",
    verifiedOn: C25,
    confidence: "notified",
  };
}

/**
 * Telangana's Art. 31(a) (rent fixed, no premium) as G.O.Ms.No.588 set it:
 * over `over` and up to `upTo` years, `percent`% of the average annual rent.
 */
function telanganaRentBand(over: number, upTo: number, percent: number, clause: string, residential = ""): LeaseTerm {
  const words = `${percent}% of the average annual rent${residential}`;
  return {
    overYears: over,
    upToYears: upTo,
    basis: {
      rentMultiple: 1,
      premium: "noPremiumOnly",
      ownRate: telanganaLeaseRate(percent, `${words} (Art. 31(a)(${clause}), G.O.Ms.No.588 of 2013)`),
    },
    rule: `rent fixed and no premium, over ${over} and up to ${upTo} years: ${words} (Art. 31(a)(${clause}) of Schedule I-A as reduced by G.O.Ms.No.588 of 4 Dec 2013)`,
    source: TELANGANA_LEASE_GO_588,
    corroboration: [TELANGANA_LEASE_GO_408, TELANGANA_HINDU_2021],
    verifiedOn: C25,
    confidence: "notified",
  };
}

const RAJASTHAN_LEASE_PINKCITY_2017 = link(
  "Pink City Post, 8 Apr 2017: Rajasthan rent agreements now pay stamp duty on the DLC rate or market value of the property, by term: 1-5 years 0.1%, 5-10 years 0.5%, 10-15 years 1%, 15-20 years 2%, 20-30 years 4%, more than 30 years 5%; plus 20% of the duty as registration fee and 20% as surcharge; it ascribes the change to 'amendments in the Rajasthan Rent Control Act introduced in the state assembly' (report)",
  "https://www.pinkcitypost.com/rental-agreement-in-jaipur-stamp-duty-rates/",
);
const RAJASTHAN_LEASE_ZEE_2025 = link(
  "Zee News (Zee Rajasthan, Hindi), 10 Dec 2025: every rent agreement for a house, flat, shop or land to be registered; stamp duty as a share of the market value by term, 'according to the registration amendment notification': up to 11 months 0.02%, 1 to 5 years 0.10%, 5 to 10 years 0.5%, 10 to 15 years 1%, 20 to 30 years 'up to 4%' (report)",
  "https://zeenews.india.com/hindi/india/rajasthan/photo-gallery-rajasthan-government-change-rule-renting-house-shop-30-days-will-require-registration/1765353272333",
);
const RAJASTHAN_SURCHARGE_HINDU_2017 = link(
  "The Hindu, 6 Apr 2017: the Finance Department's order of 31 Mar 2017 levies a surcharge of 10% 'on stamp duty payable on all instruments' (for cow protection), so rent agreements, mortgages and lease agreements pay it; judicial stamps, revenue and insurance tickets are excluded (report quoting the order)",
  "https://www.thehindu.com/news/national/other-states/rajasthan-imposes-10-cow-protection-surcharge-on-stamp-duty/article17845557.ece",
);
const RAJASTHAN_SURCHARGE_KHASKHABAR_2017 = link(
  "Khas Khabar, 11 Oct 2017: the Registration and Stamps Department's press note says a 20% surcharge is payable on top of the stamp amount (Rs 60 for a Rs 50 stamp, Rs 120 for a Rs 100 one) (report of a department press note)",
  "http://www.khaskhabar.com/print-page.php?print=263085",
);
const RAJASTHAN_ART33_2025_1COMPLY = link(
  "1-Comply, 7 Apr 2025: amendments of 1 Apr 2025 to the Schedule of the Rajasthan Stamp Act, 1998; in Article 33, clause (vii)'s 'same as on a conveyance' becomes a fixed 6% of the market value (compliance summary; it does not say which term clause (vii) covers)",
  "https://1-comply.com/2025/04/07/amendments-to-stamp-duty-provisions-under-rajasthan-stamp-act-1998/",
);
const RAJASTHAN_SOLAR_LAND_VALUE_2020 = link(
  "Rajasthan Finance Department (Tax Division) notification No. F.5(18)FD/Tax/2015-122 of 27 Jan 2020 under rule 58 of the Rajasthan Stamp Rules, 2004: land converted for, or agricultural land used for, a solar, wind or hybrid power plant or solar park is valued at twice the agricultural land rate of the area, or at the nearest RIICO industrial area's rate if that is lower (text, copy on indianemployees.com)",
  "https://indianemployees.com/circular/details/amendment-in-notification-no-f-4-4-fd-tax-2015-226-dated-09-03-2015-for",
);
const RAJASTHAN_SURCHARGE_2026_ZEE = link(
  "Zee News (Zee Rajasthan, Hindi), 11 Feb 2026: with the 2026-27 Budget, 'without a formal announcement', the government raised the surcharge on stamp duty by 3%, from 30% to 33% of the duty, where the stamp duty exceeds Rs 10 lakh (report; the parts read do not name the instrument or say whether the Rs 10 lakh is the duty before or after the surcharge; a second Zee report the same evening, by the same reporter, says the same; no notification number or effective date given; not applied)",
  "https://zeenews.india.com/hindi/india/rajasthan/jaipur/rajasthan-news-stamp-paper-surcharge-increased-3-percent/1770822081906",
);
const RAJASTHAN_SURCHARGE_2026_PATRIKA = link(
  "Patrika (Rajasthan Patrika, Hindi), 12 Feb 2026: the 2026-27 Budget raised the surcharge on registries of immovable property by 3% (report; the part read gives no threshold, no base and no effective date; not applied)",
  "https://www.patrika.com/jaipur-news/rajasthan-budget-2026-property-costlier-as-stamp-duty-rises-loan-registration-fee-halved-full-list-inside-20343619",
);

const RAJASTHAN_RIPS_RE_MERCOM = link(
  "Mercom India (date not shown in the part read): the Rajasthan Investment Promotion Scheme, 2024 gives renewable-energy units a 75% exemption from stamp duty and reimbursement of the remaining 25% (report; the scheme's text was not read; not applied)",
  "https://mercomindia.com/rajasthan-incentives-renewable-energy-projects",
);

/**
 * Rajasthan's lease duty where two dated reports agree (Pink City Post, 8 Apr
 * 2017; Zee News, 10 Dec 2025; Article 33's text was not read): `percent`% of
 * the market value of the property leased, the article's own rate, for a term
 * of more than `over` and up to `upTo` years (below it where `upToExclusive`:
 * the reports do not say on which side a boundary term falls), plus the 30%
 * surcharge on the duty, charged on all instruments as far as read
 * (`withSurcharge`, the sum, written out so that no floating-point product
 * reaches the table).
 */
function rajasthanLeaseBand(over: number, upTo: number, upToExclusive: boolean, percent: number, withSurcharge: number): LeaseTerm {
  const term = `more than ${over} and ${upToExclusive ? "below" : "up to"} ${upTo} years`;
  return {
    overYears: over,
    upToYears: upTo,
    upToExclusive,
    basis: {
      marketValuePercent: 100,
      ownRate: reported(
        flat(
          withSurcharge,
          `${withSurcharge}% of the market value (${percent}% stamp duty + 30% surcharge on the duty; Rajasthan lease, ${term}, reported)`,
        ),
        RAJASTHAN_LEASE_PINKCITY_2017,
        [RAJASTHAN_LEASE_ZEE_2025, RAJASTHAN_SURCHARGE_HINDU_2017, RAJASTHAN_FEE_MASTER_2021],
        "2021-08-02",
        "in-force-by",
        C25,
      ),
    },
    rule: `${term}: ${percent}% of the market value of the property leased (Article 33 of the Rajasthan Stamp Act, 1998, as two dated reports of 2017 and 2025 give it; its text was not read), plus the 30% surcharge on the duty`,
    source: RAJASTHAN_LEASE_PINKCITY_2017,
    corroboration: [RAJASTHAN_LEASE_ZEE_2025, RAJASTHAN_SURCHARGE_HINDU_2017, RAJASTHAN_FEE_MASTER_2021],
    verifiedOn: C25,
    confidence: "reported",
  };
}

/** Telangana's registration fee on an agreement to sell, with or without possession (one table row). */
const TELANGANA_AGREEMENT_FEE: Charge = {
  ...reported(flat(0.5, "registration fee 0.5%"), TELANGANA_CLEARTAX, [TELANGANA_BAJAJ], "2025-04-17", "in-force-by", C25, 50_000),
  minimum: 1_000,
};

// ---- Agreements to sell added on 25 November 2026 ----------------------------------------------

const KARNATAKA_ART_5E_I_HC_2014 = link(
  "Karnataka High Court, 2014 (2014 Digilaw 314 Kar), quoting Art. 5(e)(i) of the Karnataka Stamp Act Schedule: an agreement relating to sale of immovable property where, in part performance, possession is delivered or agreed to be delivered without executing the conveyance pays the same duty as a conveyance (No. 20) on the market value",
  "https://www.digilaw.ai/d/2014-digilaw-314-kar",
);
const KARNATAKA_ART_5E_HC_LAWTEXT = link(
  "Karnataka High Court (Bengaluru), writ petition against a Chikkamagaluru court's order of 25 Nov 2019, case note on LawText: Art. 5(e)(i) charges an agreement to sell under which possession is delivered or agreed to be delivered; Art. 5(e)(ii) one under which it is not",
  "https://www.lawtext.in/judgement.php?bid=70706",
);
const KARNATAKA_ART_5E_II_JSA_2024 = link(
  "JSA Prism, Corporate, February 2024: the Karnataka Stamp (Amendment) Act, 2023, notified 3 Feb 2024, raises Art. 5(e)(ii) (agreement relating to sale of immovable property, possession not delivered) from ten paise to fifty paise for every Rs 100 on the market value equal to the amount of consideration, and removes the Rs 20,000 maximum",
  "https://www.jsalaw.com/newsletters-and-updates/jsa-prism-corporate-february-2024/",
);
const KARNATAKA_STAMP_AMENDMENT_MENON_VERMA = link(
  "Menon Verma LLP update (undated page): the Karnataka Stamp (Amendment) Act, 2023 is Karnataka Act No. 04 of 2024, issued on 3 Feb 2024 (its row for Art. 5(e) was not reached in the part read)",
  "https://menonverma.com/mv-update/12/1/Karnataka-notifies-hike-in-the-stamp-duty-of-various-instruments-including-pledge-agreement-and-mortgage-deed",
);
const KARNATAKA_ART_5E_II_ECOSPACE = link(
  "Ecospace Realtors, e-stamp paper for sale agreements under Art. 5(E) of the Karnataka Stamp Act (undated): 0.5% of the sale price, adjusted against the duty on the sale deed",
  "https://www.ecospacerealtors.in/post/how-to-generate-e-stamp-paper-for-property-sale-agreements-article-5-of-the-karnataka-stamp-act-19",
);
const KARNATAKA_ART_5E_II_KAANOON = link(
  "Kaanoon lawyers' answers (undated): the new e-stamp description is Art. 5(e)(ii), agreement for sale of immovable property with possession not delivered, whose former Rs 20,000 cap the latest amendment removed",
  "https://www.kaanoon.com/464796/difference-between-article-5-and-article-5-e-ii",
);
const UP_ART_5_B1_VIRENDRA_2011 = link(
  "Virendra Chaudhari v. State of U.P., Allahabad High Court, 26 Apr 2011, copy on The Laws: under Art. 5(b-1) of Schedule I-B an agreement relating to sale of immovable property where possession is not delivered pays the duty of a conveyance (No. 23, clause (a)) on half the consideration set forth in it",
  "http://qa.the-laws.com/encyclopedia/browse/case?caseId=301102226000&title=virendra-chaudhari-vs-state-of-u-p",
);
const UP_ART_5_B1_RAJ_KUMAR_2012 = link(
  "Raj Kumar v. Commissioner, Jhansi Division, Allahabad High Court, 3 Feb 2012, copy on Vakilsearch: an agreement for sale without possession (2001) paid stamp duty on the consideration as clause (b-1) of Art. 5 of Schedule I-B requires",
  "https://judgments.vakilsearch.com/raj-kumar-vs-commissiner-jhansi-division/645c7b605f95039c4932416c",
);
const UP_ART_23_EXPLANATION_VIPIN = link(
  "Vipin Kumar Agarwal v. Collector, Meerut, Allahabad High Court, copy on The Laws (date not shown in the part read): U.P. Act No. 22 of 1998 appended an Explanation to Art. 23 (conveyance) of Schedule I-B, on which the stamp authorities charged an agreement to sell the further duty of a conveyance; Art. 23 had no Explanation on 31 May 1993 (the Explanation's words are cut off in the part read)",
  "http://qa.the-laws.com/encyclopedia/browse/case?caseId=309102762400&title=vipin-kumar-agarwal-vs-collector-meerut",
);
const UP_AGREEMENT_AJAY_SHARMA_2006 = link(
  "Ajay Sharma v. Board of Revenue, Allahabad High Court, 8 Mar 2006, copy on The Laws: an agreement of sale (2004) reciting that the purchaser is in possession was assessed to the deficient duty of a conveyance",
  "https://www.the-laws.com/Encyclopedia/browse/Case?CaseId=306002687300&Title=AJAY-SHARMA-AND-OTHERS-Vs.-BOARD-OF-REVENUE-AND-OTHERS",
);
const UP_AGREEMENT_REGISTRATION_LIVELAW_2024 = link(
  "LiveLaw, 21 Nov 2024: the Allahabad High Court holds that an agreement to sell immovable property in Uttar Pradesh must be registered (Registration Act s.17(1)(f) and TPA s.54 as amended in U.P.)",
  "https://livelaw.in/high-court/allahabad-high-court/allahabad-high-court-agreement-to-sell-immovable-property-situated-up-must-registered-create-right-title-interest-275890",
);

// ---- Andhra Pradesh agreement to sell with possession, added on 25 November 2026 ----------------

const AP_AGREEMENT_SC_LIVELAW_2026 = link(
  "LiveLaw, 15 Jan 2026: the Supreme Court (Vayyaeti Srinivasarao v. Gaineedi Jagajyothi) holds that under Explanation I to Article 47A of Schedule I-A as applied in Andhra Pradesh an agreement to sell is chargeable as a sale (conveyance duty) only where possession follows it; without delivery of possession under it, no such duty (report)",
  "https://www.livelaw.in/supreme-court/ap-stamp-act-stamp-duty-leviable-on-agreement-to-sell-only-when-possession-follows-it-supreme-court-519238",
);
const AP_AGREEMENT_SC_VERDICTUM_2026 = link(
  "Verdictum on Vayyaeti Srinivasarao v. Gaineedi Jagajyothi, 2026 INSC 59 (Supreme Court, 15 Jan 2026; a 2009 agreement to sell with a tenant of nearly five decades), quoting the judgment: only when possession is acquired in relation to the execution of the agreement to sell is it a deemed conveyance, on which stamp duty is levied as a conveyance (report)",
  "https://www.verdictum.in/court-updates/supreme-court/vayyaeti-srinivasarao-v-gaineedi-jagajyothi-2026-insc-59-andhra-pradesh-1604560",
);
const AP_AGREEMENT_SC_JUDGMENT_2026 = link(
  "Vayyaeti Srinivasarao v. Gaineedi Jagajyothi, 2026 INSC 59, Supreme Court judgment of 15 Jan 2026 (Nagarathna J.), text on LawLens, read as far as the facts: a property at Dowlaiswaram, Rajahmundry Rural, held by the buyer as a tenant for over fifty years, and an agreement to sell of 14 Oct 2009 for Rs 9 lakh (the holding was read in the reports)",
  "https://lawlens.in/doc/a43d48b6-6336-47e1-9480-72257059302d",
);
const AP_AGREEMENT_HC_LINGA_REDDY_1995 = link(
  "Mekapathula Linga Reddy v. Durgempudi Gangi Reddy, Andhra Pradesh High Court, 13 Apr 1995, copy on The Laws: whether an agreement of sale stipulating delivery of possession is chargeable as a conveyance under the Explanation to Article 47-A of Schedule I-A as applicable in Andhra Pradesh",
  "http://qa.the-laws.com/encyclopedia/browse/case?caseId=405991412000&title=linga-reddy-m-vs-d-gangi-reddy",
);
const AP_AGREEMENT_HC_TIRUMALA_2006 = link(
  "Sri Tirumala Housing (P) Ltd. v. GPR Housing (P) Ltd., Andhra Pradesh High Court, 18 Aug 2006 (AIR 2006 AP 392), copy on LegalIndia: an agreement reciting delivery of possession is charged as a conveyance under Article 47-A of Schedule I-A (the undivided state's law)",
  "https://www.legalindia.com/judgments/?p=165868",
);
const AP_NOAH_2025 = link(
  "Noah Infra, stamp duty and registration charges in Andhra Pradesh 2025: sale of immovable property 5% of the market value; sale agreement 5%; lease 0.4% of the total lease value under 10 years and 0.6% for 10 to 20 (report)",
  "https://noahinfra.in/?p=13296",
);
const AP_HOUSING_2025 = link(
  "Housing.com, Andhra Pradesh 2025: sale stamp duty 5%, registration 1% and transfer duty 1.5% (the transfer duty under the Gram Panchayats Act, 1964 and the Municipalities Act, 1965); lease 2% of the average annual rent under 10 years and 6% for 10 to 20 (report)",
  "https://housing.com/news/property-registration-in-andhra-pradesh/amp",
);
const AP_CREDIT_DHARMA_2025 = link(
  "Credit Dharma, Andhra Pradesh 2025 table: sale deed 5.50%, sale agreement with possession 5.50% (adjustable), without possession 0.50% (not adjustable), conveyance 5.00%; another table on the same page gives a sale deed and an agreement of sale 5% each (report; its 5.5% sale-deed rate is Telangana's)",
  "https://creditdharma.in/home-loan/stamp-duty-and-registration-charges-in-andhra-pradesh-2024",
);
const AP_AGREEMENT_TABLE_PRE_2005 = link(
  "Cyberabad Realty, A.P. stamp duty details (undated site table from before July 2005: its 8% sale duty, 5% transfer duty and 0.5% fee in corporations make the 13.5% that The Hindu of 15 Jun 2005 reports was replaced from 1 Jul 2005): a sale agreement with possession pays stamp duty and no transfer duty ('Nil')",
  "http://www.cyberabadrealty.com/Cyberabad-Realty/Legal-Documents/AP-Stamp-Duty/",
);
const AP_TRANSFER_DUTY_AUDIT_2003 = link(
  "Audit Report (Revenue Receipts) for the year ended 31 Mar 2003, Andhra Pradesh, ch. VI, Stamp Duty and Registration Fees (copy on Scribd): transfer duty under the Panchayat Raj Act, 1994 and the Municipalities Act, 1965 is levied on sale, exchange, gift, lease in perpetuity and mortgage with possession",
  "https://www.scribd.com/document/752558404/Chapter-6",
);

// ---- Sources of the "not covered" findings (checked 25 November 2026) ----------------------------

const NC_AP_LEASE_UJJIVAN_2025 = link(
  "Ujjivan Small Finance Bank, 10 Nov 2025: Andhra Pradesh stamp duty table, lease up to 10 years 0.4% and above 10 years 0.6% (report)",
  "https://www.ujjivansfb.bank.in/banking-blogs/personal-finance/stamp-duty-registration-charges-andhra-pradesh",
);
const NC_AP_ICE_POLICY_MERCOM_2024 = link(
  "Mercom India, 18 Oct 2024: the Andhra Pradesh Integrated Clean Energy Policy 2024 lets developers lease government or private land for up to 30 years, at Rs 31,000 an acre a year with a 5% escalation every two years for most clean energy projects (report)",
  "https://mercomindia.com/andhra-pradesh-clean-energy-policy-targets",
);
const NC_AP_ICE_GUIDELINES_CONSTRUCTION_WORLD_2025 = link(
  "Construction World, 2025: the Andhra Pradesh Energy Department's operational guidelines under the Integrated Clean Energy Policy 2024; government land Rs 31,000 an acre a year, 5% more every two years; private land Rs 30,000 to the owner and Rs 1,000 to NREDCAP (report)",
  "https://www.constructionworld.in/energy-infrastructure/power-and-renewable-energy/andhra-pradesh-unveils-guidelines-for-clean-energy-policy/70419",
);
const NC_DELHI_LEASE_NOBROKER_2025 = link(
  "NoBroker forum, an advocate's answer of 19 Aug 2025: a 10-year lease in Delhi pays stamp duty of 5% of twice the average annual rent (forum answer; no source given)",
  "https://www.nobroker.in/forum/what-is-the-stamp-duty-rate-for-registering-a-lease-agreement-in-delhi-having-a-tenure-of-10-years",
);
const NC_DELHI_SCHEDULE_IA_2019 = link(
  "Schedule I-A of the Indian Stamp Act, 1899 as applicable to the National Capital Territory of Delhi, a 2019 print from a law database (copy on Scribd; not read as far as the lease article)",
  "https://pt.scribd.com/document/427412875/Schedule-IA-Indian-Stamp-Act-as-Applicable-to-Delhi",
);
const NC_DELHI_SCHEDULE_IA_LEGITQUEST = link(
  "Legitquest, Indian Stamp Act, 1899 (Delhi Amendment), Schedule I-A (law-database copy; not read as far as the lease article)",
  "https://www.legitquest.com/act/indian-stamp-act-1899-delhi-amendment/A7B3",
);
const NC_DELHI_LEASE_VARDHMAN_2007 = link(
  "Vardhman Properties Ltd. v. Collector of Stamps, Delhi High Court, 13 Mar 2007 (AIR 2007 Delhi 214), copy on LegalIndia: deficient-duty notices on perpetual leases from the DDA and MCD turn on Article 35 of Schedule IA as applicable to Delhi (the part read does not quote its rates)",
  "https://www.legalindia.com/judgments/?p=120483",
);
const NC_DELHI_LEASE_AAPTAXLAW = link(
  "Aaptaxlaw, stamp duty in Delhi (undated table): lease deed 2% up to 5 years, 3% for 5 to 10 years (report)",
  "https://aaptaxlaw.com/stamp-duty-in-delhi-indemnity-bond-gpa-spa-adoption-partnership-trust-sale-gift-partition-mortgage-lease-deed.html",
);
const NC_DELHI_LEASE_GAURAV = link(
  "Gaurav Documentation, stamp duty and registration fee in Delhi (undated table): lease deed 2% of the average annual rent up to 5 years, 3% for 5 to 10 years (report)",
  "https://www.gauravdocumentation.com/stamp-duty-delhi.html",
);
const NC_GUJARAT_ACT_8_2025 = link(
  "Gujarat Stamp (Amendment) Act, 2025 (Gujarat Act No. 8 of 2025, assented to on 1 Apr 2025, Gujarat Government Gazette Extraordinary of 2 Apr 2025), PRS copy on Scribd (read only to its opening)",
  "https://www.scribd.com/document/857056268/Act8of2025GJ",
);
const NC_GUJARAT_LEASE_AAJKAAL_2025 = link(
  "Aajkaal Daily (Gujarati), 20 Feb 2025: the Gujarat Budget replaces the 1% of the average annual rent on a lease under one year with Rs 500 (residential) or Rs 1,000 (commercial) (report)",
  "https://aajkaaldaily.com/public/index.php/news/Now-maximum-stamp-duty-of-5000-on-loan-agreement-of-1-crore",
);
const NC_GUJARAT_ACT_GUJARAT_SAMACHAR_2025 = link(
  "Gujarat Samachar: the Gujarat Stamp (Amendment) Act in force from 10 Apr 2025, with a list of the changes; a lease or rent agreement under one year pays Rs 500 (residential) or Rs 1,000 (commercial) instead of 1% of the average annual rent (report)",
  "https://english.gujaratsamachar.com/news/gujarat/gujarat-stamp-amendment-act-effective-from-april-10-check-changes-here",
);
const NC_GUJARAT_LEASE_GUJRERA_EXPERTS = link(
  "GujRERA Experts (undated page): stamp duty on leave-and-licence agreements in Gujarat from 10 Apr 2025, by term (report)",
  "https://gujreraexperts.com/revised-stamp-duty-rates-on-leave-and-license-agreements-in-gujarat-effective-10th-april-2025",
);
const NC_GUJARAT_LEASE_URBAN_GUJARAT = link(
  "Urban Gujarat (Gujarati, undated): the state raises the stamps on rent agreements to Rs 500 (residential) and Rs 1,000 (commercial); property let for more than 5 years needs a stamp of at least Rs 10,000 (report)",
  "https://urbangujarat.com/?p=11770",
);
const NC_GUJARAT_CLEARTAX_2025 = link(
  "ClearTax, stamp duty and registration charges in Gujarat (updated 17 Apr 2025): lease agreement 2% of the total value (report)",
  "https://cleartax.in/s/stamp-duty-and-registration-charges-in-gujarat",
);
const NC_HARYANA_SOLAR_POLICY_IAMSME = link(
  "IAMSME of India: the Government of Haryana notified the Haryana Solar Power Policy, 2016 by Memo No. 19/4/2016-5 Power of 3 Mar 2016 (report)",
  "http://iamsmeofindia.com/notifications/haryana-govt-solar-policy-2016",
);
const NC_HARYANA_SOLAR_ADDENDUM_ENFROSUN_2018 = link(
  "Enfrosun blog, Aug 2018: the Haryana Solar Power Policy, 2016 and its first addendum reproduced; clause 4.11 as redefined gives MW-scale projects a 100% exemption from the fee and stamp duty for registering the rent or lease deed, and any sub-lease, of the land for the project (copy of the text)",
  "http://www.enfrosun.com/blog/2018/08/",
);
const NC_HARYANA_SOLAR_DRAFT_MERCOM_2021 = link(
  "Mercom India: Haryana's New and Renewable Energy Department issues the draft Haryana Solar Power Policy, 2021 (notification of 22 Apr 2021), which would supersede the 2016 policy (report)",
  "https://www.mercomindia.com/haryana-releases-draft-solar-power-policy-invites-suggestions",
);
const NC_HARYANA_SOLAR_DRAFT_KSANDK_2023 = link(
  "King Stubb & Kasiva, 23 Nov 2023: Haryana's Draft Solar Policy 2023 would replace the Haryana Solar Power Policy, 2016 (law-firm note)",
  "https://ksandk.com/newsletter/harnessing-solar-power-haryanas-draft-solar-policy/",
);
const NC_MP_LEASE_ORDINANCE_MADHYAMAT_2014 = link(
  "Madhyamat (Hindi), Sep 2014: the Indian Stamp (Madhya Pradesh Amendment) Ordinance, in force from 16 Sep 2014, ties the duty on lease deeds to the market value of the property (report)",
  "https://madhyamat.com/%e0%a4%b8%e0%a5%8d%e0%a4%9f%e0%a4%be%e0%a4%ae%e0%a5%8d%e0%a4%aa-%e0%a4%b8%e0%a4%82%e0%a4%b6%e0%a5%8b%e0%a4%a7%e0%a4%a8-%e0%a4%85%e0%a4%a7%e0%a5%8d%e0%a4%af%e0%a4%be%e0%a4%a6%e0%a5%87%e0%a4%b6",
);
const NC_MP_LEASE_RENEWAL_PATRIKA_2022 = link(
  "Patrika (Hindi), 6 Sep 2022: the proposal sent to the Cabinet for the Indian Stamp (MP Amendment) Bill, 2022, duty on the renewal of a lease of 0.1% to 5% of the market value by term (report of a proposal)",
  "https://patrika.com/bhopal-news/government-will-renew-lease-by-taking-stamp-duty-in-mp-7753524",
);
const NC_MP_LEASE_ARTICLE_38_EMS_2025 = link(
  "EMS India (Hindi): the Damoh district registrar on the Madhya Pradesh rates under Schedule I-A per the Gazette of 9 Sep 2025, which list the lease deed under Article 38 (report)",
  "https://www.emsindia.com/news/show/3114280/regional",
);
const NC_MP_RE_POLICY_MERCOM_2025 = link(
  "Mercom India, 28 Feb 2025: the Madhya Pradesh Renewable Energy Policy 2025 reimburses 50% of the stamp duty on purchases of private land for a project (report)",
  "https://mercomindia.com/madhya-pradesh-targets-meeting-50-of-power-needs-from-renewables-by-2030",
);
const NC_MP_LEASE_PADMA_2004 = link(
  "Padma v. State of Madhya Pradesh, Madhya Pradesh High Court, 11 Oct 2004, copy on The Laws: Article 35(a)(v) and (c) of Schedule I-A, in force from 1 Apr 1997 to 12 Aug 2002, before the Schedule was substituted from 13 Aug 2002",
  "https://www.the-laws.com/Encyclopedia/browse/Case?CaseId=414002625000&Title=PADMA-Vs.-STATE-OF-MADHYA-PRADESH",
);
const NC_MP_LEASE_ASHOK_KUMAR_JAIN_2013 = link(
  "Ashok Kumar Jain v. Board of Revenue, Gwalior, Madhya Pradesh High Court, 20 Aug 2013, copy on The Laws: a lease deed of 4 Oct 1999 argued under item 35 of the unamended Schedule 1-A, clause (v) (more than 20 and up to 30 years) and clause (c) (premium)",
  "http://qa.the-laws.com/encyclopedia/browse/case?caseId=413102028000&title=ashok-kumar-jain-vs-board-of-revenue-gwalior",
);
const NC_ODISHA_STAMP_ACT_1983 = link(
  "Indian Stamp (Orissa Amendment) Act, 1983 (Orissa Act 8 of 1983), substituting Schedule 1-A, deemed in force from 17 Jan 1983, LatestLaws copy on Scribd (read only to its opening)",
  "https://de.scribd.com/document/357762414/Indian-Stamp-Orisa-Amendment-Act-1983",
);
const NC_ODISHA_STAMP_ACT_1983_VDOCUMENT = link(
  "Indian Stamp (Orissa Amendment) Act, 1983 (Orissa Act 8 of 1983), second copy on vdocument.in (read only to its opening)",
  "https://vdocument.in/stamp-act-odisha.html",
);
const NC_ODISHA_RE_POLICY_INVEST_ODISHA = link(
  "Invest Odisha (the state's investment portal), Renewable Energy Policy 2016: its incentives include 'No stamp duty for land allotted by the Government/IDCO to solar park developers' (official page)",
  "https://investodisha.gov.in/policy-framework/sectoral-policies/renewable-energy-policy/",
);
const NC_PUNJAB_AGREEMENT_NARINDER_KAPOOR_2020 = link(
  "Narinder Kapoor v. Inderjit, Punjab and Haryana High Court, 12 Feb 2020: in Punjab, Entry 5(cc) (2001) charges an agreement to sell with possession the duty in the second sub-column of Entry 23 on the amount paid or payable (case note)",
  "https://supremecourtonline.in/stamp-act-s-35a-distinction-between-the-stamp-duty-payable-at-the-time-of-execution-of-the-agreement-to-sell-evidencing-delivery-of-possession-in-the-context-of-the-amendment-brought-in-entry-no",
);
const NC_PUNJAB_STAMP_ACT_LEGITQUEST = link(
  "Legitquest, Indian Stamp Act, 1899 (Punjab Amendment), with its Schedule IA (law-database copy; read only to its definitions)",
  "https://www.legitquest.com/act/indian-stamp-act-1899-punjab-amendment/A7BD",
);
const NC_PUNJAB_NRSE_DRAFT_2019 = link(
  "Department of New and Renewable Energy, Punjab, draft NRSE Policy 2019 (copy on vdocument.in): it would replace the policy notified as No. 10/174/2012/STE(3)/4725 of 26 Dec 2012 (copy of the draft)",
  "https://vdocument.in/nrse-policy-170919-jmk-research-7kh-suhvhqw-srolf-zloo-dfw-dv-d-fdwdovw-wr-vhw.html",
);
const NC_PUNJAB_NRSE_HT_2015 = link(
  "Hindustan Times, 4 Mar 2015: under Punjab's NRSE Policy 2012, a 100% exemption from the fee and stamp duty for registering the lease deed of the land required for a project, among other incentives (report)",
  "http://www.hindustantimes.com/punjab/state-govt-to-provide-70-subsidy-on-installation-of-solar-voltaic-panels/story-q4nMFM7rAtDLEXB75q13hO.html",
);
const NC_PUNJAB_NRSE_CITYAIRNEWS_2012 = link(
  "CityAirNews, 22 Nov 2012: the Punjab Cabinet approves the NRSE Policy 2012, whose incentives include exemption of stamp duty and registration fee (report)",
  "https://www.cityairnews.com/content/cabinet-approves-%E2%80%98new-and-renewable-sources-energy-nrse-policy-2012%E2%80%99",
);
const NC_PUNJAB_RE_DRAFT_RENEWABLE_WATCH_2019 = link(
  "Renewable Watch, 25 Oct 2019: Punjab's draft renewable energy policy provides exemption from stamp duty, among other incentives (report)",
  "https://renewablewatch.in/2019/10/25/punjabs-renewable-energy-policy-targets-3-gw-of-solar-capacity-by-2030/",
);
const NC_TN_AGREEMENT_TABLE_DINAMANI_2017 = link(
  "Dinamani (Tamil), Jul 2017: the Tamil Nadu table of duty and fees; an agreement to sale pays Rs 20 duty and a 1% fee on the advance, or 1% of the whole price if possession is given (report reproducing the table)",
  "http://www.dinamani.com/editorial-articles/special-stories/2017/jul/07/%E0%AE%AA%E0%AE%BE%E0%AE%95%E0%AE%AE%E0%AF%8D-5-%E0%AE%A8%E0%AF%80%E0%AE%99%E0%AF%8D%E0%AE%95%E0%AE%B3%E0%AF%8D-%E0%AE%B5%E0%AE%BE%E0%AE%99%E0%AF%8D%E0%AE%95%E0%AF%81%E0%AE%AE%E0%AF%8D-%E0%AE%9A%E0%AF%8A%E0%AE%A4%E0%AF%8D%E0%AE%A4%E0%AF%88-%E0%AE%AA%E0%AE%A4%E0%AE%BF%E0%AE%B5%E0%AF%81-%E0%AE%9A%E0%AF%86%E0%AE%AF%E0%AF%8D%E0%AE%AF-%E0%AE%86%E0%AE%95%E0%AF%81%E0%AE%AE%E0%AF%8D-%E0%AE%9A%E0%AF%86%E0%AE%B2%E0%AE%B5%E0%AF%81%E0%AE%95%E0%AE%B3%E0%AF%8D-%E0%AE%8E%E0%AE%A9%E0%AF%8D%E0%AE%A9%E0%AF%86%E0%AE%A9%E0%AF%8D%E0%AE%A9-2733357.html",
);
const NC_TN_AGREEMENT_TABLE_2019 = link(
  "Advocatetanmoy Law Library, 18 Jun 2019: the Tamil Nadu table of stamp duty and registration fees; agreement to sale Rs 20, fee 1% on the money advanced, or 1% of the total consideration if possession is given (copy of the table)",
  "https://advocatetanmoy.com/2019/06/18/stamp-duty-and-registration-fee-for-immovable-property-in-tamil-nadu/",
);
const NC_TN_AGREEMENT_5J_JSA_2024 = link(
  "JSA on Mondaq, 7 Sep 2024: the Indian Stamp (Tamil Nadu Amendment) Act, 2023, from 3 May 2024, raises Article 5(j), an agreement not otherwise provided for, from Rs 20 to Rs 200 (law-firm report)",
  "https://www.mondaq.com/india/landlord-tenant-leases/1511740/recent-amendments-made-to-the-stamp-duty-payable-on-various-instruments-in-tamil-nadu",
);
const NC_TN_AGREEMENT_5J_POSTALSTAFF_2024 = link(
  "PostalStaff: the Tamil Nadu stamp duty revision under T.N. Act 13 of 2024 from 3 May 2024; Article 5(j), an agreement not otherwise provided for, from Rs 20 to Rs 200 (report)",
  "https://www.postalstaff.com/revision-of-stamp-duty-in-tamil-nadu/",
);
const NC_WB_LEASE_KALPANA_PODDAR_2019 = link(
  "Kalpana Poddar v. State of West Bengal, Calcutta High Court, 12 Jul 2019, copy on The Laws: counsel submitted that only the 2012 amendment inserted a payment on the market value into Article 35",
  "http://qa.the-laws.com/encyclopedia/browse/case?caseId=509102231100&title=kalpana-poddar-vs-state-of-west-bengal",
);
const NC_WB_FINANCE_ACT_2012 = link(
  "West Bengal Finance Act, 2012 (West Bengal Act II of 2012), copy on indianemployees.com (read to its opening: s.2 amends Article 5 of Schedule IA)",
  "https://indianemployees.com/acts-rules/details/west-bengal-finance-act-2012",
);
const NC_WB_FINANCE_ACT_2014 = link(
  "West Bengal Finance Act, 2014 (West Bengal Act I of 2014), copy on indianemployees.com (read to its opening: s.2 amends section 47A(6) and Article 32 of Schedule IA)",
  "https://indianemployees.com/acts-rules/details/west-bengal-finance-act-2014",
);
const NC_WB_FINANCE_ACT_2015 = link(
  "West Bengal Finance Act, 2015 (West Bengal Act III of 2015), copy on indianemployees.com (read to its opening: s.2 amends Article 23 of Schedule IA)",
  "https://indianemployees.com/acts-rules/details/west-bengal-finance-act-2015",
);

/** A state's rates as written below: the labels come from `JURISDICTIONS`. */
type StateRatesData = Omit<StateTransferRates, "label" | "localities"> & { localities: readonly Omit<LocalityRates, "label">[] };

/** Why Gujarat's agreements to sell (with or without possession) have no row. */
const GUJARAT_AGREEMENT_NOT_COVERED: Finding = {
  finding:
    "searched again on 25 Nov 2026 (in English and Gujarati, the 2025 amending Act and its reports, and judgments on the Explanation to Article 20 and on banakhat): neither the text of the article that charges an agreement to sell in Gujarat nor two dated reports of its rate were found.",
  sources: [NC_GUJARAT_ACT_8_2025, NC_GUJARAT_ACT_GUJARAT_SAMACHAR_2025, NC_GUJARAT_LEASE_AAJKAAL_2025],
};

const RATES: Readonly<Record<StateId, StateRatesData>> = {
  "andhra-pradesh": {
    id: "andhra-pradesh",
    localities: [
      {
        id: null,
        stampDuty: reported(
          flat(6.5, "6.5% (5% stamp duty + 1.5% transfer duty)"),
          AP_BAJAJ,
          [AP_GODREJ],
          "2021-07-21",
          "in-force-by",
          C25,
        ),
        registration: reported(flat(1, "registration fee 1%"), AP_BAJAJ, [AP_GODREJ], "2021-07-21", "in-force-by", C25),
      },
    ],
    summary: "6.5% stamp duty (5% plus the 1.5% transfer duty) and a 1% registration fee, for every buyer.",
    note: "Stamp duty shown includes the 1.5% transfer duty (7.5% in all with registration, as The Hindu reported when Telangana matched it on 21 Jul 2021; that is an in-force-by date, not the date AP set it). Some 2025 summaries list 5% stamp duty and 1% registration without itemising the transfer duty; the 1.5% rests on the Bajaj table.",
    notCovered: {
      lease: {
        finding:
          "2025 pages disagree on whether G.O.Ms.No.588 of 4 Dec 2013 (issued before the state was divided, read in a copy; the rates applied here for Telangana) still sets the lease duty: Housing.com matches it only for 10 to 20 years and non-residential leases of 5 to 10, and Ujjivan Small Finance Bank (10 Nov 2025) gives 0.4% and 0.6%, the 2010 rates on the total rent that it replaced, as do Noah Infra (2025) and Magicbricks (undated). Searched again on 25 Nov 2026: no Andhra Pradesh G.O. on lease duty issued after the state was divided was found, and the department's current lease table was not read (Bajaj Finserv Markets, updated 18 Feb 2026, gives in the part read only the lease registration fee, 0.1% of the lease amount). Renewable energy: the Integrated Clean Energy Policy 2024 lets developers lease government or private land for up to 30 years at Rs 31,000 an acre a year, rising 5% every two years (Mercom India, 18 Oct 2024; the operational guidelines as Construction World reports them), but the parts read say nothing of the stamp duty on such a lease (searched 25 Nov 2026).",
        sources: [
          TELANGANA_LEASE_GO_588,
          TELANGANA_LEASE_GO_408,
          AP_HOUSING_2025,
          NC_AP_LEASE_UJJIVAN_2025,
          AP_NOAH_2025,
          AP_LEASE_FEE_BAJAJ_2026,
          NC_AP_ICE_POLICY_MERCOM_2024,
          NC_AP_ICE_GUIDELINES_CONSTRUCTION_WORLD_2025,
        ],
      },
      "agreement-to-sell-without-possession": {
        finding:
          "the Supreme Court (15 Jan 2026, Vayyaeti Srinivasarao, as LiveLaw and Verdictum report it) held that an agreement to sell under which possession is not delivered is not charged as a sale under Explanation I to Article 47A; the article that charges it instead was not read, and 2025 tables disagree (Credit Dharma: 0.5%, not adjustable; Noah Infra: 5% for any sale agreement).",
        sources: [
          AP_AGREEMENT_SC_JUDGMENT_2026,
          AP_AGREEMENT_SC_LIVELAW_2026,
          AP_AGREEMENT_SC_VERDICTUM_2026,
          AP_CREDIT_DHARMA_2025,
          AP_NOAH_2025,
        ],
      },
    },
    instruments: {
      "agreement-to-sell-with-possession": {
        stampDuty: reported(
          flat(
            5,
            "5% stamp duty: an agreement to sell with possession is charged as a sale (Explanation I to Art. 47A, Schedule I-A); the 1.5% transfer duty is not added",
          ),
          AP_AGREEMENT_SC_LIVELAW_2026,
          [AP_AGREEMENT_SC_VERDICTUM_2026, AP_HOUSING_2025, AP_BAJAJ],
          "2021-07-21",
          "in-force-by",
          C25,
        ),
        registration: null,
        source: AP_AGREEMENT_SC_LIVELAW_2026,
        corroboration: [
          AP_AGREEMENT_SC_VERDICTUM_2026,
          AP_AGREEMENT_HC_TIRUMALA_2006,
          AP_AGREEMENT_HC_LINGA_REDDY_1995,
          AP_NOAH_2025,
          AP_HOUSING_2025,
          AP_CREDIT_DHARMA_2025,
          AP_TRANSFER_DUTY_AUDIT_2003,
          AP_AGREEMENT_TABLE_PRE_2005,
          AP_AGREEMENT_SC_JUDGMENT_2026,
        ],
        verifiedOn: C25,
        confidence: "reported",
        note: "Explanation I to Article 47A of Schedule I-A charges an agreement to sell followed by or evidencing delivery of possession as a sale, as the Andhra Pradesh High Court applied it (1995, 2006) and the Supreme Court read it on 15 Jan 2026 (Vayyaeti Srinivasarao, 2026 INSC 59, as LiveLaw and Verdictum report it): only possession delivered under or in pursuance of the agreement counts, not possession held before and apart from it, as a tenant's (in that case the Explanation did not apply and no conveyance duty was due). The calculator applies the 5% stamp duty of a sale, on the higher of basePrice and guidelineValue, as Noah Infra's 2025 table gives it for a sale agreement; the date shown is the in-force-by date of the 5% sale duty (the sale row's), the Explanation being older. The 1.5% transfer duty on a sale is levied under the local-body Acts on documents of sale, exchange, gift, lease in perpetuity and mortgage with possession, as the 2003 audit report lists them without naming an agreement, and an undated table from before July 2005 shows no transfer duty on a sale agreement with possession, so it is not added; the Acts themselves were not read, and whether it is charged on such an agreement today is not confirmed (with it, 6.5%). Credit Dharma's 2025 table gives 5.5% with possession, the same as its sale-deed rate, which is Telangana's; another table on the same page gives 5%. The Explanation's own words were not read. The registration fee on the agreement is not in the table: enter registrationPercent.",
      },
    },
  },
  assam: {
    id: "assam",
    localities: [
      {
        id: null,
        stampDuty: reported(flat(6, "6% stamp duty, male or other buyer"), ASSAM_HOUSING, [ASSAM_BASIC], "2024-01-01", "in-force-by", C25),
        registration: reported(
          flat(8.5, "registration fee 8.5% (reported for property worth over Rs 5 lakh)"),
          ASSAM_HOUSING,
          [ASSAM_BASIC],
          "2024-01-01",
          "in-force-by",
          C25,
        ),
      },
    ],
    summary: "Not covered: Assam's sale-deed rates are unresolved, so none is applied; enter the rates the sub-registrar confirms.",
    note: "Women pay 5% stamp duty. The 8.5% registration fee is reported for property worth over Rs 5 lakh; the fee below that value is not confirmed, so it is applied to every value. Rates rest on 2024-2025 reports citing igr.assam.gov.in; the notification was not read. The Hailakandi district's official page (updated 8 Dec 2023) gives far lower rates, 3% duty for men and 2% for women plus 1% in municipal and town-committee areas, and a 2% fee (1% for women). That page's duty authority is the 1990 Assam amendment, and the Indian Stamp (Assam Amendment) Act, 2021 (in force 16 Sep 2021, as reported) replaced items 22-65 of Schedule I, conveyance included (Bill text read in a copy), so the district figures may be older; the new conveyance item was not read. A 2025 Guwahati guide gives a third set (8.25% urban and 6.25% rural for men, a 1% fee), and the registration department's own page leaves the fees to an enclosure we could not read. The Assam figures are unresolved, so confirm them before use.",
    notCovered: {
      sale: {
        summary:
          "Not covered: Assam's sale-deed rates are unresolved (sources give 3% to 8.25% duty and a 1% to 8.5% fee), so none is applied; enter stampDutyPercent and registrationPercent as the sub-registrar confirms them.",
        finding:
          "2024-2025 reports citing igr.assam.gov.in give 6% stamp duty (5% for women) and an 8.5% registration fee on property worth over Rs 5 lakh (the fee below that value is not confirmed); the notification was not read. The Hailakandi district's official page (updated 8 Dec 2023) gives far lower rates: 3% duty for men and 2% for women, plus 1% in municipal and town-committee areas, and a 2% fee (1% for women), on the authority of the 1990 Assam amendment. The Indian Stamp (Assam Amendment) Act, 2021 (in force 16 Sep 2021, as reported) substituted items 1-12, 13(b)(c), 14-20 and 22-65 of Schedule I, conveyance included (the copy of the Bill read stops before item 23), so the district figures may predate it. A 2025 Guwahati guide gives a third set (8.25% urban and 6.25% rural for men, a 1% fee), and the registration department's page leaves the fees to an enclosure we could not read. Until the 2021 conveyance item or a departmental table is read, no Assam sale rate is applied.",
        sources: [ASSAM_HOUSING, ASSAM_BASIC, ASSAM_HAILAKANDI, ASSAM_ACT_1990, ASSAM_BILL_2021, ASSAM_GUWAHATIPEDIA],
      },
    },
  },
  bihar: {
    id: "bihar",
    localities: [
      {
        id: null,
        stampDuty: reported(flat(6, "6% stamp duty (general case)"), BIHAR_HOUSING, [BIHAR_BAJAJ], "2024-01-01", "in-force-by", C25),
        registration: reported(
          flat(2, "registration fee 2% (general case)"),
          BIHAR_HOUSING,
          [BIHAR_BAJAJ],
          "2024-01-01",
          "in-force-by",
          C25,
        ),
      },
    ],
    summary: "6% stamp duty and a 2% fee in the general case; from a man to a woman 5.7% and 1.9%, from a woman to a man 6.3% and 2.1%.",
    note: "Man-to-woman transfers pay 5.7% + 1.9%; woman-to-man transfers 6.3% + 2.1%. The effective date is an in-force-by date (the 2024 table), not the date of the notification.",
  },
  chhattisgarh: {
    id: "chhattisgarh",
    localities: [
      {
        id: null,
        stampDuty: reported(
          flat(5, "5% stamp duty, male buyer"),
          CHHATTISGARH_HOUSING,
          [CHHATTISGARH_MAADIVEEDU],
          "2025-01-01",
          "in-force-by",
          C25,
        ),
        registration: reported(
          flat(4, "registration fee 4%"),
          CHHATTISGARH_HOUSING,
          [CHHATTISGARH_MAADIVEEDU],
          "2025-01-01",
          "in-force-by",
          C25,
        ),
      },
    ],
    summary: "5% stamp duty and a 4% registration fee; women, and joint buyers with a woman, pay 4% stamp duty (reported).",
    note: "Women (and joint buyers with a woman) pay 4% stamp duty as reported. The women's concession began with notification No. F 10-20/2008/वा.क.(पं.)/पांच(24) of 31 Mar 2008 (Chhattisgarh Rajpatra (Asadharan) of 31 Mar 2008, p.185; text read in a copy), which cut the duty under Art. 23 of Schedule I-A by two points on conveyances to women from 1 Apr 2008; today's reported gap is one point, so that notification has since been changed, and it is not applied. Some reports add municipal or janpad duty and an upkar cess on top of the 5%. Such a duty exists in law: rule 5 of the Chhattisgarh Registration Rules, 1939 (copy) has the registering officer check, on a sale within a municipality, corporation or block, both the Art. 23 duty and the additional duty under s.161 of the Municipalities Act, s.133-A of the Municipal Corporation Act and s.68 of the Panchayat Act; its rates, and whether the reported 5% includes it, were not read, so nothing is added. The general rates rest on 2025 reports; the notification that sets them was not read. The fee table is notification No. 818-635-पांच-पृ.आ. of 24 Feb 1975, as its amendment No. F 03-42/2019/वा.क.(पं.)/पांच(76) of 3 Jun 2020 names it (copy read to its opening, not to the sale-deed article).",
  },
  delhi: {
    id: "delhi",
    localities: [
      {
        id: "delhi-mcd",
        stampDuty: reported(
          [
            { over: 0, percent: 6, rule: "6% (3% stamp duty + 3% MCD transfer duty), value up to Rs 25 lakh, male or other buyer" },
            {
              over: 25 * LAKH,
              percent: 7,
              rule: "7% (3% stamp duty + 4% MCD transfer duty from 10 Jul 2023), value above Rs 25 lakh, male or other buyer",
            },
          ],
          DELHI_TRANSFER_DUTY_2023,
          [DELHI_TRANSFER_DUTY_MONEYCONTROL],
          "2023-07-10",
          "effective",
          C25,
        ),
        registration: reported(
          flat(1, "registration fee 1% (the Rs 100 pasting fee is not included)"),
          DELHI_REVENUE_PAGE,
          [DELHI_REGISTRATION, DELHI_SPECIAL_AREAS, DELHI_FEE_CAP_2011],
          "2025-01-01",
          "in-force-by",
          C25,
        ),
      },
      {
        id: "delhi-ndmc",
        stampDuty: reported(
          flat(5.5, "5.5% (NDMC area), male or other buyer"),
          DELHI_SPECIAL_AREAS,
          [DELHI_REGISTRATION],
          "2025-01-01",
          "in-force-by",
          C25,
        ),
        registration: reported(
          flat(1, "registration fee 1% (the Rs 100 pasting fee is not included)"),
          DELHI_REVENUE_PAGE,
          [DELHI_REGISTRATION, DELHI_SPECIAL_AREAS, DELHI_FEE_CAP_2011],
          "2025-01-01",
          "in-force-by",
          C25,
        ),
      },
      {
        id: "delhi-cantonment",
        stampDuty: reported(
          flat(3, "3% (Delhi Cantonment Board area)"),
          DELHI_SPECIAL_AREAS,
          [DELHI_REGISTRATION],
          "2025-01-01",
          "in-force-by",
          C25,
        ),
        registration: reported(
          flat(1, "registration fee 1%"),
          DELHI_REVENUE_PAGE,
          [DELHI_REGISTRATION, DELHI_SPECIAL_AREAS, DELHI_FEE_CAP_2011],
          "2025-01-01",
          "in-force-by",
          C25,
        ),
      },
    ],
    summary: "MCD areas: 6% up to ₹25 lakh and 7% above for men, women 2 points less, joint buyers 1 point less; a 1% fee with no maximum.",
    note: "MCD areas: women pay 2 points less (4% up to Rs 25 lakh, 5% above) and joint buyers 1 point less (5% and 6%). The 10 Jul 2023 notification itself could not be read; the rise rests on the Urban Development Department letter as reported on 13-14 Jul 2023, with no rollback found as of 2026-11-23. NDMC and Cantonment rates are from 2025 rate tables (effective dates not found); confirm with the sub-registrar. The 1% fee has had no maximum since the Rs 50,000 cap was removed in 2011 (as reported); the Revenue Department's page gives none.",
    notCovered: {
      lease: {
        finding:
          "reports disagree (one gives 2% of the average annual rent up to 5 years, another 5% of twice that rent for a 10-year lease), and no article text was read: copies of Delhi's Schedule I-A (a 2019 print and a law-database page) were found on 25 Nov 2026, but neither could be read as far as the lease article. Searched again the same day for judgments quoting it: Vardhman Properties v. Collector of Stamps (Delhi High Court, 13 Mar 2007) turns on Article 35 of Schedule IA as applicable to Delhi for perpetual leases from the DDA and MCD, but the part read does not quote its rates; two more undated tables (Aaptaxlaw, Gaurav Documentation) give 2% of the average annual rent up to 5 years and 3% for 5 to 10, and nothing longer.",
        sources: [
          NC_DELHI_LEASE_NOBROKER_2025,
          NC_DELHI_SCHEDULE_IA_2019,
          NC_DELHI_SCHEDULE_IA_LEGITQUEST,
          NC_DELHI_LEASE_VARDHMAN_2007,
          NC_DELHI_LEASE_AAPTAXLAW,
          NC_DELHI_LEASE_GAURAV,
        ],
      },
    },
  },
  goa: {
    id: "goa",
    localities: [
      {
        id: null,
        stampDuty: reported(
          [
            { over: 0, percent: 3.5, rule: "3.5%, value up to Rs 50 lakh" },
            { over: 50 * LAKH, percent: 4, rule: "4%, value above Rs 50 lakh up to Rs 75 lakh" },
            { over: 75 * LAKH, percent: 4.5, rule: "4.5%, value above Rs 75 lakh up to Rs 1 crore" },
            { over: 1 * CRORE, percent: 5, rule: "5%, value above Rs 1 crore up to Rs 5 crore" },
            { over: 5 * CRORE, percent: 6, rule: "6%, value above Rs 5 crore" },
          ],
          GOA_CREDITDHARMA,
          [GOA_NAVPRABHA],
          "2024-12-01",
          "in-force-by",
          C25,
        ),
        registration: {
          ...reported(
            [
              { over: 0, percent: 3, rule: "registration fee 3%, value up to Rs 75 lakh" },
              { over: 75 * LAKH, percent: 3.5, rule: "registration fee 3.5%, value above Rs 75 lakh" },
            ],
            GOA_CREDITDHARMA,
            [],
            "2024-12-01",
            "in-force-by",
            C25,
          ),
          singleSource:
            "Only the December 2024 Credit Dharma table gives Goa's registration-fee slabs; no second independent dated source was found.",
        },
      },
    ],
    summary:
      "Stamp duty by value slab on the whole value, 3.5% up to ₹50 lakh rising to 6% above ₹5 crore, the same for women; a 3% or 3.5% fee.",
    note: "Slabs apply to the whole value. No concession for women. Unconfirmed: the first slab (3.5% in the December 2024 table, 3% in a Navprabha report of the notification) and the registration-fee slabs, which rest on one report; the notification itself was not read. Confirm with the sub-registrar.",
  },
  gujarat: {
    id: "gujarat",
    localities: [
      {
        id: null,
        stampDuty: reported(
          flat(4.9, "4.9% (3.5% basic stamp duty + 40% surcharge)"),
          GUJARAT_READY_RECKONER,
          [GUJARAT_BAJAJ_2025],
          "2017-08-01",
          "in-force-by",
          C25,
        ),
        registration: reported(
          flat(1, "registration fee 1%"),
          GUJARAT_READY_RECKONER,
          [GUJARAT_BAJAJ_2025],
          "2017-08-01",
          "in-force-by",
          C25,
        ),
      },
    ],
    summary: "4.9% stamp duty (3.5% plus a 40% surcharge) and a 1% fee; the fee is waived only when every buyer is a woman.",
    note: "The registration fee is waived only when every buyer is a woman; stamp duty is the same for all buyers. The effective date is an in-force-by date (the ready reckoner copy of 2017).",
    notCovered: {
      lease: {
        finding:
          "the Gujarat Stamp (Amendment) Act, 2025 (Gujarat Act No. 8 of 2025, Gazette of 2 Apr 2025, read in a copy only to its opening) fixed Rs 500 (residential) or Rs 1,000 (commercial) for a lease under a year, in place of 1% of the average annual rent, as Aajkaal Daily (20 Feb 2025, the Budget announcement) and Gujarat Samachar (in force 10 Apr 2025) report it. For longer terms the reports disagree: an undated page on leave-and-licence agreements gives 1%, 2% and 3% of the average annual rent (at least Rs 1,000, Rs 10,000 and Rs 20,000) for 1 to 5, 5 to 15 and 15 to 30 years, 2.5% of the consideration or market value for 30 to 99 years and conveyance duty beyond; an undated Gujarati report agrees only on the Rs 10,000 minimum over 5 years; ClearTax (17 Apr 2025) gives 2% of the total value for a lease agreement; the lease article itself was not read.",
        sources: [
          NC_GUJARAT_ACT_8_2025,
          NC_GUJARAT_LEASE_AAJKAAL_2025,
          NC_GUJARAT_ACT_GUJARAT_SAMACHAR_2025,
          NC_GUJARAT_LEASE_GUJRERA_EXPERTS,
          NC_GUJARAT_LEASE_URBAN_GUJARAT,
          NC_GUJARAT_CLEARTAX_2025,
        ],
      },
      "agreement-to-sell-with-possession": GUJARAT_AGREEMENT_NOT_COVERED,
      "agreement-to-sell-without-possession": GUJARAT_AGREEMENT_NOT_COVERED,
    },
  },
  haryana: {
    id: "haryana",
    localities: [
      {
        id: "haryana-urban",
        stampDuty: reported(
          flat(7, "7% (5% stamp duty + 2% municipal duty), urban area, male buyer"),
          HARYANA_STAMP,
          [HARYANA_LARISA_2022],
          "2022-01-01",
          "in-force-by",
          C25,
        ),
        registration: haryanaRegistration,
      },
      {
        id: "haryana-rural",
        stampDuty: reported(flat(5, "5%, rural area, male buyer"), HARYANA_STAMP, [HARYANA_LARISA_2022], "2022-01-01", "in-force-by", C25),
        registration: haryanaRegistration,
      },
    ],
    summary:
      "7% in urban areas and 5% in rural ones for men, women 2 points less, joint buyers 1 point less; a fixed fee by value, at most ₹50,000.",
    note: "Women pay 2 points less (5% urban, 3% rural), joint buyers 6%/4%. The registration fee is a fixed amount by value slab, at most Rs 50,000 (Cabinet decision of 25 Sep 2018, as reported); the notification was not found. One report gives a single slab from Rs 1 lakh to Rs 30 lakh, unlike the 2022 and 2024 tables (unresolved). Effective dates are in-force-by dates (the 2022 table).",
    notCovered: {
      lease: {
        finding:
          "reports disagree on both the bands and the rates (one summary gives 3% of the average annual rent for terms over 3 years, another 1.5% up to 5 years and 3% beyond; an undated table on Scribd, whose sale rates of 6% and 8% are older than today's, gives 1.5% of the average annual rent below 5 years, 3% for 5 to 10, and 3% on twice, three times and four times that rent for 10 to 20, 20 to 30 and 30 to 100 years), and no article text was read (searched again on 25 Nov 2026). Solar land: the Haryana Solar Power Policy, 2016 (Memo No. 19/4/2016-5 Power of 3 Mar 2016, as IAMSME of India reports it), in clause 4.11 as its first addendum redefined it (text reproduced on the Enfrosun blog, Aug 2018), gives MW-scale solar projects a 100% exemption from the fee and stamp duty for registering the rent or lease deed, and any sub-lease, of the land for the project. Draft policies of 22 Apr 2021 (Mercom India) and Nov 2023 (King Stubb & Kasiva, 23 Nov 2023) would supersede the 2016 policy; whether one was notified, and keeps the exemption, was not found. The exemption is not applied here.",
        sources: [
          NC_HARYANA_SOLAR_POLICY_IAMSME,
          NC_HARYANA_SOLAR_ADDENDUM_ENFROSUN_2018,
          NC_HARYANA_SOLAR_DRAFT_MERCOM_2021,
          NC_HARYANA_SOLAR_DRAFT_KSANDK_2023,
        ],
      },
    },
  },
  "himachal-pradesh": {
    id: "himachal-pradesh",
    localities: [
      {
        id: null,
        stampDuty: reported(
          [
            { over: 0, percent: 6, rule: "6%, value up to Rs 50 lakh, male or other buyer" },
            { over: 50 * LAKH, percent: 8, rule: "8% on the whole value, value above Rs 50 lakh, male or other buyer" },
          ],
          HP_ASSEMBLY_2023,
          [HP_AMENDMENT_2023],
          "2023-12-15",
          "in-force-by",
          C25,
        ),
        registration: reported(
          flat(2, "registration fee 2% of the value"),
          HP_REVENUE_DEPT,
          [HP_HOUSING],
          "2014-02-17",
          "in-force-by",
          C25,
          25_000,
        ),
      },
    ],
    summary: "6% up to ₹50 lakh and 8% above for men, women 4% up to ₹80 lakh and 8% above; a 2% fee, at most ₹25,000.",
    note: "Women pay 4% up to Rs 80 lakh and 8% above (Indian Stamp (Himachal Pradesh Amendment) Act, 2023). The Act's text was not read (a property firm's page gives its rates as a table, with the Rajpatra date, not the text), so the rate stays reported; the date shown is the Rajpatra publication date. The registration cap of Rs 25,000 is from notification No. Rev.1-9(stamps)3/79 of 13 Apr 1999 as stated on the state's Registration page (last updated 17 Feb 2014, the in-force-by date shown). Buying agricultural land needs permission under s.118 of the HP Tenancy and Land Reforms Act for non-agriculturists. A 2025 ordinance (Indian Stamp (Himachal Pradesh Amendment) Ordinance, 2025) charged 12% under Art. 23, for any buyer, where s.118(2)(h) permission was granted (two Hindi reports); the Assembly passed a Bill replacing it on 28 Mar 2025, deemed in force from 18 Feb 2025 (ANI report and a summary of the Bill). Neither text was read and the Act's assent was not confirmed, so it is not applied: check it before costing land bought with s.118 permission.",
  },
  jharkhand: {
    id: "jharkhand",
    localities: [
      {
        id: null,
        stampDuty: reported(
          flat(4, "4% stamp duty on the value"),
          JHARKHAND_DEPT_TABLE,
          [JHARKHAND_BAJAJ, JHARKHAND_SQUAREYARDS],
          "2022-06-04",
          "in-force-by",
          C25,
        ),
        registration: reported(
          flat(3, "registration fee 3% of the value"),
          JHARKHAND_DEPT_TABLE,
          [JHARKHAND_BAJAJ, JHARKHAND_SQUAREYARDS],
          "2022-06-04",
          "in-force-by",
          C25,
        ),
      },
    ],
    summary: "4% stamp duty and a 3% fee for every buyer, plus ₹30 a page; non-tribals cannot buy tribal land under the CNT and SPT Acts.",
    note: "Same rates for all buyers: the Re 1 stamp duty for women on property up to Rs 50 lakh was rolled back in 2020 (as reported). Rs 30 a page service fee is extra. Tribal land under the CNT and SPT Acts cannot be bought by non-tribals; check before costing. The Registration Department table was read only as an undated copy.",
  },
  karnataka: {
    id: "karnataka",
    localities: [
      {
        id: null,
        stampDuty: reported(
          flat(5.6, "5.6% (5% stamp duty + 10% cess + 2% surcharge on the duty)"),
          KARNATAKA_DH_2025,
          [KARNATAKA_IGR_2012],
          "2012-10-17",
          "in-force-by",
          C23,
        ),
        registration: reported(
          flat(2, "registration fee 2% (Rs 20 per Rs 1,000)"),
          KARNATAKA_NIE_2025,
          [KARNATAKA_DH_2025],
          "2025-08-31",
          "effective",
          C23,
        ),
      },
    ],
    summary: "5.6% stamp duty (5% plus cess and surcharge) and a 2% fee since 31 Aug 2025; rural land pays a further surcharge.",
    note: "Stamp duty shown is the urban rate above Rs 45 lakh; rural areas add a further surcharge (about 5.65%), and lower-value slabs are reported for some first sales of apartments. The 5% + surcharge + cess structure was in force by 2012 (Department's At a Glance table); only the registration fee changed on 31 Aug 2025. That rise is a Revenue Department notification under s.78 (Rs 20 instead of Rs 10 per Rs 1,000), made public on 30 Aug 2025 as reported; its number and text were not found.",
    instruments: {
      "agreement-to-sell-with-possession": {
        stampDuty: "asSale",
        registration: null,
        source: KARNATAKA_ART_5E_I_HC_2014,
        corroboration: [KARNATAKA_ART_5E_HC_LAWTEXT, KARNATAKA_ART_5E_II_JSA_2024, KARNATAKA_ART_5E_II_KAANOON],
        verifiedOn: C25,
        confidence: "reported",
        note: "Art. 5(e)(i), as the High Court quoted it in 2014: an agreement relating to sale of immovable property under which possession is delivered, or agreed to be delivered, without executing the conveyance pays the same duty as a conveyance (Art. 20) on the market value; the calculator applies the sale rate with its surcharge and cess (whether they apply to the agreement is not confirmed). The 2024 amendment's reported change to Art. 5(e) is to clause (ii), but the law firm's table is not complete and the Schedule's current text was not read. The second dated source is a case note on LawText (a writ against a 2019 order), which could not be reopened when this row was re-checked on 25 Nov 2026; an undated lawyers' answer (Kaanoon) agrees that possession delivered or agreed to be delivered brings the Art. 20 duty. The registration fee on the agreement is not in the table: enter registrationPercent.",
      },
      "agreement-to-sell-without-possession": {
        stampDuty: reported(
          flat(0.5, "0.5% (fifty paise per Rs 100) on an agreement to sell without possession, Art. 5(e)(ii) as amended in 2024"),
          KARNATAKA_ART_5E_II_JSA_2024,
          [KARNATAKA_ART_5E_II_ECOSPACE, KARNATAKA_ART_5E_II_KAANOON],
          "2024-02-03",
          "in-force-by",
          C25,
        ),
        registration: null,
        source: KARNATAKA_ART_5E_II_JSA_2024,
        corroboration: [
          KARNATAKA_ART_5E_II_ECOSPACE,
          KARNATAKA_ART_5E_II_KAANOON,
          KARNATAKA_STAMP_AMENDMENT_MENON_VERMA,
          KARNATAKA_ART_5E_HC_LAWTEXT,
        ],
        verifiedOn: C25,
        confidence: "reported",
        note: "Art. 5(e)(ii) as amended by the Karnataka Stamp (Amendment) Act, 2023 (Karnataka Act No. 4 of 2024, notified 3 Feb 2024), as a law firm reports it (JSA, February 2024): fifty paise per Rs 100 on the market value equal to the amount of consideration, with the former Rs 20,000 maximum removed. That is the only dated source found for the rate: two undated sources (Ecospace, Kaanoon) give 0.5% and the cap's removal, and the dated reports of the Act (The New Indian Express, 8 Feb 2024; Menon Verma for its number) do not state this clause's rate in the parts read. The Act's text was not read, and whether the former Rs 500 minimum remains is not stated. The calculator charges 0.5% of the higher of basePrice and guidelineValue; give the consideration as basePrice. The registration fee on the agreement is not in the table: enter registrationPercent.",
      },
      lease: {
        stampDuty: "asSale",
        registration: null,
        leaseTerms: [
          karnatakaRentBand(1, 10, 1),
          karnatakaRentBand(10, 20, 2),
          karnatakaRentBand(20, 30, 3),
          {
            overYears: 30,
            basis: "marketValueAsSale",
            rule: "over 30 years or in perpetuity: conveyance duty (Art. 20(1)) on the market value (Art. 30(1)(a)(vi))",
            source: KARNATAKA_ART_30,
            corroboration: [KARNATAKA_SCHEDULE_2020],
            verifiedOn: C25,
            confidence: "reported",
          },
        ],
        source: KARNATAKA_ART_30,
        corroboration: [KARNATAKA_SCHEDULE_2020, KARNATAKA_IGR_2012],
        verifiedOn: C25,
        confidence: "reported",
        note: "Over 30 years: enter the market value as guidelineValue; the copy read predates the Karnataka Stamp (Amendment) Act, 2010, which reports say charges the higher of the market value and the average annual rent plus deposit (with land the market value is normally the higher). Over 1 and up to 30 years: Art. 30 as substituted in 2010, whose text we could not read, is reported to charge its own rate (1%, 2% or 3% by term) on the average annual rent plus any premium, fine or money advanced: enter the latter as premium. Reports include a refundable security deposit in that sum; whether a deposit is money advanced has been argued in the High Court, so check it. The rate is applied exactly, without the rounding up to the next Rs 100 the article uses and without the cess and surcharge added to the sale duty (not confirmed for leases). Terms of 1 year or less are not covered.",
        registrationNotComputed: {
          finding:
            "the department's table of levies (Levy of Stamp Duty and Registration Fee at a Glance; the official page, updated to 17 Oct 2012, was read only to its first rows, and a 2016 copy of the table on a blog to its lease rows) gives a lease of more than 1 and up to 30 years a fee of 0.5% (minimum Rs 100) under Note 3 of Article I of the Table of Fees, without saying on what amount (its duty column says the average annual rent plus advance, premium or deposit); Note 3 itself was not read, and the row for more than 30 years was not reached. The notification of 29 Aug 2025 doubled Article I(4)(a) from Rs 10 to Rs 20 per Rs 1,000 from 31 Aug 2025 (King Stubb & Kasiva, 15 Sep 2025), and The New Indian Express (31 Aug 2025) quotes a property expert that lease and rental agreements go from 1% to 2%, which does not match the table's 0.5%; whether the lease fee changed, and on what amount it is taken, was not found (searched 25 Nov 2026).",
          sources: [KARNATAKA_IGR_2012, KARNATAKA_LEVIES_BLOG_2016, KARNATAKA_FEE_KSANDK_2025, KARNATAKA_NIE_2025],
        },
      },
    },
  },
  kerala: {
    id: "kerala",
    localities: [
      {
        id: null,
        stampDuty: {
          bands: flat(8, "8% stamp duty (Kerala Stamp Act, Schedule serial no. 21(i), as amended in 2016)"),
          source: KERALA_FINANCE_ACT_2016,
          corroboration: [KERALA_FINANCE_ACT_2016_PUBLISHED, KERALA_HOUSING, KERALA_THITHITHARA],
          notification: { number: "Kerala Finance Act, 2016 (Act 18 of 2016), s.3(3)(c)", date: "2016-11-13" },
          effectiveFrom: "2016-11-13",
          effectiveFromKind: "in-force-by",
          verifiedOn: C25,
          confidence: "notified",
        },
        registration: reported(flat(2, "registration fee 2%"), KERALA_HOUSING, [KERALA_THITHITHARA], "2025-01-01", "in-force-by", C25),
      },
    ],
    summary: "8% stamp duty and a 2% fee on the higher of the price and the fair value, for every buyer.",
    note: "Charged on the higher of consideration and fair value. The 8% stamp duty was read in the Act itself: the Kerala Finance Act, 2016 (Act 18 of 2016, assented to and published on 13 Nov 2016) raised the conveyance rate in serial number 21(i) of the Stamp Act's Schedule from 6% to 8% (copy of the Act text); its commencement section deems groups of provisions in force from 2016 dates, but the part naming the date for this clause could not be read, so the date shown is the publication date, as an in-force-by date. 2025 reports still give 8%. The 2% registration fee rests on 2025 reports: the Table of Fees is G.O.(P) No.147/77/TD of 23 Nov 1977 (S.R.O. 1142/77), as cited in its amendment G.O.(P) No.133/2020/Taxes of 8 Oct 2020, but the article that sets the conveyance fee was not read.",
  },
  "madhya-pradesh": {
    id: "madhya-pradesh",
    localities: [
      {
        id: null,
        stampDuty: reported(
          flat(7.5, "7.5% (stamp duty with municipal or janpad duty and upkar)"),
          MP_CLEARTAX,
          [MP_INFORMATIONSONLY],
          "2022-01-01",
          "in-force-by",
          C25,
        ),
        registration: reported(flat(3, "registration fee 3%"), MP_CLEARTAX, [MP_INFORMATIONSONLY], "2022-01-01", "in-force-by", C25),
      },
    ],
    summary: "7.5% stamp duty (with municipal or janpad duty and upkar) and a 3% fee, for every buyer.",
    note: "No concession for women. The 7.5% combines the principal duty with the municipal (or janpad) duty and upkar; the split, and whether rural (janpad) areas pay less, is not confirmed. The temporary cut of the registration fee to 1% in municipal areas ended in December 2020. Rates rest on 2022 and 2025 reports; the notification was not read.",
    notCovered: {
      lease: {
        finding:
          "Schedule I-A was substituted by the Indian Stamp (Madhya Pradesh Amendment) Act, 2014 (Act No. 2 of 2015), whose ordinance of September 2014 tied lease duty to the market value (as reported). The only rates found by term come from one newspaper (Patrika, 6 Sep 2022; a Palpal India page of the same day repeats Patrika's text) reporting a proposal sent to the Cabinet for the Indian Stamp (MP Amendment) Bill, 2022 on the renewal of leases: 0.1% of the market value for more than 1 and under 5 years, 0.5% to 10, 1% to 20, 2% to 30 and 5% over 30; whether it was enacted, and whether those rates reach a new lease, was not found. The current lease article (Article 38, as a 2025 report numbers it) and its rates were not read. The Renewable Energy Policy 2025's stamp-duty concession is reported for purchases of private land (50% reimbursed; Mercom India, 28 Feb 2025), not for leases. Searched again on 25 Nov 2026 (judgments quoting the lease article, Hindi reports of the 2022 Bill and of the Indian Stamp (MP Amendment) Act, 2025, assented to on 3 Sep 2025 and published on 9 Sep 2025): the judgments found (2004, 2013) quote the article as it stood before 2002, and the reports of the 2025 Act read give fixed duties (an affidavit from Rs 50 to Rs 200; a rent agreement from Rs 500 to Rs 1,000, as The Trikal reports it), not the rates for a long lease.",
        sources: [
          NC_MP_LEASE_ORDINANCE_MADHYAMAT_2014,
          NC_MP_LEASE_RENEWAL_PATRIKA_2022,
          NC_MP_LEASE_ARTICLE_38_EMS_2025,
          NC_MP_RE_POLICY_MERCOM_2025,
          NC_MP_LEASE_PADMA_2004,
          NC_MP_LEASE_ASHOK_KUMAR_JAIN_2013,
          MP_AGREEMENT_SAMACHAR,
        ],
      },
      "agreement-to-sell-with-possession": {
        finding:
          "neither the current Schedule I-A's text for an agreement with possession nor two dated reports of its rate were found. The reports of the Indian Stamp (Madhya Pradesh Amendment) Act, 2025 found (Madhya Pradesh Samachar, 7 Aug 2025; EMS India, on the Gazette of 9 Sep 2025) give the duty on an agreement without possession.",
        sources: [MP_AGREEMENT_SAMACHAR, MP_AGREEMENT_EMS],
      },
    },
    instruments: {
      "agreement-to-sell-without-possession": {
        stampDuty: reported(
          [
            {
              over: 0,
              amount: 5000,
              rule: "Rs 5,000 fixed stamp duty on an agreement to sell without possession (Art. 6(e)(2) of Schedule I-A as amended in 2025, as reported)",
            },
          ],
          MP_AGREEMENT_EMS,
          [MP_AGREEMENT_SAMACHAR],
          "2025-09-09",
          "in-force-by",
          C25,
        ),
        registration: null,
        source: MP_AGREEMENT_EMS,
        corroboration: [MP_AGREEMENT_SAMACHAR],
        verifiedOn: C25,
        confidence: "reported",
        note: "An agreement to sell without possession pays a fixed Rs 5,000 (Art. 6(e)(2) of Schedule I-A), up from Rs 1,000, under the Indian Stamp (Madhya Pradesh Amendment) Act, 2025: two Hindi reports agree (the Bill as passed, 7 Aug 2025; a district registrar's note on the Gazette of 9 Sep 2025). The amended article itself was not read, so the Gazette date is an in-force-by date. Whether a higher duty falls due if possession is later given, or on an agreement with possession, is not in the table. The registration fee on the agreement is not in the table: enter registrationPercent.",
      },
    },
  },
  maharashtra: {
    id: "maharashtra",
    localities: [
      {
        id: "mumbai",
        stampDuty: reported(
          flat(6, "6% (5% stamp duty + 1% metro cess), Mumbai"),
          MAHARASHTRA_STAMP,
          [MAHARASHTRA_ART_25],
          "2022-04-01",
          "effective",
          C23,
        ),
        registration: MAHARASHTRA_REGISTRATION_CHARGE,
      },
      {
        id: "maharashtra-metro-corporation",
        stampDuty: reported(
          flat(7, "7% (5% stamp duty + 1% local body tax surcharge + 1% metro cess), Pune, Thane, Navi Mumbai, Pimpri-Chinchwad, Nagpur"),
          MAHARASHTRA_STAMP,
          [MAHARASHTRA_ART_25],
          "2022-04-01",
          "effective",
          C23,
        ),
        registration: MAHARASHTRA_REGISTRATION_CHARGE,
      },
      {
        id: "maharashtra-mmrda-council",
        stampDuty: reported(
          flat(4, "4%, municipal council, nagar panchayat or cantonment area (any in the state) or rural MMRDA"),
          MAHARASHTRA_ART_25,
          [MAHARASHTRA_STAMP],
          "2012-04-01",
          "in-force-by",
          C25,
        ),
        registration: MAHARASHTRA_REGISTRATION_CHARGE,
      },
      {
        id: "maharashtra-gram-panchayat",
        stampDuty: reported(
          flat(3, "3%, gram panchayat area (some sources add a 1% Zilla Parishad surcharge)"),
          MAHARASHTRA_ART_25,
          [MAHARASHTRA_STAMP],
          "2012-04-01",
          "in-force-by",
          C25,
        ),
        registration: MAHARASHTRA_REGISTRATION_CHARGE,
      },
    ],
    instruments: {
      "agreement-to-sell-with-possession": {
        stampDuty: "asSale",
        registration: null,
        source: MAHARASHTRA_SC_2025,
        corroboration: [MAHARASHTRA_SANMAN_2004, MAHARASHTRA_ART_25],
        verifiedOn: C25,
        confidence: "reported",
        note: "Maharashtra deems an agreement to sell with possession (given or agreed to be given) a conveyance (Explanation I to Art. 25): it pays the locality's conveyance duty on the market value, adjustable against the later sale deed. The registration fee on the agreement is not in the table: enter registrationPercent (the Rs 30,000 maximum of Art. I is not assumed).",
      },
      lease: {
        stampDuty: "asSale",
        registration: null,
        leaseTerms: [
          // The forum answer of 2018 names clause (iii); the clauses for the shorter terms were not named in what we read.
          maharashtraShareBand(0, 5, 10, "Art. 36"),
          maharashtraShareBand(5, 10, 25, "Art. 36"),
          maharashtraShareBand(10, 29, 50, "Art. 36(iii)"),
          {
            overYears: 29,
            basis: { marketValuePercent: 90 },
            rule: "over 29 years, in perpetuity or for no definite term: conveyance duty (Art. 25) on 90% of the market value (Art. 36(iv), as the Bombay High Court applied it in Goisu Realty, 5 Oct 2020)",
            source: MAHARASHTRA_LEASE_GOISU_LS,
            corroboration: [MAHARASHTRA_LEASE_GOISU, MAHARASHTRA_LEASE_IGR_TABLE, MAHARASHTRA_LEASE_LCI_2009],
            verifiedOn: C25,
            confidence: "reported",
          },
        ],
        source: MAHARASHTRA_LEASE_GOISU_LS,
        corroboration: [MAHARASHTRA_LEASE_GOISU, MAHARASHTRA_LEASE_IGR_TABLE, MAHARASHTRA_LEASE_LCI_2018, MAHARASHTRA_LEASE_LCI_2009],
        verifiedOn: C25,
        confidence: "reported",
        note: "Enter the ready reckoner value of the land leased as guidelineValue and pass locality (the default is Mumbai): the locality's sale charge applies to 10%, 25%, 50% or 90% of the market value by term (up to 5, 10 and 29 years, and over 29). The department's rate table (read in an undated copy) lists leases at 5%, 4% or 3% by area and remarks the 1% local-body surcharge against sale and gift deeds only, so where the locality's rate includes a metro cess or surcharge it may overstate a lease's duty; this is not confirmed. The High Court held that a premium or deposit above the market value does not lift the duty to 100% of it. The Art. 36 text itself was not read (a 2018 consolidated copy exists but we could reach only its first page): clause (iv) rests on Goisu Realty, clauses (i) to (iii) on the department's table and two forum answers (2009, 2018), and no later amendment was found. Whether rent or a deposit changes the duty on a short lease is not covered. A remission for leases over 29 years (2% in Mumbai until 31 Dec 2020, 3% to 31 Mar 2021) has lapsed, as reported.",
        registrationNotComputed: {
          finding:
            "the Table of Fees (No. RGN-1558-67731-N of 17 Jul 1961, as amended to 11 Sep 2014, read in copies) lists a lease in Article I(2), whose fee is levied ad valorem on the amount or value of the consideration, 'see Notes 5 and 7'; those notes, which would say what a lease's consideration is, were not reached in any copy (searched 25 Nov 2026). Article I's scale is Rs 100 up to Rs 10,000 and Rs 10 per Rs 1,000 above it, with a maximum of Rs 30,000, so unless the notes say otherwise the fee is at most Rs 30,000, reached once the consideration passes about Rs 30 lakh. The fixed Rs 1,000 or Rs 500 some pages give is the fee of Article III-A for a leave and licence agreement (notification of 8 Jun 2000, as reproduced online), not a lease's.",
          sources: [MAHARASHTRA_REGISTRATION, MAHARASHTRA_FEES_LEASE_SCRIBD],
        },
      },
    },
    summary:
      "Stamp duty by locality, 3% to 7% (Mumbai 6%; Pune, Thane, Navi Mumbai, Pimpri-Chinchwad and Nagpur 7%); a 1% fee, at most ₹30,000.",
    note: "Without a locality the Mumbai rate is assumed and the answer says so first; most land outside Mumbai is in a council or gram-panchayat area, so give the locality. The 1% concession for women applies to residential purchases only, not to land or commercial property. The registration fee is 1% up to a maximum of Rs 30,000. Council and gram-panchayat rates are Art. 25(b)(ii)-(iii) as amended by Mah. Act VIII of 2012 (the date shown is an in-force-by date); their surcharges (some sources add a 1% Zilla Parishad or local-body surcharge) are unconfirmed. Other municipal corporations without metro cess are not listed here: enter stampDutyPercent.",
  },
  odisha: {
    id: "odisha",
    localities: [
      {
        id: null,
        stampDuty: reported(
          flat(5, "5% stamp duty, male or other buyer"),
          ODISHA_HOUSING,
          [ODISHA_BASIC],
          "2025-01-01",
          "in-force-by",
          C25,
        ),
        registration: reported(flat(2, "registration fee 2%"), ODISHA_HOUSING, [ODISHA_BASIC], "2025-01-01", "in-force-by", C25),
      },
    ],
    summary: "5% stamp duty and a 2% fee; women, and joint buyers with a woman, pay 4% stamp duty (reported).",
    note: "Women (and joint buyers with a woman) pay 4% stamp duty, the 1% rebate of the Odisha Stamp (Amendment) Rules, 2014 as reported. Rates rest on 2025 reports; the notification was not read.",
    notCovered: {
      lease: {
        finding:
          "the Indian Stamp (Orissa Amendment) Act, 1983 substituted Schedule 1-A from 17 Jan 1983 (copies read only to their opening); its lease article, and any later amendment of it, was not read, and no dated report of Odisha's lease rates was found (searched again on 25 Nov 2026). Solar land: the state's investment portal (Invest Odisha) lists among the incentives of the Renewable Energy Policy 2016 'no stamp duty for land allotted by the Government/IDCO to solar park developers'; that policy was in force until 31 Mar 2022 (JMK Research), and whether the Renewable Energy Policy 2022 keeps a stamp-duty concession was not read. It is not applied here.",
        sources: [NC_ODISHA_STAMP_ACT_1983, NC_ODISHA_STAMP_ACT_1983_VDOCUMENT, NC_ODISHA_RE_POLICY_INVEST_ODISHA],
      },
    },
  },
  punjab: {
    id: "punjab",
    localities: [
      {
        id: null,
        stampDuty: reported(
          flat(7, "7% (5% stamp duty + 1% social infrastructure cess + 1% PIDB fee), male or other buyer"),
          PUNJAB_HOUSING,
          [PUNJAB_GODREJ, PUNJAB_GRIHASHAKTI],
          "2024-01-01",
          "in-force-by",
          C25,
        ),
        registration: reported(
          flat(1, "registration fee 1% of the consideration"),
          PUNJAB_HOUSING,
          [PUNJAB_GODREJ, PUNJAB_GRIHASHAKTI],
          "2024-01-01",
          "in-force-by",
          C25,
          2 * LAKH,
        ),
      },
    ],
    summary: "7% stamp duty for men, women 5%, a man and a woman jointly 6%; a 1% fee, at most ₹2 lakh, plus a facilitation charge.",
    note: "Women pay 5%, a man and a woman jointly 6%. The registration fee is 1% up to Rs 2 lakh; a facilitation charge of Rs 1,000 to Rs 5,000 is extra. Duty on a lifetime transfer to blood relations was remitted by a Revenue Department order reported in May 2014 (order not read); a February 2025 proposal to charge such transfers 1% or 2.5% again was reported, and no approval or notification was found: see the gift deed entry. The 1% is Art. I(1)(b) of the Table of Registration Fees (notification S.O. 25 of 15 Apr 1980, read on the Revenue Department's site, with its original Rs 1,000 maximum); the amendment setting the Rs 2 lakh maximum was not found. The stamp duty rests on 2024-2025 reports; its notification was not read.",
    notCovered: {
      "agreement-to-sell-with-possession": {
        finding:
          "Entry 5(cc), added by the Indian Stamp (Punjab Amendment) Act, 2001, charges it the duty in the second sub-column of Entry 23 (as amended by the 2007 Act from 25 Jan 2008) on the amount paid or payable (Narinder Kapoor v. Inderjit, Punjab and Haryana High Court, 12 Feb 2020, case note); that sub-column's rate was not read (searched again on 25 Nov 2026).",
        sources: [NC_PUNJAB_AGREEMENT_NARINDER_KAPOOR_2020],
      },
      lease: {
        finding:
          "the lease article as it stands today was not read: a law-database copy of the Act as applied in Punjab, with its Schedule I-A, was found on 25 Nov 2026 but could be read only to its definitions; otherwise only fee tables, forum answers and undated reports were found. Renewable energy: the New and Renewable Sources of Energy Policy, 2012 (notified as No. 10/174/2012/STE(3)/4725 of 26 Dec 2012, as the 2019 draft policy names it) is reported to give a 100% exemption from the fee and stamp duty for registering the lease deed of land required for a project (Hindustan Times, 4 Mar 2015; the Cabinet's approval of 22 Nov 2012 lists the exemption of stamp duty and registration fee, CityAirNews); a 2019 draft policy also exempts stamp duty (Renewable Watch, 25 Oct 2019). Neither policy's clause was read, nor whether the 2019 draft was notified (searched 25 Nov 2026); the exemption is not applied here.",
        sources: [
          NC_PUNJAB_STAMP_ACT_LEGITQUEST,
          NC_PUNJAB_NRSE_DRAFT_2019,
          NC_PUNJAB_NRSE_HT_2015,
          NC_PUNJAB_NRSE_CITYAIRNEWS_2012,
          NC_PUNJAB_RE_DRAFT_RENEWABLE_WATCH_2019,
        ],
      },
    },
  },
  rajasthan: {
    id: "rajasthan",
    localities: [
      {
        id: null,
        stampDuty: reported(
          flat(7.8, "7.8% (6% stamp duty + 30% surcharge on the duty), male or other buyer"),
          RAJASTHAN_FEE_MASTER_2021,
          [RAJASTHAN_BUDGET_2024, RAJASTHAN_SURCHARGE_2026_ZEE, RAJASTHAN_SURCHARGE_2026_PATRIKA],
          "2021-08-02",
          "in-force-by",
          C25,
        ),
        registration: reported(
          flat(1, "registration fee 1% (no maximum)"),
          RAJASTHAN_FEE_MASTER_2021,
          [RAJASTHAN_BUDGET_2024],
          "2020-02-20",
          "in-force-by",
          C25,
        ),
      },
    ],
    summary:
      "7.8% stamp duty for men (6% plus a 30% surcharge on the duty), women 6.5%; a 1% fee with no maximum. A reported 2026 rise to 33% is not applied.",
    note: "Women pay 5% + 30% surcharge (6.5%); SC/ST/BPL women 4%. The surcharge is on the duty: 10% for infrastructure and 20% for cow protection and disaster relief (raised from 10% by the Finance Department's order of 15 May 2020, as ETV Bharat reported that day). Hindustan Times dates the 10% 'urban cess' and the first 10% for cows to 31 Mar 2017, but a copy of the fee master as applicable 9 May 2016 already shows a 20% surcharge, so when each part was first levied is not settled; the 30% now is not affected. 2026-27 Budget, not applied: Zee News (11 Feb 2026) reports the surcharge raised with the Budget, 'without a formal announcement', from 30% to 33% of the duty where the stamp duty exceeds Rs 10 lakh; Patrika and Live Hindustan (12 Feb 2026) report a 3% rise with no threshold or base in the parts read. No notification, Finance Act or Budget speech text was found (searched 25 Nov 2026), no report gives an effective date, and only Zee gives the threshold, so the calculator keeps 30%. On Zee's wording the whole surcharge is 33% once the duty exceeds Rs 10 lakh: at 6% that is a market value above about Rs 1.67 crore, and 7.98% in all (women 6.65%, above Rs 2 crore); Zee does not say whether only the duty above Rs 10 lakh is meant, nor whether the Rs 10 lakh is the duty before or after the surcharge: the figures here take it before; after it, the threshold would be a market value of about Rs 1.28 crore (women Rs 1.54 crore). To apply it, enter stampDutyPercent. Husband and wife buying jointly a property of market value up to Rs 50 lakh pay 5.5% (notification No. F.4(2)FD/Tax/2025-109 of 19 Feb 2025 under s.9(1), as 1-Comply summarised it on 24 Feb 2025; text not read). No change to the 6%, the women's 5% or the 1% fee on a sale was found in 2025 or 2026 reports. The registration fee had a maximum of Rs 3-4 lakh until the fee master of 20 Feb 2020, which shows none. Buyers with a benchmark disability pay 5%: Finance Department (Tax Division) notification No. F.4(4)FD/Tax/2020-130 of 20 Feb 2020 under s.9(1) of the Rajasthan Stamp Act, superseding No. F.4(15)FD/Tax/2014-59 of 14 Jul 2014 (text read in a copy on indianemployees.com). The general rates rest on copies of the department's fee master and a 2024 budget report; the Act schedule as amended and the general-rate and women's notifications were not read. Flats up to Rs 50 lakh pay 5% from the 2024 budget (not land).",
    notCovered: {
      "agreement-to-sell-without-possession": {
        finding:
          "the department's fee master (copy, as applicable 20 Feb 2020) charges 3% of the consideration, reduced to 0.5% by a rebate of 8 Mar 2017, and a registration fee of 0.25% (at most Rs 10,000); it is the only source found, and whether the rebate still applies was not read.",
        sources: [RAJASTHAN_FEE_MASTER_2020],
      },
    },
    instruments: {
      "agreement-to-sell-with-possession": {
        stampDuty: "asSale",
        registration: "asSale",
        source: RAJASTHAN_FEE_MASTER_2020,
        corroboration: [RAJASTHAN_FEE_MASTER_2021],
        verifiedOn: C25,
        confidence: "reported",
        note: "Rajasthan charges an agreement to sell with possession as a conveyance: the sale-deed duty (with the surcharge) and the 1% fee, on the market value, and its registration is compulsory (department fee master). The duty paid is normally adjusted against the later sale deed. The 2026 surcharge report in the state note (33% where the duty exceeds Rs 10 lakh) would reach it too; it is not applied.",
      },
      lease: {
        stampDuty: null,
        registration: null,
        leaseTerms: [
          rajasthanLeaseBand(1, 5, true, 0.1, 0.13),
          rajasthanLeaseBand(5, 10, true, 0.5, 0.65),
          rajasthanLeaseBand(10, 15, true, 1, 1.3),
          // Both reports put 30 years in this band (2017: "more than 30 years" is the next; 2025: "20 to 30 years", up to).
          rajasthanLeaseBand(20, 30, false, 4, 5.2),
        ],
        source: RAJASTHAN_LEASE_PINKCITY_2017,
        corroboration: [
          RAJASTHAN_LEASE_ZEE_2025,
          RAJASTHAN_SURCHARGE_HINDU_2017,
          RAJASTHAN_SURCHARGE_KHASKHABAR_2017,
          RAJASTHAN_FEE_MASTER_2021,
          RAJASTHAN_SURCHARGE_2026_ZEE,
          RAJASTHAN_SURCHARGE_2026_PATRIKA,
          RAJASTHAN_ART33_2025_1COMPLY,
          RAJASTHAN_SOLAR_LAND_VALUE_2020,
          RAJASTHAN_RIPS_RE_MERCOM,
        ],
        verifiedOn: C25,
        confidence: "reported",
        note: "Rajasthan charges a lease its own rate on the market value (the DLC value) of the property leased, by term, not the 6% sale rate, and the surcharge on the duty on top: enter the DLC value of the land leased as guidelineValue (the higher of it and basePrice is charged; the rent does not enter). For land used for a solar, wind or hybrid plant or a solar park, the market value is twice the agricultural DLC rate of the area, or the nearest RIICO industrial area's rate if lower (Finance Department notification No. F.5(18)FD/Tax/2015-122 of 27 Jan 2020, read in a copy; whether the DLC changes of February 2026 touched it was not read). Two dated reports agree on the bands applied: Pink City Post (8 Apr 2017, on the scale then new, which it ascribes to amendments 'in the Rajasthan Rent Control Act') and Zee News (10 Dec 2025, on the rule making every rent agreement registrable): 0.1% for 1 to 5 years, 0.5% for 5 to 10, 1% for 10 to 15 and 4% for 20 to 30 (Zee: 'up to 4%'). The scale is in Article 33 of the Rajasthan Stamp Act, 1998; neither its text nor the Act or notification that set the scale was read, so every band is reported. The one later change to Article 33 found is a single report (1-Comply, 7 Apr 2025) that clause (vii)'s 'same as on a conveyance' became 6% of the market value from 1 Apr 2025, without saying which term clause (vii) covers; the Finance Acts and Bills found (2018, 2019, 2021, 2023) could be read only to their openings, so other changes are not ruled out, but the 2025 report gives the 2017 figures for the four bands. Surcharge: the Finance Department's order of 31 Mar 2017 charges its 10% 'on stamp duty payable on all instruments', naming lease agreements (The Hindu, 6 Apr 2017), the department's press note of Oct 2017 says the (then 20%) surcharge is payable on the stamp amount, and the fee master (copy, as applicable 2 Aug 2021) gives 10% + 20% = 30% under 'Common Fee for all the Documents' (its lease rows were not read), so the bands here are 0.13%, 0.65%, 1.3% and 5.2% (4% + 30%). The 2026-27 Budget is reported to have raised the surcharge from 30% to 33% of the duty where the duty exceeds Rs 10 lakh (Zee News, 11 Feb 2026; reports of 12 Feb 2026 give a 3% rise with no threshold); no notification was read and only Zee gives the threshold, so the calculator keeps 30% for leases as for sales (see the state note). On Zee's reading the 4% band pays 5.32% once its duty exceeds Rs 10 lakh (a market value above Rs 2.5 crore, taking the Rs 10 lakh as the duty before the surcharge; about Rs 1.92 crore if it is the duty with the surcharge, which Zee does not say). Not covered: terms of exactly 1, 5, 10 or 15 years (the reports do not say on which side of the boundary they fall; 30 years is in the 4% band in both); up to 1 year (0.02% up to 11 months, 2025 report only); more than 15 and up to 20 years (2%, 2017 report only); more than 30 years (5% in the 2017 report only; clause (vii) may now be 6%). Renewable energy: Mercom India reports that the Rajasthan Investment Promotion Scheme, 2024 gives renewable-energy units a 75% exemption from stamp duty and reimbursement of the other 25%; the scheme's text, and whether it reaches a lease of private land, were not read, and the duty here does not apply it.",
        registrationNotComputed: {
          finding:
            "the only dated source for the fee on a lease is Pink City Post (8 Apr 2017), which gives 20% of the stamp duty on a rent agreement (0.8% of the market value in the 4% band). The department's fee master (copies as applicable from 2017 to 2021) charges 1% where a percentage fee applies, but its lease rows were not reached; Zee News (10 Dec 2025) says the amending notification set the fee as well as the duty by term, but the part read gives only the duty. Searched again on 25 Nov 2026.",
          sources: [RAJASTHAN_LEASE_PINKCITY_2017, RAJASTHAN_FEE_MASTER_2021, RAJASTHAN_LEASE_ZEE_2025],
        },
      },
    },
  },
  "tamil-nadu": {
    id: "tamil-nadu",
    localities: [
      {
        id: null,
        stampDuty: reported(
          flat(7, "7% stamp duty"),
          TN_HINDU_2023,
          [TN_REGIPAYMENT, TN_PINNACLE, TN_VERIFIED_2025],
          "2023-03-20",
          "in-force-by",
          C25,
        ),
        registration: reported(flat(2, "registration fee 2%"), TN_HINDU_2023, [TN_VERIFIED_2025], "2023-04-01", "effective", C25),
      },
    ],
    instruments: {
      lease: {
        stampDuty: null,
        registration: null,
        leaseTerms: [
          {
            overYears: 0,
            upToYears: 30,
            upToExclusive: true,
            basis: {
              rentMultiple: "years",
              premium: "added",
              ownRate: reported(
                flat(1, "1% of the rent for the term plus fine, premium or advance (Art. 35(a), T.N. Act 31 of 2004)"),
                TN_LEASE_ACT_2004,
                [TN_LEASE_LCI_2010, TN_LEASE_POSTALSTAFF_2024],
                "2004-12-16",
                "effective",
                C25,
              ),
            },
            rule: "below 30 years: one rupee per Rs 100 of the rent, fine, premium or advance payable, i.e. 1% of the total rent for the term plus any premium or advance (Art. 35(a) as substituted by T.N. Act 31 of 2004)",
            source: TN_LEASE_ACT_2004,
            corroboration: [TN_LEASE_SCHEDULE_2004, TN_LEASE_LCI_2010, TN_LEASE_JSA_2024, TN_LEASE_POSTALSTAFF_2024],
            verifiedOn: C25,
            confidence: "reported",
          },
        ],
        source: TN_LEASE_ACT_2004,
        corroboration: [TN_LEASE_SCHEDULE_2004, TN_LEASE_LCI_2010, TN_LEASE_JSA_2024, TN_LEASE_POSTALSTAFF_2024],
        verifiedOn: C25,
        confidence: "reported",
        note: "Give annualRent (the total rent divided by the years) and, as premium, any fine, premium, advance or security deposit. The Indian Stamp (Tamil Nadu Amendment) Act, 2023, in force from 3 May 2024, amended Art. 35; reports say it brings a security deposit, repayable or not, into the amount, but its text was not read and one summary words the change as a rise from 1% to 4% by period, which we could not confirm, so the rule is marked reported. The article's rounding up to the next Rs 100 is not applied, and one 2010 forum answer reads the amount as the higher of rent and advance rather than their sum. Not covered: 30 years and above (reported at 4% up to 99 years; the text of those clauses was not read); exactly 30 years is not below thirty.",
        registrationNotComputed: {
          finding:
            "the Registration Department's notice of new rates (copy, undated; in force from 16 Dec 2004) gives a lease a fee of 1%, at most Rs 5,000, beside the 1% duty on the total rent, premium or fine below 30 years. It is the only source found: no later statement of the lease fee was found, and the reports of the change to 20 fees from 10 Jul 2023 (DT Next, 8 Jul 2023) do not say whether leases changed, so the fee now in force is not confirmed (searched 25 Nov 2026). If that maximum still applies, a large lease pays Rs 5,000.",
          sources: [TN_FEES_NOTICE_2004, TN_FEES_DTNEXT_2023],
        },
      },
    },
    summary:
      "7% stamp duty and a 2% fee on the higher of the price and the guideline value; women pay 1 point less fee on property up to ₹10 lakh.",
    note: "Charged on the higher of consideration and guideline value. Women get a 1-point registration-fee concession on property up to Rs 10 lakh from 1 Apr 2025 (G.O. as reported by DT Next, 31 Mar 2025, and NIE, 14 Mar 2025). The 7% stamp duty predates 2023 (the department's e-payment page, undated and older than its 4% fee era, also gives 7%); the date shown is an in-force-by date. The registration fee on sale deeds was cut from 4% to 2% by the 2023-24 Budget (The Hindu, 20 Mar 2023); several 2025 portal tables still show 4% (and 3% for women), which we take to be the pre-2023 rate but could not rule out.",
    notCovered: {
      "agreement-to-sell-with-possession": {
        finding:
          "the department's table as reproduced in 2017 and 2019 charges Rs 20 duty and a 1% fee on the whole price; the Indian Stamp (Tamil Nadu Amendment) Act, 2023 (T.N. Act 13 of 2024, in force 3 May 2024) raised the duty on an agreement not otherwise provided for (Art. 5(j)) to Rs 200, and which article applies now was not settled: searched again on 25 Nov 2026, no report after May 2024 naming the duty on an agreement to sell was found.",
        sources: [
          NC_TN_AGREEMENT_TABLE_DINAMANI_2017,
          NC_TN_AGREEMENT_TABLE_2019,
          NC_TN_AGREEMENT_5J_JSA_2024,
          NC_TN_AGREEMENT_5J_POSTALSTAFF_2024,
        ],
      },
      "agreement-to-sell-without-possession": {
        finding:
          "the department's table as reproduced in 2017 and 2019 charges Rs 20 duty and a 1% fee on the advance; the Indian Stamp (Tamil Nadu Amendment) Act, 2023 (T.N. Act 13 of 2024, in force 3 May 2024) raised the duty on an agreement not otherwise provided for (Art. 5(j)) to Rs 200, and which article applies now was not settled: searched again on 25 Nov 2026, no report after May 2024 naming the duty on an agreement to sell was found.",
        sources: [
          NC_TN_AGREEMENT_TABLE_DINAMANI_2017,
          NC_TN_AGREEMENT_TABLE_2019,
          NC_TN_AGREEMENT_5J_JSA_2024,
          NC_TN_AGREEMENT_5J_POSTALSTAFF_2024,
        ],
      },
    },
  },
  telangana: {
    id: "telangana",
    localities: [
      {
        id: null,
        stampDuty: reported(
          flat(7, "7% (5.5% stamp duty + 1.5% transfer duty)"),
          TELANGANA_HINDU_2021,
          [AP_BAJAJ],
          "2021-07-22",
          "effective",
          C23,
        ),
        registration: {
          bands: flat(0.5, "registration fee 0.5% (Table of Fees, Category (1), item 1: Sale)"),
          source: TELANGANA_GO_463,
          corroboration: [TELANGANA_GO_463_BAREACT, TELANGANA_HINDU_2021, TELANGANA_BAJAJ],
          notification: {
            number: "G.O.Ms.No.463, Revenue (Registration-I) Department, Table of Fees, Category (1), item 1",
            date: "2013-08-17",
          },
          effectiveFrom: "2013-09-01",
          effectiveFromKind: "in-force-by",
          verifiedOn: C25,
          confidence: "notified",
        },
      },
    ],
    summary: "7% stamp duty (5.5% plus the 1.5% transfer duty) and a 0.5% fee on a sale.",
    note: "Stamp duty shown includes the 1.5% transfer duty. The 0.5% fee was read in the notification itself: the undivided state's Table of Fees, G.O.Ms.No.463 of 17 Aug 2013 (in force from 1 Sep 2013; copy of the G.O. text), charges a sale 0.5%, as its predecessor G.O.Ms.No.757 of 2001 did, so the rate is older than the in-force-by date shown. We found no Telangana table replacing it since the state was formed in 2014. Checked for later changes: other items have changed since (agreements to sell now have a Rs 50,000 maximum, against Rs 20,000 in 2013; power-of-attorney fees rose in September 2021, as reported; those amendments were not read), while the July 2021 revision kept the fee at 0.5% (7.5% in all; The Hindu, 21 Jul 2021) and the department's table as reproduced in 2025 still gives 0.5% for sale deeds outside gram panchayats. In gram panchayat areas that table shows 5.5% duty and 2% under the fee (7.5% in all, as elsewhere); we take the 2% to include the 1.5% transfer duty, but this is not confirmed. Some 2025 summaries still give 4% stamp duty (6% in all), the rate before the July 2021 revision.",
    instruments: {
      "agreement-to-sell-with-possession": {
        stampDuty: reported(
          flat(5.5, "5.5% stamp duty on an agreement to sell with possession (adjustable against the sale deed)"),
          TELANGANA_CLEARTAX,
          [TELANGANA_BAJAJ],
          "2025-04-17",
          "in-force-by",
          C25,
        ),
        registration: TELANGANA_AGREEMENT_FEE,
        source: TELANGANA_CLEARTAX,
        corroboration: [TELANGANA_BAJAJ],
        verifiedOn: C25,
        confidence: "reported",
        note: "Telangana's table charges an agreement to sell with possession 5.5%, adjustable against the sale deed, and a registration fee of 0.5% (minimum Rs 1,000, maximum Rs 50,000). Whether the 1.5% transfer duty is also due on the agreement is not stated; it is not added.",
      },
      "agreement-to-sell-without-possession": {
        stampDuty: reported(
          flat(0.5, "0.5% stamp duty on an agreement to sell without possession (not adjustable)"),
          TELANGANA_CLEARTAX,
          [TELANGANA_BAJAJ],
          "2025-04-17",
          "in-force-by",
          C25,
        ),
        registration: TELANGANA_AGREEMENT_FEE,
        source: TELANGANA_CLEARTAX,
        corroboration: [TELANGANA_BAJAJ],
        verifiedOn: C25,
        confidence: "reported",
        note: "Telangana's table charges an agreement to sell without possession 0.5%, not adjustable against the sale deed, and a registration fee of 0.5% (minimum Rs 1,000, maximum Rs 50,000).",
      },
      lease: {
        stampDuty: null,
        registration: null,
        leaseTerms: [
          telanganaRentBand(5, 10, 2, "iii", " (1% for residential property)"),
          telanganaRentBand(10, 20, 6, "iv"),
          telanganaRentBand(20, 30, 15, "v"),
          {
            overYears: 30,
            basis: {
              marketValuePercent: 100,
              ownRate: telanganaLeaseRate(3, "3% of the market value (Art. 31(a)(vi), G.O.Ms.No.588 of 2013)"),
            },
            rule: "rent fixed and no premium, over 30 years or in perpetuity: 3% of the market value of the property (Art. 31(a)(vi) of Schedule I-A as reduced by G.O.Ms.No.588 of 4 Dec 2013)",
            source: TELANGANA_LEASE_GO_588,
            corroboration: [TELANGANA_LEASE_GO_408, TELANGANA_HINDU_2021],
            verifiedOn: C25,
            confidence: "notified",
          },
        ],
        source: TELANGANA_LEASE_GO_588,
        corroboration: [TELANGANA_LEASE_GO_408, TELANGANA_FEES_GO_463_LEASE, TELANGANA_HINDU_2021],
        verifiedOn: C25,
        confidence: "notified",
        note: "Art. 31(a) of Schedule I-A (rent fixed, no premium) at the rates of G.O.Ms.No.588 of 4 Dec 2013, issued by the undivided state and read in a copy of its text; it replaced G.O.Ms.No.408 of 2010 (0.4% to 0.8% of the total rent), whose rates some current pages still quote. No later Telangana change to Art. 31 was found, but the department's current lease table was not read, and a Telangana notification of 2015 (No. 198, Gazette of 25 Jul 2015, as corporate-cases.com reports it) revised the duty on several Schedule I-A articles; the part of that report read covers Articles 1 to 4 only, so whether it touched Art. 31 is not known. Give annualRent (the average annual rent) and premium 0; a lease with a premium, fine or advance falls under Art. 31(b) or (c), not read, and is not covered. Over 30 years: enter the market value of the land as guidelineValue; whether the 1.5% transfer duty is added is not confirmed, so it is not. The 5-10 year rate is the non-residential one. Not covered: 5 years or less (0.4% of the total rent below one year; 1% of the average annual rent from one to five years, 0.5% for residential property).",
        registrationNotComputed: {
          finding:
            "the Table of Fees (G.O.Ms.No.463 of 17 Aug 2013, in force from 1 Sep 2013; Category (2), item 1, read in three copies of its text) charges a lease 0.1%, not the 0.5% of a sale, but states no amount it is taken on (the annual rent, the total rent or the value the duty is charged on), and the department's ready reckoner, which names a chargeable value for each deed, was read only to its sale, agreement and gift rows. Searched again on 25 Nov 2026: the reports found disagree (Bajaj Finserv Markets, updated 18 Feb 2026, gives Andhra Pradesh's lease fee under the same G.O. as 0.1% of the lease amount; NoBrokerHood, 25 Feb 2026, gives 0.2% of the annual rent for a Telangana rental agreement). At 0.1%, a lease at Rs 40,00,000 a year would pay Rs 4,000 on one year's rent, or Rs 1,20,000 on 30 years' rent.",
          sources: [
            TELANGANA_FEES_GO_463_LEASE,
            TELANGANA_GO_463_BAREACT,
            TELANGANA_GO_463,
            TELANGANA_READY_RECKONER,
            AP_LEASE_FEE_BAJAJ_2026,
            TELANGANA_LEASE_FEE_NOBROKERHOOD_2026,
          ],
        },
      },
    },
  },
  "uttar-pradesh": {
    id: "uttar-pradesh",
    localities: [
      {
        id: null,
        stampDuty: reported(flat(7, "7% stamp duty, male buyer"), UP_HT_2025, [UP_CABKGOYAL], "2025-07-23", "in-force-by", C25),
        registration: reported(
          flat(1, "registration fee 1% (no maximum since 14 Feb 2020)"),
          UP_REGISTRATION_HT_2020,
          [UP_REGISTRATION_HT_MARCH_2020],
          "2020-02-14",
          "effective",
          C25,
        ),
      },
    ],
    summary: "7% stamp duty and a 1% fee for men; women pay 1 point less on property up to ₹1 crore (from 30 Jul 2025).",
    note: "Women buyers pay 1 point less on property worth up to Rs 1 crore (the ceiling was Rs 10 lakh), a saving of at most Rs 1 lakh: approved by the Cabinet on 22 Jul 2025; the department's notification was issued on 29 Jul 2025 and applied from 30 Jul, as reported; its number and text were not found. The 7% is long-standing; the date shown is the earliest dated source we hold that gives it. Hindustan Times' 2020 reports on Noida flat registries give 5% stamp duty; that difference (possibly specific to those lease deeds) is not resolved.",
    instruments: {
      "agreement-to-sell-with-possession": {
        stampDuty: "asSale",
        registration: null,
        source: UP_ART_23_EXPLANATION_VIPIN,
        corroboration: [UP_AGREEMENT_AJAY_SHARMA_2006, UP_ART_5_B1_VIRENDRA_2011],
        verifiedOn: C25,
        confidence: "reported",
        note: "The Explanation appended to Art. 23 of Schedule I-B by U.P. Act No. 22 of 1998, as the Allahabad High Court describes it, charges an agreement to sell with possession as a conveyance: the calculator applies the 7% sale rate on the market value. The Explanation's own words and any later amendment were not read: the judgment's quotation of it is cut off in the copy read and its date is not shown, so the only dated source for the rule is Ajay Sharma (8 Mar 2006), where an agreement reciting the buyer's possession was assessed to conveyance duty. Art. 23 had no Explanation when a 1993 agreement was made (Vipin Kumar Agarwal), so older agreements may fall outside it. Registration of an agreement to sell is compulsory in U.P. (Allahabad High Court, as reported on 21 Nov 2024); its fee is not in the table: enter registrationPercent.",
      },
      "agreement-to-sell-without-possession": {
        stampDuty: reported(
          flat(3.5, "3.5%: conveyance duty (7%) on half the consideration, agreement to sell without possession (Art. 5(b-1), Sch. I-B)"),
          UP_ART_5_B1_VIRENDRA_2011,
          [UP_ART_5_B1_RAJ_KUMAR_2012],
          "2001-07-04",
          "in-force-by",
          C25,
        ),
        registration: null,
        source: UP_ART_5_B1_VIRENDRA_2011,
        corroboration: [UP_ART_5_B1_RAJ_KUMAR_2012, UP_AGREEMENT_REGISTRATION_LIVELAW_2024],
        verifiedOn: C25,
        confidence: "reported",
        note: "Art. 5(b-1) of Schedule I-B, as the Allahabad High Court states it (2011, applying it to an agreement of 4 Jul 2001, the in-force-by date shown; a 2012 judgment applies it to another 2001 agreement): an agreement to sell without possession pays the duty of a conveyance on half the consideration set forth in it, shown here as 3.5% of the whole at the 7% sale rate (whether the women buyers' 1-point concession reaches an agreement was not confirmed; if it does, 3%: enter stampDutyPercent). The clause is charged on the consideration, not the market value: give the consideration as basePrice and no guidelineValue. Its text and any amendment since 2012 were not read. Registration is compulsory in U.P. (as reported, 21 Nov 2024); its fee is not in the table: enter registrationPercent.",
      },
      lease: {
        stampDuty: "asSale",
        registration: null,
        leaseTerms: [
          {
            overYears: 20,
            upToYears: 30,
            basis: { rentMultiple: 6, premium: "noPremiumOnly" },
            rule: "fixed rent, no premium, over 20 and up to 30 years: conveyance duty on 6 × the average annual rent (Art. 35(a)(v), Sch. I-B)",
            source: UP_LEASE_ASHISH_KUMAR_2010,
            corroboration: [UP_LEASE_HPCL_2010, UP_LEASE_ACT_9_OF_2001],
            verifiedOn: C25,
            confidence: "reported",
          },
          {
            overYears: 30,
            basis: "marketValueAsSale",
            rule: "over 30 years or in perpetuity: conveyance duty on the market value (Art. 35(a)(vi), Sch. I-B)",
            source: UP_LEASE_ASHISH_KUMAR_2010,
            corroboration: [UP_LEASE_HPCL_2010, UP_LEASE_ACT_9_OF_2001],
            verifiedOn: C25,
            confidence: "reported",
          },
        ],
        source: UP_LEASE_ASHISH_KUMAR_2010,
        corroboration: [UP_LEASE_HPCL_2010, UP_LEASE_ACT_9_OF_2001, UP_SOLAR_EXEMPTION_HT_2023, UP_SOLAR_EXEMPTION_SQ_2023],
        verifiedOn: C25,
        confidence: "reported",
        note: "Art. 35 (as amended by U.P. Act 9 of 2001) as the High Court quoted it in 2010 (a renewal clause does not lengthen the term); no later amendment found, but no current schedule read. Not covered: up to 20 years, or with a premium. Solar projects: an order of the Principal Secretary, Stamps and Registration, issued on 12 Apr 2023 (Hindustan Times, 13 Apr 2023, 'on Wednesday'), is reported (that report; SolarQuarter, 24 Apr 2023) to exempt land bought or leased for at least 10 years for a solar plant from stamp duty in full, against a bank guarantee for the duty; the order's number and text were not read and the duty shown here does not apply it.",
        registrationNotComputed: {
          finding:
            "the 1% fee without a maximum since 14 Feb 2020 (the sale-deed fee) is reported on the property's value or cost, and no source found says on what amount a lease of more than 20 years pays it: the pages found disagree (2% of the annual rent in a forum post; 1% of the total rent and 1% of the market value on pages that name no source). The concession notified on 19 Nov 2025 for six months (a maximum duty and fee by average annual rent) reaches only leases of up to 10 years (ABCAUS, as reported). Searched 25 Nov 2026.",
          sources: [UP_REGISTRATION_HT_2020, UP_LEASE_CONCESSION_ABCAUS_2025],
        },
      },
    },
  },
  uttarakhand: {
    id: "uttarakhand",
    localities: [
      {
        id: null,
        stampDuty: reported(
          flat(5, "5% stamp duty, male or other buyer"),
          UTTARAKHAND_DEPT_TABLE,
          [UTTARAKHAND_HOUSING, UTTARAKHAND_EUTTARANCHAL],
          "2024-01-01",
          "in-force-by",
          C25,
        ),
        registration: reported(
          flat(2, "registration fee 2% of the value"),
          UTTARAKHAND_DEPT_TABLE,
          [UTTARAKHAND_HOUSING, UTTARAKHAND_EUTTARANCHAL],
          "2024-01-01",
          "in-force-by",
          C25,
          25_000,
        ),
      },
    ],
    summary:
      "5% stamp duty for men, women 3.75% up to ₹25 lakh, a man and a woman jointly 4.37%; a 2% fee, at most ₹25,000. Since 2025 buyers from outside the state may not buy farmland in 11 of its 13 districts.",
    note: "Women pay 3.75% on property up to Rs 25 lakh (5% above); a man and a woman jointly 4.37%. The registration fee is 2% up to Rs 25,000. The department table was read only as an undated copy; rates rest on it and 2024 reports. Since 1 May 2025 a person from outside Uttarakhand may not buy agricultural or horticultural land outside Haridwar and Udham Singh Nagar (reported; see the guide on who can buy agricultural land).",
  },
  "west-bengal": {
    id: "west-bengal",
    localities: [
      {
        id: "west-bengal-urban",
        stampDuty: reported(
          [
            { over: 0, percent: 6, rule: "6%, corporation/municipal area, value up to Rs 1 crore" },
            { over: 1 * CRORE, percent: 7, rule: "7%, corporation/municipal area, value above Rs 1 crore" },
          ],
          WEST_BENGAL_STAMP,
          [WEST_BENGAL_REBATE_2023],
          "2023-02-15",
          "in-force-by",
          C23,
        ),
        registration: reported(
          flat(1, "registration fee 1%"),
          WEST_BENGAL_STAMP,
          [WEST_BENGAL_REBATE_2023],
          "2023-02-15",
          "in-force-by",
          C23,
        ),
      },
      {
        id: "west-bengal-rural",
        stampDuty: reported(
          [
            { over: 0, percent: 5, rule: "5%, area outside corporations and municipalities, value up to Rs 1 crore" },
            { over: 1 * CRORE, percent: 6, rule: "6%, area outside corporations and municipalities, value above Rs 1 crore" },
          ],
          WEST_BENGAL_STAMP,
          [WEST_BENGAL_REBATE_2023],
          "2023-02-15",
          "in-force-by",
          C23,
        ),
        registration: reported(
          flat(1, "registration fee 1%"),
          WEST_BENGAL_STAMP,
          [WEST_BENGAL_REBATE_2023],
          "2023-02-15",
          "in-force-by",
          C23,
        ),
      },
    ],
    summary:
      "Corporation and municipal areas 6% up to ₹1 crore and 7% above, other areas 5% and 6%; a 1% fee. The slab threshold is unconfirmed.",
    note: "Unconfirmed as of 2026-11-23: the slab threshold (Rs 1 crore in 2025 rate summaries; older tables show Rs 25 lakh or Rs 40 lakh; in the Finance Acts' text, read in copies, the 2011 Act raised it in Art. 23 from Rs 25 lakh to Rs 30 lakh and the 2015 Act to Rs 40 lakh in clause (a) from 2 Mar 2015, and the change to Rs 1 crore was not found) and whether the temporary 2% rebate and 10% circle-rate cut, last extended to 30 Jun 2024, apply today. The registration fee is shown as the 1% portals quote; the Directorate's conveyance fee table, as reproduced, charges Rs 11 per Rs 1,000 (about 1.1%) above Rs 5,000. An agreement for sale pays the same duty as a conveyance in West Bengal. Confirm with the Directorate of Registration and Stamp Revenue.",
    notCovered: {
      lease: {
        finding:
          "counsel told the Calcutta High Court (Kalpana Poddar, 12 Jul 2019) that a 2012 amendment brought the market value into Article 35, but the article as amended and the Directorate's lease rates were not read; searched again on 25 Nov 2026, only undated pages paraphrasing the older multiples of the rent were found. A further search the same day reached copies of the West Bengal Finance Acts of 2012, 2014 and 2015 (indianemployees.com), but only their openings, which amend Articles 5, 32 and 23 (and section 47A); none of the parts read touches Article 35.",
        sources: [NC_WB_LEASE_KALPANA_PODDAR_2019, NC_WB_FINANCE_ACT_2012, NC_WB_FINANCE_ACT_2014, NC_WB_FINANCE_ACT_2015],
      },
    },
    instruments: {
      "agreement-to-sell-with-possession": {
        stampDuty: "asSale",
        registration: reported(
          [{ over: 0, amount: 7, rule: "registration fee Rs 7 on an agreement for sale" }],
          WEST_BENGAL_DIRECTORATE_COPY,
          [WEST_BENGAL_BAJAJ_KOLKATA],
          "2025-01-01",
          "in-force-by",
          C25,
        ),
        source: WEST_BENGAL_DIRECTORATE_COPY,
        corroboration: [WEST_BENGAL_BAJAJ_KOLKATA],
        verifiedOn: C25,
        confidence: "reported",
        note: "West Bengal charges any agreement relating to the sale of immovable property the same duty as a conveyance on the market value (Schedule IA, Art. 5), with or without possession, and a registration fee of Rs 7.",
      },
      "agreement-to-sell-without-possession": {
        stampDuty: "asSale",
        registration: reported(
          [{ over: 0, amount: 7, rule: "registration fee Rs 7 on an agreement for sale" }],
          WEST_BENGAL_DIRECTORATE_COPY,
          [WEST_BENGAL_BAJAJ_KOLKATA],
          "2025-01-01",
          "in-force-by",
          C25,
        ),
        source: WEST_BENGAL_DIRECTORATE_COPY,
        corroboration: [WEST_BENGAL_BAJAJ_KOLKATA],
        verifiedOn: C25,
        confidence: "reported",
        note: "West Bengal charges any agreement relating to the sale of immovable property the same duty as a conveyance on the market value (Schedule IA, Art. 5), with or without possession, and a registration fee of Rs 7.",
      },
    },
  },
};

/** A state's rates with the names `JURISDICTIONS` gives it and its localities, which must list the same localities in the same order. */
function withLabels(data: StateRatesData): StateTransferRates {
  const { label, localities } = JURISDICTIONS[data.id];
  if (localities.length !== data.localities.length || localities.some((locality, i) => locality.id !== data.localities[i]?.id)) {
    throw new Error(`state-transfer-rates: ${data.id}'s localities differ from JURISDICTIONS`);
  }
  return { ...data, label, localities: data.localities.map((locality, i) => ({ ...locality, label: localities[i]?.label ?? "" })) };
}

export const STATE_TRANSFER_RATES: Readonly<Record<StateId, StateTransferRates>> = Object.fromEntries(
  STATE_IDS.map((id) => [id, withLabels(RATES[id])]),
) as Record<StateId, StateTransferRates>;

/** In the order of STATE_IDS, with their rates. */
export const STATE_LIST: readonly StateTransferRates[] = STATE_IDS.map((id) => STATE_TRANSFER_RATES[id]);

/** Whether a term of `years` falls in the band. */
export function inLeaseBand(term: LeaseTerm, years: number): boolean {
  if (years <= term.overYears) return false;
  if (term.upToYears === undefined) return true;
  return term.upToExclusive ? years < term.upToYears : years <= term.upToYears;
}

/** The band in words: "more than 20 and up to 30 years", "below 30 years". */
export function leaseBandWords(term: LeaseTerm): string {
  const upTo = term.upToYears === undefined ? "" : `${term.upToExclusive ? "below" : "up to"} ${term.upToYears}`;
  if (term.overYears === 0) return upTo ? `${upTo} years` : "any term";
  return `more than ${term.overYears}${upTo ? ` and ${upTo}` : ""} years`;
}

/** A lease band charged on the rent (rather than on the market value or a share of it). */
export function isRentBasis(basis: LeaseBasis): basis is Extract<LeaseBasis, { rentMultiple: unknown }> {
  return typeof basis === "object" && "rentMultiple" in basis;
}

/** The lease terms the table charges on their rent, in words, for tool descriptions: "Uttar Pradesh, more than 20 and up to 30 years". */
export function rentLeaseTerms(): string[] {
  return STATE_LIST.flatMap((state) =>
    (state.instruments?.lease?.leaseTerms ?? [])
      .filter((term) => isRentBasis(term.basis))
      .map((term) => `${state.label}, ${leaseBandWords(term)}`),
  );
}

/** Every charge of the table with a name, for tests and the freshness list. */
export function allCharges(): { name: string; charge: Charge }[] {
  return STATE_LIST.flatMap((state) => [
    ...state.localities.flatMap((locality) => [
      { name: `${state.id} ${locality.id ?? ""} stamp duty`.replace("  ", " "), charge: locality.stampDuty },
      { name: `${state.id} ${locality.id ?? ""} registration`.replace("  ", " "), charge: locality.registration },
    ]),
    ...Object.entries(state.instruments ?? {}).flatMap(([instrument, rates]) =>
      (["stampDuty", "registration"] as const).flatMap((kind) => {
        const charge = rates?.[kind];
        return charge && charge !== "asSale" ? [{ name: `${state.id} ${instrument} ${kind}`, charge }] : [];
      }),
    ),
    // A lease article's own rate on the rent or the market value (Karnataka's 1%, 2% or 3% by term; Telangana's 3% over 30 years; Rajasthan's by term).
    ...(state.instruments?.lease?.leaseTerms ?? []).flatMap((term) =>
      typeof term.basis === "object" && term.basis.ownRate
        ? [
            {
              name: `${state.id} lease stamp duty, ${leaseBandWords(term)}`,
              charge: term.basis.ownRate,
            },
          ]
        : [],
    ),
  ]);
}
