import { z } from "zod";
import { type AppliedCharge, applyCharge, rupees } from "./apply-charge";
import { assertFinite } from "./assert-finite";
import { applyBuyerCharge, buyerCategory, buyerField, buyerOutput } from "./buyer-category";
import { DUTIABLE_BASES } from "./dutiable-basis";
import { InputError } from "@/lib/errors/input-error";
import {
  INSTRUMENT_IDS,
  INSTRUMENT_LABELS,
  type InstrumentId,
  JURISDICTIONS,
  LOCALITY_IDS,
  LOCALITY_STATE,
  type LocalityId,
  STATE_IDS,
  type StateId,
} from "./data/jurisdictions";
import {
  type Charge,
  type InstrumentCharge,
  inLeaseBand,
  isRentBasis,
  type LeaseTerm,
  type LocalityRates,
  STATE_TRANSFER_RATES,
} from "./data/state-transfer-rates";
import {
  annualRentField,
  instrumentField,
  leaseYearsField,
  localityField,
  nonNegativeAmount,
  percentage,
  positiveAmount,
  premiumField,
  stateField,
} from "./input-fields";

export const acquisitionCostInput = z.strictObject({
  basePrice: positiveAmount(
    "basePrice",
    "Agreed price of the land (any currency; all money fields share it). State defaults use rupee slabs and caps, so with state the amounts are rupees.",
  ),
  state: stateField(
    `Indian state or UT whose default stamp duty and registration rates to use when those percentages are not given: ${STATE_IDS.join(", ")}.`,
  ),
  locality: localityField(),
  instrument: instrumentField(),
  leaseYears: leaseYearsField(),
  annualRent: annualRentField(),
  premium: premiumField(),
  guidelineValue: positiveAmount(
    "guidelineValue",
    "Optional government guideline value (circle rate × area) of the whole property. Stamp duty and registration are charged on the higher of basePrice and this.",
  ).optional(),
  stampDutyPercent: percentage("stampDutyPercent", "Stamp duty as % of the dutiable value; overrides the state default.").optional(),
  registrationPercent: percentage(
    "registrationPercent",
    "Registration fee as % of the dutiable value; overrides the state default (and its slabs and cap).",
  ).optional(),
  brokeragePercent: percentage("brokeragePercent", "Brokerage as % of basePrice. Default 0.").optional(),
  legalFees: nonNegativeAmount("legalFees", "Legal and due-diligence fees, as an amount. Default 0.").optional(),
  otherCosts: nonNegativeAmount("otherCosts", "Any other costs (survey, mutation, travel), as an amount. Default 0.").optional(),
  buyer: buyerField(),
});

const RATE_SOURCES = ["input", "stateDefault", "none"] as const;

const provenance = z
  .object({
    sources: z
      .array(z.object({ title: z.string(), url: z.string() }))
      .describe("Every source of the state default, the primary first (title and deep link)."),
    effectiveFrom: z.string().describe("ISO date the rate took effect, or the in-force-by date (see effectiveFromKind)."),
    effectiveFromKind: z
      .enum(["effective", "in-force-by"])
      .describe(
        "effective = the date the rate took effect; in-force-by = the earliest dated source showing it in force (the original date was not found).",
      ),
    verifiedOn: z.string().describe("ISO date this charge was last checked against its sources."),
    confidence: z
      .enum(["notified", "reported"])
      .describe("notified = read in the notification itself; reported = rests on dated reports of it."),
    notification: z
      .object({ number: z.string(), date: z.string() })
      .nullable()
      .describe("Number and date of the notification that was read; null for reported charges."),
  })
  .nullable();
const COST_ITEMS = ["basePrice", "stampDuty", "registration", "brokerage", "legalFees", "otherCosts"] as const;

const rateUsed = z.object({
  percent: z.number().describe("Percentage of the dutiable value charged (for a fixed, capped or minimum fee, the effective percentage)."),
  source: z.enum(RATE_SOURCES).describe("input = given explicitly; stateDefault = from the state table; none = not given, 0 used."),
  rule: z.string().describe("The rule applied, in words: the rate or slab, and any cap or minimum, that produced this amount."),
  reference: z.string().nullable().describe("Published source of a state default (title and deep link); null otherwise."),
  asOf: z.string().nullable().describe("Date a state default was last verified against its source (ISO); null otherwise."),
});

export const acquisitionCostOutput = z.object({
  basePrice: z.number().describe("Agreed price given."),
  state: z.enum(STATE_IDS).nullable().describe("State used; null when none."),
  locality: z
    .enum(LOCALITY_IDS)
    .nullable()
    .describe("Locality whose rates were used; null when the state has one set of rates or no state was used."),
  localityAssumed: z
    .boolean()
    .describe(
      "True when the state's rates differ by locality and none was given, so the state's first locality was assumed (the first note and the text say so and give the range); pass locality to be exact.",
    ),
  instrument: z.enum(INSTRUMENT_IDS).describe("Instrument whose charges were computed (sale unless given)."),
  instrumentCovered: z
    .boolean()
    .nullable()
    .describe(
      "Whether the state table has this instrument's stamp duty and registration for the state (and lease term); false means a default is missing and 0 was used for it unless you gave the percentage; null when no state was used.",
    ),
  dutiableValue: z
    .number()
    .describe(
      "Value stamp duty and registration were charged on: the higher of basePrice and guidelineValue, a lease's rent basis, or the share of the market value a lease rule names.",
    ),
  dutiableBasis: z
    .enum(DUTIABLE_BASES)
    .describe(
      "What dutiableValue is: basePrice, guidelineValue, a lease's rent basis (the multiple of the rent, plus any premium, its rule names) or a lease's share of the market value (e.g. 90%); see notes.",
    ),
  rates: z
    .object({ stampDuty: rateUsed, registration: rateUsed, brokerage: rateUsed })
    .describe("Each percentage used, the rule that produced it and where it came from."),
  provenance: z
    .object({ stampDuty: provenance, registration: provenance })
    .describe(
      "For each state default used: all its sources, its effective or in-force-by date, check date and confidence; null for a rate given or missing.",
    ),
  breakdown: z
    .array(
      z.object({
        item: z.enum(COST_ITEMS).describe("Cost line."),
        amount: z.number().describe("Amount of this line, in the currency of basePrice."),
      }),
    )
    .describe("Itemised costs, base price first; the amounts sum to total."),
  additionalCosts: z.number().describe("total − basePrice: everything paid on top of the price."),
  total: z.number().describe("Full acquisition cost: the sum of breakdown."),
  additionalCostPercent: z.number().describe("additionalCosts / basePrice × 100: the total as a percentage over the base price."),
  notes: z
    .array(z.string())
    .describe("Which locality was assumed, how the state's rates vary, what is unconfirmed and what was not included."),
  noteSummaries: z
    .array(
      z.object({
        summary: z.string().describe("One line, the operative rule first."),
        details: z.string().nullable().describe("The rest of the note (history, what is unconfirmed); null when the summary is all of it."),
        sources: z
          .array(
            z.object({
              title: z.string(),
              url: z.string(),
              checkedOn: z.string().nullable().describe("ISO date the rule resting on it was last checked; null for a finding's sources."),
            }),
          )
          .describe("The sources of the note, as deep links."),
      }),
    )
    .describe(
      "The notes as a person reads them, in the same order as notes: a one-line summary with the operative rule first, the details to fold, and the sources with their check dates.",
    ),
  buyer: buyerOutput,
});

export type AcquisitionCostInput = z.infer<typeof acquisitionCostInput>;
export type AcquisitionCostOutput = z.infer<typeof acquisitionCostOutput>;
type RateUsed = z.infer<typeof rateUsed>;

/** The state's rates for the locality given, or its first (default) locality; a locality of another state is an error. */
function localityRates(state: StateId, locality: LocalityId | undefined): LocalityRates {
  const rates = STATE_TRANSFER_RATES[state];
  if (locality === undefined) return rates.localities[0] as LocalityRates;
  const found = rates.localities.find((l) => l.id === locality);
  if (!found) {
    const own = rates.localities.flatMap((l) => (l.id ? [`${l.label} (${l.id})`] : []));
    const home = LOCALITY_STATE[locality];
    const label = JURISDICTIONS[home].localities.find((l) => l.id === locality)?.label ?? locality;
    throw new InputError(
      "locality",
      `locality: ${label} is in ${JURISDICTIONS[home].label}, not ${rates.label}. ${rates.label} ${own.length ? `localities: ${own.join("; ")}` : "has one set of rates: leave the locality out"}.`,
    );
  }
  return found;
}

function fromInput(percent: number, value: number, name: string): { rate: RateUsed; amount: number } {
  return {
    rate: { percent, source: "input", rule: `${name} ${percent}% given`, reference: null, asOf: null },
    amount: (value * percent) / 100,
  };
}

type Provenance = z.infer<typeof provenance>;

function provenanceOf(charge: Charge): Provenance {
  return {
    sources: [charge.source, ...charge.corroboration].map(({ title, url }) => ({ title, url })),
    effectiveFrom: charge.effectiveFrom,
    effectiveFromKind: charge.effectiveFromKind,
    verifiedOn: charge.verifiedOn,
    confidence: charge.confidence,
    notification: charge.notification ?? null,
  };
}

/** A lease charged on its rent or on a share of the market value: the amount its rule makes dutiable, and how. */
interface LeaseAmount {
  amount: number;
  words: string;
  kind: "rent" | "marketValueShare";
}

interface InstrumentCharges {
  stampDuty: Charge | null;
  registration: Charge | null;
  note: string | null;
  /** The note as a person reads it: summary, details and sources. */
  item: NoteItem | null;
  leaseAmount: LeaseAmount | null;
}

export type NoteItem = AcquisitionCostOutput["noteSummaries"][number];
type Source = { title: string; url: string };

const dated = (sources: readonly Source[], checkedOn: string | null) => sources.map(({ title, url }) => ({ title, url, checkedOn }));
const sourcesWithDate = (rule: { source: Source; corroboration: readonly Source[]; verifiedOn: string }) =>
  dated([rule.source, ...rule.corroboration], rule.verifiedOn);
const note = (summary: string, details: string | null = null, sources: NoteItem["sources"] = []): NoteItem => ({
  summary,
  details,
  sources,
});

/** An instrument's own charge in a few words: "as a sale deed", or its rules. */
const chargeWords = (charge: InstrumentCharge) =>
  charge === "asSale" ? "as on a sale deed" : charge === null ? null : charge.bands.map((band) => band.rule).join("; ");

const linksOf = (sources: readonly { title: string; url: string }[]) => sources.map((s) => `${s.title} (${s.url})`).join("; ");
const sourcesOf = (rule: { source: { title: string; url: string }; corroboration: readonly { title: string; url: string }[] }) =>
  linksOf([rule.source, ...rule.corroboration]);

/**
 * The lease band for the term: its rule in words and, on a rent basis or a
 * share of the market value, the amount. Throws when annualRent or premium is
 * missing for a rent basis; a string is the reason the term is not covered.
 */
function leaseBasis(
  input: AcquisitionCostInput,
  label: string,
  terms: readonly LeaseTerm[],
  marketValue: number,
): { term: LeaseTerm; leaseAmount: LeaseAmount | null } | string {
  const years = input.leaseYears ?? 0;
  // The band of the lease article covering the term: more than overYears, and at most (or below) upToYears where it has one.
  const term = terms.find((band) => inLeaseBand(band, years));
  if (!term) return `the table has no ${label} lease rule for a ${years}-year term.`;
  if (term.basis === "marketValueAsSale") return { term, leaseAmount: null };
  if (!isRentBasis(term.basis)) {
    const { marketValuePercent } = term.basis;
    const amount = (marketValuePercent / 100) * marketValue;
    return {
      term,
      leaseAmount: {
        amount,
        words:
          marketValuePercent === 100
            ? `on the market value ${rupees(marketValue)}`
            : `on ${marketValuePercent}% of the market value ${rupees(marketValue)} = ${rupees(amount)}`,
        kind: "marketValueShare",
      },
    };
  }
  const { premium } = term.basis;
  // "years": the total rent over the term, the average annual rent times the years.
  const rentMultiple = term.basis.rentMultiple === "years" ? years : term.basis.rentMultiple;
  const { annualRent, premium: given } = input;
  const times = term.basis.rentMultiple === "years" ? `the total rent, ${years} × ` : rentMultiple === 1 ? "" : `${rentMultiple} × `;
  if (annualRent === undefined)
    throw new InputError(
      "annualRent",
      `annualRent is required: a ${years}-year lease in ${label} pays on ${times}the average annual rent${premium === "added" ? " plus any premium" : ""}`,
    );
  if (given === undefined)
    throw new InputError("premium", `premium is required with annualRent: the premium, fine or money advanced, or 0 if none`);
  if (premium === "noPremiumOnly" && given > 0) return `the ${label} rule read for this term covers only a lease with no premium.`;
  const added = premium === "added" ? given : 0;
  const amount = rentMultiple * annualRent + added;
  return {
    term,
    leaseAmount: {
      amount,
      words: `on ${times}the average annual rent ${rupees(annualRent)}${added ? ` + premium ${rupees(added)}` : ""} = ${rupees(amount)}`,
      kind: "rent",
    },
  };
}

/** The charges for the instrument: the locality's sale charges, or the state's own rule for the instrument (null where it has none). */
function instrumentCharges(state: StateId, local: LocalityRates, input: AcquisitionCostInput, instrument: InstrumentId): InstrumentCharges {
  const rates = STATE_TRANSFER_RATES[state];
  const label = INSTRUMENT_LABELS[instrument].toLowerCase();
  const found = rates.notCovered?.[instrument];
  const notCoveredItem = () =>
    note(
      found?.summary ??
        `Not covered: the table has no ${label} rates for ${rates.label}, so none was applied; enter stampDutyPercent and registrationPercent from the state's schedule.`,
      found ? `What we found: ${found.finding}` : null,
      found ? dated(found.sources, null) : [],
    );
  // A sale whose rates are not settled (Assam) is not covered, with the finding, until they are.
  if (instrument === "sale" && !found) {
    return { stampDuty: local.stampDuty, registration: local.registration, note: null, item: null, leaseAmount: null };
  }
  const own = instrument === "sale" ? undefined : rates.instruments?.[instrument];
  if (!own) {
    return {
      stampDuty: null,
      registration: null,
      note: `Not covered: the table has no ${label} rates for ${rates.label}, so no state default was used for it; enter stampDutyPercent and registrationPercent from the state's schedule.${found ? ` What we found: ${found.finding} Sources: ${linksOf(found.sources)}.` : ""}`,
      item: notCoveredItem(),
      leaseAmount: null,
    };
  }
  // What was found on the instrument's registration fee where the table has none for it (leases), dated.
  const fee = own.registration === null ? own.registrationNotComputed : undefined;
  const feeFound = fee ? ` Registration fee not computed: ${fee.finding} Sources: ${linksOf(fee.sources)}.` : "";
  let leaseAmount: LeaseAmount | null = null;
  let ownRate: Charge | null = null;
  let ruleNote = `${own.note} Sources: ${sourcesOf(own)}; checked ${own.verifiedOn} (${own.confidence}).`;
  let ruleSummary: string | null = null;
  let ruleSources = sourcesWithDate(own);
  const feeDetails = fee ? ` Registration fee not computed: ${fee.finding}` : "";
  const feeSources = fee ? dated(fee.sources, null) : [];
  if (instrument === "lease" && own.leaseTerms) {
    const band = leaseBasis(input, rates.label, own.leaseTerms, Math.max(input.basePrice, input.guidelineValue ?? 0));
    if (typeof band === "string") {
      return {
        stampDuty: null,
        registration: null,
        note: `Not covered: ${band} Enter stampDutyPercent and registrationPercent. ${own.note}${feeFound}`,
        item: note(`Not covered: ${band} Enter stampDutyPercent and registrationPercent.`, `${own.note}${feeDetails}`, [
          ...ruleSources,
          ...feeSources,
        ]),
        leaseAmount: null,
      };
    }
    leaseAmount = band.leaseAmount;
    const { term } = band;
    // The article's own rate on the rent (Karnataka, Tamil Nadu, Telangana) or on the market value (Telangana over 30 years, Rajasthan), instead of the conveyance rate.
    ownRate = typeof term.basis === "object" ? (term.basis.ownRate ?? null) : null;
    ruleNote = `${input.leaseYears}-year term: ${term.rule}; charged ${leaseAmount ? leaseAmount.words : "on the market value"}. Sources: ${sourcesOf(term)}; checked ${term.verifiedOn} (${term.confidence}). ${own.note}`;
    ruleSummary = `${input.leaseYears}-year term: ${term.rule}; charged ${leaseAmount ? leaseAmount.words : "on the market value"}.`;
    ruleSources = [...sourcesWithDate(term), ...ruleSources];
  }
  const pick = (charge: InstrumentCharge, sale: Charge) => (charge === "asSale" ? sale : charge);
  const stampDuty = ownRate ?? pick(own.stampDuty, local.stampDuty);
  const registration = pick(own.registration, local.registration);
  const missing = [stampDuty ? null : "stamp duty", registration ? null : "registration fee"].filter(Boolean).join(" and ");
  const notInTable = missing
    ? ` Not covered: the ${missing} for this instrument is not in the table, so 0 was used unless you gave it.`
    : "";
  const registrationWords = chargeWords(own.registration);
  const summary =
    ruleSummary ??
    `Stamp duty ${ownRate ? ownRate.bands.map((b) => b.rule).join("; ") : (chargeWords(own.stampDuty) ?? "not in the table")}; registration fee ${
      registrationWords ?? "not in the table"
    }.`;
  return {
    stampDuty,
    registration,
    note: `${INSTRUMENT_LABELS[instrument]} in ${rates.label}: ${ruleNote}${notInTable}${feeFound}`,
    item: note(
      `${INSTRUMENT_LABELS[instrument]} in ${rates.label}: ${summary}${missing ? ` The ${missing} is not in the table: 0 unless you enter it.` : ""}`,
      `${own.note}${feeDetails}`,
      [...ruleSources, ...feeSources],
    ),
    leaseAmount,
  };
}

function fromState(charge: Charge, value: number, buyer?: Parameters<typeof applyBuyerCharge>[2]): { rate: RateUsed; amount: number } {
  const applied: AppliedCharge = applyBuyerCharge(charge, value, buyer);
  return {
    rate: {
      percent: applied.percent,
      source: "stateDefault",
      rule: applied.rule,
      reference: `${charge.source.title} (${charge.source.url})`,
      asOf: charge.verifiedOn,
    },
    amount: applied.amount,
  };
}

/** On the rent basis (or a share of the market value), the stamp-duty rule also names the amount it was charged on. */
const onLeaseAmount = (charged: { rate: RateUsed; amount: number }, leaseAmount: LeaseAmount | null) =>
  leaseAmount ? { ...charged, rate: { ...charged.rate, rule: `${charged.rate.rule}, ${leaseAmount.words} (lease rule)` } } : charged;

const NONE = (name: string, rule = `no ${name} rate given: 0`) => ({
  rate: { percent: 0, source: "none" as const, rule, reference: null, asOf: null },
  amount: 0,
});

export function acquisitionCost(input: AcquisitionCostInput): AcquisitionCostOutput {
  const marketValue = Math.max(input.basePrice, input.guidelineValue ?? 0);
  const state = input.state ?? (input.locality ? LOCALITY_STATE[input.locality] : undefined);
  const local = state === undefined ? undefined : localityRates(state, input.locality);
  const instrument = input.instrument ?? "sale";
  if (instrument === "lease" && input.leaseYears === undefined) {
    throw new InputError("leaseYears", "leaseYears is required when instrument is lease: the duty on a lease depends on its term");
  }
  const charges = state !== undefined && local ? instrumentCharges(state, local, input, instrument) : undefined;
  const leaseAmount = charges?.leaseAmount ?? null;
  const buyer = buyerCategory({
    buyer: input.buyer,
    state,
    locality: local?.id ?? null,
    instrument,
    stampDutyGiven: input.stampDutyPercent !== undefined,
    registrationGiven: input.registrationPercent !== undefined,
  });
  const dutiableValue = assertFinite(leaseAmount ? leaseAmount.amount : marketValue, "annualRent");
  const notCovered = (name: string) =>
    NONE(
      name,
      `no ${name} rate for a ${INSTRUMENT_LABELS[instrument].toLowerCase()} in the ${state ? STATE_TRANSFER_RATES[state].label : ""} table: 0`,
    );
  const stamp =
    input.stampDutyPercent !== undefined
      ? fromInput(input.stampDutyPercent, dutiableValue, "stamp duty")
      : charges
        ? charges.stampDuty
          ? onLeaseAmount(fromState(charges.stampDuty, dutiableValue, buyer.stampDuty), leaseAmount)
          : notCovered("stamp duty")
        : NONE("stamp duty");
  const registration =
    input.registrationPercent !== undefined
      ? fromInput(input.registrationPercent, dutiableValue, "registration fee")
      : charges
        ? charges.registration
          ? fromState(charges.registration, dutiableValue, buyer.registration)
          : notCovered("registration")
        : NONE("registration");
  const brokerage: RateUsed = {
    percent: input.brokeragePercent ?? 0,
    source: input.brokeragePercent === undefined ? "none" : "input",
    rule: input.brokeragePercent === undefined ? "no brokerage given: 0" : `brokerage ${input.brokeragePercent}% of the agreed price given`,
    reference: null,
    asOf: null,
  };
  const breakdown = [
    { item: "basePrice" as const, amount: input.basePrice },
    { item: "stampDuty" as const, amount: stamp.amount },
    { item: "registration" as const, amount: registration.amount },
    { item: "brokerage" as const, amount: (input.basePrice * brokerage.percent) / 100 },
    { item: "legalFees" as const, amount: input.legalFees ?? 0 },
    { item: "otherCosts" as const, amount: input.otherCosts ?? 0 },
  ];
  const total = assertFinite(
    breakdown.reduce((sum, line) => sum + line.amount, 0),
    "basePrice",
  );
  const additionalCosts = total - input.basePrice;
  // A line the buyer's concession charged cites the concession's source and check date, not the general rate's.
  const cited = (rate: RateUsed, adjusted: unknown): RateUsed => {
    const source = buyer.summary.sources[0];
    return adjusted && rate.source === "stateDefault" && source
      ? { ...rate, reference: `${source.title} (${source.url})`, asOf: buyer.summary.verifiedOn }
      : rate;
  };
  const rates = { stampDuty: cited(stamp.rate, buyer.stampDuty), registration: cited(registration.rate, buyer.registration), brokerage };
  // What the general rate (a man or a company) would have charged, where the buyer's concession changed a line.
  const general = (charge: Charge | null | undefined, adjusted: unknown, amount: number) =>
    charge && adjusted ? applyCharge(charge, dutiableValue).amount - amount : 0;
  const lessThanGeneral =
    general(charges?.stampDuty, buyer.stampDuty, stamp.amount) + general(charges?.registration, buyer.registration, registration.amount);
  const used = (given: number | undefined, charge: Charge | null | undefined) =>
    given === undefined && charge ? provenanceOf(charge) : null;
  return {
    basePrice: input.basePrice,
    state: state ?? null,
    locality: local?.id ?? null,
    localityAssumed: state !== undefined && input.locality === undefined && STATE_TRANSFER_RATES[state].localities.length > 1,
    instrument,
    instrumentCovered: charges ? charges.stampDuty !== null && charges.registration !== null : null,
    dutiableValue,
    dutiableBasis: leaseAmount
      ? leaseAmount.kind === "rent"
        ? "leaseRent"
        : "leaseMarketValueShare"
      : marketValue > input.basePrice
        ? "guidelineValue"
        : "price",
    rates,
    provenance: {
      stampDuty: used(input.stampDutyPercent, charges?.stampDuty),
      registration: used(input.registrationPercent, charges?.registration),
    },
    breakdown,
    additionalCosts,
    total,
    additionalCostPercent: assertFinite((additionalCosts / input.basePrice) * 100, "basePrice"),
    ...notesFor(input, state, local, leaseAmount ? null : marketValue, [rates.stampDuty, rates.registration], charges),
    // Applied only where it changed an amount: above a concession's ceiling the buyer pays the general rate.
    buyer: { ...buyer.summary, applied: buyer.summary.applied && lessThanGeneral !== 0, lessThanGeneral },
  };
}

/** A stamp duty charge in a few words: "6%", or "6% to 7%" by value. */
function dutyRange(charge: Charge): string {
  const percents = charge.bands.flatMap((band) => (band.percent === undefined ? [] : [band.percent]));
  if (percents.length === 0) return "a fixed duty";
  const low = Math.min(...percents);
  const high = Math.max(...percents);
  return low === high ? `${low}%` : `${low}% to ${high}%`;
}

export interface LocalityAssumption {
  state: string;
  /** The locality assumed (the state's first) and its stamp duty ("6%", "6% to 7%" by value). */
  assumed: { label: string; duty: string };
  /** The state's stamp duty across its localities: "3% to 7%". */
  range: string;
  others: { label: string; duty: string }[];
  /** City names the tool takes for the state's localities, as examples. */
  places: string[];
}

/**
 * The assumption made when a state's rates differ by locality and none was given: the locality and rate assumed,
 * the state's range, and every other locality with its rate; null for a state with one set of rates.
 */
export function localityAssumption(state: StateId): LocalityAssumption | null {
  const rates = STATE_TRANSFER_RATES[state];
  const [first, ...others] = rates.localities;
  if (!first || others.length === 0) return null;
  const all = rates.localities.flatMap((l) => l.stampDuty.bands.flatMap((band) => (band.percent === undefined ? [] : [band.percent])));
  return {
    state: rates.label,
    assumed: { label: first.label, duty: dutyRange(first.stampDuty) },
    range: `${Math.min(...all)}% to ${Math.max(...all)}%`,
    others: others.map((l) => ({ label: l.label, duty: dutyRange(l.stampDuty) })),
    places: JURISDICTIONS[state].localities.flatMap((l) => l.places?.slice(0, 1) ?? []),
  };
}

/** The assumption in words, to lead the tool's text and the notes. */
export function localityAssumptionText(state: StateId): string | null {
  const found = localityAssumption(state);
  if (!found) return null;
  return (
    `Assumed locality: ${found.assumed.label}, ${found.assumed.duty} stamp duty, because no locality was given; ${found.state}'s stamp duty is ${found.range} by locality. ` +
    `Other localities: ${found.others.map((l) => `${l.label} ${l.duty}`).join("; ")}. Pass locality (an id, or a city such as ${
      found.places.join(" or ") || "the one where the land lies"
    }) to be exact.`
  );
}

function notesFor(
  input: AcquisitionCostInput,
  state: StateId | undefined,
  local: LocalityRates | undefined,
  /** The market value charged on, or null when a lease was charged on its rent or a share of the market value. */
  marketValue: number | null,
  taxes: RateUsed[],
  charges: InstrumentCharges | undefined,
): { notes: string[]; noteSummaries: NoteItem[] } {
  // Each note twice: as the text it has always been (notes) and as a person reads it (noteSummaries), in the same order.
  const notes: string[] = [];
  const noteSummaries: NoteItem[] = [];
  const add = (text: string, item: NoteItem = note(text)) => {
    notes.push(text);
    noteSummaries.push(item);
  };
  const assumption = state !== undefined && input.locality === undefined ? localityAssumptionText(state) : null;
  if (assumption) {
    const [summary = assumption, ...rest] = assumption.split(/(?<=\.) (?=Other localities:)/);
    add(assumption, note(summary, rest.join(" ") || null));
  }
  if (charges?.note) add(charges.note, charges.item ?? note(charges.note));
  if (state === undefined && input.instrument !== undefined && input.instrument !== "sale") {
    add("instrument only selects state default rates; with no state, the percentages given (or 0) were used.");
  }
  if (marketValue !== null && marketValue > input.basePrice) {
    add("The guideline value exceeds the price, so stamp duty and registration were charged on the guideline value.");
  }
  if (state !== undefined && local && taxes.some((rate) => rate.source === "stateDefault")) {
    const rates = STATE_TRANSFER_RATES[state];
    const applied = taxes.filter((rate) => rate.source === "stateDefault").map((rate) => rate.rule);
    const used = [charges?.stampDuty, charges?.registration].filter((charge): charge is Charge => Boolean(charge));
    const sources = used.flatMap(sourcesWithDate).filter((source, i, all) => all.findIndex((other) => other.url === source.url) === i);
    add(
      `${local.label} default rates applied: ${applied.join("; ")}. ${rates.note} Pass explicit percentages to override.`,
      note(rates.summary, `Applied: ${applied.join("; ")}. ${rates.note} Explicit percentages override these rates.`, sources),
    );
  }
  if (state === undefined && taxes.some((rate) => rate.source === "none")) {
    add(
      "No state and no explicit percentage were given for stamp duty or registration, so 0 was used for it; pass state or the percentage.",
    );
  }
  return { notes, noteSummaries };
}
