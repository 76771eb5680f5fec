import { z } from "zod";
import { type AppliedCharge, applyCharge } from "./apply-charge";
import { BUYER_RULES, type BuyerAdjustment, type BuyerRule } from "./data/buyer-categories";
import { BUYER_IDS, type BuyerId, DEFAULT_BUYER } from "./data/buyer-ids";
import type { InstrumentId, LocalityId, StateId } from "./data/jurisdictions";
import type { Charge, ChargeBand, SourceLink } from "./data/state-transfer-rates";

export function buyerField() {
  return z
    .enum(BUYER_IDS, { error: () => `buyer must be one of: ${BUYER_IDS.join(", ")}` })
    .optional()
    .describe(
      `Who is buying, for the states that charge them differently: ${BUYER_IDS.join(", ")} (joint = a man and a woman together; women buying together = woman). ` +
        `Default ${DEFAULT_BUYER}: the state's general rate, which is also a company's; the answer says it was assumed and what a woman would pay. ` +
        "Applied to a sale deed's state default rates only; a percentage you give wins.",
    );
}

export const buyerOutput = z
  .object({
    category: z.enum(BUYER_IDS).describe("Buyer category used."),
    given: z.boolean().describe(`false when no buyer was given and ${DEFAULT_BUYER} (the general rate) was assumed.`),
    applied: z.boolean().describe("true when the category changed a state default rate (a concession was applied)."),
    rule: z.string().describe("What this buyer pays in the state, in words, or that the state gives no concession."),
    condition: z.string().nullable().describe("Who qualifies and on what condition; null where none is stated."),
    lessThanGeneral: z
      .number()
      .describe(
        "Stamp duty and registration this buyer pays less than the general rate (a man or a company), same currency; 0 when nothing changed.",
      ),
    sources: z
      .array(z.object({ title: z.string(), url: z.string() }))
      .describe("Sources of the rule, the primary first (title and deep link)."),
    verifiedOn: z.string().nullable().describe("ISO date the rule was last checked; null when no state was used."),
  })
  .describe("The buyer category and the concession it brought, with its sources.");

export type BuyerOutput = z.infer<typeof buyerOutput>;

/** An adjustment for one locality: replacement bands, or a capped rebate. */
type LocalAdjustment = { bands: readonly ChargeBand[] } | { rebate: { percent: number; max: number; rule: string } };

function forLocality(adjustment: BuyerAdjustment | undefined, locality: LocalityId | null): LocalAdjustment | undefined {
  if (!adjustment) return undefined;
  if ("byLocality" in adjustment) {
    const bands = locality ? adjustment.byLocality[locality] : undefined;
    return bands ? { bands } : undefined;
  }
  return adjustment;
}

/** A state charge on `value` as this buyer pays it: the buyer's bands (the charge's cap and minimum kept), or the charge less the rebate. */
export function applyBuyerCharge(charge: Charge, value: number, adjustment: LocalAdjustment | undefined): AppliedCharge {
  if (!adjustment) return applyCharge(charge, value);
  if ("bands" in adjustment) return applyCharge({ ...charge, bands: adjustment.bands }, value);
  const general = applyCharge(charge, value);
  const off = Math.min((value * adjustment.rebate.percent) / 100, adjustment.rebate.max);
  const amount = Math.max(general.amount - off, 0);
  return { amount, percent: (amount / value) * 100, rule: `${adjustment.rebate.rule}, off the general ${general.rule}` };
}

export interface BuyerCategory {
  stampDuty: LocalAdjustment | undefined;
  registration: LocalAdjustment | undefined;
  /** The answer's `buyer`, less `lessThanGeneral`, which the calculator fills in once the amounts are known. */
  summary: Omit<BuyerOutput, "lessThanGeneral">;
}

const links = (sources: readonly SourceLink[]) => sources.map(({ title, url }) => ({ title, url }));

/**
 * The buyer's adjustments to the state's sale-deed defaults, and the answer's
 * account of them. `given` says which rates the caller fixed (a given
 * percentage wins over any concession).
 */
export function buyerCategory(args: {
  buyer: BuyerId | undefined;
  state: StateId | undefined;
  locality: LocalityId | null;
  instrument: InstrumentId;
  stampDutyGiven: boolean;
  registrationGiven: boolean;
}): BuyerCategory {
  const category = args.buyer ?? DEFAULT_BUYER;
  const given = args.buyer !== undefined;
  const none = (rule: string, sources: readonly SourceLink[] = [], verifiedOn: string | null = null, condition: string | null = null) => ({
    stampDuty: undefined,
    registration: undefined,
    summary: { category, given, applied: false, rule, condition, sources: links(sources), verifiedOn },
  });
  if (args.state === undefined) return none("No state was given, so the buyer category changes nothing.");
  const rules = BUYER_RULES[args.state];
  const woman = rules.woman;
  if (category === "man" || category === "company") {
    const own = category === "man" ? rules.man : undefined;
    const lead = own ? own.rule : category === "man" ? "A man pays the general rate." : "A company pays the general rate, as a man does.";
    const also = woman ? ` For comparison: ${woman.rule}` : rules.none ? ` ${rules.none.finding}` : "";
    const from = own ?? woman ?? rules.none;
    return none(`${lead}${also}`, from?.sources ?? [], from?.verifiedOn ?? null, own?.condition ?? null);
  }
  const rule: BuyerRule | undefined = category === "woman" ? woman : rules.joint;
  if (!rule) {
    if (rules.none) return none(rules.none.finding, rules.none.sources, rules.none.verifiedOn);
    return none("No separate rate for this buyer was found: the general rate is used.");
  }
  const summary = (applied: boolean, extra = "") => ({
    category,
    given,
    applied,
    rule: `${rule.rule}${extra}`,
    condition: rule.condition,
    sources: links(rule.sources),
    verifiedOn: rule.verifiedOn,
  });
  if (args.instrument !== "sale") {
    return {
      stampDuty: undefined,
      registration: undefined,
      summary: summary(false, " Applied to a sale deed only: the general rate was used for this instrument."),
    };
  }
  const stampDuty = args.stampDutyGiven ? undefined : forLocality(rule.stampDuty, args.locality);
  const registration = args.registrationGiven ? undefined : forLocality(rule.registration, args.locality);
  const overridden =
    (args.stampDutyGiven && rule.stampDuty) || (args.registrationGiven && rule.registration)
      ? " The rate you gave was used instead of it."
      : "";
  return { stampDuty, registration, summary: summary(stampDuty !== undefined || registration !== undefined, overridden) };
}
