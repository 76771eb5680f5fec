import type { RegionalUnitId } from "./area-units";

/**
 * The one table of regional sizes of bigha, biswa and katha, in square feet
 * (the unit these customary measures are defined in). Each value cites the
 * published reference it comes from. Values vary inside states too; each
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
  "rajasthan",
  "rajasthan-kachha",
  "uttar-pradesh",
  "west-bengal",
] as const;

export type RegionId = (typeof REGION_IDS)[number];

/**
 * Used when no region is given: the pucca bigha of 3,025 sq yd (5/8 acre) is
 * the size shared by Uttar Pradesh, Bihar and Rajasthan's pucca measure, so
 * it is the least surprising single answer in the states that use bigha most.
 */
export const DEFAULT_REGION: RegionId = "uttar-pradesh";

export interface RegionalUnitValue {
  squareFeet: number;
  source: string;
}

export interface RegionInfo {
  id: RegionId;
  label: string;
  country: "IN" | "NP";
  units: Partial<Record<RegionalUnitId, RegionalUnitValue>>;
  /** How the value varies locally; returned whenever this region's value is used. */
  note: string;
}

const WIKI_BIGHA = 'Wikipedia, "Bigha"';

export const REGIONS: Readonly<Record<RegionId, RegionInfo>> = {
  assam: {
    id: "assam",
    label: "Assam",
    country: "IN",
    units: {
      bigha: { squareFeet: 14400, source: `${WIKI_BIGHA}, Assam: 1 bigha = 1,600 sq yd = 14,400 sq ft = 5 katha` },
      katha: { squareFeet: 2880, source: `${WIKI_BIGHA}, Assam: 1 katha = 20 lessa = 2,880 sq ft` },
    },
    note: "Assam: 1 bigha = 5 katha = 100 lessa. The Barak Valley (e.g. Cachar) uses a smaller, Bengal-style katha; confirm locally.",
  },
  bihar: {
    id: "bihar",
    label: "Bihar",
    country: "IN",
    units: {
      bigha: { squareFeet: 27225, source: `${WIKI_BIGHA}, Bihar (Patna): 1 bigha = 20 katha = 27,225 sq ft (3,025 sq yd)` },
      katha: { squareFeet: 1361.25, source: `${WIKI_BIGHA}, Bihar (Patna): 1 katha = 20 dhur = 1,361.25 sq ft` },
      biswa: { squareFeet: 1361.25, source: `${WIKI_BIGHA}: in Uttar Pradesh, Bihar and Jharkhand 1 katha/biswa = 1,361.25 sq ft` },
    },
    note: "Bihar: Patna standard (often rounded to 27,220 sq ft per bigha). The katha varies by district (e.g. Muzaffarpur, West Champaran, Chhapra); confirm with the local record.",
  },
  gujarat: {
    id: "gujarat",
    label: "Gujarat",
    country: "IN",
    units: {
      bigha: { squareFeet: 17424, source: "Gujarat revenue usage: 1 vigha (bigha) = 16 guntha = 17,424 sq ft (0.4 acre, 1,618.74 m²)" },
    },
    note: "Gujarat: 1 vigha (bigha) = 16 guntha. Some Saurashtra and Kutch villages use other local values; confirm with the talati.",
  },
  haryana: {
    id: "haryana",
    label: "Haryana",
    country: "IN",
    units: {
      bigha: {
        squareFeet: 9075,
        source: `Gazetteer of the Ambala District 1883-84 (Punjab Government), p. 55: kachcha bigha = 1/3 of the pakka bigha of 3,025 sq yd; ${WIKI_BIGHA}: 9,075 sq ft`,
      },
      biswa: { squareFeet: 453.75, source: "1/20 of the kachcha bigha (Gazetteer of the Ambala District 1883-84, p. 55)" },
    },
    note: "Haryana: kachcha bigha, commonly quoted as 9,070 sq ft. Revenue records mostly use kanal and marla (use those units when the deed does); older records may use the pakka bigha of 27,225 sq ft.",
  },
  "himachal-pradesh": {
    id: "himachal-pradesh",
    label: "Himachal Pradesh",
    country: "IN",
    units: {
      bigha: { squareFeet: 8712, source: `${WIKI_BIGHA}: Himachal Pradesh bigha = 8,712 sq ft (809.37 m²); 5 bigha = 1 acre` },
      biswa: {
        squareFeet: 435.6,
        source: "Himachal Pradesh revenue measure (Mandi, Chamba, Kullu, Lahaul-Spiti): 1 biswa = 20 biswansi = 40.47 m² = 435.6 sq ft",
      },
    },
    note: "Himachal Pradesh: 1 bigha = 20 biswa = 0.2 acre. Hamirpur, Una and parts of Kangra measure in kanal and marla instead.",
  },
  nepal: {
    id: "nepal",
    label: "Nepal (Terai)",
    country: "NP",
    units: {
      bigha: {
        squareFeet: 72900,
        source:
          "Government of Nepal, Department of Land Management and Archive (land revenue offices' unit table): 1 bigha = 20 kattha = 6,772.63 m² = 72,900 sq ft",
      },
      katha: {
        squareFeet: 3645,
        source: "Government of Nepal, Department of Land Management and Archive: 1 kattha = 20 dhur = 338.63 m² = 3,645 sq ft",
      },
    },
    note: "Nepal: Terai bigha-kattha-dhur system. Hill districts measure in ropani-aana, which this calculator does not support.",
  },
  punjab: {
    id: "punjab",
    label: "Punjab",
    country: "IN",
    units: {
      bigha: {
        squareFeet: 21780,
        source: 'Wikipedia, "Measurement of land in Punjab": 1 bigha = 4 kanal = 20 biswa = 2,420 sq yd (2 bigha = 1 killa/acre)',
      },
      biswa: { squareFeet: 1089, source: 'Wikipedia, "Measurement of land in Punjab": 1 biswa = 4 marla = 121 sq yd' },
    },
    note: "Punjab: bigha of the killa-kanal-marla system (half an acre). An older kachcha bigha of about 9,070 sq ft is also quoted (region haryana); most deeds state kanal and marla, so prefer those units.",
  },
  rajasthan: {
    id: "rajasthan",
    label: "Rajasthan (pucca bigha)",
    country: "IN",
    units: {
      bigha: { squareFeet: 27225, source: `${WIKI_BIGHA}, Rajasthan: pucca bigha = 3,025 sq yd = 27,225 sq ft (2,529.28 m²)` },
      biswa: { squareFeet: 1361.25, source: "1/20 of the pucca bigha" },
    },
    note: "Rajasthan: pucca bigha (0.625 acre). Where the kachcha bigha is meant, use region rajasthan-kachha.",
  },
  "rajasthan-kachha": {
    id: "rajasthan-kachha",
    label: "Rajasthan (kachcha bigha)",
    country: "IN",
    units: {
      bigha: { squareFeet: 17424, source: `${WIKI_BIGHA}, Rajasthan: kachcha bigha = 17,424 sq ft (1,618.74 m², 0.4 acre)` },
      biswa: { squareFeet: 871.2, source: "1/20 of the kachcha bigha" },
    },
    note: "Rajasthan: kachcha bigha (0.4 acre). Where the pucca bigha is meant, use region rajasthan.",
  },
  "uttar-pradesh": {
    id: "uttar-pradesh",
    label: "Uttar Pradesh",
    country: "IN",
    units: {
      bigha: {
        squareFeet: 27225,
        source: `${WIKI_BIGHA}, Uttar Pradesh/Bihar/Jharkhand table: 20-biswa bigha = 3,025 sq yd = 27,225 sq ft (2,529.28 m²)`,
      },
      biswa: { squareFeet: 1361.25, source: `${WIKI_BIGHA}: 1 biswa/katha = 1,361.25 sq ft (151.25 sq yd)` },
      katha: { squareFeet: 1361.25, source: `${WIKI_BIGHA}: in Purvanchal 1 katha = 1,361.25 sq ft` },
    },
    note: "Uttar Pradesh: pucca bigha (often rounded to 27,000 sq ft). Western districts commonly use smaller kachcha bighas of 5 to 6.67 biswa (6,806.25 to 9,075 sq ft); confirm with the khatauni.",
  },
  "west-bengal": {
    id: "west-bengal",
    label: "West Bengal",
    country: "IN",
    units: {
      bigha: { squareFeet: 14400, source: `${WIKI_BIGHA}, West Bengal: standardised under British rule at 1,600 sq yd = 14,400 sq ft` },
      katha: { squareFeet: 720, source: 'Wikipedia, "Katha (unit)": 1 katha = 16 chhatak = 720 sq ft; 20 katha = 1 bigha' },
    },
    note: "West Bengal: 1 bigha = 20 katha = 14,400 sq ft (about 1/3 acre).",
  },
};

/** In the order of REGION_IDS, for menus and `tools/list` descriptions. */
export const REGION_LIST: readonly RegionInfo[] = REGION_IDS.map((id) => REGIONS[id]);
