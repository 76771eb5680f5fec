/**
 * The one table of default stamp duty and registration rates on a sale deed,
 * per Indian state, each with its source and the date it was checked against.
 * Rates are the general rate (male buyer, urban area, conveyance of land);
 * concessions for women, rural areas or value slabs are described in `note`
 * and can be applied by passing explicit percentages, which always win.
 * Caps on fees are not applied, so a default errs towards the higher cost.
 */
export const STATE_IDS = [
  "andhra-pradesh",
  "bihar",
  "delhi",
  "gujarat",
  "karnataka",
  "kerala",
  "maharashtra",
  "tamil-nadu",
  "telangana",
  "uttar-pradesh",
  "west-bengal",
] as const;

export type StateId = (typeof STATE_IDS)[number];

export interface StateTransferRates {
  id: StateId;
  label: string;
  /** Stamp duty including any cess, surcharge or transfer duty levied with it. */
  stampDutyPercent: number;
  registrationPercent: number;
  /** ISO date the rates were last confirmed in force. */
  asOf: string;
  source: string;
  note: string;
}

export const STATE_TRANSFER_RATES: Readonly<Record<StateId, StateTransferRates>> = {
  "andhra-pradesh": {
    id: "andhra-pradesh",
    label: "Andhra Pradesh",
    stampDutyPercent: 6.5,
    registrationPercent: 1,
    asOf: "2025-08-31",
    source:
      "Andhra Pradesh Registration and Stamps Department sale-deed rates (5% stamp duty + 1.5% transfer duty + 1% registration); 7.5% total confirmed in the Karnataka Stamps and Registration Department's comparison reported by The Hindu, 31 Aug 2025",
    note: "Stamp duty shown includes the 1.5% transfer duty.",
  },
  bihar: {
    id: "bihar",
    label: "Bihar",
    stampDutyPercent: 6,
    registrationPercent: 2,
    asOf: "2025-08-25",
    source:
      "Bihar Registration Department rates for conveyance (6% stamp duty, 2% registration fee in the general case), as tabulated by Housing.com (2024) and Bajaj Finserv (Aug 2025)",
    note: "Man-to-woman transfers pay 5.7% + 1.9%; woman-to-man transfers 6.3% + 2.1%.",
  },
  delhi: {
    id: "delhi",
    label: "Delhi",
    stampDutyPercent: 6,
    registrationPercent: 1,
    asOf: "2025-04-01",
    source:
      "Government of NCT of Delhi, Revenue Department: stamp duty 6% (men), 4% (women), 5% (joint); registration fee 1% plus a fixed pasting fee",
    note: "General (male buyer) rate; women pay 4% and joint owners 5% stamp duty. A small fixed pasting fee is not included.",
  },
  gujarat: {
    id: "gujarat",
    label: "Gujarat",
    stampDutyPercent: 4.9,
    registrationPercent: 1,
    asOf: "2025-04-01",
    source: "Gujarat Department of Stamps and Registration: 3.5% basic stamp duty + 40% surcharge = 4.9%; registration fee 1%",
    note: "Registration fee is waived for women buyers.",
  },
  karnataka: {
    id: "karnataka",
    label: "Karnataka",
    stampDutyPercent: 5.6,
    registrationPercent: 2,
    asOf: "2025-08-31",
    source:
      "Government of Karnataka, Revenue Department notification of 29 Aug 2025 under s.78 Registration Act (fee Rs 20 per Rs 1,000 from 31 Aug 2025); 5% stamp duty + 0.5% cess + 0.1% surcharge (Deccan Herald and Star of Mysore, 30 Aug 2025)",
    note: "Stamp duty shown includes the 0.5% cess and 0.1% surcharge; registration fee doubled from 1% to 2% on 31 Aug 2025.",
  },
  kerala: {
    id: "kerala",
    label: "Kerala",
    stampDutyPercent: 8,
    registrationPercent: 2,
    asOf: "2025-08-31",
    source:
      "Kerala Registration Department sale-deed rates (8% stamp duty, 2% registration fee); 10% total confirmed in the Karnataka Stamps and Registration Department's comparison reported by The Hindu, 31 Aug 2025",
    note: "Rates apply to the higher of consideration and fair value.",
  },
  maharashtra: {
    id: "maharashtra",
    label: "Maharashtra",
    stampDutyPercent: 6,
    registrationPercent: 1,
    asOf: "2025-04-01",
    source:
      "Inspector General of Registration, Maharashtra rate table: 5% stamp duty + 1% metro cess / local body tax within municipal corporation limits (Housing.com and 99acres summaries, 2024-25)",
    note: "Municipal corporation rate (e.g. Mumbai, Pune, Thane, Nagpur). Municipal council areas in the MMRDA pay 4%, gram panchayat areas 3%; women get a 1% concession. The registration fee is capped at Rs 30,000, which is not applied here.",
  },
  "tamil-nadu": {
    id: "tamil-nadu",
    label: "Tamil Nadu",
    stampDutyPercent: 7,
    registrationPercent: 2,
    asOf: "2025-08-31",
    source:
      "Tamil Nadu Budget 2023-24: registration fee reduced from 4% to 2% with 7% stamp duty (The Hindu, 21 Mar 2023 and 25 Aug 2023: total cut from 11% to 9%); 9% total reconfirmed by The Hindu, 31 Aug 2025",
    note: "Stamp duty and fee are charged on the higher of consideration and guideline value.",
  },
  telangana: {
    id: "telangana",
    label: "Telangana",
    stampDutyPercent: 7,
    registrationPercent: 0.5,
    asOf: "2025-08-31",
    source:
      "Telangana Registration and Stamps Department sale-deed rates (5.5% stamp duty + 1.5% transfer duty + 0.5% registration fee); 7.5% total confirmed in the Karnataka Stamps and Registration Department's comparison reported by The Hindu, 31 Aug 2025",
    note: "Stamp duty shown includes the 1.5% transfer duty.",
  },
  "uttar-pradesh": {
    id: "uttar-pradesh",
    label: "Uttar Pradesh",
    stampDutyPercent: 7,
    registrationPercent: 1,
    asOf: "2025-04-01",
    source: "Stamp and Registration Department, Uttar Pradesh (IGRSUP): 7% stamp duty, 1% registration fee",
    note: "Women buyers get a 1% stamp duty concession up to a value limit.",
  },
  "west-bengal": {
    id: "west-bengal",
    label: "West Bengal",
    stampDutyPercent: 6,
    registrationPercent: 1,
    asOf: "2025-04-17",
    source:
      "Directorate of Registration and Stamp Revenue, West Bengal: 6% stamp duty in corporation and municipal areas for values up to Rs 1 crore, 7% above; 1% registration (ClearTax summary, Apr 2025)",
    note: "Values above Rs 1 crore pay 7%; areas outside corporations and municipalities pay 5% (6% above Rs 1 crore). Temporary rebates have applied at times.",
  },
};

/** In the order of STATE_IDS, for menus and tool descriptions. */
export const STATE_LIST: readonly StateTransferRates[] = STATE_IDS.map((id) => STATE_TRANSFER_RATES[id]);
