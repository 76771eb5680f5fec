/**
 * The 17 land-area units the calculators accept. Fixed units carry an exact
 * size (in square feet or square metres, as the definition is written);
 * bigha, biswa, katha and nali differ by region and take their size from
 * `regional-units.ts`. Marla and kanal have a standard size that a few
 * regions override with an official local one (Punjab's 60-inch and
 * 57.5-inch karam districts).
 *
 * Exact definitions used:
 * - 1 ft = 0.3048 m exactly (international foot), so 1 sq ft = 0.09290304 m².
 * - acre = 43,560 sq ft; hectare = 10,000 m²; are = 100 m² (1/100 hectare); sqyd = 9 sq ft.
 * - cent and dismil (decimal) = 1/100 acre = 435.6 sq ft.
 * - guntha = 1/40 acre = 1,089 sq ft; ground = 2,400 sq ft; ankanam = 72 sq ft.
 * - marla = 272.25 sq ft (9 square karam of 5.5 ft) and kanal = 20 marla =
 *   5,445 sq ft, the standard of consolidated Punjab/Haryana (66-inch karam).
 *
 * Where these definitions are read (checked 2026-11-25; the glossary pages in
 * content/glossary cite them): the ground in Crole's Chingleput manual (1879,
 * p. 58) and the guntha in Wilson's Glossary (1855, p. 190), both as quoted
 * with their page on sizes.com; the dismil as 40.46 m² (1/100 acre) for
 * Jharkhand in the Government of India's Study of Uniform Coding Scheme for
 * Computerisation of Land Records (NIC, August 2008), p. 50, as quoted with its
 * page on sizes.com; the marla and kanal in W. S. Talbot's Final Report of the
 * Revision of the Settlement of the Jhelum District in the Punjab (Lahore
 * 1901), p. 41, as quoted with its page on sizes.com: the standard karam of 66
 * inches, 9 square karams = 1 marla, 20 marlas = 1 kanal, 8 kanals = 1 acre
 * (so 272.25 and 5,445 sq ft). For the cent and the ankanam we found no
 * revenue manual, rule or gazetteer we could read: they rest on Wikipedia, and
 * the glossary pages say so. The cent's 1/100 acre has one
 * 19th-century witness without the word "cent": W. H. Bayley's paper on weights
 * and measures in the Madras Journal of Literature and Science (1857), p. 186,
 * records that the decimal subdivision of the acre was authorised for the
 * re-survey of the southern districts of Madras. A Madras district gazetteer
 * uses the word without its size: Hemingway's Gódávari (1915 reprint, p. 121,
 * read on Wikisource) says acres and cents were of recent introduction there
 * and gives the local seed measures in cents and acres, but not how many cents
 * make an acre. The word with its size is in
 * use in a Kerala High Court judgment (C.A. Joseph v. District Collector,
 * 23 Jul 2012: "78 cents of land (31.56 ares)", 78 × 40.4686 m² = 31.57 ares),
 * which shows the size in use but does not define it.
 */
export const AREA_UNIT_IDS = [
  "sqft",
  "sqm",
  "sqyd",
  "acre",
  "hectare",
  "are",
  "cent",
  "ground",
  "guntha",
  "biswa",
  "bigha",
  "kanal",
  "marla",
  "katha",
  "dismil",
  "ankanam",
  "nali",
] as const;

export type AreaUnitId = (typeof AREA_UNIT_IDS)[number];

export const REGIONAL_UNIT_IDS = ["bigha", "biswa", "katha", "nali"] as const;
export type RegionalUnitId = (typeof REGIONAL_UNIT_IDS)[number];

/** Units with a standard size (in FIXED_UNIT_SIZES) that a region may override with its own official size. */
export const LOCALLY_SIZED_UNIT_IDS = ["marla", "kanal"] as const;
export type LocallySizedUnitId = (typeof LOCALLY_SIZED_UNIT_IDS)[number];

/** Exactly one of `squareFeet` / `squareMetres`, as the unit is defined. */
export type FixedUnitSize = { squareFeet: number } | { squareMetres: number };

export interface AreaUnitInfo {
  id: AreaUnitId;
  label: string;
  definition: string;
  /** True when the size depends on `region` (bigha, biswa, katha, nali). */
  regional: boolean;
}

export const FIXED_UNIT_SIZES: Record<Exclude<AreaUnitId, RegionalUnitId>, FixedUnitSize> = {
  sqft: { squareFeet: 1 },
  sqm: { squareMetres: 1 },
  sqyd: { squareFeet: 9 },
  acre: { squareFeet: 43560 },
  hectare: { squareMetres: 10000 },
  are: { squareMetres: 100 },
  cent: { squareFeet: 435.6 },
  ground: { squareFeet: 2400 },
  guntha: { squareFeet: 1089 },
  kanal: { squareFeet: 5445 },
  marla: { squareFeet: 272.25 },
  dismil: { squareFeet: 435.6 },
  ankanam: { squareFeet: 72 },
};

export const AREA_UNITS: readonly AreaUnitInfo[] = [
  { id: "sqft", label: "Square foot", definition: "1 sq ft = 0.09290304 m² (1 ft = 0.3048 m exactly)", regional: false },
  { id: "sqm", label: "Square metre", definition: "SI unit of area", regional: false },
  { id: "sqyd", label: "Square yard (gaj)", definition: "9 sq ft", regional: false },
  { id: "acre", label: "Acre", definition: "43,560 sq ft = 4,046.8564224 m²", regional: false },
  { id: "hectare", label: "Hectare", definition: "10,000 m²", regional: false },
  { id: "are", label: "Are", definition: "100 m² = 1/100 hectare (Maharashtra)", regional: false },
  { id: "cent", label: "Cent", definition: "1/100 acre = 435.6 sq ft (Kerala, Tamil Nadu, Karnataka, Andhra Pradesh)", regional: false },
  { id: "ground", label: "Ground", definition: "2,400 sq ft (Tamil Nadu)", regional: false },
  { id: "guntha", label: "Guntha", definition: "1/40 acre = 1,089 sq ft (Maharashtra, Karnataka, Gujarat, Telangana)", regional: false },
  { id: "biswa", label: "Biswa", definition: "1/20 bigha; size depends on region", regional: true },
  { id: "bigha", label: "Bigha", definition: "Traditional unit; size depends on region", regional: true },
  {
    id: "kanal",
    label: "Kanal",
    definition: "20 marla = 5,445 sq ft (consolidated Punjab/Haryana standard; 4,500 or 4,132.8 sq ft in some Punjab districts, by region)",
    regional: false,
  },
  {
    id: "marla",
    label: "Marla",
    definition: "272.25 sq ft (consolidated Punjab/Haryana standard; 225 or 206.64 sq ft in some Punjab districts, by region)",
    regional: false,
  },
  { id: "katha", label: "Katha (kattha)", definition: "Sub-unit of bigha; size depends on region", regional: true },
  {
    id: "dismil",
    label: "Dismil (decimal)",
    definition: "1/100 acre = 435.6 sq ft (Bihar, Jharkhand, Odisha, West Bengal)",
    regional: false,
  },
  { id: "ankanam", label: "Ankanam", definition: "72 sq ft (Andhra Pradesh, Telangana)", regional: false },
  { id: "nali", label: "Nali", definition: "Hill unit of Uttarakhand (about 2,160 sq ft); size depends on region", regional: true },
];
