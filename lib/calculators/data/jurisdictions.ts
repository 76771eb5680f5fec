/**
 * The states, localities and instruments the rate table covers, and their
 * names: the one home of these ids and labels. The rate table
 * (`state-transfer-rates.ts`) holds the charges keyed by them; forms, tool
 * descriptions and the MCP App views read this small module alone, so a view
 * need not carry the rates, notes and sources.
 */
export const STATE_IDS = [
  "andhra-pradesh",
  "assam",
  "bihar",
  "chhattisgarh",
  "delhi",
  "goa",
  "gujarat",
  "haryana",
  "himachal-pradesh",
  "jharkhand",
  "karnataka",
  "kerala",
  "madhya-pradesh",
  "maharashtra",
  "odisha",
  "punjab",
  "rajasthan",
  "tamil-nadu",
  "telangana",
  "uttar-pradesh",
  "uttarakhand",
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

/** Instruments the calculator knows; "sale" (conveyance) is the default and every state has it. */
export const INSTRUMENT_IDS = ["sale", "agreement-to-sell-with-possession", "agreement-to-sell-without-possession", "lease"] as const;
export type InstrumentId = (typeof INSTRUMENT_IDS)[number];

export const INSTRUMENT_LABELS: Readonly<Record<InstrumentId, string>> = {
  sale: "Sale (conveyance) deed",
  "agreement-to-sell-with-possession": "Agreement to sell with possession",
  "agreement-to-sell-without-possession": "Agreement to sell without possession",
  lease: "Long-term lease deed",
};

export interface JurisdictionLocality {
  /** null for a state's single, unnamed set of rates. */
  id: LocalityId | null;
  label: string;
  /**
   * Cities and districts that lie wholly in this locality, and other names people use for it (any case; spaces,
   * hyphens and dots are ignored). A name that spans localities (Delhi, a district with rural parts) is not listed:
   * the tool asks for the locality instead of guessing.
   */
  places?: readonly string[];
}

export interface Jurisdiction {
  label: string;
  /** Other names and abbreviations people write for the state (its label and id are always accepted). */
  aliases?: readonly string[];
  /** In the rate table's order; the first is the default when no locality is given. */
  localities: readonly JurisdictionLocality[];
}

export const JURISDICTIONS: Readonly<Record<StateId, Jurisdiction>> = {
  "andhra-pradesh": {
    label: "Andhra Pradesh",
    aliases: ["AP"],
    localities: [{ id: null, label: "Andhra Pradesh" }],
  },
  assam: {
    label: "Assam",
    localities: [{ id: null, label: "Assam" }],
  },
  bihar: {
    label: "Bihar",
    localities: [{ id: null, label: "Bihar" }],
  },
  chhattisgarh: {
    label: "Chhattisgarh",
    localities: [{ id: null, label: "Chhattisgarh" }],
  },
  delhi: {
    label: "Delhi",
    aliases: ["NCT of Delhi", "National Capital Territory of Delhi", "New Delhi"],
    localities: [
      { id: "delhi-mcd", label: "Delhi, Municipal Corporation of Delhi area", places: ["MCD", "Municipal Corporation of Delhi"] },
      {
        id: "delhi-ndmc",
        label: "Delhi, New Delhi Municipal Council area",
        places: ["NDMC", "New Delhi Municipal Council", "Lutyens Delhi"],
      },
      { id: "delhi-cantonment", label: "Delhi Cantonment Board area", places: ["Delhi Cantonment", "Delhi Cantt"] },
    ],
  },
  goa: {
    label: "Goa",
    localities: [{ id: null, label: "Goa" }],
  },
  gujarat: {
    label: "Gujarat",
    localities: [{ id: null, label: "Gujarat" }],
  },
  haryana: {
    label: "Haryana",
    aliases: ["HR"],
    localities: [
      {
        id: "haryana-urban",
        label: "Haryana, urban area",
        // Cities with a municipal corporation: inside its limits the urban rate applies.
        places: [
          "Gurugram",
          "Gurgaon",
          "Faridabad",
          "Panchkula",
          "Ambala",
          "Karnal",
          "Panipat",
          "Rohtak",
          "Hisar",
          "Yamunanagar",
          "Sonipat",
          "Manesar",
        ],
      },
      { id: "haryana-rural", label: "Haryana, rural area" },
    ],
  },
  "himachal-pradesh": {
    label: "Himachal Pradesh",
    aliases: ["HP"],
    localities: [{ id: null, label: "Himachal Pradesh" }],
  },
  jharkhand: {
    label: "Jharkhand",
    localities: [{ id: null, label: "Jharkhand" }],
  },
  karnataka: {
    label: "Karnataka",
    aliases: ["KA"],
    localities: [{ id: null, label: "Karnataka" }],
  },
  kerala: {
    label: "Kerala",
    localities: [{ id: null, label: "Kerala" }],
  },
  "madhya-pradesh": {
    label: "Madhya Pradesh",
    aliases: ["MP"],
    localities: [{ id: null, label: "Madhya Pradesh" }],
  },
  maharashtra: {
    label: "Maharashtra",
    aliases: ["MH"],
    localities: [
      {
        id: "mumbai",
        label: "Mumbai (Brihanmumbai Municipal Corporation)",
        places: ["Mumbai", "Bombay", "Mumbai City", "Mumbai Suburban", "Greater Mumbai", "BMC", "Brihanmumbai Municipal Corporation"],
      },
      {
        id: "maharashtra-metro-corporation",
        label: "Pune, Pimpri-Chinchwad, Thane, Navi Mumbai or Nagpur municipal corporation",
        places: [
          "Pune",
          "Poona",
          "Pimpri-Chinchwad",
          "Pimpri",
          "Chinchwad",
          "PCMC",
          "Thane",
          "Navi Mumbai",
          "New Bombay",
          "NMMC",
          "Nagpur",
        ],
      },
      {
        id: "maharashtra-mmrda-council",
        label: "Municipal council, nagar panchayat or cantonment area anywhere in the state, or rural MMRDA",
      },
      { id: "maharashtra-gram-panchayat", label: "Gram panchayat area" },
    ],
  },
  odisha: {
    label: "Odisha",
    aliases: ["Orissa"],
    localities: [{ id: null, label: "Odisha" }],
  },
  punjab: {
    label: "Punjab",
    localities: [{ id: null, label: "Punjab" }],
  },
  rajasthan: {
    label: "Rajasthan",
    localities: [{ id: null, label: "Rajasthan" }],
  },
  "tamil-nadu": {
    label: "Tamil Nadu",
    aliases: ["TN", "Tamilnadu"],
    localities: [{ id: null, label: "Tamil Nadu" }],
  },
  telangana: {
    label: "Telangana",
    localities: [{ id: null, label: "Telangana" }],
  },
  "uttar-pradesh": {
    label: "Uttar Pradesh",
    aliases: ["UP"],
    localities: [{ id: null, label: "Uttar Pradesh" }],
  },
  uttarakhand: {
    label: "Uttarakhand",
    aliases: ["Uttaranchal"],
    localities: [{ id: null, label: "Uttarakhand" }],
  },
  "west-bengal": {
    label: "West Bengal",
    aliases: ["WB", "Bengal", "Paschimbanga", "Paschim Banga"],
    localities: [
      {
        id: "west-bengal-urban",
        label: "West Bengal, corporation, municipality or notified area",
        places: ["Kolkata", "Calcutta", "Howrah", "Siliguri", "Durgapur", "Asansol", "Bidhannagar", "Salt Lake", "Chandernagore"],
      },
      { id: "west-bengal-rural", label: "West Bengal, other (rural) areas" },
    ],
  },
};

/** In the order of STATE_IDS, for menus and tool descriptions. */
export const JURISDICTION_LIST: readonly (Jurisdiction & { id: StateId })[] = STATE_IDS.map((id) => ({ id, ...JURISDICTIONS[id] }));

/** The state each locality belongs to. */
export const LOCALITY_STATE: Readonly<Record<LocalityId, StateId>> = Object.fromEntries(
  JURISDICTION_LIST.flatMap((state) => state.localities.flatMap((locality) => (locality.id ? [[locality.id, state.id]] : []))),
) as Record<LocalityId, StateId>;

/** A name as typed, for comparison: case, accents, spaces, hyphens, dots and "district" or "city" ignored. */
export function nameKey(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/\b(?:district|city|dist)\b/g, " ")
    .replace(/\s+/g, "")
    .trim();
}

const STATE_BY_NAME: ReadonlyMap<string, StateId> = new Map(
  JURISDICTION_LIST.flatMap((state) => [state.id, state.label, ...(state.aliases ?? [])].map((name) => [nameKey(name), state.id] as const)),
);

const LOCALITY_BY_NAME: ReadonlyMap<string, LocalityId> = new Map(
  JURISDICTION_LIST.flatMap((state) =>
    state.localities.flatMap((locality) =>
      locality.id
        ? [locality.id, locality.label, ...(locality.places ?? [])].map((name) => [nameKey(name), locality.id as LocalityId] as const)
        : [],
    ),
  ),
);

/** The state a name means: its id, its name in any case ("tamil nadu", "Tamil Nadu") or a common alias ("Orissa", "UP"). */
export function resolveState(text: string): StateId | undefined {
  return STATE_BY_NAME.get(nameKey(text));
}

/** The locality a name means: its id or label, or a city or district that lies wholly in it ("Pune", "PUNE", "Kolkata"). */
export function resolveLocality(text: string): LocalityId | undefined {
  return LOCALITY_BY_NAME.get(nameKey(text));
}

/** A few of the city names the localities take, for messages and descriptions. */
export const LOCALITY_PLACE_EXAMPLES: readonly string[] = JURISDICTION_LIST.flatMap((state) =>
  state.localities.flatMap((locality) => (locality.places ?? []).slice(0, 1)),
);
