import type { AreaUnitId, LocallySizedUnitId, RegionalUnitId } from "./area-units";
import type { Confidence } from "./state-transfer-rates";

/**
 * The one table of regional sizes of bigha, biswa, katha and nali, and of the
 * official local marla and kanal that replace the standard ones in some Punjab
 * districts, in square feet (the unit these customary measures are defined
 * in). Every value carries a deep link to the reference it comes from, the
 * date of that reference (`effectiveFrom`: the customary size itself is
 * older) and the date we last checked it. Values vary inside states too; each
 * region's `note` says how, and callers are told which value was used.
 *
 * Sources: a value cites a primary document where we could read one (a
 * gazetteer, settlement report or official glossary, page-linked: the Oudh
 * gazetteer for the North-Western Provinces bigha, Hunter's Statistical
 * Account of Bengal, the Ambala gazetteer, the Simla settlement report,
 * Wilson's Glossary of Judicial and Revenue Terms for the Bengal katha).
 * Otherwise it cites the
 * encyclopaedia or site it was read in and says, in its source text, that no
 * revenue manual, settlement report or gazetteer was found
 * (`NO_PRIMARY_SOURCE`); `tests/unit/calculators-data.test.ts` holds every
 * row to one or the other. None is `notified`: these are old customary sizes,
 * not figures from a current notification.
 *
 * Where a region uses biswa it is 1/20 of that region's bigha ("the bigha,
 * whether kachcha or pakka, is divided into 20 biswas": Gazetteer of the
 * Ambala District, 1883-84, p. 55, published under the authority of the
 * Punjab Government). A unit a region does not use has no entry, and asking
 * for it there is an error rather than a guess.
 */
export const REGION_IDS = [
  "assam",
  "bihar",
  "gujarat",
  "haryana",
  "himachal-pradesh",
  "nepal",
  "punjab",
  "punjab-amritsar-gurdaspur",
  "punjab-jalandhar-hoshiarpur",
  "rajasthan",
  "rajasthan-kachha",
  "uttar-pradesh",
  "uttarakhand",
  "west-bengal",
] as const;

export type RegionId = (typeof REGION_IDS)[number];

/**
 * Used when no region is given, and said so in every answer (structured and
 * text): the pucca bigha of 3,025 sq yd (5/8 acre) is the size shared by Uttar
 * Pradesh, Bihar and Rajasthan's pucca measure, so it is the least surprising
 * single answer in the states that use bigha most. It is not West Bengal's
 * (14,400 sq ft) or Himachal's (8,712 sq ft): the answer says to pass region.
 */
export const DEFAULT_REGION: RegionId = "uttar-pradesh";

export interface RegionalUnitValue {
  squareFeet: number;
  /** What the reference says, in words, with its page; or, where no primary document was found, `NO_PRIMARY_SOURCE`. */
  source: string;
  /** Deep link to the reference (page-level for a gazetteer or report). */
  url: string;
  /**
   * ISO date of the cited document that records this size (a gazetteer's or
   * report's year). For an undated web reference it is the date we read it:
   * the customary size itself is far older and has no effective date.
   */
  effectiveFrom: string;
  /** ISO date we last checked the value against `url`. */
  verifiedOn: string;
  confidence: Confidence;
  /** Further references that record the same size (a historical report behind it, say); named in the answer too. */
  corroboration?: readonly { title: string; url: string }[];
}

export interface RegionInfo {
  id: RegionId;
  label: string;
  country: "IN" | "NP";
  units: Partial<Record<RegionalUnitId | LocallySizedUnitId, RegionalUnitValue>>;
  /** How the value varies locally; returned whenever this region's value is used. */
  note: string;
}

/** The first check of these values (2026-11-23), against the secondary references still cited where no primary document was found. */
const CHECKED_2026_11_23 = "2026-11-23";
/** The second check (2026-11-25): the values now read in a gazetteer, settlement report or official glossary. */
const CHECKED_2026_11_25 = "2026-11-25";

/**
 * The words every value without a primary document carries, so a reader (and
 * the data test) can tell a gazetteer's figure from an encyclopaedia's.
 */
export const NO_PRIMARY_SOURCE = "no revenue manual, settlement report or gazetteer giving this size was found";

const WIKI_BIGHA = "https://en.wikipedia.org/wiki/Bigha";
const WIKI_KATHA = "https://en.wikipedia.org/wiki/Katha_(unit)";
const WIKI_PUNJAB = "https://en.wikipedia.org/wiki/Measurement_of_land_in_Punjab";

/** Gazetteer of the Province of Oudh, vol. II (H to M), Lucknow 1877: the Kheri article, printed p. 196 (scan p. 204). */
const OUDH_GAZETTEER_KHERI = "https://en.wikisource.org/wiki/Page:Gazetteer_of_the_province_of_Oudh_..._(IA_cu31924073057345).pdf/204";
/** W. W. Hunter, A Statistical Account of Bengal, vol. I (London 1875): introductory note on weights and measures (scan p. 30). */
const HUNTER_BENGAL_VOL1 = "https://en.wikisource.org/wiki/Page:A_Statistical_Account_of_Bengal_Vol_1_GoogleBooksID_9WEOAAAAQAAJ.pdf/30";
/** Madras Journal of Literature and Science, new series vol. 2 (1857), p. 185 (scan p. 195). */
const MADRAS_JOURNAL_1857 = "https://en.wikisource.org/wiki/Page:Madras_journal_of_literature_and_science_vol_2_new_series_1857.djvu/195";
/** E. G. Wace, Final Report of the First Regular Settlement of the Simla District (Lahore, August 1884), p. 16. */
const SIMLA_SETTLEMENT_1884 = "https://digi.ub.uni-heidelberg.de/diglit/wace1884/0050";
/**
 * Gazetteer of the Ambala District 1883-84, p. 55, as quoted with its page on
 * sizes.com: no scan of the gazetteer could be read, so the quotation is the
 * text we read.
 */
const AMBALA_GAZETTEER_QUOTED = "https://www.sizes.com/units/charts/UTBLIndia_Haryana_land_area.htm";

/**
 * H. H. Wilson, A Glossary of Judicial and Revenue Terms (London 1855), as
 * quoted with its pages on sizes.com: no scan of the glossary could be read,
 * so the quotations are the text we read.
 */
const WILSON_KATHA_QUOTED = "https://www.sizes.com/units/katha.htm";
/** Wilson's Glossary (1855), p. 312, and Bronson's Assamese dictionary (1867), p. 505, on the Assam lessa, as quoted on sizes.com. */
const SIZES_LOCHA = "https://www.sizes.com/units/locha.htm";
/** Bronson's Assamese dictionary (1867), p. 90, on the Assam katha, as quoted on sizes.com. */
const SIZES_KOTHAA = "https://www.sizes.com/units/kothaa.htm";

/**
 * The "Weights" article of a Cyclopedia of India, vol. 3, page 4 of its transcription on gluedideas.com (an
 * OCR text; the author, edition and printed page are not shown in what we read). An encyclopaedia, not a
 * gazetteer: it corroborates or qualifies a size, never carries one on its own.
 */
const CYCLOPEDIA_WEIGHTS_BIGHA = "http://gluedideas.com/content-collection/cyclopedia-of-india-3/Weigiits_P4.html";
/**
 * A Nepali site that reproduces, in part word for word, the introduction of the land revenue office's page on
 * land units (Department of Land Management and Archive, Malpot office Panchthar, whose table we could not
 * read there) and follows it with a table of the units.
 */
const NEPAL_TABLE_REPRODUCED =
  "https://ram-krishna.com.np/%E0%A4%A6%E0%A5%87%E0%A4%B6%E0%A4%AD%E0%A4%B0-%E0%A4%AB%E0%A4%B0%E0%A4%95-%E0%A4%AB%E0%A4%B0%E0%A4%95-%E0%A4%9C%E0%A4%97%E0%A5%8D%E0%A4%97%E0%A4%BE-%E0%A4%AE%E0%A4%BE%E0%A4%AA%E0%A4%A8-%E0%A4%87/";

const MADRAS_JOURNAL_CORROBORATION = {
  title:
    "Madras Journal of Literature and Science, new series vol. 2 (1857), p. 185: the beega is 1,600 sq yd in Bengal and 3,025 sq yd in the North-Western Provinces",
  url: MADRAS_JOURNAL_1857,
} as const;

/** A value read in a gazetteer, settlement report or official glossary (`documentDate` is that document's date). */
const primary = (
  squareFeet: number,
  source: string,
  url: string,
  documentDate: string,
  corroboration?: RegionalUnitValue["corroboration"],
): RegionalUnitValue => ({
  squareFeet,
  source,
  url,
  effectiveFrom: documentDate,
  verifiedOn: CHECKED_2026_11_25,
  confidence: "reported",
  ...(corroboration ? { corroboration } : {}),
});

/**
 * A value for which no revenue manual, settlement report or gazetteer was
 * found: the secondary reference it was read in, dated the day we read it, and
 * a source text that says no primary document was found.
 */
const secondary = (
  squareFeet: number,
  source: string,
  url: string,
  corroboration?: RegionalUnitValue["corroboration"],
): RegionalUnitValue => ({
  squareFeet,
  source: `${source}; ${NO_PRIMARY_SOURCE}`,
  url,
  effectiveFrom: CHECKED_2026_11_23,
  verifiedOn: CHECKED_2026_11_23,
  confidence: "reported",
  ...(corroboration ? { corroboration } : {}),
});

const AMBALA_KACHCHA_BIGHA =
  "Gazetteer of the Ambala District 1883-84 (compiled and published under the authority of the Punjab Government), p. 55, read as quoted with its page on sizes.com (no scan of the gazetteer could be read): for the new settlement a fixed kachcha bigha of 1/3 of the pakka bigha of 3,025 sq yd was set up (1,008⅓ sq yd = 9,075 sq ft), and every bigha, kachcha or pakka, is divided into 20 biswas";
const NEPAL_LAND_OFFICE_TABLE = [
  {
    title:
      "The Malpot (land revenue) office pages of Nepal's Department of Land Management and Archive introduce a table of land units whose figures we could not read there; a Nepali site (ram-krishna.com.np) reproduces part of that introduction word for word, followed by a table giving 1 bigha = 20 kattha = 6,772.63 m² = 72,900 sq ft and 1 kattha = 20 dhur = 338.63 m² = 3,645 sq ft (a copy we cannot confirm, not the government page)",
    url: NEPAL_TABLE_REPRODUCED,
  },
] as const;

/**
 * W. S. Talbot, Final Report of the Revision of the Settlement of the Jhelum District in the Punjab (Lahore
 * 1901), p. 41, as quoted with its page on sizes.com (a scan of the report exists, but we could read only its
 * title page and contents): the standard karam of 66 inches, 9 square karams to the marla, 20 marlas to the
 * kanal, 8 kanals to the acre. It gives the division the Punjab district marla and kanal share; it does not
 * mention the 60- or 57.5-inch karam.
 */
const JHELUM_SETTLEMENT_QUOTED = "https://sizes.com/units/marla.htm";
const JHELUM_DIVISION = {
  title:
    "W. S. Talbot, Final Report of the Revision of the Settlement of the Jhelum District in the Punjab (Lahore 1901), p. 41, as quoted with its page on sizes.com: 9 square karams make a marla and 20 marlas a kanal (on the standard karam of 66 inches, with 8 kanals to the acre); the division used here, though not this karam, which the report does not give",
  url: JHELUM_SETTLEMENT_QUOTED,
} as const;

const PUNJAB_OLDER_MEASURES = {
  title: 'Wikipedia, "Measurement of land in Punjab", older measures: 1 bigha = 20 biswa = 1,008 sq yd',
  url: WIKI_PUNJAB,
} as const;

/*
 * Searched for each value without a primary document (25 Nov 2026): the Punjab
 * Land Records Manual chapters on punjabrevenue.nic.in and the Punjab
 * consolidation measures (Punjab district marla and kanal); Hunter's
 * Statistical Accounts of Bengal (vol. XI, Patna) and of Assam (1879), the
 * Patna survey and settlement report (1901-04), the Assam Land Records Manual
 * (1919 edition) and the Kamrup District Gazetteer (1905) (Bihar, Assam); the
 * Rajasthan Land Revenue Act 1956 (ch. VII), Land Records Rules 1957 and survey
 * rules 2018, and the Ajmer settlement report (1875) (Rajasthan); Bombay revenue
 * survey papers for Gujarat; the Department of Land Management and Archive's
 * land revenue office pages (Nepal: a unit table exists there, but its figures
 * were not in the text we could read); and Kumaon and Garhwal reports
 * (Uttarakhand). None gave the size in a text we could read.
 *
 * A second search (25 Nov 2026) added: the Bombay Gazetteer volumes for Kaira
 * and Ahmedabad (1879) and the Rajputana gazetteer of Ajmer-Merwara (1875,
 * 1904), whose scans we found but of which we could read only the contents
 * pages (Gujarat, Rajasthan); the Garhwal settlement report (1896), Beckett's
 * Kumaon revision report (1874) and Stowell's Manual of the Land Tenures of the
 * Kumaun Division (1937), likewise read only to their contents (Uttarakhand);
 * the Government of India's Study of Uniform Coding Scheme for Computerisation
 * of Land Records (NIC, August 2008), whose area-unit table we could read only
 * where sizes.com quotes it (the Jharkhand dismil); and the sizes.com entries
 * that quote gazetteers or glossaries with their page. That search put the
 * West Bengal katha on Wilson's Glossary (1855) and found Wilson's and
 * Bronson's figures for the Assam lessa, which differ (see the Assam note);
 * the rest are unchanged.
 *
 * A fourth search (25 Nov 2026) looked again for the Government of India's
 * coding-scheme report (its state table of area units), for the Punjab
 * consolidation measures in a Punjab manual or district census handbook, and
 * for Assam, Bihar, Gujarat, Kerala, Rajasthan, Nepal and Uttarakhand pages of
 * revenue departments. No new primary text was found: the report is readable
 * only to its front matter (and on sizes.com for the Jharkhand dismil); two
 * unattributed web tables with the same Jharkhand figures could not be shown to
 * copy it. It added corroboration only: a 19th-century Cyclopedia of India
 * (Bihar bigha of 3,025 sq yd; Tirhut and Gujarat bighas recorded larger, see
 * the notes), a Nepali reproduction of the land revenue office's unit table
 * (the Nepal sizes), and a Himachal blog for the 57.5-inch karam marla. No
 * figure changed.
 *
 * A fifth search (25 Nov 2026) looked for page-level texts of the Imperial and
 * district gazetteers, Punjab, Central Provinces, Orissa, Bihar, Rajputana,
 * Bombay and Assam settlement reports, Atkinson's and Walton's Kumaon
 * gazetteers, the Madras, Travancore and Cochin manuals (the cent) and Nepal's
 * land revenue office table. Scans of many exist (the Garhwal settlement report
 * of 1896, the Ajmer settlement report of 1875, the Hoshangabad and Almora
 * gazetteers, the Travancore State Manual, Maclean's Madras Standing
 * Information), but we could read only their title pages and contents. It found
 * one primary text, for the standard marla and kanal (`area-units.ts`): Talbot's
 * Jhelum settlement report (1901, p. 41, as quoted on sizes.com), whose 9 square
 * karams to the marla and 20 marlas to the kanal is now a corroboration of the
 * Punjab district rows. No figure changed, and no bigha was added for Madhya
 * Pradesh, Odisha, Jharkhand, Chhattisgarh or Goa (the Cyclopedia's Hoshangabad
 * bigha of about 4,865 sq yd is an encyclopaedia's figure, not a revenue standard).
 *
 * A sixth search (25 Nov 2026) looked again, row by row, for a revenue Act or
 * rule, survey or settlement manual, gazetteer or official unit table: the
 * Assam Fixation of Ceiling on Land Holdings Act, 1956 and its 1957 rules, the
 * Assam Land Records Manual (1919 edition) and Hunter's Statistical Account of
 * Assam (1879) (Assam); Bihar survey and settlement texts (Bihar and the
 * Purvanchal katha); the Rajasthan Land Revenue Act, 1956, its 2007 conversion
 * rules and its 2018 survey rules (Rajasthan); the Andhra Pradesh Survey Manual
 * (1974, reprinted 1980, descended from the Madras manual), Kerala survey and
 * revenue pages and Tamil Nadu survey texts (the cent); the Nepal land revenue
 * office's page on land units (Nepal); Uttarakhand revenue orders (Uttarakhand);
 * and, for Madhya Pradesh, Odisha, Chhattisgarh and Goa, their land-records and
 * survey directorates' pages. It found copies of several (the Acts and rules,
 * the Assam manual, Hunter's Assam volumes, the survey manual, a copy of the
 * Government of India's 2008 coding-scheme report on Scribd), but the text we
 * could read stopped at their openings, prefaces or contents, before any unit
 * of area; the Nepal office's page again showed only its introduction, and a
 * second Nepali news site (khabarbox.com.np) reproduces that introduction with
 * the same figures (a copy again, not the table itself). An unattributed forum
 * table of state area units (frontdesk.co.in, 29 Mar 2017) gives the Rajasthan
 * 165-ft and 132-ft jarib bighas we use, but its Assam lines contradict each
 * other (a katha of 5 lessa or 720 sq ft, a bigha of 4 katha or 2,880 sq ft),
 * so it witnesses nothing. No figure changed and no `secondary` row became
 * `primary`; still no bigha for Madhya Pradesh, Odisha, Jharkhand, Chhattisgarh
 * or Goa, and the guide, the bigha entry and the help page say so.
 *
 * An eighth search (25 Nov 2026) looked for a different kind of witness: an
 * official record (a High Court or Supreme Court judgment, a gazette
 * notification, a revenue department or land-records page) that states one
 * area both in the unit and in a metric or imperial unit, so that the size in
 * official use can be checked. Such a record shows the size in use, not a rule
 * that defines it, so no `secondary` row became `primary` and no figure
 * changed. Each record found is in `USE_WITNESSES` below with the figures it
 * gives, and the data test holds each to the row's size (or, for a record that
 * contradicts the row, away from it). Found: the Assam bigha in a Gauhati High
 * Court judgment (2007; 0.1% apart), the Bihar katha in two Patna High Court
 * judgments from Shahabad and Ara (32 kathas to the acre exactly; 28 kathas =
 * 88 decimals), and four records that do not fit a row, each stated in its
 * region's note: a Ranchi award (now Jharkhand) with a katha of about 725 sq
 * ft, half the Bihar katha; Supreme Court judgments from Faridkot (2012) and
 * Anandpur Sahib (2013) that reckon in the standard kanal and marla, not the
 * district ones; and an Allahabad High Court judgment from Kaurihar that takes
 * 19 biswa as about 2,150 m², a biswa 10% below the pucca biswa. A Patna High
 * Court table for Saran (2008) converts acres to kathas at 1,362 to 1,435 sq ft
 * to the katha and its totals do not add up: it shows variation, not a size.
 * Not found, in English, Hindi, Assamese, Gujarati or Nepali: any such record
 * for the Rajasthan pucca or kachcha bigha (the district allotment orders we
 * saw reported give hectares only), the Gujarat vigha (a Gujarat High Court
 * judgment of 1983 gives the guntha as 101 m², not the vigha), the Nepal bigha
 * and kattha (the land revenue office's table again unreadable; a local news
 * report's ward figures in bighas and hectares fit 6,772.63 m² but are not an
 * official record), the Uttarakhand bigha and nali, the Purvanchal katha, and
 * the Punjab 60- and 57.5-inch karams in a record that uses them. The Supreme Court's
 * judgment in the Assam case (2014) pairs the 73.26 ares with the 1 bigha 4
 * kathas 16 lessas the owner kept, which cannot both be right; the High Court's
 * own pairing, with 5 bighas 2 kathas 7 lessas, is the one that fits.
 *
 * A ninth search (25 Nov 2026) looked for page-level transcriptions (Wikisource
 * and similar) of gazetteers and reports: Hunter's Statistical Accounts of
 * Bengal (Patna, Gaya and Shahabad, Tirhut, Cuttack) and of Assam, the Imperial
 * Gazetteer's Orissa article, the Oudh gazetteer (Gonda, Fyzabad), the Bombay
 * Gazetteer (Surat and Broach, Ahmedabad), the Rajputana and Ajmer reports,
 * Central Provinces settlement reports (Saugor, Betul, Bilaspur), Maddox's
 * Orissa settlement report, the Kumaon and Garhwal reports and Stowell's
 * manual, the Madras district manuals and gazetteers, and Nepal's land office
 * table. Only the openings and contents of most could be read; of the pages
 * that could, none gives a size for a `secondary` row or a definite bigha for
 * Madhya Pradesh, Odisha, Jharkhand, Chhattisgarh or Goa (the Oudh gazetteer's
 * Gonda kachcha bigha, a square "badh" of about 100 ft, vol. I, 1877, p. 520,
 * Wikisource scan p. 598, is an Oudh local measure of no fixed standard, and
 * the Gódávari gazetteer uses the cent without its size: see `area-units.ts`).
 * No figure changed and no row moved.
 */

/**
 * An official record that states one area both in a regional unit and in a
 * fixed unit: the size in official use, which the data test checks against the
 * region's size. It corroborates a size (and is then among that value's
 * `corroboration`) or contradicts it (and is then stated in the region's note).
 */
export interface UseWitness {
  region: RegionId;
  unit: RegionalUnitId | LocallySizedUnitId;
  /** Where the land lies, as the record names it; a contradicting record's place is named in the region's note. */
  place: string;
  /** The area in `unit` as the record gives it, as a number of units (5 bighas 2 kathas 7 lessas = 5.47 bigha). */
  count: number;
  /** The same area in a fixed unit, as the record gives it (or as its two rates imply). */
  equivalent: { value: number; unit: Exclude<AreaUnitId, RegionalUnitId> };
  /** The record's own words. */
  record: string;
  /** Relative difference within which the record's figures, as rounded, fit a size. */
  tolerance: number;
  /** True when the record fits the region's size; false when it contradicts it. */
  fitsRegion: boolean;
  /** For a record in marla or kanal that does not fit the district size: whether it fits the standard size instead. */
  fitsStandard?: boolean;
  title: string;
  url: string;
}

const ASSAM_GAUHATI_2007 = {
  title:
    'Gauhati High Court, Bhaskarjyoti Sarma v. State of Assam (Ranjan Gogoi J., 13 Apr 2007), para 2: a patta plot in Guwahati of "73.26 Acre (5 Bs 2Ks 7 Ls)" (ares misprinted as acres; the Supreme Court\'s judgment in the appeal, 27 Nov 2014, has "73.26 Ares"); at 14,400 sq ft to the bigha 5 bighas 2 kathas 7 lessas is 73.18 ares, 0.1% apart (Wilson\'s lessa would give 67.2 ares): the size in official use, not a rule that defines it (text on Legal India, a law-report site)',
  url: "https://www.legalindia.com/judgments/bhaskarjyoti-sarma-and-ors-vs-state-of-assam-and-ors-on-13-april-2007",
} as const;
const BIHAR_SHAHABAD_KATHA = {
  title:
    'Patna High Court, State of Bihar v. Thakur Kamta Prasad Singh (appeal from Land Acquisition Case No. 277/88 of 1959/1961, Arrah), para 2: the Collector valued land near Bikramganj, Shahabad, "at the rate of Rs. 3,000/- per acre which works out at about Rs. 93.75 per katha", 32 kathas to the acre, a katha of 1,361.25 sq ft exactly: the size in official use, not a rule that defines it (text on The Laws, a law-report site)',
  url: "http://qa.the-laws.com/encyclopedia/browse/case?caseId=717691041000&title=state-of-bihar-vs-thakur-kamta-prasad-singh",
} as const;
const BIHAR_ARA_KATHA = {
  title:
    'Patna High Court, State of Bihar v. Sarju Ram (appeal from the award of 13 Aug 1987 in Land Acquisition Case No. 11 of 1982, Ara), para 2: land for the Ara town protection bandh valued "of the total 28 katha= 88. decimal, i.e., Rs.7000/- per katha"; at 1,361.25 sq ft (3.125 decimals) 28 kathas is 87.5 decimals, which the record rounds to 88 (text on The Laws, a law-report site)',
  url: "http://qa.the-laws.com/encyclopedia/browse/case?caseId=714102154000&title=state-of-bihar-vs-sarju-ram",
} as const;

/** The official records of use found by the eighth search (25 Nov 2026); see the comment above. */
export const USE_WITNESSES: readonly UseWitness[] = [
  {
    region: "assam",
    unit: "bigha",
    place: "Guwahati",
    count: 5 + 2 / 5 + 7 / 100,
    equivalent: { value: 7326, unit: "sqm" },
    record: '"73.26 Acre (5 Bs 2Ks 7 Ls)", the area in ares',
    tolerance: 0.002,
    fitsRegion: true,
    ...ASSAM_GAUHATI_2007,
  },
  {
    region: "bihar",
    unit: "katha",
    place: "Shahabad",
    count: 32,
    equivalent: { value: 1, unit: "acre" },
    record: '"Rs. 3,000/- per acre which works out at about Rs. 93.75 per katha"',
    tolerance: 0.001,
    fitsRegion: true,
    ...BIHAR_SHAHABAD_KATHA,
  },
  {
    region: "bihar",
    unit: "katha",
    place: "Ara",
    count: 28,
    equivalent: { value: 88, unit: "dismil" },
    record: '"the total 28 katha= 88. decimal"',
    tolerance: 0.006,
    fitsRegion: true,
    ...BIHAR_ARA_KATHA,
  },
  {
    region: "bihar",
    unit: "katha",
    place: "Ranchi",
    count: 1,
    equivalent: { value: 303 / 182, unit: "dismil" },
    record: '"Rs. 182/- per decimal (Rs. 303/ -per Katha)"',
    tolerance: 0.01,
    fitsRegion: false,
    title:
      'High Court appeal under s.54 of the Land Acquisition Act, State of Bihar through Collector v. Madhulata Modi (land at Morhabadi, Ranchi, notified 1962-63; the court is not named in the text we read), para 3: the Collector\'s rate "@ Rs. 182/- per decimal (Rs. 303/ -per Katha)", a katha of 1.66 decimals, about 725 sq ft, half the Bihar katha (text on The Laws, a law-report site)',
    url: "http://qa.the-laws.com/encyclopedia/browse/case?caseId=902002527000&title=state-of-bihar-through-collector-vs-madhulata-modi",
  },
  {
    region: "punjab-amritsar-gurdaspur",
    unit: "kanal",
    place: "Faridkot",
    count: 259 + 16 / 20,
    equivalent: { value: 33, unit: "acre" },
    record: '"259 Kanals and 16 Marlas (33 acres)"',
    tolerance: 0.02,
    fitsRegion: false,
    fitsStandard: true,
    title:
      'Supreme Court, Mehrawal Khewaji Trust (Regd.), Faridkot v. State of Punjab (C.A. No. 4005 of 2012, 27 Apr 2012), para 3(a): "259 Kanals and 16 Marlas (33 acres)" acquired at Faridkot in 1979: 32.5 acres in the standard kanal of 5,445 sq ft, 26.8 in the 60-inch kanal of 4,500 sq ft (text on Legal Authority, a law-report site)',
    url: "https://legalauthority.in/amp/judgement/mehrawal-khewaji-trust-regd-faridt-ors-vs-state-of-punjab-7307",
  },
  {
    region: "punjab-jalandhar-hoshiarpur",
    unit: "marla",
    place: "Anandpur Sahib",
    count: 1,
    equivalent: { value: 30, unit: "sqyd" },
    record: '"Rs.24,200/- per marla, which is equivalent to 30 sq. yards"',
    tolerance: 0.01,
    fitsRegion: false,
    fitsStandard: true,
    title:
      'Supreme Court, Land Acquisition Collector, Mohali v. Surinder Kaur (C.A. No. 6993 of 2013, 22 Aug 2013), para 2: land at Anandpur Sahib valued "at the rate of Rs.24,200/- per marla, which is equivalent to 30 sq. yards": the standard marla of 30.25 sq yd, not the 57.5-inch marla of 22.96 sq yd (text on Legal Authority, a law-report site)',
    url: "https://legalauthority.in/judgement/land-acquisition-collector-mohali-vs-surinder-kaur-6064",
  },
  {
    region: "uttar-pradesh",
    unit: "biswa",
    place: "Kaurihar",
    count: 19,
    equivalent: { value: 2150, unit: "sqm" },
    record: '"19 bissa is equal to approximately 2150 sq. meters"',
    tolerance: 0.05,
    fitsRegion: false,
    title:
      'Allahabad High Court, Chhote Lal v. D.D.C. (Salil Kumar Rai J.), para 2: in a consolidation case from Kaurihar, "19 bissa is equal to approximately 2150 sq. meters", a biswa of about 1,218 sq ft, 10.5% below the pucca biswa (text on The Laws, a law-report site)',
    url: "https://www.the-laws.com/Encyclopedia/browse/Case?CaseId=308102360300&Title=CHHOTE-LAL-Vs.-D-D-C-AND-OTHER",
  },
];

export const REGIONS: Readonly<Record<RegionId, RegionInfo>> = {
  assam: {
    id: "assam",
    label: "Assam",
    country: "IN",
    units: {
      bigha: secondary(14400, 'Wikipedia, "Bigha", Assam: 1 bigha = 1,600 sq yd = 14,400 sq ft = 5 katha', WIKI_BIGHA, [
        {
          title:
            "W. W. Hunter, A Statistical Account of Bengal, vol. I (1875), introductory note: the Government standard bigha of Bengal, to which Assam belonged until 1874, is 14,400 sq ft (a Bengal text, not an Assam one)",
          url: HUNTER_BENGAL_VOL1,
        },
        ASSAM_GAUHATI_2007,
      ]),
      katha: secondary(2880, 'Wikipedia, "Bigha", Assam: 1 katha = 20 lessa = 2,880 sq ft', WIKI_BIGHA, [
        {
          title:
            "M. Bronson, A Dictionary of Assamese and English (1867), p. 90, as quoted with its page on sizes.com: the katha is a measure of land (and half a seer of grain); the Gauhati University dictionary (1962), p. 170, quoted there, makes it twenty lessa",
          url: SIZES_KOTHAA,
        },
        {
          title:
            "H. H. Wilson, A Glossary of Judicial and Revenue Terms (1855), p. 312, and Bronson's Dictionary (1867), p. 505, as quoted with their pages on sizes.com: the lessa is 11½ ft square (Wilson: about 132 sq ft, so a katha of about 2,645 sq ft) or eight cubits square (Bronson: 144 sq ft with an 18-inch cubit, so 2,880 sq ft)",
          url: SIZES_LOCHA,
        },
        ASSAM_GAUHATI_2007,
      ]),
    },
    note: "Assam: 1 bigha = 5 katha = 100 lessa. The Barak Valley (e.g. Cachar) uses a smaller, Bengal-style katha; confirm locally. No Assam revenue manual or gazetteer giving these sizes was found: they rest on Wikipedia. In official use they fit: a Gauhati High Court judgment (2007) records a Guwahati patta plot of 5 bighas 2 kathas 7 lessas as 73.26 ares, and at 14,400 sq ft to the bigha that area is 73.18 ares, 0.1% apart; this shows the size in use, not a rule that defines it. Two 19th-century glossaries, as quoted on sizes.com, give the lessa (1/100 bigha) differently: eight cubits square in Bronson's Assamese dictionary (1867, p. 505), which with an 18-inch cubit is the 144 sq ft used here, and 11½ ft square in Wilson's Glossary (1855, p. 312), which would make the bigha about 13,225 sq ft, 8% smaller (and the Guwahati plot 67.2 ares, not 73.26). We keep 14,400 sq ft.",
  },
  bihar: {
    id: "bihar",
    label: "Bihar",
    country: "IN",
    units: {
      bigha: secondary(
        27225,
        'Wikipedia, "Katha (unit)", Bihar (Patna, Arrah): 1 bigha = 20 katha = 27,225 sq ft (3,025 sq yd)',
        WIKI_KATHA,
        [
          {
            title:
              'Cyclopedia of India, vol. 3, "Weights" (19th century; an encyclopaedia, read in a transcription on gluedideas.com that shows no author or printed page): the bigha of Behar is 3,025 sq yd (27,225 sq ft), though in Tirhut it may be anything from 3,025 to 4,900 sq yd',
            url: CYCLOPEDIA_WEIGHTS_BIGHA,
          },
        ],
      ),
      katha: secondary(1361.25, 'Wikipedia, "Katha (unit)", Bihar (Patna, Arrah): 1 katha = 20 dhur = 1,361.25 sq ft', WIKI_KATHA, [
        BIHAR_SHAHABAD_KATHA,
        BIHAR_ARA_KATHA,
      ]),
      biswa: secondary(1361.25, 'Wikipedia, "Bigha": in Uttar Pradesh, Bihar and Jharkhand 1 katha/biswa = 1,361.25 sq ft', WIKI_BIGHA),
    },
    note: "Bihar: Patna standard (often rounded to 27,220 sq ft per bigha). The katha varies by district (e.g. Muzaffarpur, West Champaran, Chhapra); confirm with the local record. No Bihar settlement report or gazetteer giving these sizes was found: they rest on Wikipedia (the same 3,025 sq yd is the North-Western Provinces standard in the Oudh gazetteer, which does not cover Bihar). A 19th-century Cyclopedia of India also gives the Behar bigha as 3,025 sq yd, but records Tirhut bighas of 3,025 to 4,900 sq yd (27,225 to 44,100 sq ft): in north Bihar especially, use the record's own figure. In official use the katha fits around Arrah (the old Shahabad district): Patna High Court judgments record a Shahabad valuation of Rs 3,000 an acre as about Rs 93.75 a katha (32 kathas to the acre, 1,361.25 sq ft exactly) and an Ara holding of 28 kathas as 88 decimals (87.5 at this size); this shows the size in use, not a rule that defines it. Elsewhere it does not: a 2008 Patna High Court table for Saran (Chhapra) converts acres to kathas at about 1,360 to 1,435 sq ft to the katha, and a Ranchi award (now Jharkhand) prices land at Rs 182 a decimal or Rs 303 a katha, a katha of about 725 sq ft, half this one: do not use this region for Ranchi land.",
  },
  gujarat: {
    id: "gujarat",
    label: "Gujarat",
    country: "IN",
    units: {
      bigha: secondary(
        17424,
        'Gujarati Wikipedia, "વિઘા": 1 deshi vigha = 16 guntha = 1,600 m² (the revenue vigha of 17,424 sq ft = 16 × 1,089 sq ft); a larger vigha of about 2,322.5 m² is also recorded',
        "https://gu.wikipedia.org/wiki/%E0%AA%B5%E0%AA%BF%E0%AA%98%E0%AA%BE",
      ),
    },
    note: "Gujarat: 1 vigha (bigha) = 16 guntha (not 20 biswa). A larger vigha of about 2,322.5 m² (about 25,000 sq ft) is also in use; confirm with the talati and the 7/12 extract. No Gujarat survey settlement paper or gazetteer giving the vigha was found, nor an official record giving it in use: it rests on Gujarati Wikipedia. A 19th-century Cyclopedia of India (its article on weights, read in an online transcription) records Gujarat bighas of 2,477 sq yd at Broach, 2,844 at Surat and 2,994 elsewhere (22,293 to 26,946 sq ft): the order of the larger vigha, not of the 16-guntha vigha used here, which we keep.",
  },
  haryana: {
    id: "haryana",
    label: "Haryana",
    country: "IN",
    units: {
      bigha: primary(9075, AMBALA_KACHCHA_BIGHA, AMBALA_GAZETTEER_QUOTED, "1884-01-01", [PUNJAB_OLDER_MEASURES]),
      biswa: primary(453.75, `1/20 of the kachcha bigha of 9,075 sq ft: ${AMBALA_KACHCHA_BIGHA}`, AMBALA_GAZETTEER_QUOTED, "1884-01-01"),
    },
    note: "Haryana: kachcha bigha (karam of 57.157 inches; 4 bigha 16 biswa = 1 acre), commonly quoted as 9,070 sq ft. The Ambala gazetteer (1883-84) fixed it at 1/3 of the 3,025 sq yd pakka bigha for that settlement and says the customary kachcha bigha varied from 850 to 1,000 sq yd by locality. Revenue records mostly use kanal and marla (use those units when the deed does); older records may use the pakka bigha of 27,225 sq ft.",
  },
  "himachal-pradesh": {
    id: "himachal-pradesh",
    label: "Himachal Pradesh",
    country: "IN",
    units: {
      bigha: primary(
        8712,
        "Final Report of the First Regular Settlement of the Simla District (E. G. Wace, Lahore, August 1884), p. 16: the 1857 correspondence reckons the jun at four-fifths of an acre, which the report says would make the bigha 968 sq yd (8,712 sq ft, 5 to the acre) on a karam (quadam) of a little over 56 inches; the report itself kept the local Bharauli bigha of 900 sq yd (a 4½-ft quadam, 20 × 20)",
        SIMLA_SETTLEMENT_1884,
        "1884-08-01",
        [{ title: 'Wikipedia, "Bigha": Himachal Pradesh bigha = 8,712 sq ft (809.37 m²); 5 bigha = 1 acre', url: WIKI_BIGHA }],
      ),
      biswa: primary(
        435.6,
        "1/20 of the 968 sq yd bigha of the Simla settlement report (1884, p. 16) = 48.4 sq yd = 435.6 sq ft; the bigha of 20 biswas as in the Gazetteer of the Ambala District 1883-84, p. 55",
        SIMLA_SETTLEMENT_1884,
        "1884-08-01",
        [
          {
            title:
              "Himachal Pradesh district measures (Mandi, Chamba, Kullu, Lahaul-Spiti; karam of 56 inches) on a blog, ecafehp.in: 1 biswa = 20 biswansi = 40.46 m² = 435.6 sq ft",
            url: "https://www.ecafehp.in/2025/07/blog-post_13.html",
          },
        ],
      ),
    },
    note: "Himachal Pradesh: 1 bigha = 20 biswa = 0.2 acre (968 sq yd, karam of about 56 inches). The Simla settlement report of 1884 records a second size, the Bharauli bigha of 900 sq yd (8,100 sq ft, 7% smaller), on a 4½-ft karam; we keep 8,712 sq ft and tell you the difference: confirm which karam the jamabandi uses. Hamirpur, Una and parts of Kangra measure in kanal and marla instead (karam of 57.5 inches: use region punjab-jalandhar-hoshiarpur for those marla).",
  },
  nepal: {
    id: "nepal",
    label: "Nepal (Terai)",
    country: "NP",
    units: {
      bigha: secondary(
        72900,
        'Wikipedia, "Bigha", Nepal (after the Department of Land Management and Archive table): 1 bigha = 20 kattha = 6,772.63 m² = 72,900 sq ft',
        WIKI_BIGHA,
        NEPAL_LAND_OFFICE_TABLE,
      ),
      katha: secondary(
        3645,
        'Wikipedia, "Bigha", Nepal (Department of Land Management and Archive table): 1 kattha = 20 dhur = 338.63 m² = 3,645 sq ft',
        WIKI_BIGHA,
        NEPAL_LAND_OFFICE_TABLE,
      ),
    },
    note: "Nepal: Terai bigha-kattha-dhur system. Hill districts measure in ropani-aana, which this calculator does not support. The Department of Land Management and Archive's table was not read itself: no official record giving the sizes in use was found either; they rest on Wikipedia, and on a Nepali site that reproduces the land revenue office's page on land units with the same figures (a copy we could not check against the government page).",
  },
  punjab: {
    id: "punjab",
    label: "Punjab (bigha-biswa records)",
    country: "IN",
    units: {
      bigha: primary(
        9075,
        `Punjab kachcha bigha (karam of 57.157 inches) used where revenue records are in bigha-biswa (Patiala, Nabha, Malerkotla, Fazilka, Ropar): ${AMBALA_KACHCHA_BIGHA}`,
        AMBALA_GAZETTEER_QUOTED,
        "1884-01-01",
        [PUNJAB_OLDER_MEASURES],
      ),
      biswa: primary(
        453.75,
        `1/20 of the Punjab kachcha bigha of 9,075 sq ft: ${AMBALA_KACHCHA_BIGHA}`,
        AMBALA_GAZETTEER_QUOTED,
        "1884-01-01",
      ),
    },
    note: "Punjab: kachcha bigha of about 9,075 sq ft (9,070 is also quoted), where the jamabandi is in bigha-biswa. The size is the Ambala gazetteer's (1883-84, a district now in Haryana); no Punjab revenue manual giving it for Patiala, Nabha, Malerkotla, Fazilka or Ropar was found. Most records are in kanal and marla: use those units. A 4-kanal bigha (21,780 sq ft, half an acre) is sometimes quoted but is not a revenue unit: the Jhelum settlement report (1901, p. 41, as quoted on sizes.com) records the people reckoning in such bighas, while its own measures of area are the marla, kanal and ghumao (acre). Confirm with the patwari.",
  },
  "punjab-amritsar-gurdaspur": {
    id: "punjab-amritsar-gurdaspur",
    label: "Punjab, 60-inch karam districts (Amritsar, Gurdaspur, Ferozepur, ex-Faridkot State)",
    country: "IN",
    units: {
      marla: secondary(
        225,
        'Wikipedia, "Measurement of land in Punjab" (ii), reproducing the Punjab consolidation measures for the local-measure and non-consolidated areas of Amritsar, Gurdaspur, Ferozepur (except Fazilka) and ex-Faridkot State: karam 60 inches, 1 marla = 9 sarsahi = 25 sq yd = 225 sq ft',
        WIKI_PUNJAB,
        [JHELUM_DIVISION],
      ),
      kanal: secondary(4500, 'Wikipedia, "Measurement of land in Punjab" (ii): 1 kanal = 20 marla = 500 sq yd = 4,500 sq ft', WIKI_PUNJAB, [
        JHELUM_DIVISION,
      ]),
    },
    note: "Punjab 60-inch karam measure: 1 marla = 225 sq ft, 1 kanal = 4,500 sq ft (9 kanal 13 marla 5 sarsahi = 1 acre). Applies in the local-measure and non-consolidated areas only; consolidated areas use the standard 272.25 sq ft marla (no region), the 9 square karams of 66 inches of the Jhelum settlement report (1901, p. 41, as quoted on sizes.com). The district karam was read only in the consolidation measures as reproduced on Wikipedia and other sites, not in a Punjab manual; the division (9 square karams to the marla, 20 marlas to the kanal) is the Jhelum report's. No official record using the 60-inch measure with its size was found, and one from these districts uses the standard measure: the Supreme Court (2012) gives 259 kanals 16 marlas acquired at Faridkot in 1979 as 33 acres, which is 32.5 acres in standard kanals and only 26.8 in 60-inch ones. Use this region only where the jamabandi is in the local measure; confirm with it.",
  },
  "punjab-jalandhar-hoshiarpur": {
    id: "punjab-jalandhar-hoshiarpur",
    label: "Punjab, 57.5-inch karam districts (Hoshiarpur, Jalandhar, Anandpur Sahib, Shahpur hill circle)",
    country: "IN",
    units: {
      marla: secondary(
        206.640625,
        'Wikipedia, "Measurement of land in Punjab" (iii), reproducing the Punjab consolidation measures for Hoshiarpur, Jalandhar, Anandpur Sahib (Ropar) and the Shahpur hill circle: karam 57.5 inches, 1 marla = 9 square karam = 22.96 sq yd = 206.64 sq ft',
        WIKI_PUNJAB,
        [
          {
            title:
              "Himachal Pradesh district measures on a blog (ecafehp.in), for the neighbouring Hamirpur, Una and part of Kangra: karam of 57.5 inches, 9 sarsahi to the marla and 20 marla to the kanal (a blog, not a manual)",
            url: "https://www.ecafehp.in/2025/07/blog-post_13.html",
          },
          JHELUM_DIVISION,
        ],
      ),
      kanal: secondary(4132.8125, 'Wikipedia, "Measurement of land in Punjab" (iii): 1 kanal = 20 marla = 4,132.81 sq ft', WIKI_PUNJAB, [
        JHELUM_DIVISION,
      ]),
    },
    note: "Punjab 57.5-inch karam measure: 1 marla = 9 × (57.5/12 ft)² = 206.640625 sq ft. Applies in the local-measure and non-consolidated areas only; consolidated areas use the standard 272.25 sq ft marla (no region), the 9 square karams of 66 inches of the Jhelum settlement report (1901, p. 41, as quoted on sizes.com). The district karam was read only in the consolidation measures as reproduced on Wikipedia and other sites, not in a Punjab manual; the division (9 square karams to the marla, 20 marlas to the kanal) is the Jhelum report's. No official record using the 57.5-inch measure with its size was found, and one from these districts uses the standard measure: the Supreme Court (2013) records compensation at Anandpur Sahib per marla of 30 sq yd, the standard 30.25 sq yd marla, not this one of 22.96 sq yd. Use this region only where the jamabandi is in the local measure; confirm with it.",
  },
  rajasthan: {
    id: "rajasthan",
    label: "Rajasthan (pucca bigha)",
    country: "IN",
    units: {
      bigha: secondary(
        27225,
        'Wikipedia, "Bigha", Rajasthan: pucca bigha = 3,025 sq yd = 27,225 sq ft (2,529.28 m²), 165-ft Shahjahani jarib',
        WIKI_BIGHA,
      ),
      biswa: secondary(1361.25, 'Wikipedia, "Bigha", Rajasthan: 1 biswa = 1/20 of the pucca bigha = 1,361.25 sq ft', WIKI_BIGHA),
    },
    note: "Rajasthan: pucca bigha (0.625 acre). Where the kachcha bigha is meant, use region rajasthan-kachha. No Rajasthan revenue rule or settlement report giving the size was found, nor an official record giving it in use (the allotment orders we saw reported give hectares): it rests on Wikipedia.",
  },
  "rajasthan-kachha": {
    id: "rajasthan-kachha",
    label: "Rajasthan (kachcha bigha)",
    country: "IN",
    units: {
      bigha: secondary(
        17424,
        'Wikipedia, "Bigha", Rajasthan: kachcha bigha = 17,424 sq ft (1,618.74 m², 0.4 acre), 132-ft gantari jarib',
        WIKI_BIGHA,
      ),
      biswa: secondary(871.2, 'Wikipedia, "Bigha", Rajasthan: 1 biswa = 1/20 of the kachcha bigha = 871.2 sq ft', WIKI_BIGHA),
    },
    note: "Rajasthan: kachcha bigha (0.4 acre). Where the pucca bigha is meant, use region rajasthan. No Rajasthan revenue rule or settlement report giving the size was found, nor an official record giving it in use (the allotment orders we saw reported give hectares): it rests on Wikipedia.",
  },
  "uttar-pradesh": {
    id: "uttar-pradesh",
    label: "Uttar Pradesh",
    country: "IN",
    units: {
      bigha: primary(
        27225,
        "Gazetteer of the Province of Oudh, vol. II (H to M, Lucknow 1877), Kheri, p. 196: the standard bigha of the North-Western Provinces is 3,025 sq yd (27,225 sq ft), against the acre of 4,840 sq yd",
        OUDH_GAZETTEER_KHERI,
        "1877-01-01",
        [
          MADRAS_JOURNAL_CORROBORATION,
          {
            title: 'Wikipedia, "Bigha", Uttar Pradesh/Bihar/Jharkhand table: 20-biswa (pucca) bigha = 3,025 sq yd = 27,225 sq ft',
            url: WIKI_BIGHA,
          },
        ],
      ),
      biswa: primary(
        1361.25,
        "1/20 of the North-Western Provinces standard bigha of 3,025 sq yd (Gazetteer of the Province of Oudh, vol. II, 1877, Kheri, p. 196) = 151.25 sq yd = 1,361.25 sq ft; the bigha of 20 biswas as in the Gazetteer of the Ambala District 1883-84, p. 55",
        OUDH_GAZETTEER_KHERI,
        "1877-01-01",
      ),
      katha: secondary(1361.25, 'Wikipedia, "Bigha": in Purvanchal 1 katha = 1,361.25 sq ft', WIKI_BIGHA),
    },
    note: "Uttar Pradesh: pucca bigha of 20 biswa (often rounded to 27,000 sq ft), the North-Western Provinces standard of 3,025 sq yd. Western districts commonly use smaller kachcha bighas of 5 to 6.67 pucca biswa (6,806.25 to 9,075 sq ft), and the Oudh gazetteer (1877) found the Kheri kachcha bigha at about 749 sq yd; for those, convert the biswa count or pass the area in sq ft, and confirm with the khatauni. Smaller biswas are in official use elsewhere too: an Allahabad High Court judgment in a consolidation case from Kaurihar takes 19 biswa as approximately 2,150 m², a biswa of about 1,218 sq ft, 10% below the pucca biswa. The Purvanchal katha rests on Wikipedia; no official record giving its size in use was found.",
  },
  uttarakhand: {
    id: "uttarakhand",
    label: "Uttarakhand",
    country: "IN",
    units: {
      bigha: secondary(
        6804,
        "Uttarakhand land-unit table of a converter site: 1 bigha = 756 sq yd = 6,804 sq ft (plains districts); probably a rounding of 756.25 sq yd = 6,806.25 sq ft, the 5-biswa kachcha bigha of western UP (0.03% apart)",
        "https://vyoma.online/uttarakhand-land-converter",
      ),
      nali: secondary(
        2160,
        "eUttaranchal, land measurement in Uttarakhand (a portal): 1 nali = 60 ft × 36 ft = 2,160 sq ft (hill districts)",
        "https://euttaranchal.com/property/land-measurement-in-uttarakhand.php",
        [
          {
            title:
              "sizes.com, bísí: in Kumaon a bisi is the land sown with 20 nali of seed, said to be 4,800 sq yd (so 1 nali = 240 sq yd = 2,160 sq ft), citing Traill in Batten (ed.), Official Reports of the Province of Kumaon (1851), and H. H. Wilson's Glossary",
            url: "https://www.sizes.com/units/bisi.htm",
          },
          {
            title:
              "Glossary of terms in use among the hill village communities, in Batten (ed.), Official Reports of the Province of Kumaon (1851), p. 467, as quoted with its page on sizes.com: the nalee (patha in Garhwal) is a measure of land taken from a grain measure of about 2 seers, the land it is supposed to sow, and 20 nalees make a beesee (no size in feet)",
            url: "https://www.sizes.com/units/dhon.htm",
          },
        ],
      ),
    },
    note: "Uttarakhand: the hill districts (Garhwal, Kumaon) measure in nali (about 2,160 sq ft, 240 sq yd), the plains (Dehradun, Haridwar, Udham Singh Nagar) in bigha (about 6,804 sq ft). Both vary locally and neither is from a revenue notification or an official record of use we could read (the bigha rests on a converter site only); confirm with the khatauni.",
  },
  "west-bengal": {
    id: "west-bengal",
    label: "West Bengal",
    country: "IN",
    units: {
      bigha: primary(
        14400,
        "W. W. Hunter, A Statistical Account of Bengal, vol. I (London 1875), introductory note on weights and measures (unnumbered; scan p. 30): the Government standard bigha is 14,400 sq ft, about 1/3 acre (local bighas vary)",
        HUNTER_BENGAL_VOL1,
        "1875-01-01",
        [
          MADRAS_JOURNAL_CORROBORATION,
          { title: 'Wikipedia, "Bigha", West Bengal: standardised under British rule at 1,600 sq yd = 14,400 sq ft', url: WIKI_BIGHA },
        ],
      ),
      katha: primary(
        720,
        "H. H. Wilson, A Glossary of Judicial and Revenue Terms (London 1855), p. 269, read as quoted with its page on sizes.com (no scan of the glossary could be read): the kattha (cottah) is the twentieth part of the Bengal bigha of 1,600 sq yd, 80 sq yd or 720 sq ft",
        WILSON_KATHA_QUOTED,
        "1855-01-01",
        [
          {
            title:
              "W. W. Hunter, A Statistical Account of Bengal, vol. I (1875), introductory note (scan p. 30): the Government standard bigha is 14,400 sq ft, of which 1/20 is 720 sq ft",
            url: HUNTER_BENGAL_VOL1,
          },
          { title: 'Wikipedia, "Katha (unit)": 1 katha = 16 chhatak = 720 sq ft; 20 katha = 1 bigha', url: WIKI_KATHA },
        ],
      ),
    },
    note: "West Bengal: 1 bigha = 20 katha = 14,400 sq ft (about 1/3 acre), the Government standard bigha of Bengal in Hunter's Statistical Account (1875); the katha of 720 sq ft, 1/20 of the Bengal bigha of 1,600 sq yd, is in Wilson's Glossary (1855, p. 269). The katha of 16 chhatak rests on Wikipedia.",
  },
};

/** In the order of REGION_IDS, for menus and `tools/list` descriptions. */
export const REGION_LIST: readonly RegionInfo[] = REGION_IDS.map((id) => REGIONS[id]);
