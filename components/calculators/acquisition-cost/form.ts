import { type AcquisitionCostInput, acquisitionCostInput } from "@/lib/calculators";
import { type CalculatorDefinition, type FieldSpec, INSTRUMENT_OPTIONS, LOCALITY_OPTIONS, STATE_OPTIONS } from "../form-spec";

const RATES = "Rates: leave empty to use the state's default";
const OTHER = "Other costs";

/** The form's fields, apart from the schema: the MCP App view imports them without the calculator or zod. */
export const acquisitionCostFields: readonly FieldSpec<keyof AcquisitionCostInput & string>[] = [
  {
    kind: "number",
    name: "basePrice",
    label: "Agreed price",
    help: "In rupees or any one currency, the same for every amount. With a state, amounts are rupees: its slabs and caps are in rupees.",
    placeholder: "e.g. 50,00,000",
  },
  {
    kind: "choice",
    name: "state",
    label: "State",
    optional: true,
    help: "Fills in that state's general stamp duty and registration rates.",
    options: STATE_OPTIONS,
    defaultValue: "",
    emptyLabel: "None: I will enter the rates",
  },
  {
    kind: "choice",
    name: "locality",
    label: "Locality",
    optional: true,
    help: "Delhi, Maharashtra, West Bengal and Haryana charge different rates by area. A locality implies its state.",
    options: LOCALITY_OPTIONS,
    defaultValue: "",
    emptyLabel: "Not specified (the state's first locality is assumed)",
  },
  {
    kind: "choice",
    name: "instrument",
    label: "Instrument",
    optional: true,
    help: "The deed being stamped. Where a state's rule for it is not in the table, the result says so and uses the rates you enter.",
    options: INSTRUMENT_OPTIONS,
    defaultValue: "",
    emptyLabel: "Sale (conveyance) deed",
  },
  {
    kind: "number",
    name: "leaseYears",
    label: "Lease term (years)",
    optional: true,
    help: "Only for a lease: its term decides the rule.",
    placeholder: "e.g. 33",
  },
  {
    kind: "number",
    name: "annualRent",
    label: "Lease: average annual rent",
    optional: true,
    placeholder: "e.g. 40,00,000",
  },
  {
    kind: "number",
    name: "premium",
    label: "Lease: premium",
    optional: true,
    placeholder: "0",
  },
  {
    kind: "number",
    name: "guidelineValue",
    label: "Guideline value of the property",
    optional: true,
    help: "Circle rate × area. Duty is charged on the higher of this and the agreed price.",
  },
  { kind: "number", name: "stampDutyPercent", label: "Stamp duty (%)", optional: true, group: RATES, placeholder: "e.g. 5.6" },
  { kind: "number", name: "registrationPercent", label: "Registration fee (%)", optional: true, group: RATES, placeholder: "e.g. 1" },
  {
    kind: "number",
    name: "brokeragePercent",
    label: "Brokerage (%)",
    optional: true,
    group: RATES,
    help: "Of the agreed price. No state default.",
    placeholder: "0",
  },
  { kind: "number", name: "legalFees", label: "Legal and due-diligence fees", optional: true, group: OTHER, placeholder: "0" },
  {
    kind: "number",
    name: "otherCosts",
    label: "Other costs",
    optional: true,
    group: OTHER,
    help: "Survey, mutation, travel and anything else.",
    placeholder: "0",
  },
];

/** The acquisition-cost form without its calculate function; the page's definition adds it. */
export const acquisitionCostForm = {
  slug: "acquisition-cost",
  schema: acquisitionCostInput,
  fields: acquisitionCostFields,
} satisfies Omit<CalculatorDefinition<typeof acquisitionCostInput>, "calculate">;
