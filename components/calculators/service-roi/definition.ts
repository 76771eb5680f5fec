import { SERVICE_ROI_DEFAULTS, serviceRoi, serviceRoiInput, type ServiceRoiInput } from "@/lib/calculators";
import { defineCalculator, type FieldSpec } from "../form-spec";

const TEAM = "Your team: coordinators and hours, or parcels a year";
const ASSUMPTIONS = "Assumptions: leave empty to use the default";

/** The form's fields, apart from the schema: the MCP App view imports them without the calculator or zod. */
export const serviceRoiFields: readonly FieldSpec<keyof ServiceRoiInput & string>[] = [
  {
    kind: "number",
    name: "coordinators",
    label: "Coordinators",
    optional: true,
    group: TEAM,
    help: "People who chase owners, documents and approvals today. Part-time counts as a fraction.",
    placeholder: "e.g. 4",
  },
  {
    kind: "number",
    name: "hoursPerWeek",
    label: "Coordination hours a week, each",
    optional: true,
    group: TEAM,
    help: "Follow-ups, document chasing, reconciling sheets and status reports.",
    placeholder: "e.g. 25",
  },
  {
    kind: "number",
    name: "parcelsPerYear",
    label: "Parcels per year",
    optional: true,
    group: TEAM,
    help: "Instead of the team's hours, or with them to count other costs avoided per parcel.",
    placeholder: "e.g. 120",
  },
  {
    kind: "number",
    name: "hourlyCost",
    label: "Cost of one staff hour",
    amount: true,
    help: "Loaded cost: salary plus overhead. In rupees or any one currency, the same for every amount.",
    placeholder: "e.g. 800",
  },
  {
    kind: "number",
    name: "annualSoftwareCost",
    label: "Yearly software cost",
    amount: true,
    optional: true,
    help: "Subscription, set-up spread over the year, and training. Leave it empty to see the most it can cost and still pay off.",
    placeholder: "e.g. 6,00,000",
  },
  {
    kind: "number",
    name: "timeSavedPercent",
    label: "Share of those hours saved (%)",
    optional: true,
    group: ASSUMPTIONS,
    help: `From 0 to 100. Default ${SERVICE_ROI_DEFAULTS.timeSavedPercent}, an assumption to replace with a pilot's figure.`,
    placeholder: String(SERVICE_ROI_DEFAULTS.timeSavedPercent),
  },
  {
    kind: "number",
    name: "workingWeeksPerYear",
    label: "Working weeks a year",
    optional: true,
    group: ASSUMPTIONS,
    help: `With coordinators. Default ${SERVICE_ROI_DEFAULTS.workingWeeksPerYear}: 52 weeks less leave and public holidays.`,
    placeholder: String(SERVICE_ROI_DEFAULTS.workingWeeksPerYear),
  },
  {
    kind: "number",
    name: "hoursPerParcel",
    label: "Manual coordination hours per parcel",
    optional: true,
    group: ASSUMPTIONS,
    help: `With parcels a year and no team figures. Default ${SERVICE_ROI_DEFAULTS.hoursPerParcel}, an illustrative figure.`,
    placeholder: String(SERVICE_ROI_DEFAULTS.hoursPerParcel),
  },
  {
    kind: "number",
    name: "avoidedCostPerParcel",
    label: "Other cost avoided per parcel",
    amount: true,
    optional: true,
    group: ASSUMPTIONS,
    help: `Rework, missed deadlines, penalties from errors; needs parcels a year. Default ${SERVICE_ROI_DEFAULTS.avoidedCostPerParcel}, so the savings are a floor.`,
    placeholder: String(SERVICE_ROI_DEFAULTS.avoidedCostPerParcel),
  },
];

export const serviceRoiCalculator = /* @__PURE__ */ defineCalculator({
  slug: "service-roi",
  schema: serviceRoiInput,
  calculate: serviceRoi,
  fields: serviceRoiFields,
});
