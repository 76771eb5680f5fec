/**
 * Question-style queries for measuring search_docs, written in the words
 * people use (buyers, NRIs, lawyers, surveyors, agents; forum and support-mail
 * phrasings, misspellings, Hinglish) before the matching documents were read,
 * each with the one document that should come first.
 *
 * Every fourth query (positions 3, 7, 11, …) is held aside: ranking changes
 * (concept table, boosts, questions front matter) are tuned on the rest only,
 * and the held-aside part is reported separately as the honest estimate.
 * Never reorder, move or relabel entries after seeing results; add new
 * queries at the end.
 */
export interface QuestionQuery {
  query: string;
  expectedId: string;
}

export const QUESTION_QUERIES: readonly QuestionQuery[] = [
  { query: "does the bank have any loan on this plot, how do i check before buying", expectedId: "encumbrance-certificate" },
  { query: "why is stamp duty charged on more than the price i actually paid", expectedId: "guideline-value-vs-market-value" },
  { query: "zameen ka naksha kaise nikale", expectedId: "survey-number" },
  { query: "registry kharcha kitna lagta hai", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "khasra khatauni kaise dekhe", expectedId: "khatauni" },
  { query: "how to change name in land records after father passed away", expectedId: "mutation" },
  { query: "i live in dubai, can i buy farm land in india", expectedId: "buying-land-checklist-for-nris" },
  { query: "i can't travel to india, can my brother sign the registry on my behalf", expectedId: "power-of-attorney" },
  { query: "how many sq ft is one bigha in assam", expectedId: "bigha" },
  { query: "1 guntha kitne square feet hota hai", expectedId: "guntha" },
  { query: "how big is a cent of land in kerala", expectedId: "cent" },
  { query: "marla size in jammu and punjab", expectedId: "marla" },
  { query: "kanal kitne marla", expectedId: "kanal" },
  { query: "how to convert acres into square feet", expectedId: "acre" },
  { query: "1 hectare is equal to how many acres", expectedId: "hectare" },
  { query: "one ground in chennai is how much land", expectedId: "ground" },
  { query: "ankanam in andhra how many square yards", expectedId: "ankanam" },
  { query: "dismil land measure in bihar jharkhand", expectedId: "dismil" },
  { query: "biswa in up, how many in a bigha", expectedId: "biswa" },
  { query: "katha in bihar how much square feet", expectedId: "katha" },
  { query: "gaj to square feet", expectedId: "sqyd" },
  { query: "convert sqm to sqft", expectedId: "sqm" },
  { query: "state wise table of local land measurement units", expectedId: "regional-area-units" },
  { query: "bhulekh record of rights what does it show", expectedId: "record-of-rights" },
  { query: "farm land to residential plot conversion procedure", expectedId: "agricultural-land-conversion" },
  { query: "what is change of land use permission", expectedId: "land-conversion" },
  { query: "which documents should i check before buying land", expectedId: "due-diligence-checklist" },
  { query: "how many years back should the lawyer trace ownership", expectedId: "title-search" },
  { query: "original parent document of the property chain", expectedId: "mother-deed" },
  { query: "extra 100 percent amount on top of compensation when land is acquired", expectedId: "solatium" },
  { query: "steps the government follows to acquire private land, notification and objections", expectedId: "land-acquisition-process" },
  { query: "public hearing on how a project affects families before land is taken", expectedId: "social-impact-assessment" },
  { query: "builder project not registered, is it safe to buy a flat", expectedId: "rera" },
  { query: "token money agreement before the registry", expectedId: "agreement-to-sell" },
  { query: "which document actually transfers ownership of land to me", expectedId: "sale-deed" },
  { query: "which government office do i go to for registering property", expectedId: "sub-registrar-office" },
  { query: "buy stamp paper online", expectedId: "e-stamping" },
  { query: "is registration fee 1 percent of property value", expectedId: "registration-fee" },
  { query: "stamp duty rate for women buyers in delhi", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "who pays stamp duty, buyer or seller", expectedId: "stamp-duty" },
  { query: "mumbai government valuation rate for flats", expectedId: "ready-reckoner-rate" },
  { query: "new jantri rates ahmedabad", expectedId: "jantri" },
  { query: "minimum rate set by the government below which you cannot register in delhi", expectedId: "circle-rate" },
  { query: "karnataka guidance value meaning", expectedId: "guideline-value" },
  { query: "fair market value of land meaning", expectedId: "market-value" },
  { query: "7 12 utara online kaise dekhe maharashtra", expectedId: "seven-twelve-extract" },
  { query: "pahani land record karnataka bhoomi", expectedId: "rtc" },
  { query: "haryana fard nakal jamabandi", expectedId: "jamabandi" },
  { query: "chitta adangal tamil nadu ownership document", expectedId: "patta" },
  { query: "bbmp a khata b khata difference", expectedId: "khata" },
  { query: "plot number in the revenue map, khasra or gat number", expectedId: "survey-number" },
  { query: "land ownership proof in uttar pradesh bhulekh", expectedId: "khatauni" },
  { query: "what to check legally before buying agricultural land", expectedId: "due-diligence-checklist" },
  { query: "why does land paperwork hold up big projects for months", expectedId: "due-diligence-mistakes-that-delay-projects" },
  {
    query: "buying many small parcels from farmers for one project, how to manage it",
    expectedId: "coordinating-land-acquisition-at-scale",
  },
  { query: "will stamp duty rates go up this year", expectedId: "stamp-duty-changes-to-watch" },
  { query: "circle rate explained simply for a first time home buyer", expectedId: "circle-rates-explained-for-first-time-buyers" },
  { query: "can ai assistants read your website", expectedId: "making-our-site-agent-ready" },
  { query: "how do i add your tools to claude desktop or cursor", expectedId: "connecting-mcp-clients" },
  { query: "getting too many requests error from the api", expectedId: "errors-and-rate-limits" },
  { query: "retry a post request without creating a duplicate", expectedId: "idempotent-requests" },
  { query: "get a page as markdown instead of html", expectedId: "markdown-for-agents" },
  { query: "is there a rest api for the calculators", expectedId: "public-api-overview" },
  { query: "test environment to try the api without touching live data", expectedId: "staging-environment" },
  { query: "referral commission for consultants who resell", expectedId: "partner-program" },
  { query: "schedule a product walkthrough with sales", expectedId: "requesting-a-demo" },
  { query: "how does my bot authenticate to your api with client credentials", expectedId: "agent-identity-flow" },
  { query: "how to search your help articles from an llm", expectedId: "searching-the-docs-with-mcp" },
  { query: "total cost of buying land with stamp duty, registration and legal fees", expectedId: "using-the-acquisition-cost-calculator" },
  { query: "how much return per year did my plot give", expectedId: "using-the-land-roi-calculator" },
  { query: "calculate rate per square foot of a plot", expectedId: "using-the-price-per-sqft-calculator" },
  { query: "is the price i am paying below the government rate, check it", expectedId: "using-the-guideline-value-check" },
  { query: "convert bigha to acres online tool", expectedId: "using-the-area-converter" },
  { query: "is your software worth it, payback and savings", expectedId: "using-the-service-roi-calculator" },
  { query: "what is due diligence in a property purchase", expectedId: "due-diligence" },
  { query: "difference between circle rate and market rate for income tax 50c", expectedId: "guideline-value-vs-market-value" },
  { query: "registry ke baad dakhil kharij kitne din me hota hai", expectedId: "mutation" },
  { query: "up me zameen ki registry par stamp kitna lagega", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "encumberance certficate how to apply", expectedId: "encumbrance-certificate" },
  { query: "mutaion of land", expectedId: "mutation" },
  { query: "aggrement to sell registration compulsory or not", expectedId: "agreement-to-sell" },
  { query: "power of atorney for property nri", expectedId: "power-of-attorney" },
  { query: "bhumi adhigrahan muavza kitna milta hai", expectedId: "land-acquisition" },
  { query: "jameen ka patta kya hota hai", expectedId: "patta" },
  { query: "khatauni ki nakal online", expectedId: "khatauni" },
  { query: "seller's bank mortgage still on the flat, how do i find out", expectedId: "encumbrance-certificate" },
  { query: "land record me naam kaise chadhaye", expectedId: "mutation" },
  { query: "khet ko plot me badalna hai", expectedId: "agricultural-land-conversion" },
  { query: "bigha kitna hota hai rajasthan", expectedId: "bigha" },
  { query: "1 katha kitna sqft hota hai", expectedId: "katha" },
  { query: "sarkari rate zameen ka", expectedId: "circle-rate" },
  { query: "what does the seller have to show to prove clear title", expectedId: "title-search" },
  { query: "api requests per minute limit", expectedId: "errors-and-rate-limits" },
  { query: "mcp server url for the land calculators", expectedId: "connecting-mcp-clients" },
  { query: "square yard to square feet", expectedId: "sqyd" },
  { query: "what exactly is a square foot rate", expectedId: "sqft" },
];

/** Every fourth query, by position; fixed when the set was written. */
export const isHeldAside = (position: number): boolean => position % 4 === 3;

export const TUNING_QUERIES = QUESTION_QUERIES.filter((_, i) => !isHeldAside(i));
export const HELD_ASIDE_QUERIES = QUESTION_QUERIES.filter((_, i) => isHeldAside(i));
