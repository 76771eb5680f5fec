import { type AcquisitionCostInput, acquisitionCostInput } from "@/lib/calculators";
import {
  BUYER_OPTIONS,
  type CalculatorDefinition,
  type FieldSpec,
  INSTRUMENT_OPTIONS,
  LOCALITY_OPTIONS,
  STATE_OPTIONS,
} from "../form-spec";

const RATES = "Rates: leave empty to use the state's default";
const OTHER = "Other costs";

/** The form's fields, apart from the schema: the MCP App view imports them without the calculator or zod. */
export const acquisitionCostFields: readonly FieldSpec<keyof AcquisitionCostInput & string>[] = [
  {
    kind: "number",
    name: "basePrice",
    label: "Agreed price",
    amount: true,
    help: "In rupees, as 50,00,000, 50 lakh or 1.2 crore.",
    placeholder: "e.g. 50 lakh",
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
    help: "Only Delhi, Haryana, Maharashtra and West Bengal charge different rates by area: choose where the land lies. If you leave it, the result says which area's rate it assumed.",
    options: LOCALITY_OPTIONS,
    defaultValue: "",
    emptyLabel: "Not sure: the result names the rate assumed",
  },
  {
    kind: "choice",
    name: "buyer",
    label: "Who is buying",
    optional: true,
    help: "Several states charge a woman, or a man and a woman buying together, less. A company pays the general rate.",
    options: BUYER_OPTIONS,
    defaultValue: "",
    emptyLabel: "Not specified (the general rate, as for a man)",
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
    amount: true,
    optional: true,
    placeholder: "e.g. 40,00,000",
  },
  {
    kind: "number",
    name: "premium",
    label: "Lease: premium",
    amount: true,
    optional: true,
    placeholder: "0",
  },
  {
    kind: "number",
    name: "guidelineValue",
    label: "Guideline value of the property",
    amount: true,
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
  {
    kind: "number",
    name: "legalFees",
    label: "Legal and due-diligence fees",
    amount: true,
    optional: true,
    group: OTHER,
    placeholder: "0",
  },
  {
    kind: "number",
    name: "otherCosts",
    label: "Other costs",
    amount: true,
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
