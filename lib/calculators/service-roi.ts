import { z } from "zod";
import { InputError } from "@/lib/errors/input-error";
import { assertFinite } from "./assert-finite";
import { nonNegativeAmount, percentage, positiveAmount, positiveNumber } from "./input-fields";
import { SERVICE_ROI_DEFAULTS } from "./service-roi-defaults";

type DefaultName = keyof typeof SERVICE_ROI_DEFAULTS;

/** Why each default is what it is: the one home of the basis, repeated by the answer, the tool description and the page. */
export const SERVICE_ROI_DEFAULT_BASIS: Readonly<Record<DefaultName, string>> = {
  hoursPerParcel:
    "an illustrative figure, about a working week of follow-ups, document chasing and status reports per parcel, not a measured one: log a fortnight of your team's time to replace it",
  timeSavedPercent:
    "an illustrative assumption, not a measured result: the chasing and reconciling that software removes, with fieldwork unchanged; a pilot's figure should replace it",
  avoidedCostPerParcel: "nothing is counted unless you give it, so the savings are a floor",
  workingWeeksPerYear: "52 weeks less about four weeks of leave and public holidays",
};

const CURRENCY = "Currency-agnostic: use one currency for all money fields; answers are in it.";

export const serviceRoiInput = z.strictObject({
  parcelsPerYear: positiveNumber(
    "parcelsPerYear",
    "Parcels acquired or coordinated per year. Give it, or coordinators and hoursPerWeek (or both: the team's hours are then used and parcels count only for avoidedCostPerParcel).",
  ).optional(),
  coordinators: positiveNumber(
    "coordinators",
    "People on the team who coordinate acquisitions (fractions for part-time staff).",
  ).optional(),
  hoursPerWeek: positiveNumber(
    "hoursPerWeek",
    "Hours a week each coordinator spends on coordination today (follow-ups, document chasing, status reporting); needed with coordinators.",
  ).optional(),
  hourlyCost: positiveAmount("hourlyCost", `Loaded cost of one hour of coordination staff time (salary, overhead). ${CURRENCY}`),
  annualSoftwareCost: positiveAmount(
    "annualSoftwareCost",
    "Yearly cost of the software (subscription, setup amortised, training), same currency. Leave it out to get the break-even cost: the most a year of software can cost and still pay for itself.",
  ).optional(),
  hoursPerParcel: positiveNumber(
    "hoursPerParcel",
    `Manual coordination hours per parcel today, with parcelsPerYear and no team. Default ${SERVICE_ROI_DEFAULTS.hoursPerParcel}: ${SERVICE_ROI_DEFAULT_BASIS.hoursPerParcel}.`,
  ).optional(),
  timeSavedPercent: percentage(
    "timeSavedPercent",
    `Share of those hours the software saves, 0-100. Default ${SERVICE_ROI_DEFAULTS.timeSavedPercent}: ${SERVICE_ROI_DEFAULT_BASIS.timeSavedPercent}.`,
  ).optional(),
  avoidedCostPerParcel: nonNegativeAmount(
    "avoidedCostPerParcel",
    `Other cost avoided per parcel (rework, missed deadlines, penalties from errors), same currency; needs parcelsPerYear. Default 0: ${SERVICE_ROI_DEFAULT_BASIS.avoidedCostPerParcel}.`,
  ).optional(),
  workingWeeksPerYear: positiveNumber(
    "workingWeeksPerYear",
    `Working weeks a year, with coordinators. Default ${SERVICE_ROI_DEFAULTS.workingWeeksPerYear}: ${SERVICE_ROI_DEFAULT_BASIS.workingWeeksPerYear}.`,
  )
    .max(52, { error: "workingWeeksPerYear must be at most 52" })
    .optional(),
});

export const serviceRoiOutput = z.object({
  basis: z
    .enum(["parcels", "team"])
    .describe("How manual hours were counted: parcels × hours per parcel, or coordinators × hours a week × working weeks."),
  parcelsPerYear: z.number().nullable().describe("Parcels per year used; null when not given (team basis)."),
  coordinators: z.number().nullable().describe("Coordinators used; null on the parcels basis."),
  hoursPerWeek: z.number().nullable().describe("Coordination hours a week per coordinator; null on the parcels basis."),
  workingWeeksPerYear: z.number().nullable().describe("Working weeks a year used; null on the parcels basis."),
  hoursPerParcel: z.number().nullable().describe("Manual hours per parcel used; null on the team basis."),
  hourlyCost: z.number().describe("Loaded hourly cost used."),
  timeSavedPercent: z.number().describe("Percentage of manual hours saved used."),
  avoidedCostPerParcel: z.number().describe("Other cost avoided per parcel used."),
  annualSoftwareCost: z.number().nullable().describe("Yearly software cost used; null when not given (see breakEvenSoftwareCost)."),
  manualHoursPerYear: z.number().describe("parcelsPerYear × hoursPerParcel, or coordinators × hoursPerWeek × workingWeeksPerYear."),
  hoursSavedPerYear: z.number().describe("manualHoursPerYear × timeSavedPercent / 100."),
  laborSavings: z.number().describe("hoursSavedPerYear × hourlyCost."),
  avoidedCosts: z.number().describe("parcelsPerYear × avoidedCostPerParcel (0 without parcels)."),
  annualSavings: z.number().describe("laborSavings + avoidedCosts."),
  breakEvenSoftwareCost: z
    .number()
    .describe("The most a year of software can cost and still pay for itself: equal to annualSavings (net benefit 0, payback 12 months)."),
  netBenefit: z
    .number()
    .nullable()
    .describe("annualSavings − annualSoftwareCost; negative when the software costs more than it saves; null without a software cost."),
  roiPercent: z.number().nullable().describe("netBenefit / annualSoftwareCost × 100; null without a software cost."),
  paybackMonths: z
    .number()
    .nullable()
    .describe(
      "annualSoftwareCost / annualSavings × 12: months of savings that pay for a year of software. Null when annualSavings is below annualSoftwareCost (never pays back) or no software cost was given.",
    ),
  defaultsUsed: z.array(z.string()).describe("Inputs that were not given and took their documented default."),
  assumptions: z
    .array(z.object({ input: z.string(), value: z.number(), basis: z.string() }))
    .describe("Each default used, its value and the basis for it."),
  notes: z.array(z.string()).describe("Assumptions to keep in mind when reading the result."),
});

export type ServiceRoiInput = z.infer<typeof serviceRoiInput>;
export type ServiceRoiOutput = z.infer<typeof serviceRoiOutput>;

/** Which way the manual hours are counted, or the InputError that says what is missing. */
function basisOf(input: ServiceRoiInput): "parcels" | "team" {
  const team = input.coordinators !== undefined || input.hoursPerWeek !== undefined;
  if (team) {
    if (input.coordinators === undefined) throw new InputError("coordinators", "coordinators is required with hoursPerWeek");
    if (input.hoursPerWeek === undefined) throw new InputError("hoursPerWeek", "hoursPerWeek is required with coordinators");
    if (input.hoursPerParcel !== undefined) {
      throw new InputError(
        "hoursPerParcel",
        "hoursPerParcel applies only without coordinators: give hours per parcel or the team's hours a week, not both",
      );
    }
    return "team";
  }
  if (input.parcelsPerYear === undefined) {
    throw new InputError("parcelsPerYear", "parcelsPerYear is required, or coordinators and hoursPerWeek for a team");
  }
  if (input.workingWeeksPerYear !== undefined) {
    throw new InputError("workingWeeksPerYear", "workingWeeksPerYear applies only with coordinators and hoursPerWeek");
  }
  return "parcels";
}

export function serviceRoi(input: ServiceRoiInput): ServiceRoiOutput {
  const basis = basisOf(input);
  if (input.avoidedCostPerParcel !== undefined && input.avoidedCostPerParcel > 0 && input.parcelsPerYear === undefined) {
    throw new InputError("parcelsPerYear", "parcelsPerYear is required with avoidedCostPerParcel: the cost avoided is counted per parcel");
  }
  const applies: Record<DefaultName, boolean> = {
    hoursPerParcel: basis === "parcels",
    timeSavedPercent: true,
    avoidedCostPerParcel: true,
    workingWeeksPerYear: basis === "team",
  };
  const defaultsUsed = (Object.keys(SERVICE_ROI_DEFAULTS) as DefaultName[]).filter((key) => applies[key] && input[key] === undefined);
  const team = basis === "team";
  const used = {
    parcelsPerYear: input.parcelsPerYear ?? null,
    coordinators: team ? (input.coordinators ?? null) : null,
    hoursPerWeek: team ? (input.hoursPerWeek ?? null) : null,
    workingWeeksPerYear: team ? (input.workingWeeksPerYear ?? SERVICE_ROI_DEFAULTS.workingWeeksPerYear) : null,
    hoursPerParcel: team ? null : (input.hoursPerParcel ?? SERVICE_ROI_DEFAULTS.hoursPerParcel),
    hourlyCost: input.hourlyCost,
    timeSavedPercent: input.timeSavedPercent ?? SERVICE_ROI_DEFAULTS.timeSavedPercent,
    avoidedCostPerParcel: input.avoidedCostPerParcel ?? SERVICE_ROI_DEFAULTS.avoidedCostPerParcel,
    annualSoftwareCost: input.annualSoftwareCost ?? null,
  };
  const manualHoursPerYear = team
    ? assertFinite((used.coordinators ?? 0) * (used.hoursPerWeek ?? 0) * (used.workingWeeksPerYear ?? 0), "coordinators")
    : assertFinite((used.parcelsPerYear ?? 0) * (used.hoursPerParcel ?? 0), "parcelsPerYear");
  const hoursSavedPerYear = (manualHoursPerYear * used.timeSavedPercent) / 100;
  const laborSavings = assertFinite(hoursSavedPerYear * used.hourlyCost, "hourlyCost");
  const avoidedCosts = assertFinite((used.parcelsPerYear ?? 0) * used.avoidedCostPerParcel, "avoidedCostPerParcel");
  const annualSavings = assertFinite(laborSavings + avoidedCosts, team ? "coordinators" : "parcelsPerYear");
  const cost = used.annualSoftwareCost;
  const paysBack = cost !== null && annualSavings >= cost;
  const notes = [CURRENCY, "Savings count staff time freed, not necessarily cash saved unless the time is redeployed or not hired."];
  if (cost === null) {
    notes.push(
      "No software cost was given: the break-even cost is the most a year of software can cost and still pay for itself within the year.",
    );
  } else if (!paysBack) {
    notes.push("Annual savings are below the annual software cost, so the software never pays back at these inputs.");
  }
  if (team && used.parcelsPerYear !== null)
    notes.push("Manual hours were counted from the team's hours; parcels count only for other costs avoided.");
  const netBenefit = cost === null ? null : annualSavings - cost;
  return {
    basis,
    ...used,
    manualHoursPerYear,
    hoursSavedPerYear,
    laborSavings,
    avoidedCosts,
    annualSavings,
    breakEvenSoftwareCost: annualSavings,
    netBenefit,
    roiPercent: cost === null || netBenefit === null ? null : assertFinite((netBenefit / cost) * 100, "annualSoftwareCost"),
    paybackMonths: cost !== null && paysBack ? (cost / annualSavings) * 12 : null,
    defaultsUsed,
    assumptions: defaultsUsed.map((name) => ({ input: name, value: SERVICE_ROI_DEFAULTS[name], basis: SERVICE_ROI_DEFAULT_BASIS[name] })),
    notes,
  };
}
