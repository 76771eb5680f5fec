import { acquisitionCost } from "@/lib/calculators";
import { defineCalculator } from "../form-spec";
import { acquisitionCostForm } from "./form";

export const acquisitionCostCalculator = /* @__PURE__ */ defineCalculator({ ...acquisitionCostForm, calculate: acquisitionCost });
