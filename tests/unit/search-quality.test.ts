import { describe, expect, it } from "vitest";
import { searchDocs } from "@/lib/search/search-docs";

/**
 * Queries written the way people ask, misspellings and regional names
 * included, each with the document it must find in its top three. A change
 * to ranking, the tokenizer or the synonym table must keep all of them.
 */
const QUERIES: ReadonlyArray<readonly [query: string, expectedId: string]> = [
  // Misspellings and variant spellings
  ["gunta", "guntha"],
  ["bigah", "bigha"],
  ["stamp dutty", "stamp-duty"],
  ["hectre", "hectare"],
  ["kattha", "katha"],
  ["khatha certificate bangalore", "khata"],
  // Synonyms and regional names
  ["jantri rate Gujarat", "jantri"],
  ["ready reckoner", "ready-reckoner-rate"],
  ["dakhil kharij", "mutation"],
  ["namantaran", "mutation"],
  ["DLC rate Rajasthan", "circle-rate"],
  ["collector rate", "circle-rate"],
  ["guidance value Karnataka", "guideline-value"],
  ["satbara", "seven-twelve-extract"],
  ["seven twelve utara", "seven-twelve-extract"],
  ["7/12 extract", "seven-twelve-extract"],
  ["pahani", "rtc"],
  ["RTC Karnataka", "rtc"],
  ["EC for property", "encumbrance-certificate"],
  ["POA for land sale", "power-of-attorney"],
  ["NA conversion of farmland", "agricultural-land-conversion"],
  ["decimal land measure", "dismil"],
  ["gaj", "sqyd"],
  ["square meter", "sqm"],
  ["sq ft to sq m", "sqft"],
  // Questions in plain words
  ["how many square feet in a bigha in west bengal", "bigha"],
  ["what is khata", "khata"],
  ["katha to sq ft", "katha"],
  ["cent to square feet kerala", "cent"],
  ["marla in punjab", "marla"],
  ["kanal to acre", "kanal"],
  ["acres to hectares", "hectare"],
  ["convert guntha to acre", "guntha"],
  ["ground chennai", "ground"],
  ["circle rate vs market value", "guideline-value-vs-market-value"],
  ["can NRI buy agricultural land", "buying-land-checklist-for-nris"],
  ["stamp duty in maharashtra", "stamp-duty-and-registration-by-state"],
  ["registration charges", "registration-fee"],
  ["e-stamp paper", "e-stamping"],
  ["sale deed registration", "sale-deed"],
  ["agreement to sell bayana", "agreement-to-sell"],
  ["title search 30 years", "title-search"],
  ["due diligence checklist", "due-diligence-checklist"],
  ["mutation after registration", "mutation"],
  ["khatauni UP", "khatauni"],
  ["jamabandi haryana", "jamabandi"],
  ["patta chitta tamil nadu", "patta"],
  ["survey number khasra", "survey-number"],
  ["land acquisition act 2013 compensation", "land-acquisition"],
  ["solatium compensation", "solatium"],
  ["social impact assessment", "social-impact-assessment"],
  ["RERA registration", "rera"],
  ["mother deed", "mother-deed"],
  ["sub registrar office", "sub-registrar-office"],
  ["record of rights", "record-of-rights"],
  // State names of land records, each answered in a section of its document
  ["what is an 8a extract", "seven-twelve-extract"],
  ["what is a property card in maharashtra", "seven-twelve-extract"],
  ["what is meebhoomi", "record-of-rights"],
  ["what is adangal", "record-of-rights"],
  ["what is a porcha in west bengal", "record-of-rights"],
  ["what is a khatian", "record-of-rights"],
  ["what is a parcha bihar", "record-of-rights"],
  ["what is a chitha in assam", "record-of-rights"],
  ["what is the khasra girdawari", "jamabandi"],
  ["what is a fard", "jamabandi"],
  // The parcel ID and the national land records programmes (searches that used to find nothing)
  ["what is ULPIN", "ulpin"],
  ["bhu aadhaar number for land", "ulpin"],
  ["14 digit land parcel id", "ulpin"],
  ["DILRMP", "ulpin"],
  ["SVAMITVA property card", "ulpin"],
  ["NGDRS registration software", "ulpin"],
  // The product, the API and the tool servers
  ["how to connect claude to mcp", "connecting-mcp-clients"],
  ["rate limit 429", "errors-and-rate-limits"],
  ["idempotency key", "idempotent-requests"],
  ["markdown accept header", "markdown-for-agents"],
  ["acquisition cost calculator", "using-the-acquisition-cost-calculator"],
  ["land roi cagr", "using-the-land-roi-calculator"],
  ["price per square foot", "using-the-price-per-sqft-calculator"],
  ["guideline value check", "using-the-guideline-value-check"],
  ["staging server", "staging-environment"],
  ["book a demo", "requesting-a-demo"],
  ["agent identity token", "agent-identity-flow"],
  ["search_docs tool", "searching-the-docs-with-mcp"],
];

describe("search quality: the expected document is in the top three", () => {
  it("has at least 30 queries", () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(QUERIES)("%s → %s", (query, expectedId) => {
    const top = searchDocs(query, { limit: 3 }).hits.map((hit) => hit.doc.id);
    expect(top).toContain(expectedId);
  });
});
