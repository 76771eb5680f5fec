/**
 * Domain synonyms for search: each group lists names for the same thing. A
 * query containing one of them also searches the others (at a lower weight),
 * so "jantri rate" finds circle-rate documents and "dakhil kharij" finds
 * mutation. Only true equivalents belong in a group: khata (a property
 * account, Karnataka) and katha (an area unit, east India) are different
 * things and must never share one, however alike they look.
 *
 * Phrases are matched after the search tokenizer (lower case, plurals folded,
 * stop words dropped), so write them plainly.
 */
export const SYNONYM_GROUPS: ReadonlyArray<readonly string[]> = [
  // Valuation
  [
    "circle rate",
    "guideline value",
    "guidance value",
    "jantri",
    "ready reckoner",
    "collector rate",
    "dlc rate",
    "circle value",
    "government value",
    "asr",
  ],
  ["market value", "fair market value", "fmv", "market price", "market rate"],
  ["stamp duty", "stamp tax", "mudrank shulk"],
  ["e-stamp", "e-stamping", "e-stamp paper", "electronic stamp paper"],
  ["registration fee", "registration charges", "registry charges", "registry fee"],
  // Area units
  ["dismil", "decimal", "decimil", "satak"],
  ["sqft", "sq ft", "square foot", "square feet", "sft"],
  ["sqm", "sq m", "square metre", "square meter", "m2", "sq mtr"],
  ["sqyd", "sq yd", "square yard", "gaj", "gaz"],
  ["guntha", "gunta", "gunda", "gunthe"],
  ["bigha", "beegha", "bigah"],
  ["katha", "kattha", "cottah"],
  ["hectare", "hectre"],
  ["ankanam", "ankanamu"],
  // Land records
  ["7/12", "satbara", "saat baara", "seven twelve", "7 12 utara"],
  ["rtc", "pahani", "record of rights tenancy and crops"],
  ["record of rights", "ror", "land record", "revenue record"],
  ["khata", "khatha", "khata certificate"],
  ["khatauni", "khatoni"],
  ["jamabandi", "fard"],
  ["patta", "patta chitta"],
  ["mutation", "dakhil kharij", "namantaran", "intkal", "ferfar", "name transfer"],
  ["survey number", "survey no", "khasra number", "gat number", "sy no"],
  ["encumbrance certificate", "ec", "non-encumbrance certificate", "encumbrance"],
  // Deeds and legal
  ["power of attorney", "poa", "gpa", "mukhtarnama"],
  ["sale deed", "conveyance deed", "bainama", "deed of sale"],
  ["agreement to sell", "agreement for sale", "sale agreement", "bayana"],
  ["title search", "title verification", "title report"],
  ["mother deed", "parent deed", "link documents"],
  ["sub-registrar office", "sro", "sub registrar", "registry office"],
  ["due diligence", "property verification"],
  ["na conversion", "land conversion", "change of land use", "clu", "dc conversion", "non-agricultural permission"],
  ["land acquisition", "bhumi adhigrahan", "larr act", "rfctlarr"],
  ["social impact assessment", "sia"],
  ["rera", "real estate regulatory authority"],
  ["nri", "non-resident indian"],
  // Money and the product
  ["roi", "return on investment"],
  ["cagr", "annualized return", "annualised return"],
  ["mcp", "model context protocol"],
];
