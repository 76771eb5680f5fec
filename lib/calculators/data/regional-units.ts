import type { LocallySizedUnitId, RegionalUnitId } from "./area-units";
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
  /** What the reference says, in words. */
  source: string;
  /** Deep link to the reference. */
  url: string;
  /**
   * ISO date of the cited document that records this size. For an undated web
   * reference it is the date we read it: the customary size itself is far
   * older and has no effective date.
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

/** The date these values were last checked against their references (per value; all were read on this date). */
const CHECKED_2026_11_23 = "2026-11-23";
const WIKI_BIGHA = "https://en.wikipedia.org/wiki/Bigha";
const WIKI_KATHA = "https://en.wikipedia.org/wiki/Katha_(unit)";
const WIKI_PUNJAB = "https://en.wikipedia.org/wiki/Measurement_of_land_in_Punjab";

/** A value read from a web reference on the verification date. */
const read = (squareFeet: number, source: string, url: string): RegionalUnitValue => ({
  squareFeet,
  source,
  url,
  effectiveFrom: CHECKED_2026_11_23,
  verifiedOn: CHECKED_2026_11_23,
  confidence: "reported",
});

const AMBALA_GAZETTEER =
  "Gazetteer of the Ambala District 1883-84 (Punjab Government), p. 55, as quoted on Wikipedia (the gazetteer itself is not linked: no readable copy was found): kachcha bigha = 1/3 of the pakka bigha of 3,025 sq yd = 1,008⅓ sq yd";
const gazetteer = (squareFeet: number, source: string): RegionalUnitValue => ({
  squareFeet,
  source,
  url: WIKI_PUNJAB,
  effectiveFrom: "1884-01-01",
  verifiedOn: CHECKED_2026_11_23,
  confidence: "reported",
});

export const REGIONS: Readonly<Record<RegionId, RegionInfo>> = {
  assam: {
    id: "assam",
    label: "Assam",
    country: "IN",
    units: {
      bigha: read(14400, 'Wikipedia, "Bigha", Assam: 1 bigha = 1,600 sq yd = 14,400 sq ft = 5 katha', WIKI_BIGHA),
      katha: read(2880, 'Wikipedia, "Bigha", Assam: 1 katha = 20 lessa = 2,880 sq ft', WIKI_BIGHA),
    },
    note: "Assam: 1 bigha = 5 katha = 100 lessa. The Barak Valley (e.g. Cachar) uses a smaller, Bengal-style katha; confirm locally.",
  },
  bihar: {
    id: "bihar",
    label: "Bihar",
    country: "IN",
    units: {
      bigha: read(27225, 'Wikipedia, "Katha (unit)", Bihar (Patna, Arrah): 1 bigha = 20 katha = 27,225 sq ft (3,025 sq yd)', WIKI_KATHA),
      katha: read(1361.25, 'Wikipedia, "Katha (unit)", Bihar (Patna, Arrah): 1 katha = 20 dhur = 1,361.25 sq ft', WIKI_KATHA),
      biswa: read(1361.25, 'Wikipedia, "Bigha": in Uttar Pradesh, Bihar and Jharkhand 1 katha/biswa = 1,361.25 sq ft', WIKI_BIGHA),
    },
    note: "Bihar: Patna standard (often rounded to 27,220 sq ft per bigha). The katha varies by district (e.g. Muzaffarpur, West Champaran, Chhapra); confirm with the local record.",
  },
  gujarat: {
    id: "gujarat",
    label: "Gujarat",
    country: "IN",
    units: {
      bigha: read(
        17424,
        'Gujarati Wikipedia, "વિઘા": 1 deshi vigha = 16 guntha = 1,600 m² (the revenue vigha of 17,424 sq ft = 16 × 1,089 sq ft); a larger vigha of about 2,322.5 m² is also recorded',
        "https://gu.wikipedia.org/wiki/%E0%AA%B5%E0%AA%BF%E0%AA%98%E0%AA%BE",
      ),
    },
    note: "Gujarat: 1 vigha (bigha) = 16 guntha (not 20 biswa). A larger vigha of about 2,322.5 m² (about 25,000 sq ft) is also in use; confirm with the talati and the 7/12 extract.",
  },
  haryana: {
    id: "haryana",
    label: "Haryana",
    country: "IN",
    units: {
      bigha: gazetteer(9075, `${AMBALA_GAZETTEER} = 9,075 sq ft`),
      biswa: gazetteer(453.75, "1/20 of the kachcha bigha (Gazetteer of the Ambala District 1883-84, p. 55)"),
    },
    note: "Haryana: kachcha bigha (karam of 57.157 inches; 4 bigha 16 biswa = 1 acre), commonly quoted as 9,070 sq ft. Revenue records mostly use kanal and marla (use those units when the deed does); older records may use the pakka bigha of 27,225 sq ft.",
  },
  "himachal-pradesh": {
    id: "himachal-pradesh",
    label: "Himachal Pradesh",
    country: "IN",
    units: {
      bigha: read(8712, 'Wikipedia, "Bigha": Himachal Pradesh bigha = 8,712 sq ft (809.37 m²); 5 bigha = 1 acre', WIKI_BIGHA),
      biswa: read(
        435.6,
        "Himachal Pradesh district measures (Mandi, Chamba, Kullu, Lahaul-Spiti; karam of 56 inches): 1 biswa = 20 biswansi = 40.46 m² = 435.6 sq ft; 1 bigha = 809 m²",
        "https://www.ecafehp.in/2025/07/blog-post_13.html",
      ),
    },
    note: "Himachal Pradesh: 1 bigha = 20 biswa = 0.2 acre. Hamirpur, Una and parts of Kangra measure in kanal and marla instead (karam of 57.5 inches: use region punjab-jalandhar-hoshiarpur for those marla).",
  },
  nepal: {
    id: "nepal",
    label: "Nepal (Terai)",
    country: "NP",
    units: {
      bigha: read(
        72900,
        'Wikipedia, "Bigha", Nepal (after the Department of Land Management and Archive table): 1 bigha = 20 kattha = 6,772.63 m² = 72,900 sq ft',
        WIKI_BIGHA,
      ),
      katha: read(
        3645,
        'Wikipedia, "Bigha", Nepal (Department of Land Management and Archive table): 1 kattha = 20 dhur = 338.63 m² = 3,645 sq ft',
        WIKI_BIGHA,
      ),
    },
    note: "Nepal: Terai bigha-kattha-dhur system. Hill districts measure in ropani-aana, which this calculator does not support.",
  },
  punjab: {
    id: "punjab",
    label: "Punjab (bigha-biswa records)",
    country: "IN",
    units: {
      bigha: gazetteer(
        9075,
        `Punjab kachcha bigha (karam of 57.157 inches) used where revenue records are in bigha-biswa (Patiala, Nabha, Malerkotla, Fazilka, Ropar): ${AMBALA_GAZETTEER}; Wikipedia, "Measurement of land in Punjab", older measures: 1 bigha = 20 biswa = 1,008 sq yd`,
      ),
      biswa: gazetteer(453.75, "1/20 of the Punjab kachcha bigha of 9,075 sq ft"),
    },
    note: "Punjab: kachcha bigha of about 9,075 sq ft (9,070 is also quoted), where the jamabandi is in bigha-biswa. Most records are in kanal and marla: use those units. A 4-kanal bigha (21,780 sq ft) is sometimes quoted for the killa system but is not a revenue unit; confirm with the patwari.",
  },
  "punjab-amritsar-gurdaspur": {
    id: "punjab-amritsar-gurdaspur",
    label: "Punjab, 60-inch karam districts (Amritsar, Gurdaspur, Ferozepur, ex-Faridkot State)",
    country: "IN",
    units: {
      marla: read(
        225,
        'Wikipedia, "Measurement of land in Punjab" (ii), reproducing the Punjab consolidation measures for the local-measure and non-consolidated areas of Amritsar, Gurdaspur, Ferozepur (except Fazilka) and ex-Faridkot State: karam 60 inches, 1 marla = 9 sarsahi = 25 sq yd = 225 sq ft',
        WIKI_PUNJAB,
      ),
      kanal: read(4500, 'Wikipedia, "Measurement of land in Punjab" (ii): 1 kanal = 20 marla = 500 sq yd = 4,500 sq ft', WIKI_PUNJAB),
    },
    note: "Punjab 60-inch karam measure: 1 marla = 225 sq ft, 1 kanal = 4,500 sq ft (9 kanal 13 marla 5 sarsahi = 1 acre). Applies in the local-measure and non-consolidated areas only; consolidated areas use the standard 272.25 sq ft marla (no region). Confirm with the jamabandi.",
  },
  "punjab-jalandhar-hoshiarpur": {
    id: "punjab-jalandhar-hoshiarpur",
    label: "Punjab, 57.5-inch karam districts (Hoshiarpur, Jalandhar, Anandpur Sahib, Shahpur hill circle)",
    country: "IN",
    units: {
      marla: read(
        206.640625,
        'Wikipedia, "Measurement of land in Punjab" (iii), reproducing the Punjab consolidation measures for Hoshiarpur, Jalandhar, Anandpur Sahib (Ropar) and the Shahpur hill circle: karam 57.5 inches, 1 marla = 9 square karam = 22.96 sq yd = 206.64 sq ft',
        WIKI_PUNJAB,
      ),
      kanal: read(4132.8125, 'Wikipedia, "Measurement of land in Punjab" (iii): 1 kanal = 20 marla = 4,132.81 sq ft', WIKI_PUNJAB),
    },
    note: "Punjab 57.5-inch karam measure: 1 marla = 9 × (57.5/12 ft)² = 206.640625 sq ft. Applies in the local-measure and non-consolidated areas only; consolidated areas use the standard 272.25 sq ft marla (no region). Confirm with the jamabandi.",
  },
  rajasthan: {
    id: "rajasthan",
    label: "Rajasthan (pucca bigha)",
    country: "IN",
    units: {
      bigha: read(
        27225,
        'Wikipedia, "Bigha", Rajasthan: pucca bigha = 3,025 sq yd = 27,225 sq ft (2,529.28 m²), 165-ft Shahjahani jarib',
        WIKI_BIGHA,
      ),
      biswa: read(1361.25, 'Wikipedia, "Bigha", Rajasthan: 1 biswa = 1/20 of the pucca bigha = 1,361.25 sq ft', WIKI_BIGHA),
    },
    note: "Rajasthan: pucca bigha (0.625 acre). Where the kachcha bigha is meant, use region rajasthan-kachha.",
  },
  "rajasthan-kachha": {
    id: "rajasthan-kachha",
    label: "Rajasthan (kachcha bigha)",
    country: "IN",
    units: {
      bigha: read(
        17424,
        'Wikipedia, "Bigha", Rajasthan: kachcha bigha = 17,424 sq ft (1,618.74 m², 0.4 acre), 132-ft gantari jarib',
        WIKI_BIGHA,
      ),
      biswa: read(871.2, 'Wikipedia, "Bigha", Rajasthan: 1 biswa = 1/20 of the kachcha bigha = 871.2 sq ft', WIKI_BIGHA),
    },
    note: "Rajasthan: kachcha bigha (0.4 acre). Where the pucca bigha is meant, use region rajasthan.",
  },
  "uttar-pradesh": {
    id: "uttar-pradesh",
    label: "Uttar Pradesh",
    country: "IN",
    units: {
      bigha: read(
        27225,
        'Wikipedia, "Bigha", Uttar Pradesh/Bihar/Jharkhand table: 20-biswa (pucca) bigha = 3,025 sq yd = 27,225 sq ft (2,529.28 m²)',
        WIKI_BIGHA,
      ),
      biswa: read(1361.25, 'Wikipedia, "Bigha": 1 biswa/katha = 1,361.25 sq ft (151.25 sq yd)', WIKI_BIGHA),
      katha: read(1361.25, 'Wikipedia, "Bigha": in Purvanchal 1 katha = 1,361.25 sq ft', WIKI_BIGHA),
    },
    note: "Uttar Pradesh: pucca bigha of 20 biswa (often rounded to 27,000 sq ft). Western districts commonly use smaller kachcha bighas of 5 to 6.67 pucca biswa (6,806.25 to 9,075 sq ft); for those, convert the biswa count or pass the area in sq ft, and confirm with the khatauni.",
  },
  uttarakhand: {
    id: "uttarakhand",
    label: "Uttarakhand",
    country: "IN",
    units: {
      bigha: read(
        6804,
        "Uttarakhand land-unit table of a converter site (no revenue manual or settlement report found): 1 bigha = 756 sq yd = 6,804 sq ft (plains districts); probably a rounding of 756.25 sq yd = 6,806.25 sq ft, the 5-biswa kachcha bigha of western UP (0.03% apart)",
        "https://vyoma.online/uttarakhand-land-converter",
      ),
      nali: {
        ...read(
          2160,
          "eUttaranchal, land measurement in Uttarakhand: 1 nali = 60 ft × 36 ft = 2,160 sq ft (hill districts)",
          "https://euttaranchal.com/property/land-measurement-in-uttarakhand.php",
        ),
        corroboration: [
          {
            title:
              "sizes.com, bísí: in Kumaon a bisi is the land sown with 20 nali of seed, said to be 4,800 sq yd (so 1 nali = 240 sq yd = 2,160 sq ft), citing Traill in Batten (ed.), Official Reports of the Province of Kumaon (1851), and H. H. Wilson's Glossary",
            url: "https://www.sizes.com/units/bisi.htm",
          },
        ],
      },
    },
    note: "Uttarakhand: the hill districts (Garhwal, Kumaon) measure in nali (about 2,160 sq ft, 240 sq yd), the plains (Dehradun, Haridwar, Udham Singh Nagar) in bigha (about 6,804 sq ft). Both vary locally and neither is from a revenue notification we could read; confirm with the khatauni.",
  },
  "west-bengal": {
    id: "west-bengal",
    label: "West Bengal",
    country: "IN",
    units: {
      bigha: read(14400, 'Wikipedia, "Bigha", West Bengal: standardised under British rule at 1,600 sq yd = 14,400 sq ft', WIKI_BIGHA),
      katha: read(720, 'Wikipedia, "Katha (unit)": 1 katha = 16 chhatak = 720 sq ft; 20 katha = 1 bigha', WIKI_KATHA),
    },
    note: "West Bengal: 1 bigha = 20 katha = 14,400 sq ft (about 1/3 acre).",
  },
};

/** In the order of REGION_IDS, for menus and `tools/list` descriptions. */
export const REGION_LIST: readonly RegionInfo[] = REGION_IDS.map((id) => REGIONS[id]);
