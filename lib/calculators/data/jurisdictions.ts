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
}

export interface Jurisdiction {
  label: string;
  /** In the rate table's order; the first is the default when no locality is given. */
  localities: readonly JurisdictionLocality[];
}

export const JURISDICTIONS: Readonly<Record<StateId, Jurisdiction>> = {
  "andhra-pradesh": {
    label: "Andhra Pradesh",
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
    localities: [
      { id: "delhi-mcd", label: "Delhi, Municipal Corporation of Delhi area" },
      { id: "delhi-ndmc", label: "Delhi, New Delhi Municipal Council area" },
      { id: "delhi-cantonment", label: "Delhi Cantonment Board area" },
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
    localities: [
      { id: "haryana-urban", label: "Haryana, urban area" },
      { id: "haryana-rural", label: "Haryana, rural area" },
    ],
  },
  "himachal-pradesh": {
    label: "Himachal Pradesh",
    localities: [{ id: null, label: "Himachal Pradesh" }],
  },
  jharkhand: {
    label: "Jharkhand",
    localities: [{ id: null, label: "Jharkhand" }],
  },
  karnataka: {
    label: "Karnataka",
    localities: [{ id: null, label: "Karnataka" }],
  },
  kerala: {
    label: "Kerala",
    localities: [{ id: null, label: "Kerala" }],
  },
  "madhya-pradesh": {
    label: "Madhya Pradesh",
    localities: [{ id: null, label: "Madhya Pradesh" }],
  },
  maharashtra: {
    label: "Maharashtra",
    localities: [
      { id: "mumbai", label: "Mumbai (Brihanmumbai Municipal Corporation)" },
      { id: "maharashtra-metro-corporation", label: "Pune, Pimpri-Chinchwad, Thane, Navi Mumbai or Nagpur municipal corporation" },
      {
        id: "maharashtra-mmrda-council",
        label: "Municipal council, nagar panchayat or cantonment area anywhere in the state, or rural MMRDA",
      },
      { id: "maharashtra-gram-panchayat", label: "Gram panchayat area" },
    ],
  },
  odisha: {
    label: "Odisha",
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
    localities: [{ id: null, label: "Tamil Nadu" }],
  },
  telangana: {
    label: "Telangana",
    localities: [{ id: null, label: "Telangana" }],
  },
  "uttar-pradesh": {
    label: "Uttar Pradesh",
    localities: [{ id: null, label: "Uttar Pradesh" }],
  },
  uttarakhand: {
    label: "Uttarakhand",
    localities: [{ id: null, label: "Uttarakhand" }],
  },
  "west-bengal": {
    label: "West Bengal",
    localities: [
      { id: "west-bengal-urban", label: "West Bengal, corporation, municipality or notified area" },
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
