/**
 * What a state calls two things every state has: the government's minimum
 * value of land for stamp duty, and the record of rights. A query about one
 * of them that names a place in the state is also searched for the state's
 * own name for it ("government rate in pune" for the ready reckoner,
 * "land record in lucknow" for the khatauni), at the concept table's weight.
 * The names are the ones the corpus itself gives (glossary entries for
 * circle rate and record of rights); only names the corpus has a document
 * for are listed. Phrases are matched after the search tokenizer, as in the
 * concept table.
 */
export type RegionalTopic = "value" | "record";

/** Phrases that make a query about the topic, in the query or among the concept table's expansions of it. */
export const REGIONAL_TOPICS: Readonly<Record<RegionalTopic, readonly string[]>> = {
  value: ["circle rate", "guideline value", "guidance value", "government value", "government rate", "collector rate", "valuation rate"],
  record: ["record of rights", "land record", "ownership record", "bhulekh", "bhu abhilekh", "ror", "revenue record"],
};

export interface RegionalNames {
  /** The state and its main districts and cities, as people write them. */
  places: readonly string[];
  /** Corpus terms for the topic in this state. */
  names: Partial<Record<RegionalTopic, string>>;
  /** A query that must bring the expected document into the top three (tests/unit/search-concepts.test.ts). */
  example: readonly [query: string, expectedId: string];
}

export const REGIONAL_NAMES: readonly RegionalNames[] = [
  {
    places: ["maharashtra", "mumbai", "pune", "thane", "nagpur", "nashik", "navi mumbai", "aurangabad", "kolhapur", "solapur"],
    names: { value: "ready reckoner", record: "7/12 satbara" },
    example: ["government value of land in nashik", "ready-reckoner-rate"],
  },
  {
    places: ["gujarat", "ahmedabad", "surat", "vadodara", "baroda", "rajkot", "gandhinagar", "bhavnagar"],
    names: { value: "jantri", record: "7/12 8a anyror" },
    example: ["government rate for land in rajkot", "jantri"],
  },
  {
    places: ["karnataka", "bengaluru", "bangalore", "mysuru", "mysore", "mangaluru", "mangalore", "hubli", "belagavi"],
    names: { value: "guidance value", record: "rtc pahani" },
    example: ["land record of a survey number in mysuru", "rtc"],
  },
  {
    places: ["tamil nadu", "chennai", "coimbatore", "madurai", "tiruchirappalli", "salem"],
    names: { value: "guideline value", record: "patta chitta" },
    example: ["land record for my plot in coimbatore", "patta"],
  },
  {
    places: [
      "uttar pradesh",
      "lucknow",
      "noida",
      "ghaziabad",
      "kanpur",
      "varanasi",
      "agra",
      "prayagraj",
      "meerut",
      "uttarakhand",
      "dehradun",
    ],
    names: { value: "circle rate", record: "khatauni" },
    example: ["land record of a field in meerut", "khatauni"],
  },
  {
    places: ["delhi", "new delhi", "bihar", "patna"],
    names: { value: "circle rate" },
    example: ["government valuation rate in patna", "circle-rate"],
  },
  {
    places: ["haryana", "gurugram", "gurgaon", "faridabad", "punjab", "ludhiana", "amritsar", "himachal", "shimla"],
    names: { value: "collector rate", record: "jamabandi fard" },
    example: ["land record of my field in ludhiana", "jamabandi"],
  },
  {
    places: ["rajasthan", "jaipur", "jodhpur", "udaipur", "bikaner"],
    names: { value: "dlc rate", record: "jamabandi" },
    example: ["government rate of farm land in jodhpur", "circle-rate"],
  },
];
