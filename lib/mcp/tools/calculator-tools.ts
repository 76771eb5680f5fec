import {
  acquisitionCost,
  acquisitionCostInput,
  acquisitionCostOutput,
  AREA_UNIT_IDS,
  BUYER_IDS,
  BUYER_RULES,
  convertArea,
  DEFAULT_BUYER,
  convertAreaInput,
  DUTIABLE_BASIS_LABELS,
  convertAreaOutput,
  DEFAULT_REGION,
  formatMoney,
  guidelineValueCheck,
  localityAssumptionText,
  INSTRUMENT_IDS,
  JURISDICTIONS,
  guidelineValueCheckInput,
  guidelineValueCheckOutput,
  landRoi,
  landRoiInput,
  landRoiOutput,
  pricePerArea,
  pricePerAreaInput,
  pricePerAreaOutput,
  REGION_IDS,
  SERVICE_ROI_DEFAULT_BASIS,
  SERVICE_ROI_DEFAULTS,
  serviceRoi,
  serviceRoiInput,
  serviceRoiOutput,
  rentLeaseTerms,
  STATE_IDS,
} from "@/lib/calculators";
import { viewToolMeta } from "@/lib/mcp/apps/calculator-views";
import { defineTool, readOnlyAnnotations as annotations } from "@/lib/mcp/tool-definition";
import { notesParagraph, sourcesParagraph, unitSizeSource } from "./answer-text";

/** Text is a summary for people, in Indian digit grouping with ₹ and lakh/crore for money; structuredContent keeps full precision. */
// One formatter for the process: `toLocaleString` with options builds a new Intl.NumberFormat per call.
const numberFormat = new Intl.NumberFormat("en-IN", { maximumSignificantDigits: 10 });
const fmt = (n: number) => numberFormat.format(n);
/** Money in the text: "₹1,28,70,000 (₹1.29 crore)", every significant digit kept. */
const money = (n: number) => formatMoney(n, { precise: true }).replace(/ · (.*)$/, " ($1)");
const unitSize = (factor: { unit: string; squareFeet: number; squareMetres: number }) =>
  `1 ${factor.unit} = ${fmt(factor.squareFeet)} sq ft = ${fmt(factor.squareMetres)} m²`;
const COST_LABELS = {
  basePrice: "base price",
  stampDuty: "stamp duty",
  registration: "registration",
  brokerage: "brokerage",
  legalFees: "legal fees",
  otherCosts: "other costs",
} as const;

const MONEY_HELP =
  'Amounts are rupees: give a number or a string as people write it ("12 lakh", "1.2 crore", "₹1,20,00,000", "50k"); the text shows ₹ with Indian grouping and lakh or crore, structuredContent plain numbers. ' +
  "Another currency works for the arithmetic if every amount uses it (state slabs and caps are in rupees).";

const REGION_HELP =
  `Bigha, biswa, katha and nali differ by region, and some Punjab districts have their own marla and kanal: pass region (${REGION_IDS.join(", ")}); ` +
  `without it ${DEFAULT_REGION} is assumed for bigha, biswa and katha (pucca bigha 27,225 sq ft) and the answer, text included, says so. ` +
  "A unit the region does not use is an error listing the regions that define it.";

/** A note in brief for the text: its summary, then the sites of its sources and the latest check date. */
function noteInBrief(item: { summary: string; sources: readonly { url: string; checkedOn: string | null }[] }): string {
  const sites = [...new Set(item.sources.map((source) => new URL(source.url).hostname.replace(/^www\./, "")))];
  const checked = item.sources
    .flatMap((source) => (source.checkedOn ? [source.checkedOn] : []))
    .sort()
    .at(-1);
  if (sites.length === 0) return item.summary;
  return `${item.summary} (sources: ${sites.slice(0, 3).join(", ")}${sites.length > 3 ? ` and ${sites.length - 3} more` : ""}${checked ? `; checked ${checked}` : ""})`;
}

/** A note giving one unit's size ("1 bigha (Rajasthan) = 27,225 sq ft. Source: …"), which `regionText` states. */
const isUnitSize = (note: string) => note.startsWith("1 ");

/** Which regional size was used, in the text too: an agent that reads only the text must see an assumed region. */
function regionText(out: { region: string | null; regionDefaulted: boolean; notes: readonly string[] }): string {
  if (!out.region) return "";
  const sizes = out.notes.filter(isUnitSize).map((note) => note.replace(/ Source: .*$/, ""));
  const assumed = out.regionDefaulted ? " assumed because no region was given (sizes differ by region; pass region)" : "";
  return ` Region ${out.region}${assumed}: ${sizes.join(" ")}`;
}

/**
 * What closes an area answer's text: the source of each regional size used, in brief, then the
 * notes `regionText` has not stated (other sizes in use, what rests on what).
 */
const areaSourcesAndNotes = (notes: readonly string[]) =>
  sourcesParagraph(notes.filter(isUnitSize).map(unitSizeSource)) + notesParagraph(notes.filter((note) => !isUnitSize(note)));

/** A default rate's source, in brief, with the date it was checked; a rate given in the call has none. */
const rateSource = (label: string, rate: { percent: number; reference: string | null; asOf: string | null }) =>
  rate.reference ? { fact: `${label} ${fmt(rate.percent)}%`, citation: rate.reference, checked: rate.asOf } : undefined;

const landAreaConvert = defineTool({
  name: "land_area_convert",
  _meta: viewToolMeta("land_area_convert"),
  title: "Convert land area units",
  description:
    `Convert a land area between units: ${AREA_UNIT_IDS.join(", ")}. ` +
    "Exact definitions (1 ft = 0.3048 m, acre = 43,560 sq ft, hectare = 10,000 m², are = 100 m², sqyd = 9 sq ft, cent and dismil = 1/100 acre, " +
    "guntha = 1,089 sq ft, ground = 2,400 sq ft, ankanam = 72 sq ft, marla = 272.25 sq ft, kanal = 5,445 sq ft); " +
    "the result is full double precision, not rounded. " +
    `${REGION_HELP} The answer always includes the size of both units used (sq ft and m² per unit) and the region used.`,
  inputSchema: convertAreaInput,
  outputSchema: convertAreaOutput,
  annotations: annotations("Convert land area units"),
  run: (input) => {
    const out = convertArea(input);
    return {
      structuredContent: out,
      text:
        `${fmt(out.value)} ${out.fromUnit} = ${fmt(out.result)} ${out.toUnit}, that is ${fmt(out.squareFeet)} sq ft or ${fmt(out.squareMetres)} m². ` +
        `${unitSize(out.fromUnitFactor)}; ${unitSize(out.toUnitFactor)}.${regionText(out)}${areaSourcesAndNotes(out.notes)}`,
    };
  },
});

const pricePerSqft = defineTool({
  name: "price_per_sqft",
  _meta: viewToolMeta("price_per_sqft"),
  title: "Price per square foot",
  description:
    "Price per square foot, per square metre and per the supplied unit for a parcel, from its total price and area. " +
    `Area unit: any of ${AREA_UNIT_IDS.join(", ")}. ${REGION_HELP} ${MONEY_HELP}`,
  inputSchema: pricePerAreaInput,
  outputSchema: pricePerAreaOutput,
  annotations: annotations("Price per square foot"),
  run: (input) => {
    const out = pricePerArea(input);
    return {
      structuredContent: out,
      text:
        `${money(out.pricePerSqft)} per sq ft, ${money(out.pricePerSqm)} per m², ${money(out.pricePerUnit)} per ${out.unit}, ` +
        `from ${money(out.totalPrice)} for ${fmt(out.area)} ${out.unit} (${fmt(out.areaSqft)} sq ft, ${fmt(out.areaSqm)} m²). ${unitSize(out.unitFactor)}.${regionText(out)}` +
        areaSourcesAndNotes(out.notes),
    };
  },
});

const landRoiTool = defineTool({
  name: "land_roi",
  _meta: viewToolMeta("land_roi"),
  title: "Land investment ROI",
  description:
    "Total profit, total ROI % and annualized ROI % of a land investment from purchase price, sale price and holding period in years " +
    "(fractions allowed). Optional additionalCosts (stamp duty, fees, upkeep) are added to the cost basis. " +
    "The annualized ROI is the compound annual growth rate (CAGR), not total ROI divided by years. " +
    `Losses give negative ROI; a sale price of 0 gives a CAGR of -100%. ${MONEY_HELP}`,
  inputSchema: landRoiInput,
  outputSchema: landRoiOutput,
  annotations: annotations("Land investment ROI"),
  run: (input) => {
    const out = landRoi(input);
    return {
      structuredContent: out,
      text:
        `${out.isLoss ? "Loss" : "Profit"} ${money(out.totalProfit)} on ${money(out.totalInvestment)} invested ` +
        `(purchase ${money(out.purchasePrice)} plus additional costs ${money(out.additionalCosts)}; sale ${money(out.salePrice)}): ` +
        `total ROI ${fmt(out.totalRoiPercent)}%, annualized (CAGR) ${fmt(out.annualizedRoiPercent)}% over ${fmt(out.holdingPeriodYears)} years.`,
    };
  },
});

const guidelineValueCheckTool = defineTool({
  name: "guideline_value_check",
  _meta: viewToolMeta("guideline_value_check"),
  title: "Guideline value vs market rate",
  description:
    "Compare the government guideline value (circle rate / jantri / ready reckoner / guidance value) with the market rate, both per the same unit area. " +
    "Returns the market premium % ((market − guideline) / guideline × 100), the difference per unit and, with an optional area, in total, " +
    `and which value stamp duty is normally charged on (the higher of the two) with an explanatory note. ${MONEY_HELP}`,
  inputSchema: guidelineValueCheckInput,
  outputSchema: guidelineValueCheckOutput,
  annotations: annotations("Guideline value vs market rate"),
  run: (input) => {
    const out = guidelineValueCheck(input);
    const basis = out.stampDutyBasis === "equal" ? "either value (they are equal)" : `the ${out.stampDutyBasis} value`;
    return {
      structuredContent: out,
      text:
        `Market rate ${money(out.marketRatePerUnit)} per ${out.unit} is ${fmt(Math.abs(out.marketPremiumPercent))}% ${out.marketPremiumPercent < 0 ? "below" : "above"} ` +
        `the guideline value ${money(out.guidelineValuePerUnit)} (${money(out.differencePerUnit)} per ${out.unit}); stamp duty is normally charged on ${basis}, ` +
        `${money(out.dutiableValuePerUnit)} per ${out.unit}.` +
        (out.area === null
          ? ""
          : ` For ${fmt(out.area)} ${out.unit}: guideline ${money(out.guidelineTotal ?? 0)}, market ${money(out.marketTotal ?? 0)}, ` +
            `difference ${money(out.totalDifference ?? 0)}, dutiable ${money(out.dutiableTotal ?? 0)}.`) +
        notesParagraph([out.note]),
    };
  },
});

/** States where a woman or a joint buyer pays less on a sale deed, read from the buyer rules. */
const CONCESSION_STATES = STATE_IDS.filter((id) =>
  [BUYER_RULES[id].woman, BUYER_RULES[id].joint].some((rule) => rule?.stampDuty !== undefined || rule?.registration !== undefined),
).map((id) => JURISDICTIONS[id].label);

const landAcquisitionCost = defineTool({
  name: "land_acquisition_cost",
  _meta: viewToolMeta("land_acquisition_cost"),
  title: "Land acquisition cost",
  description:
    "Full cost of acquiring land: base price plus stamp duty, registration fee, brokerage, legal fees and other costs, itemised, " +
    "with the total and the total as a % over the base price. " +
    `Pass state (${STATE_IDS.join(", ")}) and, where rates differ by area, locality for default stamp duty and registration rates (value slabs and fee caps applied, in rupees; each with its rule, source and verification date); ` +
    `buyer (${BUYER_IDS.join(", ")}; default ${DEFAULT_BUYER}, the general rate, also a company's) applies the state's concession for a woman or a man and a woman jointly where it has one (${CONCESSION_STATES.join(", ")}), and the answer's buyer says what applied, how much less it is than the general rate, and its sources, or that the state has none; ` +
    "explicit stampDutyPercent / registrationPercent always win. Stamp duty and registration are charged on the higher of basePrice and the optional guidelineValue. " +
    `instrument (${INSTRUMENT_IDS.join(", ")}; default sale) selects the state's rule for an agreement to sell or a long-term lease (with leaseYears) where the table has one; otherwise the answer says it is not covered (instrumentCovered false). ` +
    `A lease term the state charges on its rent (${rentLeaseTerms().join("; ")}) also needs annualRent (average annual rent) and premium (0 if none); dutiableBasis is then leaseRent and the notes give the clause, its sources and check date. ` +
    "A lease term charged on a share of the market value (give the market value as guidelineValue) has dutiableBasis leaseMarketValueShare. " +
    `The answer says which rates were used and where they came from. ${MONEY_HELP}`,
  inputSchema: acquisitionCostInput,
  outputSchema: acquisitionCostOutput,
  annotations: annotations("Land acquisition cost"),
  run: (input) => {
    const out = acquisitionCost(input);
    const { stampDuty, registration, brokerage } = out.rates;
    const lines = out.breakdown.map(({ item, amount }) => `${COST_LABELS[item]} ${money(amount)}`).join(", ");
    // An assumed locality leads the text: an agent that reads only the first line must not miss it.
    const assumed = out.localityAssumed && out.state ? `${localityAssumptionText(out.state)} ` : "";
    // So does a sale the table does not cover (rates not settled): the total then has no state charges in it.
    const briefs = out.noteSummaries.slice(out.localityAssumed ? 1 : 0).map(noteInBrief);
    const uncovered = out.instrument === "sale" && out.instrumentCovered === false ? `${briefs.shift()} ` : "";
    return {
      structuredContent: out,
      text:
        `${assumed}${uncovered}Total ${money(out.total)}: ${lines}. Additional costs ${money(out.additionalCosts)}, ${fmt(out.additionalCostPercent)}% over the base price; ` +
        `stamp duty ${fmt(stampDuty.percent)}% (${stampDuty.source}: ${stampDuty.rule}) and registration ${fmt(registration.percent)}% (${registration.source}: ${registration.rule}) ` +
        `on a dutiable value of ${money(out.dutiableValue)}${out.dutiableBasis === "price" || out.dutiableBasis === "guidelineValue" ? "" : ` (${DUTIABLE_BASIS_LABELS[out.dutiableBasis]})`}; brokerage ${fmt(brokerage.percent)}% (${brokerage.rule}).` +
        (out.state ? ` Buyer ${out.buyer.given ? out.buyer.category : "not given (the general rate, a man's)"}: ${out.buyer.rule}` : "") +
        (out.buyer.lessThanGeneral > 0 ? ` That is ${money(out.buyer.lessThanGeneral)} less than the general rate.` : "") +
        (out.instrument === "sale"
          ? ""
          : ` Instrument: ${out.instrument}${out.instrumentCovered === false ? " (not fully covered for this state: see notes)" : ""}.`) +
        sourcesParagraph([
          rateSource("stamp duty", stampDuty),
          rateSource("registration", registration),
          rateSource("brokerage", brokerage),
        ]) +
        // The notes in brief, one a line (the assumed locality already leads); structuredContent has them in full.
        (briefs.length ? `\n\nNotes:\n${briefs.map((brief) => `- ${brief}`).join("\n")}` : ""),
    };
  },
});

const serviceRoiTool = defineTool({
  name: "service_roi",
  _meta: viewToolMeta("service_roi"),
  title: "Software ROI for land-acquisition coordination",
  description:
    "Estimate the annual ROI of replacing manual land-acquisition coordination with the vendor's software. " +
    "Required: hourlyCost (loaded cost of an hour of staff time), and either coordinators with hoursPerWeek (a team's coordination hours a week each) or parcelsPerYear. " +
    "annualSoftwareCost is optional: without it the answer gives breakEvenSoftwareCost, the most a year of software can cost and still pay for itself. " +
    `Optional with defaults, each with its basis: workingWeeksPerYear (${SERVICE_ROI_DEFAULTS.workingWeeksPerYear}: ${SERVICE_ROI_DEFAULT_BASIS.workingWeeksPerYear}), ` +
    `timeSavedPercent (${SERVICE_ROI_DEFAULTS.timeSavedPercent}: ${SERVICE_ROI_DEFAULT_BASIS.timeSavedPercent}), ` +
    `hoursPerParcel (${SERVICE_ROI_DEFAULTS.hoursPerParcel}, parcels only: ${SERVICE_ROI_DEFAULT_BASIS.hoursPerParcel}), ` +
    `avoidedCostPerParcel (${SERVICE_ROI_DEFAULTS.avoidedCostPerParcel}: ${SERVICE_ROI_DEFAULT_BASIS.avoidedCostPerParcel}); the answer lists the defaults used with their basis. ` +
    "Returns annual savings, the break-even software cost and, with a software cost, net benefit, ROI % and payback in months (null when it never pays back). " +
    "Currency-agnostic: use one currency for all money fields.",
  inputSchema: serviceRoiInput,
  outputSchema: serviceRoiOutput,
  annotations: annotations("Software ROI for land-acquisition coordination"),
  run: (input) => {
    const out = serviceRoi(input);
    const hours =
      out.basis === "team"
        ? `From ${fmt(out.coordinators ?? 0)} coordinators at ${fmt(out.hoursPerWeek ?? 0)} hours a week for ${fmt(out.workingWeeksPerYear ?? 0)} weeks (${fmt(out.manualHoursPerYear)} hours), `
        : `From ${fmt(out.parcelsPerYear ?? 0)} parcels a year at ${fmt(out.hoursPerParcel ?? 0)} manual hours each (${fmt(out.manualHoursPerYear)} hours), `;
    const headline =
      out.annualSoftwareCost === null || out.netBenefit === null || out.roiPercent === null
        ? `Annual savings ${fmt(out.annualSavings)}: the software pays for itself at up to ${fmt(out.breakEvenSoftwareCost)} a year (break-even; no software cost given). `
        : `Annual savings ${fmt(out.annualSavings)} vs cost ${fmt(out.annualSoftwareCost)}: net ${fmt(out.netBenefit)}, ROI ${fmt(out.roiPercent)}%, ${
            out.paybackMonths === null ? "never pays back at these inputs" : `payback in ${fmt(out.paybackMonths)} months`
          }. `;
    const defaults = out.assumptions.length
      ? ` Defaults used: ${out.assumptions.map((a) => `${a.input} ${fmt(a.value)} (${a.basis})`).join("; ")}.`
      : "";
    return {
      structuredContent: out,
      text:
        headline +
        hours +
        `${fmt(out.timeSavedPercent)}% saved (${fmt(out.hoursSavedPerYear)} hours at ${fmt(out.hourlyCost)} an hour: ${fmt(out.laborSavings)}), ` +
        `plus ${fmt(out.avoidedCostPerParcel)} avoided per parcel (${fmt(out.avoidedCosts)}).` +
        defaults +
        notesParagraph(out.notes),
    };
  },
});

/** The calculator server's tools, in the order the spec lists them. */
export const calculatorTools = [
  landAreaConvert,
  pricePerSqft,
  landRoiTool,
  guidelineValueCheckTool,
  landAcquisitionCost,
  serviceRoiTool,
] as const;
