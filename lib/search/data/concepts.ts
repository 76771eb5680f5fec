/**
 * The concept table: everyday words (and Hindi words in Latin script) that
 * people use for something the corpus names with a term. Unlike a synonym
 * group it points one way: a query containing one of `says` is also searched
 * for `means`, at full weight, because the user asked about that concept in
 * other words ("is there a loan on this plot" asks for an encumbrance
 * certificate). Phrases are matched after the search tokenizer (lower case,
 * plurals folded, stop words dropped), so write them plainly.
 *
 * Each entry carries an example query and the document it must bring into
 * the top three; tests/unit/search-concepts.test.ts checks every one.
 */
export interface Concept {
  says: readonly string[];
  means: string;
  example: readonly [query: string, expectedId: string];
}

export const CONCEPTS: readonly Concept[] = [
  // Records and charges
  {
    says: [
      "loan",
      "mortgage",
      "mortgaged",
      "bank claim",
      "lien",
      "hypothecation",
      "charge on property",
      "charge on land",
      "dues on property",
    ],
    means: "encumbrance certificate",
    example: ["is the house mortgaged to a bank", "encumbrance-certificate"],
  },
  {
    says: ["girvi", "girwi", "rehan", "karz", "karza"],
    means: "encumbrance certificate mortgage",
    example: ["zameen girvi to nahi hai kaise pata kare", "encumbrance-certificate"],
  },
  {
    says: [
      "name change",
      "change name",
      "name transfer",
      "transfer name",
      "naam",
      "update owner",
      "owner name",
      "varasat",
      "virasat",
      "inheritance",
      "inherited",
      "passed away",
      "died",
      "death",
      // "naam chadhana": to have a name entered in the records.
      "chadhana",
      "chadhaye",
      "chadhaya",
      "chadhane",
      "chadhwana",
      "chadhvana",
      "chadhwaye",
    ],
    means: "mutation",
    example: ["owner name not updated in revenue office", "mutation"],
  },
  {
    says: ["naksha", "bhu naksha", "shajra", "land map", "village map", "cadastral map", "field sketch", "tippan", "fmb sketch"],
    means: "survey number village map sketch",
    example: ["bhu naksha of my field", "survey-number"],
  },
  {
    says: ["patwari", "lekhpal", "talathi", "village accountant", "village officer", "nakal", "naqal"],
    means: "record of rights revenue record",
    example: ["patwari se khet ki nakal kaise le", "record-of-rights"],
  },
  {
    says: ["batwara", "bantwara", "partition of land", "family partition"],
    means: "mutation partition",
    example: ["family batwara ke baad naam alag karna", "mutation"],
  },
  {
    says: ["ownership record", "owner record", "land ownership record", "bhulekh", "bhu abhilekh"],
    means: "record of rights",
    example: ["where is the official land ownership record kept", "record-of-rights"],
  },
  {
    says: ["transfer ownership", "ownership transfer", "title transfer", "registry paper", "registry document"],
    means: "sale deed",
    example: ["paper that makes the buyer legal owner after payment, title transfer", "sale-deed"],
  },
  {
    says: ["ownership history", "previous owner", "old deed", "earlier deed", "parent document", "original document", "chain document"],
    means: "mother deed link documents",
    example: ["seller does not have the old deeds of previous owners", "mother-deed"],
  },
  {
    says: [
      "lawyer check",
      "legal check",
      "legal opinion",
      "legal verification",
      "clear title",
      "clean title",
      "ownership check",
      "title check",
      "check title",
      "title checking",
      "checking title",
    ],
    means: "title search",
    example: ["legal opinion on property before paying", "title-search"],
  },
  // Valuation
  {
    says: [
      "government rate",
      "govt rate",
      "sarkari rate",
      "sarkari dar",
      "registry value",
      "registry rate",
      "government valuation",
      "govt valuation",
      "minimum rate",
      "government price",
      "stamp value",
      "stamp duty value",
    ],
    means: "circle rate",
    example: ["govt valuation of flat for registry", "circle-rate"],
  },
  {
    says: ["below government rate", "below govt rate", "less than government rate", "under government rate", "lower than government rate"],
    means: "guideline value check",
    example: ["sale price below government rate, is that a problem", "using-the-guideline-value-check"],
  },
  {
    says: ["zameen", "zamin", "jameen", "jamin", "bhumi", "bhu"],
    means: "land",
    example: ["zameen napne ki unit", "regional-area-units"],
  },
  {
    says: ["malik", "maalik"],
    means: "owner record of rights",
    example: ["khet ka malik kaun hai kaise pata kare", "record-of-rights"],
  },
  {
    says: ["kimat", "keemat", "daam", "bhav"],
    means: "price value",
    example: ["plot ki keemat per gaj", "sqyd"],
  },
  {
    says: [
      "more than the price",
      "more than i paid",
      "higher than the price",
      "above the price",
      "more than the sale price",
      "more than the deal value",
      // The government's value against the market's, either way round.
      "lower than market",
      "higher than market",
      "less than market",
      "more than market",
      "below market",
      "above market",
    ],
    means: "higher of guideline value and market value",
    example: ["registrar valued my plot at more than the sale price", "guideline-value-vs-market-value"],
  },
  {
    says: ["real price", "actual price", "open market", "selling price"],
    means: "market value",
    example: ["what a plot would sell for on the open market", "market-value"],
  },
  // Costs and registration
  {
    says: ["registry", "registery", "registri"],
    means: "registration",
    example: ["registry office timing and documents", "sub-registrar-office"],
  },
  {
    says: ["kharcha", "kharch", "lagat", "expense", "charges total"],
    means: "cost stamp duty registration fee",
    example: ["property registry kharcha", "stamp-duty-and-registration-by-state"],
  },
  {
    says: ["female", "lady", "mahila", "wife name"],
    means: "women concession",
    example: ["stamp duty discount if registered in wife name", "stamp-duty-and-registration-by-state"],
  },
  {
    says: ["stamp paper online", "online stamp", "franking", "stamp certificate"],
    means: "e-stamping",
    example: ["franking or online stamp for a lease", "e-stamping"],
  },
  {
    says: ["token money", "advance money", "earnest money", "booking amount", "advance paid"],
    means: "agreement to sell",
    example: ["seller took token money and now refuses", "agreement-to-sell"],
  },
  // Land use and acquisition
  {
    says: ["khet", "kheti", "krishi", "farm", "farmland", "farm land", "agri land"],
    means: "agricultural land",
    example: ["can i build a house on my farm", "agricultural-land-conversion"],
  },
  {
    says: ["non agricultural", "residential use", "change land use"],
    means: "land conversion",
    example: ["non agricultural permission for a plot", "land-conversion"],
  },
  {
    // Hindi verbs for changing one thing into another: "khet ko plot banana", "zameen badalwana".
    says: ["badalna", "badalwana", "badalvana", "banana", "banwana", "convert karna"],
    means: "converting",
    example: ["khet ko plot banana hai", "agricultural-land-conversion"],
  },
  {
    // Hindi for members of Scheduled Tribes: "adivasi ki zameen kharid sakte hai kya".
    says: ["adivasi", "adiwasi", "aadivasi", "aadiwasi", "janjati"],
    means: "scheduled tribe tribal land",
    example: ["adivasi ki zameen kharid sakte hai kya", "who-can-buy-agricultural-land"],
  },
  {
    says: ["muavza", "muavaza", "mua vza", "compensation amount", "payout"],
    means: "compensation",
    example: ["government muavza for acquired land", "land-acquisition"],
  },
  {
    says: [
      "government taking",
      "govt taking",
      "government take",
      "govt take",
      "taken by government",
      "taken by govt",
      "government took",
      "govt took",
      "sarkar le",
      "sarkar ne le",
    ],
    means: "compulsory land acquisition",
    example: ["government is taking my land for a road", "land-acquisition"],
  },
  {
    // Hindi for papers or documents: "kaun se kagaz chahiye", "registry ke dastavez".
    says: ["kagaz", "kaagaz", "kagaj", "kagzat", "kagjat", "dastavez", "dastavej", "dastavejon"],
    means: "documents",
    example: ["registry ke liye kaun se kagaz chahiye", "sub-registrar-office"],
  },
  {
    says: ["check list", "list of checks", "things to check", "what all to check"],
    means: "checklist",
    example: ["check list before buying a plot", "due-diligence-checklist"],
  },
  {
    says: ["extra compensation", "additional compensation", "100 percent extra", "bonus compensation"],
    means: "solatium",
    example: ["additional compensation for compulsory acquisition", "solatium"],
  },
  {
    says: ["public hearing", "affected families", "displaced families", "displaced", "displacement", "rehabilitation"],
    means: "social impact assessment",
    example: ["families displaced by a highway project, hearing", "social-impact-assessment"],
  },
  {
    says: ["builder", "unregistered project", "project registration", "flat booking", "under construction"],
    means: "rera",
    example: ["builder delaying possession of under construction flat", "rera"],
  },
  {
    says: [
      "abroad",
      "overseas",
      "foreign citizen",
      "living outside india",
      "dubai",
      "usa",
      "uk",
      "canada",
      "gulf",
      "nre account",
      "nro account",
      "oci",
    ],
    means: "nri",
    example: ["working in the gulf, want to buy a plot back home", "buying-land-checklist-for-nris"],
  },
  {
    says: ["sign on my behalf", "on my behalf", "authorise relative", "authorize relative"],
    means: "power of attorney",
    example: ["can my father sign the sale papers on my behalf", "power-of-attorney"],
  },
  {
    says: ["measure land", "land measurement", "naap", "napai", "paimaish", "demarcation", "boundary dispute", "hadbandi"],
    means: "survey measurement area",
    example: ["boundary demarcation by a surveyor", "survey-number"],
  },
  {
    says: ["ownership proof", "proof of ownership"],
    means: "title record of rights",
    example: ["what counts as proof of ownership for land", "record-of-rights"],
  },
  // The product, the API and the tool servers
  {
    says: ["referral", "refer", "reseller", "resell", "commission", "white label", "higher limit", "more requests", "bulk access"],
    means: "partner program",
    example: ["we need a higher limit for our integration", "partner-program"],
  },
  {
    says: ["walkthrough", "product tour", "talk to sales", "sales call", "contact sales", "trial"],
    means: "demo",
    example: ["contact sales for a trial", "requesting-a-demo"],
  },
  {
    says: ["bot", "authenticate", "authentication", "client credentials", "oauth", "bearer", "access token", "login"],
    means: "agent identity token",
    example: ["oauth bearer for my crawler bot", "agent-identity-flow"],
  },
  {
    says: ["too many requests", "throttled", "throttle", "throttling", "rate limited", "blocked", "quota"],
    means: "rate limit 429",
    example: ["my script got throttled", "errors-and-rate-limits"],
  },
  {
    says: ["duplicate", "twice", "double submit", "double submission", "submitted two times", "resend"],
    means: "idempotency key",
    example: ["form got submitted two times after a timeout", "idempotent-requests"],
  },
  {
    says: ["test environment", "test server", "dev environment", "pre production", "preproduction", "uat"],
    means: "staging",
    example: ["uat server for integration testing", "staging-environment"],
  },
  {
    says: ["ai assistant", "chatbot", "llm", "gpt", "chatgpt", "copilot"],
    means: "agent",
    example: ["does your site work with chatgpt", "making-our-site-agent-ready"],
  },
  {
    says: ["profit", "appreciation", "return on land", "investment return", "gain per year", "return per year", "yearly return"],
    means: "roi cagr",
    example: ["yearly return on a plot bought in 2015", "using-the-land-roi-calculator"],
  },
  {
    says: ["calculate", "calculation", "compute", "estimate", "work out", "online tool"],
    means: "calculator",
    example: ["compute cost of land purchase including fees", "using-the-acquisition-cost-calculator"],
  },
  {
    says: ["worth the cost", "worth buying", "payback", "savings", "business case", "cost benefit"],
    means: "service roi",
    example: ["business case for buying your software", "using-the-service-roi-calculator"],
  },
];
