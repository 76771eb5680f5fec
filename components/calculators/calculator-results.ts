import type { z } from "zod";
import { acquisitionCostCalculator } from "./acquisition-cost/definition";
import { summary as acquisitionCostSummary } from "./acquisition-cost/result";
import { areaConverter } from "./area-converter/definition";
import { summary as areaSummary } from "./area-converter/result";
import type { CalculatorSlug } from "./calculator-pages";
import { evaluateCalculator } from "./evaluate-calculator";
import type { CalculatorDefinition, FieldSpec } from "./form-spec";
import { guidelineCheck } from "./guideline-value-check/definition";
import { summary as guidelineSummary } from "./guideline-value-check/result";
import { landRoiCalculator } from "./land-roi/definition";
import { summary as landRoiSummary } from "./land-roi/result";
import { pricePerSqft } from "./price-per-sqft/definition";
import { summary as pricePerSqftSummary } from "./price-per-sqft/result";
import type { SearchParams } from "./read-form-values";
import type { ResultSummary } from "./result-summary";
import type { CalcWords } from "./words";
import { ENGLISH } from "./english-words";
import { serviceRoiCalculator } from "./service-roi/definition";
import { summary as serviceRoiSummary } from "./service-roi/result";

/** A calculator as the surfaces around a result need it: its fields, and its answer in words for a URL's inputs. */
export interface CalculatorResult {
  fields: readonly FieldSpec[];
  /** The answer for these search parameters, or null for a fresh page or bad input. */
  summarize(searchParams: SearchParams, w?: CalcWords): ResultSummary | null;
}

function result<S extends z.ZodObject, O>(
  definition: CalculatorDefinition<S, O>,
  summary: (out: O, w: CalcWords) => ResultSummary,
): CalculatorResult {
  return {
    fields: definition.fields,
    summarize(searchParams, w = ENGLISH) {
      const state = evaluateCalculator(definition, searchParams, w);
      return state.status === "ok" ? summary(state.output, w) : null;
    },
  };
}

/** The six calculators by page slug: read by link previews (metadata and image) and the share text. */
export const CALCULATOR_RESULTS: Record<CalculatorSlug, CalculatorResult> = {
  "area-converter": result(areaConverter, areaSummary),
  "price-per-sqft": result(pricePerSqft, pricePerSqftSummary),
  "land-roi": result(landRoiCalculator, landRoiSummary),
  "guideline-value-check": result(guidelineCheck, guidelineSummary),
  "acquisition-cost": result(acquisitionCostCalculator, acquisitionCostSummary),
  "service-roi": result(serviceRoiCalculator, serviceRoiSummary),
};
