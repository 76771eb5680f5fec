import type { ReactNode } from "react";
import type { z } from "zod";
import {
  acquisitionCostOutput,
  convertAreaOutput,
  guidelineValueCheckOutput,
  landRoiOutput,
  pricePerAreaOutput,
  serviceRoiOutput,
} from "@/lib/calculators";
import * as acquisitionCost from "../acquisition-cost/result";
import { acquisitionCostForm } from "../acquisition-cost/form";
import * as areaConverter from "../area-converter/result";
import { areaConverter as areaConverterDefinition } from "../area-converter/definition";
import { CALCULATOR_PAGES, type CalculatorPageInfo } from "../calculator-pages";
import type { CalculatorDefinition, FieldSpec } from "../form-spec";
import * as guidelineValueCheck from "../guideline-value-check/result";
import { guidelineCheck } from "../guideline-value-check/definition";
import * as landRoi from "../land-roi/result";
import { landRoiCalculator } from "../land-roi/definition";
import * as pricePerSqft from "../price-per-sqft/result";
import { pricePerSqft as pricePerSqftDefinition } from "../price-per-sqft/definition";
import * as serviceRoi from "../service-roi/result";
import { serviceRoiCalculator } from "../service-roi/definition";

/** What a view shows for a tool result: the page's headline and breakdown, or why it cannot. */
export type ReadResult = { ok: true; headline: ReactNode; breakdown: ReactNode } | { ok: false; problem: string };

/** One calculator as its MCP App view needs it: the page's form fields and schema, and the page's result rendering. */
export interface CalculatorView {
  page: CalculatorPageInfo;
  fields: readonly FieldSpec[];
  schema: z.ZodObject;
  /** The tool's structuredContent checked against the calculator's output schema, then rendered as the page renders it. */
  read(structuredContent: unknown): ReadResult;
}

interface ResultModule<T> {
  Headline: (props: { out: T }) => ReactNode;
  Breakdown: (props: { out: T }) => ReactNode;
}

function view<S extends z.ZodObject, O extends z.ZodObject>(
  definition: Omit<CalculatorDefinition<S, z.output<O>>, "calculate">,
  output: O,
  { Headline, Breakdown }: ResultModule<z.output<O>>,
): CalculatorView {
  const page = CALCULATOR_PAGES.find((entry) => entry.slug === definition.slug)!;
  return {
    page,
    fields: definition.fields,
    schema: definition.schema,
    read(structuredContent) {
      const parsed = output.safeParse(structuredContent);
      if (!parsed.success) return { ok: false, problem: "The result is not in a form this view can show." };
      return { ok: true, headline: <Headline out={parsed.data} />, breakdown: <Breakdown out={parsed.data} /> };
    },
  };
}

/** The six calculator views, by MCP tool name. */
export const CALCULATOR_VIEWS: Readonly<Record<string, CalculatorView>> = Object.fromEntries(
  [
    view(areaConverterDefinition, convertAreaOutput, areaConverter),
    view(pricePerSqftDefinition, pricePerAreaOutput, pricePerSqft),
    view(landRoiCalculator, landRoiOutput, landRoi),
    view(guidelineCheck, guidelineValueCheckOutput, guidelineValueCheck),
    view(acquisitionCostForm, acquisitionCostOutput, acquisitionCost),
    view(serviceRoiCalculator, serviceRoiOutput, serviceRoi),
  ].map((entry) => [entry.page.toolName, entry]),
);
