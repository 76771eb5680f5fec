import { z } from "zod";
import { assertFinite } from "./assert-finite";
import { nonNegativeNumber, percentage, positiveNumber } from "./input-fields";
import { SERVICE_ROI_DEFAULTS } from "./service-roi-defaults";

const CURRENCY = "Currency-agnostic: use one currency for all money fields; answers are in it.";

export const serviceRoiInput = z.strictObject({
  parcelsPerYear: positiveNumber("parcelsPerYear", "Parcels acquired or coordinated per year."),
  hourlyCost: positiveNumber("hourlyCost", `Loaded cost of one hour of coordination staff time (salary, overhead). ${CURRENCY}`),
  annualSoftwareCost: positiveNumber(
    "annualSoftwareCost",
    "Yearly cost of the software (subscription, setup amortised, training), same currency.",
  ),
  hoursPerParcel: positiveNumber(
    "hoursPerParcel",
    `Manual coordination hours per parcel today (follow-ups, document chasing, status reporting). Default ${SERVICE_ROI_DEFAULTS.hoursPerParcel}.`,
  ).optional(),
  timeSavedPercent: percentage(
    "timeSavedPercent",
    `Share of those hours the software saves, 0-100. Default ${SERVICE_ROI_DEFAULTS.timeSavedPercent}.`,
  ).optional(),
  avoidedCostPerParcel: nonNegativeNumber(
    "avoidedCostPerParcel",
    "Other cost avoided per parcel (rework, missed deadlines, penalties from errors), same currency. Default 0.",
  ).optional(),
});

export const serviceRoiOutput = z.object({
  parcelsPerYear: z.number().describe("Parcels per year used."),
  hoursPerParcel: z.number().describe("Manual hours per parcel used."),
  hourlyCost: z.number().describe("Loaded hourly cost used."),
  timeSavedPercent: z.number().describe("Percentage of manual hours saved used."),
  avoidedCostPerParcel: z.number().describe("Other cost avoided per parcel used."),
  annualSoftwareCost: z.number().describe("Yearly software cost used."),
  manualHoursPerYear: z.number().describe("parcelsPerYear × hoursPerParcel."),
  hoursSavedPerYear: z.number().describe("manualHoursPerYear × timeSavedPercent / 100."),
  laborSavings: z.number().describe("hoursSavedPerYear × hourlyCost."),
  avoidedCosts: z.number().describe("parcelsPerYear × avoidedCostPerParcel."),
  annualSavings: z.number().describe("laborSavings + avoidedCosts."),
  netBenefit: z.number().describe("annualSavings − annualSoftwareCost; negative when the software costs more than it saves."),
  roiPercent: z.number().describe("netBenefit / annualSoftwareCost × 100."),
  paybackMonths: z
    .number()
    .nullable()
    .describe(
      "annualSoftwareCost / annualSavings × 12: months of savings that pay for a year of software. Null when annualSavings is below annualSoftwareCost (never pays back).",
    ),
  defaultsUsed: z.array(z.string()).describe("Inputs that were not given and took their documented default."),
  notes: z.array(z.string()).describe("Assumptions to keep in mind when reading the result."),
});

export type ServiceRoiInput = z.infer<typeof serviceRoiInput>;
export type ServiceRoiOutput = z.infer<typeof serviceRoiOutput>;

export function serviceRoi(input: ServiceRoiInput): ServiceRoiOutput {
  const defaultsUsed = (Object.keys(SERVICE_ROI_DEFAULTS) as (keyof typeof SERVICE_ROI_DEFAULTS)[]).filter(
    (key) => input[key] === undefined,
  );
  const used = {
    parcelsPerYear: input.parcelsPerYear,
    hoursPerParcel: input.hoursPerParcel ?? SERVICE_ROI_DEFAULTS.hoursPerParcel,
    hourlyCost: input.hourlyCost,
    timeSavedPercent: input.timeSavedPercent ?? SERVICE_ROI_DEFAULTS.timeSavedPercent,
    avoidedCostPerParcel: input.avoidedCostPerParcel ?? SERVICE_ROI_DEFAULTS.avoidedCostPerParcel,
    annualSoftwareCost: input.annualSoftwareCost,
  };
  const manualHoursPerYear = assertFinite(used.parcelsPerYear * used.hoursPerParcel, "parcelsPerYear");
  const hoursSavedPerYear = (manualHoursPerYear * used.timeSavedPercent) / 100;
  const laborSavings = assertFinite(hoursSavedPerYear * used.hourlyCost, "hourlyCost");
  const avoidedCosts = assertFinite(used.parcelsPerYear * used.avoidedCostPerParcel, "avoidedCostPerParcel");
  const annualSavings = assertFinite(laborSavings + avoidedCosts, "parcelsPerYear");
  const netBenefit = annualSavings - used.annualSoftwareCost;
  const paysBack = annualSavings >= used.annualSoftwareCost;
  const notes = [CURRENCY, "Savings count staff time freed, not necessarily cash saved unless the time is redeployed or not hired."];
  if (!paysBack) notes.push("Annual savings are below the annual software cost, so the software never pays back at these inputs.");
  return {
    ...used,
    manualHoursPerYear,
    hoursSavedPerYear,
    laborSavings,
    avoidedCosts,
    annualSavings,
    netBenefit,
    roiPercent: assertFinite((netBenefit / used.annualSoftwareCost) * 100, "annualSoftwareCost"),
    paybackMonths: paysBack ? (used.annualSoftwareCost / annualSavings) * 12 : null,
    defaultsUsed,
    notes,
  };
}
