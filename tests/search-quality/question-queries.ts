/**
 * Question-style queries for measuring search_docs, written in the words
 * people use (buyers, NRIs, lawyers, surveyors, agents; forum and support-mail
 * phrasings, misspellings, Hinglish) before the matching documents were read,
 * each with the one document that should come first.
 *
 * `QUESTION_QUERIES` (96) is the training set. Every fourth of them
 * (positions 3, 7, 11, …) was first held aside and reported as the honest
 * estimate, but its results and misses were then looked at while diagnosing
 * the ranking, so it no longer counts as held aside: it is labelled "seen",
 * tuned on with the rest, and still reported separately and in the whole-set
 * figures. The held-aside part is now `HELD_ASIDE_QUERIES_2` (below), written
 * before the ranking changes that followed and never used for tuning.
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
  // Labelled the process guide when no document set out the 2013 Act's procedure; since 25 Nov 2026 the
  // compulsory-acquisition guide does (s.11 notification, s.15 objections), and the process guide covers purchase.
  {
    query: "steps the government follows to acquire private land, notification and objections",
    expectedId: "compulsory-acquisition-under-the-2013-act",
  },
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

/** Every fourth training query, by position: the part first held aside, since seen (see above). */
export const isSeen = (position: number): boolean => position % 4 === 3;

/** The training queries that were held aside first and have since been seen; a subset of `QUESTION_QUERIES`. */
export const SEEN_QUERIES = QUESTION_QUERIES.filter((_, i) => isSeen(i));

/**
 * A second held-aside set, written on 2026-11-23 before any change to the
 * ranking in this round and before reading any document it targets: each
 * expected id was chosen from the list of document ids and titles only.
 * The phrasings are new (buyers, NRIs, lawyers, surveyors, agents; forum and
 * support-mail wording, misspellings, Hinglish). These queries were never used
 * for tuning: the ranking is tuned on `QUESTION_QUERIES` only, and this set is
 * measured once, when tuning is finished. Never edit, reorder or relabel an
 * entry after seeing results.
 */
export const HELD_ASIDE_QUERIES_2: readonly QuestionQuery[] = [
  { query: "bank loan pending hai ya nahi zameen par kaise pata kare", expectedId: "encumbrance-certificate" },
  { query: "need EC for last 30 years of the flat, where do i get it", expectedId: "encumbrance-certificate" },
  { query: "grandfather died, land still in his name in revenue records, how to transfer", expectedId: "mutation" },
  { query: "dakhil kharij application status kaise check kare", expectedId: "mutation" },
  { query: "NRI in US, buying a plot in bangalore, what paperwork and precautions", expectedId: "buying-land-checklist-for-nris" },
  { query: "oci card holder allowed to purchase agricultural land?", expectedId: "buying-land-checklist-for-nris" },
  { query: "GPA holder is selling the property to me, is that valid", expectedId: "power-of-attorney" },
  { query: "special power of atorny from usa for property registration in india", expectedId: "power-of-attorney" },
  { query: "bigha to sq ft in uttar pradesh", expectedId: "bigha" },
  { query: "gunta to acre karnataka", expectedId: "guntha" },
  { query: "price quoted per cent for a plot in kerala, what is a cent", expectedId: "cent" },
  { query: "one marla is how many square feet", expectedId: "marla" },
  { query: "one kanal plot size in square yards", expectedId: "kanal" },
  { query: "hectare in square metres", expectedId: "hectare" },
  { query: "grounds to sqft chennai plot", expectedId: "ground" },
  { query: "ankanam size in telangana", expectedId: "ankanam" },
  { query: "decimal land kitna hota hai odisha", expectedId: "dismil" },
  { query: "1 biswa kitne gaj ka hota hai", expectedId: "biswa" },
  { query: "kattha to square feet in west bengal", expectedId: "katha" },
  { query: "is a gaj the same as a square yard", expectedId: "sqyd" },
  { query: "square metre to square feet formula", expectedId: "sqm" },
  { query: "why do land measurements differ by state and cause confusion in deals", expectedId: "why-area-units-still-trip-up-land-deals" },
  { query: "can your calculator take bigha or guntha as input", expectedId: "regional-units-in-the-calculators" },
  { query: "record of rights odisha what details does it contain", expectedId: "record-of-rights" },
  {
    query: "NA conversion of agricultural land in maharashtra, how long does the process take",
    expectedId: "agricultural-land-conversion",
  },
  { query: "CLU meaning for a plot", expectedId: "land-conversion" },
  { query: "complete list of checks before buying a plot in india", expectedId: "due-diligence-checklist" },
  { query: "advocate says 30 year title verification needed, what is that", expectedId: "title-search" },
  { query: "mother deed missing, can i still buy the flat", expectedId: "mother-deed" },
  { query: "solatium percentage under the 2013 act", expectedId: "solatium" },
  { query: "stages of land acquisition from finding land to getting it mutated", expectedId: "land-acquisition-process" },
  { query: "SIA study required before government acquires land", expectedId: "social-impact-assessment" },
  { query: "how to check builder's rera registration number", expectedId: "rera" },
  { query: "bayana agreement legal validity", expectedId: "agreement-to-sell" },
  { query: "documents required for registering a sale deed", expectedId: "sale-deed" },
  { query: "sro appointment for property registration", expectedId: "sub-registrar-office" },
  { query: "e stamp paper kaise kharide", expectedId: "e-stamping" },
  { query: "stamp duty and registration charges in maharashtra for a flat 2026", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "stamp duty kaun bharta hai", expectedId: "stamp-duty" },
  { query: "ready reckoner rate pune", expectedId: "ready-reckoner-rate" },
  { query: "jantri rate revision gujarat", expectedId: "jantri" },
  { query: "circle rate kya hota hai", expectedId: "circle-rate" },
  { query: "guidence value of a site in bangalore", expectedId: "guideline-value" },
  { query: "satbara utara download", expectedId: "seven-twelve-extract" },
  { query: "karnataka rtc download", expectedId: "rtc" },
  { query: "jamabandhi punjab online", expectedId: "jamabandi" },
  { query: "patta chitta download", expectedId: "patta" },
  { query: "khata transfer in bangalore after buying a site", expectedId: "khata" },
  { query: "survey number kaise pata kare plot ka", expectedId: "survey-number" },
  { query: "up khatoni download", expectedId: "khatauni" },
  {
    query: "first home purchase, confused about what the circle rate means for me",
    expectedId: "circle-rates-explained-for-first-time-buyers",
  },
  { query: "what stamp duty changes are coming next", expectedId: "stamp-duty-changes-to-watch" },
  {
    query: "our land deal keeps getting delayed by paperwork problems, what goes wrong",
    expectedId: "due-diligence-mistakes-that-delay-projects",
  },
  { query: "managing hundreds of landowners for a solar park acquisition", expectedId: "coordinating-land-acquisition-at-scale" },
  { query: "is your website readable by ai agents like chatgpt", expectedId: "making-our-site-agent-ready" },
  { query: "mcp config for vs code", expectedId: "connecting-mcp-clients" },
  { query: "api returns 429, what does it mean", expectedId: "errors-and-rate-limits" },
  { query: "idempotency key header", expectedId: "idempotent-requests" },
  { query: "send accept text/markdown to get markdown", expectedId: "markdown-for-agents" },
  { query: "what endpoints does your api have", expectedId: "public-api-overview" },
  { query: "sandbox for testing api calls", expectedId: "staging-environment" },
  { query: "become a reseller partner", expectedId: "partner-program" },
  { query: "book a demo", expectedId: "requesting-a-demo" },
  { query: "oauth token for an ai agent, client credentials grant", expectedId: "agent-identity-flow" },
  { query: "search_docs tool how to use", expectedId: "searching-the-docs-with-mcp" },
  { query: "total acquisition cost including stamp duty calculator", expectedId: "using-the-acquisition-cost-calculator" },
  { query: "annual return on land investment calculator", expectedId: "using-the-land-roi-calculator" },
  { query: "price per sq ft calculator", expectedId: "using-the-price-per-sqft-calculator" },
  { query: "check if my deal value is below the guideline value", expectedId: "using-the-guideline-value-check" },
  { query: "area converter acre to hectare", expectedId: "using-the-area-converter" },
  { query: "what is land acquisition by the government", expectedId: "land-acquisition" },
  { query: "market value meaning for property", expectedId: "market-value" },
  { query: "registeration charges kitne percent hote hai", expectedId: "registration-fee" },
  { query: "what is due dilligence", expectedId: "due-diligence" },
  { query: "acre mein kitne square feet", expectedId: "acre" },
  { query: "savings from using your software, roi", expectedId: "using-the-service-roi-calculator" },
];

/** Every query: the training set and the held-aside set. */
export const ALL_QUESTION_QUERIES: readonly QuestionQuery[] = [...QUESTION_QUERIES, ...HELD_ASIDE_QUERIES_2];

/**
 * Questions on what the second expert review added to the corpus (the
 * Fourth Schedule list, right of way for transmission lines, old 1894 Act
 * awards, Maharashtra's and Karnataka's 2025-26 conversion reforms, TDS on
 * peri-urban farmland, section 22-A lists, disturbed areas, waqf and enemy
 * property, the record-of-rights names of more states), written on
 * 2026-11-25 in people's words. A tuning set like `QUESTION_QUERIES`, kept
 * apart so the held-aside figures stay comparable with earlier rounds.
 */
export const REVIEW_2_QUERIES: readonly QuestionQuery[] = [
  { query: "is sez land acquisition exempt from social impact assessment", expectedId: "land-acquisition" },
  { query: "list of acts in the fourth schedule of the land acquisition act", expectedId: "land-acquisition" },
  { query: "compensation for transmission tower on my farm", expectedId: "land-acquisition" },
  { query: "old acquisition under 1894 act lapsed section 24(2)", expectedId: "land-acquisition" },
  { query: "do i still need na permission from collector in maharashtra", expectedId: "agricultural-land-conversion" },
  { query: "is annual NA tax abolished, what is the one time premium", expectedId: "agricultural-land-conversion" },
  { query: "solar project in karnataka, is land conversion needed", expectedId: "agricultural-land-conversion" },
  { query: "sanad still required for bank loan on NA plot", expectedId: "agricultural-land-conversion" },
  { query: "tds on agricultural land near city limits 1 percent", expectedId: "land-acquisition-process" },
  { query: "section 22a prohibited property list telangana", expectedId: "due-diligence-checklist" },
  { query: "buying flat in disturbed area ahmedabad collector permission", expectedId: "due-diligence-checklist" },
  { query: "can i buy waqf land or enemy property", expectedId: "due-diligence-checklist" },
  { query: "thandaper number kerala land record", expectedId: "record-of-rights" },
  { query: "jamabandi and chitha assam", expectedId: "record-of-rights" },
  { query: "khasra b1 copy madhya pradesh", expectedId: "record-of-rights" },
  { query: "new income tax act section for 50c", expectedId: "guideline-value-vs-market-value" },
];

/**
 * Questions written on 2026-11-25, during the third round of ranking work,
 * from the documents' own content (their summaries, headings and bodies;
 * `OWN_WORDS_QUERIES`) and from their titles alone (`OWN_TITLE_QUERIES`),
 * in people's words (Hinglish and misspellings included), to check that
 * changes made on the training set generalise. Several changes were then
 * made on their misses, so they are a tuning set like the training set; the
 * last part (`OWN_FRESH_QUERIES`) was measured once, before any change, and
 * not tuned on after. Never used to choose anything about the held-aside set.
 */
export const OWN_WORDS_QUERIES: readonly QuestionQuery[] = [
  {
    query: "is the ready reckoner the same thing as jantri, simple explanation for a new buyer",
    expectedId: "circle-rates-explained-for-first-time-buyers",
  },
  { query: "tracking 150 landowners and their documents for a solar park", expectedId: "coordinating-land-acquisition-at-scale" },
  { query: "common errors in land checks that hold up a project", expectedId: "due-diligence-mistakes-that-delay-projects" },
  { query: "why did you publish llms.txt and mcp servers on your website", expectedId: "making-our-site-agent-ready" },
  { query: "karnataka registration fee hike 2025 and other recent changes", expectedId: "stamp-duty-changes-to-watch" },
  { query: "bengal bigha is smaller than rajasthan bigha, unit confusion in deals", expectedId: "why-area-units-still-trip-up-land-deals" },
  { query: "how many square metres in one acre", expectedId: "acre" },
  { query: "can the buyer sue if the seller backs out after the sale agreement", expectedId: "agreement-to-sell" },
  { query: "house site measured in ankanams in hyderabad", expectedId: "ankanam" },
  { query: "pucca bigha vs kachha bigha size", expectedId: "bigha" },
  { query: "biswa size in himachal", expectedId: "biswa" },
  { query: "10 cents plot in kerala in sq ft", expectedId: "cent" },
  { query: "what is the circle rate of a locality", expectedId: "circle-rate" },
  { query: "decimal land unit odisha west bengal", expectedId: "dismil" },
  { query: "what checks does a buyer do before paying for land", expectedId: "due-diligence" },
  { query: "how do i verify an e-stamp certificate is genuine", expectedId: "e-stamping" },
  { query: "nil ec meaning", expectedId: "encumbrance-certificate" },
  { query: "plot size in grounds, chennai", expectedId: "ground" },
  { query: "tamil nadu guideline value for stamp duty", expectedId: "guideline-value" },
  { query: "gunta to sq ft conversion telangana", expectedId: "guntha" },
  { query: "land in hectares in the acquisition notification, how many acres", expectedId: "hectare" },
  { query: "haryana village record listing owners and cultivators", expectedId: "jamabandi" },
  { query: "gujarat annual statement of rates for stamp duty", expectedId: "jantri" },
  { query: "how many kanal make an acre", expectedId: "kanal" },
  { query: "katha size in assam and west bengal", expectedId: "katha" },
  { query: "e-khata in bengaluru what is it", expectedId: "khata" },
  { query: "uttarakhand land record of khata holders", expectedId: "khatauni" },
  { query: "compulsory acquisition vs private purchase of land by companies", expectedId: "land-acquisition" },
  { query: "what is na conversion of land", expectedId: "land-conversion" },
  { query: "willing buyer willing seller price meaning", expectedId: "market-value" },
  { query: "how many marla in a kanal and an acre", expectedId: "marla" },
  { query: "seller has only the latest deed, where are the earlier title documents", expectedId: "mother-deed" },
  { query: "does mutation prove ownership", expectedId: "mutation" },
  { query: "patta chitta tamil nadu online", expectedId: "patta" },
  { query: "is a gpa sale valid, does it transfer title", expectedId: "power-of-attorney" },
  { query: "maharashtra annual statement of rates per square metre", expectedId: "ready-reckoner-rate" },
  { query: "what a record of rights shows and what it is called in each state", expectedId: "record-of-rights" },
  { query: "registration charges percentage on a sale deed", expectedId: "registration-fee" },
  { query: "is a plotted development covered by rera registration", expectedId: "rera" },
  { query: "bhoomi pahani crops and tenancy details", expectedId: "rtc" },
  { query: "is an unregistered sale valid for property above 100 rupees", expectedId: "sale-deed" },
  { query: "village form vii and form xii maharashtra", expectedId: "seven-twelve-extract" },
  { query: "sia study before government takes land, exemptions", expectedId: "social-impact-assessment" },
  { query: "how compensation is calculated on compulsory acquisition, the 100% top up", expectedId: "solatium" },
  { query: "built up area in square feet, carpet area", expectedId: "sqft" },
  { query: "why do registered documents give area in square metres", expectedId: "sqm" },
  { query: "plot size in gaj delhi", expectedId: "sqyd" },
  { query: "is stamp duty paid by the buyer, what percent", expectedId: "stamp-duty" },
  { query: "what happens at the registration office on the day of registry", expectedId: "sub-registrar-office" },
  { query: "hissa number subdivision of a survey number", expectedId: "survey-number" },
  { query: "lawyer search of 30 years of deeds, red flags", expectedId: "title-search" },
  { query: "can a non farmer buy agricultural land and convert it", expectedId: "agricultural-land-conversion" },
  { query: "can an oci cardholder buy agricultural land or a farmhouse", expectedId: "buying-land-checklist-for-nris" },
  { query: "full checklist of documents to collect before buying land", expectedId: "due-diligence-checklist" },
  { query: "seller's capital gains tax when sale price is below the government value", expectedId: "guideline-value-vs-market-value" },
  { query: "step by step from finding land to getting the name in records", expectedId: "land-acquisition-process" },
  { query: "conversion table of all indian land units", expectedId: "regional-area-units" },
  { query: "stamp duty in rajasthan and madhya pradesh", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "stamp duty for a lease deed in odisha", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "register anonymously and get a bearer token for my agent", expectedId: "agent-identity-flow" },
  { query: "add the docs server in cursor settings", expectedId: "connecting-mcp-clients" },
  { query: "what does error code 422 mean from your api", expectedId: "errors-and-rate-limits" },
  { query: "idempotency key reused error", expectedId: "idempotent-requests" },
  { query: "accept text/markdown header", expectedId: "markdown-for-agents" },
  { query: "scoped tokens for integrators with higher volume", expectedId: "partner-program" },
  { query: "which endpoints does the public api have and is it versioned", expectedId: "public-api-overview" },
  { query: "what bigha size does the calculator assume if i don't give a state", expectedId: "regional-units-in-the-calculators" },
  { query: "post a demo request with curl", expectedId: "requesting-a-demo" },
  { query: "get_doc and list_docs tools", expectedId: "searching-the-docs-with-mcp" },
  { query: "is there a sandbox server for testing integrations", expectedId: "staging-environment" },
  { query: "stamp duty and brokerage total for a plot in karnataka, calculator", expectedId: "using-the-acquisition-cost-calculator" },
  { query: "land_area_convert tool units", expectedId: "using-the-area-converter" },
  { query: "market premium over the guideline value, tool", expectedId: "using-the-guideline-value-check" },
  { query: "why is cagr lower than total return divided by years", expectedId: "using-the-land-roi-calculator" },
  { query: "compare listings in acres and guntha by price per square foot", expectedId: "using-the-price-per-sqft-calculator" },
  { query: "annual return of replacing spreadsheets with your software", expectedId: "using-the-service-roi-calculator" },
  { query: "stamp duty concession for women in punjab", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "how long after registration should mutation be applied for", expectedId: "mutation" },
  { query: "nali land unit uttarakhand calculator", expectedId: "regional-units-in-the-calculators" },
  { query: "tds on buying property from an nri", expectedId: "buying-land-checklist-for-nris" },
  { query: "khatauni online kaise check kar sakte hai", expectedId: "khatauni" },
  { query: "registry ke liye kaun se documents chahiye", expectedId: "sub-registrar-office" },
  { query: "naam chadhane ke baad kitne din lagte hai", expectedId: "mutation" },
  { query: "plot lene se pehle kya kya check karna chahiye", expectedId: "due-diligence-checklist" },
  { query: "stamp duty kitni lagti hai rajasthan me", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "ek bigha me kitne biswa hote hai", expectedId: "biswa" },
  { query: "nri bhai ke liye plot kharidna hai, kya kar sakte hai", expectedId: "buying-land-checklist-for-nris" },
  { query: "agreement to sell ke baad registry kab tak karni padegi", expectedId: "agreement-to-sell" },
  { query: "sarkari rate se kam me registry ho sakti hai kya", expectedId: "circle-rate" },
  { query: "mere papa ke naam ki zameen apne naam kaise karwaye", expectedId: "mutation" },
  { query: "ec certificate kaise nikale online", expectedId: "encumbrance-certificate" },
  { query: "kheti ki zameen par ghar bana sakte hai kya", expectedId: "agricultural-land-conversion" },
  { query: "first time home buyer confused about circle rate and stamp duty", expectedId: "circle-rates-explained-for-first-time-buyers" },
  { query: "common misunderstandings about circle rates", expectedId: "circle-rates-explained-for-first-time-buyers" },
  { query: "parcel register instead of an owner spreadsheet", expectedId: "coordinating-land-acquisition-at-scale" },
  { query: "one accountable person per landowner relationship", expectedId: "coordinating-land-acquisition-at-scale" },
  { query: "gpa chain treated as ownership, mistake", expectedId: "due-diligence-mistakes-that-delay-projects" },
  { query: "missing heirs and co-owners delayed our land deal", expectedId: "due-diligence-mistakes-that-delay-projects" },
  { query: "tools not scraping, principles for agents on a marketing site", expectedId: "making-our-site-agent-ready" },
  { query: "why rate limits reward good manners for bots", expectedId: "making-our-site-agent-ready" },
  { query: "registration fees can change overnight", expectedId: "stamp-duty-changes-to-watch" },
  { query: "routine to track stamp duty changes", expectedId: "stamp-duty-changes-to-watch" },
  { query: "rate quoted per bigha applied to acres by mistake", expectedId: "why-area-units-still-trip-up-land-deals" },
  { query: "deed area and land record area do not match", expectedId: "why-area-units-still-trip-up-land-deals" },
  { query: "circle rate", expectedId: "circle-rate" },
  { query: "stamp duty on property", expectedId: "stamp-duty" },
  { query: "how to acquire land for a large project", expectedId: "land-acquisition" },
  { query: "due diligence before buying land", expectedId: "due-diligence-checklist" },
  { query: "bigha size by state", expectedId: "bigha" },
  { query: "markdown version of a page", expectedId: "markdown-for-agents" },
  { query: "registeration charges in bangalore for a flat", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "encumberence certificate online karnataka", expectedId: "encumbrance-certificate" },
  { query: "mutatation of property after buying", expectedId: "mutation" },
  { query: "how much land is one acer", expectedId: "acre" },
  { query: "guntas in an acre", expectedId: "guntha" },
  { query: "hectre to acre", expectedId: "hectare" },
  { query: "sale deed vs agreement to sell which one transfers ownership", expectedId: "sale-deed" },
  { query: "lawyer wants 30 years of documents, why", expectedId: "title-search" },
  { query: "govt taking my farm for highway, how much money will i get", expectedId: "land-acquisition" },
  { query: "extra money paid for forced acquisition", expectedId: "solatium" },
  { query: "can i build a farmhouse on agricultural land without permission", expectedId: "agricultural-land-conversion" },
  { query: "nri selling property tds", expectedId: "buying-land-checklist-for-nris" },
  { query: "my cousin holds gpa for the plot, can he sell it", expectedId: "power-of-attorney" },
  { query: "is b khata property safe to buy", expectedId: "khata" },
  { query: "satbara utara name of owner", expectedId: "seven-twelve-extract" },
  { query: "haryana jamabandi online nakal", expectedId: "jamabandi" },
  { query: "patta transfer after purchase tamil nadu", expectedId: "patta" },
  { query: "sub registrar appointment and documents needed on registration day", expectedId: "sub-registrar-office" },
  { query: "physical stamp paper or e stamp which is better", expectedId: "e-stamping" },
  { query: "how is the registration fee calculated", expectedId: "registration-fee" },
  { query: "is rera registration needed for plots", expectedId: "rera" },
  { query: "what is the guidance value in bangalore", expectedId: "guideline-value" },
  { query: "dlc rate jaipur", expectedId: "circle-rate" },
  { query: "mumbai ready reckoner 2026", expectedId: "ready-reckoner-rate" },
  { query: "ahmedabad jantri revision", expectedId: "jantri" },
  { query: "first time buying a plot, complete list of checks", expectedId: "due-diligence-checklist" },
  { query: "timeline and costs for buying land in india", expectedId: "land-acquisition-process" },
  { query: "marla size in amritsar", expectedId: "marla" },
  { query: "bigha to sq ft west bengal", expectedId: "bigha" },
  { query: "kattha in bihar", expectedId: "katha" },
  { query: "cents to acres kerala", expectedId: "cent" },
  { query: "ankanam to sq yards", expectedId: "ankanam" },
  { query: "1 ground equal to how many cents", expectedId: "ground" },
  { query: "dismil to acre", expectedId: "dismil" },
  { query: "api key needed for your api?", expectedId: "public-api-overview" },
  { query: "429 error what to do", expectedId: "errors-and-rate-limits" },
  { query: "mcp inspector connect", expectedId: "connecting-mcp-clients" },
  { query: "revoke agent token", expectedId: "agent-identity-flow" },
  { query: "return on my land investment per year calculator", expectedId: "using-the-land-roi-calculator" },
  { query: "total cost to buy a plot in maharashtra including stamp duty calculator", expectedId: "using-the-acquisition-cost-calculator" },
  { query: "where do i go to register my plot purchase", expectedId: "sub-registrar-office" },
  { query: "refund of unused e stamp paper", expectedId: "e-stamping" },
  { query: "registration fee cap in karnataka", expectedId: "registration-fee" },
  { query: "complaint against builder for delay in possession", expectedId: "rera" },
  { query: "how far back should a title check go", expectedId: "title-search" },
  { query: "bank asking for link documents of the flat", expectedId: "mother-deed" },
  { query: "is an unregistered sale deed valid", expectedId: "sale-deed" },
  { query: "acquisition compensation multiplier rural land plus 100 percent", expectedId: "solatium" },
  { query: "who conducts the social impact study and public hearing", expectedId: "social-impact-assessment" },
  { query: "khata transfer after buying a site in bangalore", expectedId: "khata" },
  { query: "how to find the survey number of my land", expectedId: "survey-number" },
  { query: "how is market value of land decided for compensation", expectedId: "market-value" },
  { query: "ready reckoner rate lower than market price, which applies", expectedId: "guideline-value-vs-market-value" },
  { query: "bot got 401 invalid token", expectedId: "errors-and-rate-limits" },
  { query: "openapi spec download", expectedId: "public-api-overview" },
  { query: "how long does an agent token last", expectedId: "agent-identity-flow" },
  { query: "demo form fields and limits", expectedId: "requesting-a-demo" },
  { query: "claude desktop config for your calculators", expectedId: "connecting-mcp-clients" },
  { query: "markdown tokens header to budget context", expectedId: "markdown-for-agents" },
  { query: "staging vs production differences", expectedId: "staging-environment" },
  { query: "can an nri buy a farmhouse", expectedId: "buying-land-checklist-for-nris" },
  // Labelled the state guide when no document was about gift deeds; since 25 Nov 2026 the gift-deed entry
  // holds Maharashtra's family-gift rule (Art. 34 proviso) and the state guide only points to it.
  { query: "gift deed stamp duty for family members in maharashtra", expectedId: "gift-deed" },
  { query: "how many guntha in one acre", expectedId: "guntha" },
  { query: "what is a nil encumbrance certificate", expectedId: "encumbrance-certificate" },
  { query: "7/12 me naam kaise check kare", expectedId: "seven-twelve-extract" },
];

/**
 * Written from each document's id and title only, one each (see above). Two
 * more turned out to be word for word queries of the held-aside set (a
 * check that compares texts and reports only a count); they were removed
 * unread, and had never been among the misses looked at.
 */
export const OWN_TITLE_QUERIES: readonly QuestionQuery[] = [
  { query: "what does circle rate mean for someone buying their first flat", expectedId: "circle-rates-explained-for-first-time-buyers" },
  { query: "managing a land deal with hundreds of farmers", expectedId: "coordinating-land-acquisition-at-scale" },
  { query: "mistakes in property checks that cause delays", expectedId: "due-diligence-mistakes-that-delay-projects" },
  { query: "how your website supports ai agents", expectedId: "making-our-site-agent-ready" },
  { query: "upcoming changes in stamp duty i should know", expectedId: "stamp-duty-changes-to-watch" },
  { query: "why land unit confusion causes problems in deals", expectedId: "why-area-units-still-trip-up-land-deals" },
  { query: "acre in square feet", expectedId: "acre" },
  { query: "what is an agreement for sale of land", expectedId: "agreement-to-sell" },
  { query: "what is ankanam", expectedId: "ankanam" },
  { query: "bigha in square feet", expectedId: "bigha" },
  { query: "what is biswa land", expectedId: "biswa" },
  { query: "cent to square feet", expectedId: "cent" },
  { query: "circle rate meaning", expectedId: "circle-rate" },
  { query: "1 dismil kitna hota hai", expectedId: "dismil" },
  { query: "meaning of due diligence for land", expectedId: "due-diligence" },
  { query: "what is e stamp paper", expectedId: "e-stamping" },
  { query: "what is an ec for property", expectedId: "encumbrance-certificate" },
  { query: "1 ground in square feet", expectedId: "ground" },
  { query: "what is guideline value of property", expectedId: "guideline-value" },
  { query: "guntha to acre", expectedId: "guntha" },
  { query: "hectare to square feet", expectedId: "hectare" },
  { query: "jamabandi kya hai", expectedId: "jamabandi" },
  { query: "what is jantri rate gujarat", expectedId: "jantri" },
  { query: "1 kanal in square feet", expectedId: "kanal" },
  { query: "katha to square feet bihar", expectedId: "katha" },
  { query: "what is khata certificate", expectedId: "khata" },
  { query: "khatauni kya hoti hai", expectedId: "khatauni" },
  { query: "what is land acquisition by government", expectedId: "land-acquisition" },
  { query: "land use conversion meaning", expectedId: "land-conversion" },
  { query: "market value of property meaning", expectedId: "market-value" },
  { query: "1 marla kitne square feet", expectedId: "marla" },
  { query: "what is a mother deed", expectedId: "mother-deed" },
  { query: "property mutation meaning", expectedId: "mutation" },
  { query: "what is patta land", expectedId: "patta" },
  { query: "what is a general power of attorney for property", expectedId: "power-of-attorney" },
  { query: "what is record of rights", expectedId: "record-of-rights" },
  { query: "property registration fee", expectedId: "registration-fee" },
  { query: "what is rera", expectedId: "rera" },
  { query: "what is rtc in karnataka", expectedId: "rtc" },
  { query: "what is a sale deed", expectedId: "sale-deed" },
  { query: "7/12 extract meaning", expectedId: "seven-twelve-extract" },
  { query: "what is social impact assessment in land acquisition", expectedId: "social-impact-assessment" },
  { query: "solatium meaning", expectedId: "solatium" },
  { query: "square foot meaning", expectedId: "sqft" },
  { query: "square metre to square feet", expectedId: "sqm" },
  { query: "square yard meaning", expectedId: "sqyd" },
  { query: "what is stamp duty", expectedId: "stamp-duty" },
  { query: "sub registrar office work", expectedId: "sub-registrar-office" },
  { query: "what is survey number of land", expectedId: "survey-number" },
  { query: "what is a title search", expectedId: "title-search" },
  { query: "how to convert agricultural land to non agricultural", expectedId: "agricultural-land-conversion" },
  { query: "nri buying land in india checklist", expectedId: "buying-land-checklist-for-nris" },
  { query: "land due diligence checklist", expectedId: "due-diligence-checklist" },
  { query: "guideline value vs market value", expectedId: "guideline-value-vs-market-value" },
  { query: "land buying process in india step by step", expectedId: "land-acquisition-process" },
  { query: "regional land units of india", expectedId: "regional-area-units" },
  { query: "stamp duty and registration charges in each state", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "agent identity oauth flow", expectedId: "agent-identity-flow" },
  { query: "connect an mcp client", expectedId: "connecting-mcp-clients" },
  { query: "api error codes and rate limits", expectedId: "errors-and-rate-limits" },
  { query: "idempotent post requests", expectedId: "idempotent-requests" },
  { query: "markdown version of pages for agents", expectedId: "markdown-for-agents" },
  { query: "partner programme for resellers", expectedId: "partner-program" },
  { query: "overview of the public api", expectedId: "public-api-overview" },
  { query: "regional units in the calculators", expectedId: "regional-units-in-the-calculators" },
  { query: "request a demo", expectedId: "requesting-a-demo" },
  { query: "search docs with mcp", expectedId: "searching-the-docs-with-mcp" },
  { query: "staging environment url", expectedId: "staging-environment" },
  { query: "acquisition cost calculator", expectedId: "using-the-acquisition-cost-calculator" },
  { query: "area converter tool", expectedId: "using-the-area-converter" },
  { query: "guideline value check tool", expectedId: "using-the-guideline-value-check" },
  { query: "land roi calculator", expectedId: "using-the-land-roi-calculator" },
  { query: "service roi calculator", expectedId: "using-the-service-roi-calculator" },
];

/** Written last, on the documents' specific facets; measured once (65% first, 95% in the top three) and not tuned on. */
export const OWN_FRESH_QUERIES: readonly QuestionQuery[] = [
  { query: "oci card holder plot purchase rules", expectedId: "buying-land-checklist-for-nris" },
  { query: "repatriation of sale proceeds nri land", expectedId: "buying-land-checklist-for-nris" },
  { query: "building without na permission risks", expectedId: "agricultural-land-conversion" },
  { query: "clu fees haryana", expectedId: "agricultural-land-conversion" },
  { query: "what happens after registration, mutation and tax receipts", expectedId: "land-acquisition-process" },
  { query: "how long does a land purchase take from search to registry", expectedId: "land-acquisition-process" },
  { query: "who does the land survey and demarcation before buying", expectedId: "due-diligence" },
  { query: "litigation check on land before purchase", expectedId: "due-diligence-checklist" },
  { query: "unit conversion mistakes bigha rate", expectedId: "why-area-units-still-trip-up-land-deals" },
  { query: "guntha vs are difference", expectedId: "why-area-units-still-trip-up-land-deals" },
  { query: "stamp duty on agreement to sell in karnataka", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "metro cess on stamp duty", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "lease deed stamp duty calculator", expectedId: "using-the-acquisition-cost-calculator" },
  { query: "market premium percent meaning", expectedId: "using-the-guideline-value-check" },
  { query: "land appreciation cagr", expectedId: "using-the-land-roi-calculator" },
  { query: "price per acre to price per sq ft", expectedId: "using-the-price-per-sqft-calculator" },
  { query: "payback period of land acquisition software", expectedId: "using-the-service-roi-calculator" },
  { query: "land_area_convert region parameter bigha", expectedId: "regional-units-in-the-calculators" },
  { query: "retry after 503 same idempotency key", expectedId: "idempotent-requests" },
  { query: "llms.txt file", expectedId: "markdown-for-agents" },
];

/** Every query of this round's own sets. */
export const OWN_QUERIES: readonly QuestionQuery[] = [...OWN_WORDS_QUERIES, ...OWN_TITLE_QUERIES, ...OWN_FRESH_QUERIES];

/**
 * Questions on one specific detail inside a document's body or one of its
 * sections (a figure, a rule, a named step), written on 2026-11-25 in the
 * fourth round of ranking work from the documents' bodies, in people's
 * words. `DETAIL_QUERIES` is a tuning set; `DETAIL_FRESH_QUERIES` was
 * written at the same time, measured once when that round's tuning was
 * done, and not tuned on.
 */
export const DETAIL_QUERIES: readonly QuestionQuery[] = [
  { query: "refund of unused e-stamp paper within six months", expectedId: "e-stamping" },
  { query: "b khata property home loan problem", expectedId: "khata" },
  { query: "hectare-are notation on patta 0.40.50", expectedId: "patta" },
  { query: "poa signed abroad apostille stamped within three months", expectedId: "power-of-attorney" },
  { query: "raw land bought from farmer does rera apply", expectedId: "rera" },
  { query: "structural defects five years builder liability", expectedId: "rera" },
  { query: "sale deed presented within four months of execution", expectedId: "sub-registrar-office" },
  { query: "mother deed partition release deed hyderabad", expectedId: "mother-deed" },
  { query: "kolkata plot 4 katha 8 chhatak in sq ft", expectedId: "regional-area-units" },
  { query: "is cagr lower than total roi divided by years", expectedId: "using-the-land-roi-calculator" },
  { query: "does the land roi calculator count lease rent or crop income", expectedId: "using-the-land-roi-calculator" },
  { query: "loaded cost per hour salary benefits", expectedId: "using-the-service-roi-calculator" },
  { query: "ipv6 rate limit counted per /64", expectedId: "errors-and-rate-limits" },
  { query: "x-markdown-tokens header o200k", expectedId: "markdown-for-agents" },
  { query: "cursor mcp.json remote server", expectedId: "connecting-mcp-clients" },
  { query: "dr_ id demo request reference", expectedId: "requesting-a-demo" },
  { query: "are idempotency keys shared between staging and production", expectedId: "staging-environment" },
  {
    query: "refresh encumbrance search shortly before registration stale certificate",
    expectedId: "due-diligence-mistakes-that-delay-projects",
  },
  { query: "model documents as states not folders parcel register", expectedId: "coordinating-land-acquisition-at-scale" },
  { query: "ferfar entry talathi notice", expectedId: "mutation" },
  { query: "unknown tool name error -32602 lists tools", expectedId: "errors-and-rate-limits" },
  { query: "katha in himachal pradesh converter error", expectedId: "using-the-area-converter" },
  { query: "conversion changes guideline value higher stamp duty converted land", expectedId: "agricultural-land-conversion" },
  { query: "limit powers of attorney revoke after purchase nri", expectedId: "buying-land-checklist-for-nris" },
  { query: "lost original title deeds police complaint public notice indemnity", expectedId: "due-diligence-checklist" },
  { query: "karnataka registration fee doubled overnight 2025", expectedId: "stamp-duty-changes-to-watch" },
  { query: "gpa chain is not ownership", expectedId: "due-diligence-mistakes-that-delay-projects" },
  { query: "list_docs browse by kind help", expectedId: "searching-the-docs-with-mcp" },
  { query: "breaking api change new version unversioned alias", expectedId: "public-api-overview" },
  { query: "punjab marla 272.25 sq ft karam 66 inches", expectedId: "regional-area-units" },
  { query: "negative premium agreed price below government rate", expectedId: "using-the-guideline-value-check" },
  { query: "2 guntha offer compare neighbouring parcel price per sq ft", expectedId: "using-the-price-per-sqft-calculator" },
  { query: "chitta and patta issued together tamil nadu", expectedId: "patta" },
  { query: "gaps in chain of title heirs did not sign red flags", expectedId: "title-search" },
  { query: "book i register immovable property scanned", expectedId: "sub-registrar-office" },
  { query: "site plan setbacks conversion application documents", expectedId: "agricultural-land-conversion" },
  { query: "regional size source deep link and date checked in calculator answer", expectedId: "regional-units-in-the-calculators" },
  { query: "apply for patta transfer subdivision part survey number", expectedId: "patta" },
  { query: "revoking an agent token", expectedId: "agent-identity-flow" },
  { query: "how long mutation takes after registry maharashtra circle officer", expectedId: "mutation" },
];

/** Written with `DETAIL_QUERIES`; measured once, when that round's tuning was done, and not tuned on. */
export const DETAIL_FRESH_QUERIES: readonly QuestionQuery[] = [
  { query: "poa ends when owner dies, deed signed after death", expectedId: "power-of-attorney" },
  { query: "online e-stamp certificate unique number wrong details correction", expectedId: "e-stamping" },
  { query: "retry after 429 is it stored idempotency", expectedId: "idempotent-requests" },
  { query: "home page markdown url index.md", expectedId: "markdown-for-agents" },
  { query: "server card url for mcp docs server", expectedId: "connecting-mcp-clients" },
  { query: "demo request message what to include region parcels", expectedId: "requesting-a-demo" },
  { query: "tnrera check layout dtcp approval gated plot chennai", expectedId: "rera" },
  { query: "doubling in 8 years what annual return", expectedId: "using-the-land-roi-calculator" },
  { query: "90 parcels 42 hours manual tracking example", expectedId: "using-the-service-roi-calculator" },
  { query: "heirs and co-owners missing delay project", expectedId: "due-diligence-mistakes-that-delay-projects" },
  { query: "layout plot release by authority rera registration check", expectedId: "due-diligence-checklist" },
  { query: "sale deed records payments utr numbers gat number", expectedId: "sale-deed" },
  { query: "partner tokens handling higher rate limits", expectedId: "partner-program" },
  { query: "staging registrations separate register agent again", expectedId: "staging-environment" },
  { query: "b-khata does not regularise property", expectedId: "khata" },
];

/**
 * Questions that name a glossary term but ask for a detail that a longer
 * guide holds (a procedure, a state's figure, a step, a worked example),
 * written on 2026-11-26 in the fifth round of ranking work from the guides'
 * bodies, in people's words, before any of them was measured. Each detail
 * was checked to be absent from the named term's glossary entry, so the
 * guide is the page that answers. `GUIDE_DETAIL_QUERIES` is a tuning set;
 * `GUIDE_DETAIL_FRESH_QUERIES` was written at the same time and is measured
 * once, when this round's tuning is done, and not tuned on.
 */
export const GUIDE_DETAIL_QUERIES: readonly QuestionQuery[] = [
  {
    query: "does the women's stamp duty concession in maharashtra apply to buying land",
    expectedId: "stamp-duty-and-registration-by-state",
  },
  { query: "punjab registration fee max 2 lakh plus facilitation charge", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "stamp duty on a 35 year solar lease in karnataka, charged like a sale?", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "odisha stamp duty for women 4% rebate since when", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "jharkhand stamp duty for female buyers rolled back", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "stamp duty worked example shimla plot 1.2 crore male buyer", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "what to check before paying stamp duty, keep receipts for capital gains", expectedId: "stamp-duty-and-registration-by-state" },
  {
    query: "can the stamp duty concession be challenged if wife is added as a nominal co-buyer",
    expectedId: "stamp-duty-and-registration-by-state",
  },
  { query: "na conversion premium 0.1% 0.25% 0.5% of ready reckoner by plot area maharashtra", expectedId: "agricultural-land-conversion" },
  { query: "land conversion application which noc needed irrigation highway forest pollution", expectedId: "agricultural-land-conversion" },
  { query: "karnataka dc conversion affidavit form 21b online planning authority", expectedId: "agricultural-land-conversion" },
  {
    query: "greater bengaluru authority land conversion happens automatically with plan approval?",
    expectedId: "agricultural-land-conversion",
  },
  {
    query: "land conversion order conditions not complied open spaces roads, can it be cancelled",
    expectedId: "agricultural-land-conversion",
  },
  { query: "class ii new tenure land na conversion nazrana premium", expectedId: "agricultural-land-conversion" },
  { query: "after land conversion do i still need layout approval and building plan sanction", expectedId: "agricultural-land-conversion" },
  { query: "tank bed, river buffer or paddy land can it get land conversion", expectedId: "agricultural-land-conversion" },
  { query: "encumbrance check cersai search for equitable mortgage", expectedId: "due-diligence-checklist" },
  { query: "due diligence public notice in how many newspapers and objection period", expectedId: "due-diligence-checklist" },
  { query: "title search inherited land family tree death certificates succession", expectedId: "due-diligence-checklist" },
  { query: "seller is a minor, due diligence court permission needed", expectedId: "due-diligence-checklist" },
  { query: "mortgage in encumbrance certificate, need bank no dues letter or registered release", expectedId: "due-diligence-checklist" },
  { query: "waqf land sold without board sanction void section 51 due diligence", expectedId: "due-diligence-checklist" },
  { query: "mutation how long for a multi-parcel project, rolling per parcel", expectedId: "land-acquisition-process" },
  { query: "due diligence how many weeks for one parcel of land", expectedId: "land-acquisition-process" },
  { query: "besides stamp duty what costs to budget brokerage legal survey conversion", expectedId: "land-acquisition-process" },
  { query: "nri buying from another nri tds tan lower deduction certificate", expectedId: "buying-land-checklist-for-nris" },
  { query: "nri land payment from nro account, can i repatriate money when i sell", expectedId: "buying-land-checklist-for-nris" },
  { query: "agricultural land gift to nri from relative allowed?", expectedId: "buying-land-checklist-for-nris" },
  { query: "stamp duty for nri same as resident? video identification at registration", expectedId: "buying-land-checklist-for-nris" },
  { query: "kanal marla 26-10 on jamabandi means what", expectedId: "regional-area-units" },
  { query: "guntha notation 3-18 on rtc karnataka", expectedId: "regional-area-units" },
  { query: "when converting cents to sq m where should i round off", expectedId: "regional-area-units" },
];

/** Written with `GUIDE_DETAIL_QUERIES`; measured once, when this round's tuning is done, and not tuned on. */
export const GUIDE_DETAIL_FRESH_QUERIES: readonly QuestionQuery[] = [
  {
    query: "west bengal stamp duty 7 percent above 1 crore on whole value or only the excess",
    expectedId: "stamp-duty-and-registration-by-state",
  },
  { query: "stamp duty on ₹10 crore land parcel in mumbai, total cost", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "delhi stamp duty joint husband wife above 25 lakh", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "haryana stamp duty rural land 5% men 3% women", expectedId: "stamp-duty-and-registration-by-state" },
  {
    query: "stamp duty on agricultural land transfer within family nominal fixed duty",
    expectedId: "stamp-duty-and-registration-by-state",
  },
  { query: "karnataka small industry up to 2 acres land conversion skip to plan approval", expectedId: "agricultural-land-conversion" },
  { query: "maharashtra na tax arrears waived, land converted before 2001 premium rate", expectedId: "agricultural-land-conversion" },
  { query: "green belt or no development zone, will land conversion be allowed", expectedId: "agricultural-land-conversion" },
  { query: "buying na plot, check the conversion order covers my survey number and extent", expectedId: "agricultural-land-conversion" },
  { query: "due diligence company seller board resolution signatory authority", expectedId: "due-diligence-checklist" },
  { query: "nri pan card needed to buy property above 10 lakh", expectedId: "buying-land-checklist-for-nris" },
  { query: "nri vacant land encroachment after registration mutation property tax", expectedId: "buying-land-checklist-for-nris" },
  { query: "agreement to sell timeline 2 to 12 months owner by owner project", expectedId: "land-acquisition-process" },
  { query: "patna 2 bigha 5 katha area in acres compared with west bengal", expectedId: "regional-area-units" },
  { query: "guideline value 1.25 crore price 1 crore buyer taxed on 25 lakh example", expectedId: "guideline-value-vs-market-value" },
];

/**
 * The seventh round's questions, written on 2026-11-25 in the manner of the
 * training and held-aside sets (buyers, NRIs, lawyers, surveyors, agents;
 * forum and support-mail wording, misspellings, Hinglish), before any of them
 * was measured and before reading the documents they target: each expected
 * id was chosen from the list of document ids and titles only, and only
 * where one document plainly answers. Queries close to a held-aside one
 * (by shared words, checked without reading the held-aside set) were
 * replaced before measuring. `USER_QUERIES` is a tuning set (its misses have
 * been read); `USER_FRESH_QUERIES` was written at the same time and is not
 * tuned on. Both were first measured before any ranking change: 46 of 51 and
 * 14 of 19 first (60 of 70, 85.7%), 69 of 70 in the top three, the held-aside
 * set's level; that round then changed no ranking (see
 * docs/benchmarks.md#search-quality). In that round the misses of every
 * fresh part (the own, detail, guide-detail and user-phrased ones) were read
 * while looking for a general change; none was tuned on.
 */
export const USER_QUERIES: readonly QuestionQuery[] = [
  { query: "a khata or b khata which one is safe to buy", expectedId: "khata" },
  { query: "is patta a proof of ownership of land", expectedId: "patta" },
  { query: "7 12 utara online kaise nikale", expectedId: "seven-twelve-extract" },
  { query: "pahani details in karnataka bhoomi", expectedId: "rtc" },
  { query: "jamabandi nakal haryana online copy", expectedId: "jamabandi" },
  { query: "how long does mutation take after the registry is done", expectedId: "mutation" },
  { query: "gat number and survey number are they the same", expectedId: "survey-number" },
  { query: "nil encumbrance meaning", expectedId: "encumbrance-certificate" },
  { query: "EC for last 30 years how to apply", expectedId: "encumbrance-certificate" },
  { query: "who has to sign the sale deed, buyer seller and witnesses?", expectedId: "sale-deed" },
  { query: "bayana agreement registered hona chahiye kya", expectedId: "agreement-to-sell" },
  { query: "gpa sale valid or not after supreme court judgement", expectedId: "power-of-attorney" },
  { query: "what happens at the registrar office on registry day", expectedId: "sub-registrar-office" },
  { query: "is there a maximum cap on registration fees", expectedId: "registration-fee" },
  { query: "which states charge lower stamp duty for women buyers", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "registry charges in jaipur for a plot", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "calculate total cost of buying land with stamp duty and fees", expectedId: "using-the-acquisition-cost-calculator" },
  { query: "guideline value karnataka how to check", expectedId: "guideline-value" },
  { query: "selling below circle rate income tax problem for buyer", expectedId: "guideline-value-vs-market-value" },
  { query: "how is market value of land fixed for compensation", expectedId: "market-value" },
  { query: "RFCTLARR act 2013 in simple words", expectedId: "land-acquisition" },
  { query: "sia public hearing gram sabha project affected families", expectedId: "social-impact-assessment" },
  { query: "steps to buy 200 acres for a solar park", expectedId: "land-acquisition-process" },
  { query: "what does clu mean in haryana", expectedId: "land-conversion" },
  { query: "can an oci card holder buy a farmhouse", expectedId: "buying-land-checklist-for-nris" },
  { query: "checklist before buying a plot from a developer", expectedId: "due-diligence-checklist" },
  { query: "what is due diligence in real estate", expectedId: "due-diligence" },
  { query: "legal opinion on title before bank loan", expectedId: "title-search" },
  { query: "mother deed lost what to do", expectedId: "mother-deed" },
  { query: "bigha to acre in up", expectedId: "bigha" },
  { query: "how many cents in one acre kerala", expectedId: "cent" },
  { query: "1 kanal = how many sq ft", expectedId: "kanal" },
  { query: "kattha in bihar vs bengal size", expectedId: "katha" },
  { query: "ankanam to sq yards vizag", expectedId: "ankanam" },
  { query: "how to use the area converter tool", expectedId: "using-the-area-converter" },
  { query: "how much time will your software save our acquisition team", expectedId: "using-the-service-roi-calculator" },
  { query: "book a demo of your land acquisition software", expectedId: "requesting-a-demo" },
  { query: "referral or reseller partnership", expectedId: "partner-program" },
  { query: "429 too many requests retry after", expectedId: "errors-and-rate-limits" },
  { query: "connect claude desktop to your mcp server", expectedId: "connecting-mcp-clients" },
  { query: "get your pages as markdown with the accept header", expectedId: "markdown-for-agents" },
  { query: "how does my agent get an access token", expectedId: "agent-identity-flow" },
  { query: "common mistakes in land due diligence that delay a project", expectedId: "due-diligence-mistakes-that-delay-projects" },
  { query: "upcoming stamp duty changes 2026", expectedId: "stamp-duty-changes-to-watch" },
  { query: "sarkari rate of land in delhi per acre", expectedId: "circle-rate" },
  { query: "convert farm land to na in maharashtra procedure", expectedId: "agricultural-land-conversion" },
  { query: "record of rights tenancy and crops meaning", expectedId: "rtc" },
  { query: "how to read the columns of a 7/12 extract", expectedId: "seven-twelve-extract" },
  { query: "acquisition cost calculator, my state is not listed", expectedId: "using-the-acquisition-cost-calculator" },
  { query: "odisha registration fee percent on land", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "what is the penalty for an unstamped or under-stamped deed", expectedId: "stamp-duty" },
];

/** Written with `USER_QUERIES`; measured with it before any change, and not tuned on. */
export const USER_FRESH_QUERIES: readonly QuestionQuery[] = [
  { query: "khata transfer bbmp after purchase", expectedId: "khata" },
  { query: "namantaran ke liye kya documents chahiye", expectedId: "mutation" },
  { query: "form 15 encumbrance certificate meaning", expectedId: "encumbrance-certificate" },
  { query: "advance paid, seller backed out, what does my agreement give me", expectedId: "agreement-to-sell" },
  { query: "franking or e-stamp which is better", expectedId: "e-stamping" },
  { query: "maharashtra stamp duty with metro cess on land", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "dlc rate rajasthan meaning", expectedId: "circle-rate" },
  { query: "market value or guideline value, which one is used for stamp duty", expectedId: "guideline-value-vs-market-value" },
  { query: "na permission for agricultural land in karnataka", expectedId: "agricultural-land-conversion" },
  { query: "30 year title verification by a lawyer", expectedId: "title-search" },
  { query: "marla to sq ft lahore", expectedId: "marla" },
  { query: "local land measurement units in bengal bihar assam list", expectedId: "regional-area-units" },
  { query: "search your docs from cursor over mcp", expectedId: "searching-the-docs-with-mcp" },
  { query: "list of public api endpoints", expectedId: "public-api-overview" },
  { query: "preview deployment test leads not sent to sales", expectedId: "staging-environment" },
  { query: "llms.txt and making a website agent ready", expectedId: "making-our-site-agent-ready" },
  { query: "1 hectare kitne bigha", expectedId: "hectare" },
  { query: "solatium kitna milta hai", expectedId: "solatium" },
  { query: "social impact assessment kab zaroori hai", expectedId: "social-impact-assessment" },
];

/**
 * Questions on three gaps user probes found (panchayat property records in
 * Karnataka, leasehold to freehold conversion, dues and NOCs before a sale),
 * written before the answering sections were searched for; tuning set.
 */
export const CONTENT_GAPS_QUERIES: readonly QuestionQuery[] = [
  { query: "what is e swathu form 9 and form 11 for a panchayat site", expectedId: "khata" },
  { query: "is it safe to buy a gram panchayat plot with form 11b", expectedId: "khata" },
  { query: "documents to check before buying a site in a karnataka village panchayat", expectedId: "khata" },
  { query: "difference between panchayat khata and rtc pahani", expectedId: "khata" },
  { query: "how to convert dda flat from leasehold to freehold", expectedId: "lease-deed" },
  { query: "leasehold or freehold plot from development authority which is better to buy", expectedId: "lease-deed" },
  { query: "premium to convert government leasehold land to occupancy class 1 in maharashtra", expectedId: "lease-deed" },
  { query: "no dues certificate and noc needed before selling a property", expectedId: "due-diligence-checklist" },
  { query: "will i have to pay the previous owner's unpaid electricity bill", expectedId: "due-diligence-checklist" },
  { query: "is income tax clearance certificate required for property registration", expectedId: "due-diligence-checklist" },
];

/**
 * The twelfth round's fresh questions (2026-11-25): each names a glossary
 * term but asks for a detail that only a guide, or another document's
 * section, holds (checked against the named entry's text). Written from the
 * guides' bodies before that round changed anything, never tuned on, and
 * measured in aggregate only, once before the round's changes and once after.
 */
export const TWELFTH_FRESH_QUERIES: readonly QuestionQuery[] = [
  { query: "7/12 class 2 land sold without collector sanction, tenant purchase section 43", expectedId: "due-diligence-checklist" },
  { query: "jantri premium navi sharat land gujarat 2025 old tenure", expectedId: "due-diligence-checklist" },
  { query: "power of attorney for flat in ahmedabad disturbed area act collector permission", expectedId: "due-diligence-checklist" },
  { query: "sub registrar refusing registration 22A prohibited list telangana survey no", expectedId: "due-diligence-checklist" },
  { query: "survey number near beach crz no development zone how many meters", expectedId: "due-diligence-checklist" },
  { query: "rera plot unapproved layout LRS telangana cutoff date", expectedId: "due-diligence-checklist" },
  { query: "ready reckoner one time NA premium 0.1 percent upto 1000 sq m", expectedId: "agricultural-land-conversion" },
  { query: "guideline value DLC rate solar land allotment rajasthan 7.5%", expectedId: "land-for-solar-and-wind-projects" },
  { query: "lease deed rent MSKVY 2.0 per hectare 3% badhotri", expectedId: "land-for-solar-and-wind-projects" },
  { query: "acre per mw for solar park land kitni chahiye", expectedId: "land-for-solar-and-wind-projects" },
  { query: "solatium ke alawa subsistance grant 3000 month displaced family", expectedId: "compulsory-acquisition-under-the-2013-act" },
  { query: "social impact assessment exemption gujarat amendment 10A", expectedId: "compulsory-acquisition-under-the-2013-act" },
  { query: "lease deed tds on rent to farmer 50000 per month threshold", expectedId: "taxes-on-land-deals" },
  { query: "lease deed gst on land rent unregistered farmer reverse charge", expectedId: "taxes-on-land-deals" },
  { query: "land acquisition compensation tds 194LA 5 lakh limit", expectedId: "taxes-on-land-deals" },
  { query: "sale deed from nri seller tds section 195 lower deduction certificate", expectedId: "buying-land-checklist-for-nris" },
  { query: "mutation for midc plot transfer 95 year lease resale charges", expectedId: "land-acquisition-process" },
  { query: "jantri 1% per month fine unused industrial land 63AA", expectedId: "who-can-buy-agricultural-land" },
  { query: "7/12 note 63(1A) land use within 5 years 2% non utilisation charge", expectedId: "who-can-buy-agricultural-land" },
  { query: "RTC granted land PTCL restoration 25 years after sale", expectedId: "who-can-buy-agricultural-land" },
  { query: "khatauni company 12.5 acre limit UP se zyada zamin", expectedId: "who-can-buy-agricultural-land" },
  { query: "lease deed stamp duty telangana 30 years solar 15% of annual rent", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "registration fee punjab maximum 2 lakh ludhiana land", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "stamp duty himachal 8 percent above 50 lakh shimla plot", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "patta 0-40.50 hectare are notation tamil nadu meaning", expectedId: "regional-area-units" },
];

/**
 * Tuning questions for the fourth probe's new sections (bank-auction sale
 * certificates, escheat, Forest Rights Act titles, the urban land ceiling
 * repeal): two per section, written from the sections.
 */
export const PROBE_4_QUERIES: readonly QuestionQuery[] = [
  { query: "is a sale certificate from a sarfaesi bank auction registered and stamped", expectedId: "sale-deed" },
  { query: "stamp duty on sale certificate issued by the bank's authorised officer after auction", expectedId: "sale-deed" },
  { query: "what happens to land when the owner dies without any heir", expectedId: "inherited-land" },
  { query: "does property of a hindu with no legal heirs go to the government", expectedId: "inherited-land" },
  { query: "can forest rights act patta land be sold to a company", expectedId: "due-diligence-checklist" },
  { query: "is land under a forest rights title transferable or only heritable", expectedId: "due-diligence-checklist" },
  {
    query: "land declared surplus under the urban land ceiling act before the repeal, can I buy it",
    expectedId: "due-diligence-checklist",
  },
  { query: "urban land ceiling repeal act 1999 possession not taken, does the owner keep the land", expectedId: "due-diligence-checklist" },
];

/**
 * Tuning questions on the fifth content probe's sections (25 Nov 2026): joint
 * development agreements and TDR (glossary/development-agreement.md) and land
 * with a tenant on the record (guides/who-can-buy-agricultural-land.md).
 * Written from the new sections; tuned on.
 */
export const PROBE_5_QUERIES: readonly QuestionQuery[] = [
  { query: "stamp duty on a joint development agreement with a builder", expectedId: "development-agreement" },
  { query: "landowner gives plot to developer for 40% of flats, what document is signed", expectedId: "development-agreement" },
  { query: "capital gains tax when flats are received under a JDA, section 45(5A)", expectedId: "development-agreement" },
  { query: "gst on transfer of development rights to a promoter after april 2019", expectedId: "development-agreement" },
  { query: "what is a development rights certificate for road widening land", expectedId: "development-agreement" },
  { query: "is stamp duty charged when buying TDR from a landowner", expectedId: "development-agreement" },
  {
    query: "can I buy farmland a tenant got under section 32G of the maharashtra tenancy act",
    expectedId: "who-can-buy-agricultural-land",
  },
  {
    query: "collector's previous sanction under section 43 before selling tenant purchased land",
    expectedId: "who-can-buy-agricultural-land",
  },
  { query: "karnataka land tribunal form 7 occupancy rights land, can it be sold", expectedId: "who-can-buy-agricultural-land" },
  { query: "tenant name in other rights column of 7/12, is it safe to buy", expectedId: "who-can-buy-agricultural-land" },
];

/**
 * Sixth probe's sections (tuning): an undivided share bought from one co-owner,
 * a karta's sale of joint family land, nazul land, and Aadhaar e-KYC at registration.
 */
export const PROBE_6_QUERIES: readonly QuestionQuery[] = [
  { query: "buying the share of only one brother in joint land before partition, what rights do i get", expectedId: "inherited-land" },
  { query: "can other co-sharers claim pre-emption if one co-owner sells his share to an outsider", expectedId: "inherited-land" },
  { query: "can karta sell huf land for legal necessity without son's signature", expectedId: "inherited-land" },
  { query: "is a sale of joint hindu family property by the karta binding on minor coparceners", expectedId: "inherited-land" },
  { query: "what is nazul land and is it safe to buy a house on it", expectedId: "nazul-land" },
  { query: "up nazul property bill 2024 freehold conversion status", expectedId: "nazul-land" },
  { query: "is aadhaar e-kyc compulsory at the sub-registrar for property registration", expectedId: "sub-registrar-office" },
  { query: "karnataka kaveri 2.0 aadhaar authentication for buyer and seller at registration", expectedId: "sub-registrar-office" },
];

/**
 * Seventh probe's sections (tuning): when a land sale is long-term and the
 * rate, and the reinvestment exemptions (s.54F, s.54EC, the deposit scheme).
 */
export const PROBE_7_QUERIES: readonly QuestionQuery[] = [
  { query: "how long must i hold a plot before selling for the gain to be long term", expectedId: "taxes-on-land-deals" },
  { query: "tax rate on selling land bought before july 2024, 12.5 or 20 percent with indexation", expectedId: "taxes-on-land-deals" },
  { query: "save tax on land sale gain with 54ec bonds or by buying a house under 54f", expectedId: "taxes-on-land-deals" },
];

/** Eighth probe: cash limits on a land price, PAN and the registrar's report, presentation time limits and refusals, the Form 26QB deadline. Tuned on. */
export const PROBE_8_QUERIES: readonly QuestionQuery[] = [
  { query: "can the seller take the token advance for a plot in cash above 20000", expectedId: "taxes-on-land-deals" },
  { query: "penalty for receiving 2 lakh or more in cash for a land sale", expectedId: "taxes-on-land-deals" },
  { query: "is pan or form 60 needed when registering a property purchase", expectedId: "sub-registrar-office" },
  { query: "does the registrar report a 30 lakh property purchase to income tax", expectedId: "sub-registrar-office" },
  { query: "deed presented after four months, can it be registered with a fine", expectedId: "sub-registrar-office" },
  { query: "sub registrar refused to register my sale deed, where do i appeal", expectedId: "sub-registrar-office" },
  { query: "last date to deposit 1% tds on property purchase with form 26qb", expectedId: "land-acquisition-process" },
];

/** The ninth content probe's tuning questions (a deed signed abroad, identity at registration, the lender's scrutiny). */
export const PROBE_9_QUERIES: readonly QuestionQuery[] = [
  { query: "nri signs sale deed in usa and sends it to india, time limit to register", expectedId: "buying-land-checklist-for-nris" },
  { query: "document executed outside india presented within four months of arrival", expectedId: "buying-land-checklist-for-nris" },
  { query: "how does the sub registrar verify identity of executants, identifying witnesses", expectedId: "sub-registrar-office" },
  { query: "registering officer satisfied executant is who he claims to be section 35", expectedId: "sub-registrar-office" },
  { query: "bank legal scrutiny report for home loan does not prove clear title", expectedId: "title-search" },
  { query: "rbi legal audit of title deeds for loans of 5 crore", expectedId: "title-search" },
];

/** Tuning questions for the tenth probe's two sections (resurvey, evacuee property). */
export const PROBE_10_QUERIES: readonly QuestionQuery[] = [
  { query: "after the digital resurvey my land has a new survey number and less area than my deed", expectedId: "survey-number" },
  { query: "how to appeal against the survey officer's resurvey boundary decision in Kerala", expectedId: "survey-number" },
  { query: "what is evacuee property and the Custodian of Evacuee Property", expectedId: "title-search" },
  { query: "land allotted from the compensation pool to displaced persons after Partition, is the title safe", expectedId: "title-search" },
];

/**
 * A second set of user-phrased questions (fifteenth round): buyers, farmers,
 * NRIs, lawyers, surveyors, land teams and agent developers, in forum,
 * support-mail and WhatsApp phrasings, about a quarter in Hinglish and some
 * misspelt. Written from the document titles only, before any ranking was
 * looked at, each labelled with the document whose title says it is about
 * what the question asks. Three of every four of the hundred written (this
 * array) are for tuning; every fourth is `USER_2_FRESH_QUERIES`. Five labels
 * here (the per-sq-ft tool, B khata, the price-below-guideline-value flag,
 * cottah, the all-in cost tool) were corrected after the first measurement:
 * while rewording questions that overlapped older sets, those five reworded
 * texts had been attached to the neighbouring entry and kept its label. Each
 * now carries the document it was written for; no text was changed.
 */
export const USER_2_QUERIES: readonly QuestionQuery[] = [
  { query: "can I get a home loan for a house in a lal dora village in delhi", expectedId: "abadi-land" },
  { query: "bigha guntha cent katha all different, any chart for whole india", expectedId: "regional-area-units" },
  { query: "how to buy e stamp paper online, is the SHCIL one valid", expectedId: "e-stamping" },
  { query: "land acquisition meaning in simple words", expectedId: "land-acquisition" },
  {
    query: "company needs 200 acres for a plant, what are all the steps from finding land till records in our name",
    expectedId: "land-acquisition-process",
  },
  { query: "1 gunta equals how many squre feet", expectedId: "guntha" },
  { query: "where to get pahani copy for my tumkur farm", expectedId: "rtc" },
  { query: "heard duty rates are being revised soon, should i register before that", expectedId: "stamp-duty-changes-to-watch" },
  { query: "ek biswa mein kitne gaj, ghaziabad", expectedId: "biswa" },
  {
    query: "I'm a software engineer not an agriculturist, allowed to purchase farm land near mysore?",
    expectedId: "who-can-buy-agricultural-land",
  },
  { query: "RR rate for flat in thane, where to check", expectedId: "ready-reckoner-rate" },
  { query: "who decides circle rates in delhi and how often do they change", expectedId: "circle-rate" },
  { query: "seller is NRI, how much tax do I need to deduct before paying him", expectedId: "taxes-on-land-deals" },
  { query: "bank is asking for mother deed, what is it and where do I get it", expectedId: "mother-deed" },
  { query: "neighbour blocked the only path to my farm, do I have right of way", expectedId: "easement" },
  { query: "how to find servey no of my land", expectedId: "survey-number" },
  { query: "why does the lawyer want to do title search for 30 years", expectedId: "title-search" },
  { query: "compare stamp duty plus registration percentage across states this year", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "common mistakes in land checks that hold up projects for months", expectedId: "due-diligence-mistakes-that-delay-projects" },
  { query: "how did you make your website work for ai agents", expectedId: "making-our-site-agent-ready" },
  { query: "how does land pooling work for farmers, amaravati type", expectedId: "land-pooling" },
  {
    query: "hum 2000 acre ke liye 300 kisano se baat kar rahe hai, sab coordinate kaise kare",
    expectedId: "coordinating-land-acquisition-at-scale",
  },
  { query: "fard / jamabandi copy chahiye hisar ke khet ki, kahan se nikle", expectedId: "jamabandi" },
  { query: "rate per sqft nikalne wala calculator kaise use kare", expectedId: "using-the-price-per-sqft-calculator" },
  { query: "maharashtra vs karnataka stamp duty which is cheaper", expectedId: "stamp-duty-and-registration-by-state" },
  { query: "how to get encumberance certificate for flat in chennai", expectedId: "encumbrance-certificate" },
  { query: "dismil to sqft jharkhand", expectedId: "dismil" },
  { query: "total price daal ke per sqft rate kaise nikale aapke tool se", expectedId: "using-the-price-per-sqft-calculator" },
  { query: "config json for plugging your mcp endpoint into cursor", expectedId: "connecting-mcp-clients" },
  { query: "bought land in madurai, how do I get the patta changed to my name", expectedId: "patta" },
  {
    query: "deal went bad because seller's bigha was smaller than ours, how common is this",
    expectedId: "why-area-units-still-trip-up-land-deals",
  },
  { query: "zameen ki market value kaise pata kare", expectedId: "market-value" },
  { query: "stamp duty kitna lagega 50 lakh ke flat par", expectedId: "stamp-duty" },
  { query: "can my agent search your documentation through the mcp tool", expectedId: "searching-the-docs-with-mcp" },
  { query: "solar company wants to lease my farmland, what rent per acre is normal", expectedId: "land-for-solar-and-wind-projects" },
  { query: "leasing my farmland to someone for 10 years, does the lease have to be registered", expectedId: "lease-deed" },
  { query: "retry on timeout created a duplicate record, how do idempotency keys work", expectedId: "idempotent-requests" },
  { query: "how does my ai agent identify itself to your site, is there some token", expectedId: "agent-identity-flow" },
  { query: "kanal size in sq ft", expectedId: "kanal" },
  { query: "14 digit unique land id bhu aadhar what is it", expectedId: "ulpin" },
  { query: "builder delaying posession by 2 years, where do I complain", expectedId: "rera" },
  { query: "plot lene se pehle kaun kaun se kagaz dekhne chahiye, dhokha na ho", expectedId: "due-diligence-checklist" },
  { query: "registry ke baad mutation kaise karwaye, dakhil kharij", expectedId: "mutation" },
  { query: "stamp duty revisions coming in 2026, which states", expectedId: "stamp-duty-changes-to-watch" },
  { query: "we are a land consultancy, want to resell your software, any partnership", expectedId: "partner-program" },
  { query: "250 square metre plot how big is that", expectedId: "sqm" },
  {
    query: "calculator me bigha ki value alag aa rahi hai, kaunse state ka bigha use hota hai",
    expectedId: "regional-units-in-the-calculators",
  },
  { query: "papa apni zameen beti ke naam karna chahte hai bina beche, gift deed ya kuch aur?", expectedId: "gift-deed" },
  { query: "our script keeps hitting 429 after ~60 calls, what's the limt per minute", expectedId: "errors-and-rate-limits" },
  { query: "sub registrar keeps mentioning guideline value for my mysore site, what is that", expectedId: "guideline-value" },
  { query: "what all papers should i verify before paying advance for a plot", expectedId: "due-diligence-checklist" },
  { query: "surat mein jantri badh gayi sun raha hu, iska kya matlab hai", expectedId: "jantri" },
  { query: "100 gaj plot kitna bada hota hai square feet mein", expectedId: "sqyd" },
  { query: "what does due dilligence actually mean when buying land", expectedId: "due-diligence" },
  { query: "ankanam in sq ft? plot in vijayawada", expectedId: "ankanam" },
  { query: "want a demo for our land team of 12 people", expectedId: "requesting-a-demo" },
  { query: "why is the govt value so much lower than the actual selling price", expectedId: "guideline-value-vs-market-value" },
  { query: "buying 5 cents near thrissur, what area is that in sqft", expectedId: "cent" },
  { query: "house on nazool land in prayagraj, can we get it freehold", expectedId: "nazul-land" },
  { query: "sale deed registry ho gayi, original kab milega", expectedId: "sale-deed" },
  { query: "every state uses its own land units, is there one place that explains them all", expectedId: "regional-area-units" },
  { query: "chakbandi ke baad mera khet dusri jagah chala gaya, kya kar sakte hai", expectedId: "consolidation-of-holdings" },
  { query: "seller's property only has b khata in whitefield, should i worry", expectedId: "khata" },
  {
    query: "agreed price seems under the govt rate, can your site flag that before registering",
    expectedId: "using-the-guideline-value-check",
  },
  { query: "how much is the registration fee on a sale deed, is it capped", expectedId: "registration-fee" },
  { query: "is compensation for acquired land taxable, capital gains?", expectedId: "taxes-on-land-deals" },
  { query: "flat promoter in howrah says land is 3 cottah, convert to sqft please", expectedId: "katha" },
  { query: "SIA study for land aquisition, what happens at the gram sabha", expectedId: "social-impact-assessment" },
  { query: "paid token and signed agrement to sell, now seller backing out what can i do", expectedId: "agreement-to-sell" },
  {
    query: "sarkar ne zameen lene ka notification nikala hai, objection kaise file kare",
    expectedId: "compulsory-acquisition-under-the-2013-act",
  },
  {
    query: "got a section 11 notice for our village land, what happens next and when do we get the award",
    expectedId: "compulsory-acquisition-under-the-2013-act",
  },
  { query: "what is NA land, seller says plot is NA converted", expectedId: "land-conversion" },
  {
    query: "want to estimate all-in cost of a 20 acre purchase with duty and fees, which tool",
    expectedId: "using-the-acquisition-cost-calculator",
  },
  {
    query: "our project got stuck 8 months cause we missed a pending case on one plot, what do people usually miss",
    expectedId: "due-diligence-mistakes-that-delay-projects",
  },
  { query: "jaipur wala bigha aur up wala bigha same hai kya? size batao", expectedId: "bigha" },
];

/**
 * Every fourth of the hundred questions written with `USER_2_QUERIES`,
 * before any change: measured only in aggregate, never listed or tuned on.
 */
export const USER_2_FRESH_QUERIES: readonly QuestionQuery[] = [
  { query: "dada ki zameen hai, papa ki death ho gayi, ab bhai behen mein batwara kaise hoga", expectedId: "inherited-land" },
  { query: "1 hectare kitne acre hota hai", expectedId: "hectare" },
  { query: "how much would your software save us, is there a roi calcualtor", expectedId: "using-the-service-roi-calculator" },
  { query: "can i fetch pages as .md instead of html for my llm", expectedId: "markdown-for-agents" },
  { query: "GPA se property kharidna safe hai kya", expectedId: "power-of-attorney" },
  { query: "kolkata 1 cottah = ? sq ft", expectedId: "katha" },
  { query: "first time buying a house, explain circle rate simply", expectedId: "circle-rates-explained-for-first-time-buyers" },
  {
    query: "NRI hu, US me rehta hu, india me plot kharid sakta hu kya? kya kya dekhna padega",
    expectedId: "buying-land-checklist-for-nris",
  },
  { query: "khet ko plot mein convert karne ka process aur kharcha", expectedId: "agricultural-land-conversion" },
  {
    query: "oci holder living in london, what do i need to check before buying a plot in kochi",
    expectedId: "buying-land-checklist-for-nris",
  },
  { query: "satbara utara online kaise nikale, zameen pune district me hai", expectedId: "seven-twelve-extract" },
  { query: "plot is 2.5 acer, how much is that in sq ft for layout planning", expectedId: "acre" },
  { query: "registry govt rate pe karein ya actual price pe, kya farak padta hai", expectedId: "guideline-value-vs-market-value" },
  { query: "ludhiana mein 10 marle da makaan, ye kitna area hua", expectedId: "marla" },
  { query: "managing 500 landowners on one project, how to keep track of everthing", expectedId: "coordinating-land-acquisition-at-scale" },
  {
    query: "pehli baar flat le rahe hai, circle rate ka kya matlab hai aur kyun zaroori hai",
    expectedId: "circle-rates-explained-for-first-time-buyers",
  },
  { query: "how to convert farm land to residental in telangana step by step", expectedId: "agricultural-land-conversion" },
  { query: "what is 100 percent solatium on compensation", expectedId: "solatium" },
  { query: "do you have a rest api and where are the endpoints documented", expectedId: "public-api-overview" },
  { query: "builder in tambaram quoting price per ground, how big is a ground", expectedId: "ground" },
  { query: "can I register my land at any sub registrar office or only the local one", expectedId: "sub-registrar-office" },
  {
    query:
      "builder wants to build flats on our old bungalow plot and give us 40% of the flats, what is this deal called and what should we watch for",
    expectedId: "development-agreement",
  },
  { query: "uncle bought property in his drivers name using his own money, is that legal", expectedId: "benami-transaction" },
  { query: "developing a 50 MW wind farm in gujarat, should we lease or buy the land", expectedId: "land-for-solar-and-wind-projects" },
  { query: "what is ROR in odisha, need it for bank loan", expectedId: "record-of-rights" },
];
