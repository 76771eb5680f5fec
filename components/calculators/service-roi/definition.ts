import { SERVICE_ROI_DEFAULTS, serviceRoi, serviceRoiInput, type ServiceRoiInput } from "@/lib/calculators";
import { defineCalculator, type FieldSpec } from "../form-spec";

const ASSUMPTIONS = "Assumptions: leave empty to use the default";

/** The form's fields, apart from the schema: the MCP App view imports them without the calculator or zod. */
export const serviceRoiFields: readonly FieldSpec<keyof ServiceRoiInput & string>[] = [
  {
    kind: "number",
    name: "parcelsPerYear",
    label: "Parcels per year",
    help: "Parcels your team acquires or coordinates a year.",
    placeholder: "e.g. 120",
  },
  {
    kind: "number",
    name: "hourlyCost",
    label: "Cost of one staff hour",
    help: "Loaded cost: salary plus overhead. In rupees or any one currency, the same for every amount.",
    placeholder: "e.g. 800",
  },
  {
    kind: "number",
    name: "annualSoftwareCost",
    label: "Yearly software cost",
    help: "Subscription, set-up spread over the year, and training.",
    placeholder: "e.g. 6,00,000",
  },
  {
    kind: "number",
    name: "hoursPerParcel",
    label: "Manual coordination hours per parcel",
    optional: true,
    group: ASSUMPTIONS,
    help: `Follow-ups, document chasing and status reports today. Default ${SERVICE_ROI_DEFAULTS.hoursPerParcel}.`,
    placeholder: String(SERVICE_ROI_DEFAULTS.hoursPerParcel),
  },
  {
    kind: "number",
    name: "timeSavedPercent",
    label: "Share of those hours saved (%)",
    optional: true,
    group: ASSUMPTIONS,
    help: `From 0 to 100. Default ${SERVICE_ROI_DEFAULTS.timeSavedPercent}.`,
    placeholder: String(SERVICE_ROI_DEFAULTS.timeSavedPercent),
  },
  {
    kind: "number",
    name: "avoidedCostPerParcel",
    label: "Other cost avoided per parcel",
    optional: true,
    group: ASSUMPTIONS,
    help: `Rework, missed deadlines, penalties from errors. Default ${SERVICE_ROI_DEFAULTS.avoidedCostPerParcel}.`,
    placeholder: String(SERVICE_ROI_DEFAULTS.avoidedCostPerParcel),
  },
];

export const serviceRoiCalculator = /* @__PURE__ */ defineCalculator({
  slug: "service-roi",
  schema: serviceRoiInput,
  calculate: serviceRoi,
  fields: serviceRoiFields,
});
