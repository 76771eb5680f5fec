import type { ReactNode } from "react";
import { acquisitionCostFields } from "../acquisition-cost/form";
import * as acquisitionCost from "../acquisition-cost/result";
import { areaConverterFields } from "../area-converter/definition";
import * as areaConverter from "../area-converter/result";
import { CALCULATOR_PAGES, type CalculatorPageInfo, type CalculatorSlug } from "../calculator-pages";
import type { FieldSpec } from "../form-spec";
import type { CalcWords } from "../words";
import { guidelineCheckFields } from "../guideline-value-check/definition";
import * as guidelineValueCheck from "../guideline-value-check/result";
import { landRoiFields } from "../land-roi/definition";
import * as landRoi from "../land-roi/result";
import { pricePerSqftFields } from "../price-per-sqft/definition";
import * as pricePerSqft from "../price-per-sqft/result";
import { serviceRoiFields } from "../service-roi/definition";
import * as serviceRoi from "../service-roi/result";

/**
 * One calculator as its MCP App view needs it: the page's form fields and the page's result rendering.
 * The view imports no schema and no calculator: its page carries the tool's JSON Schemas, and the
 * tool calculates.
 */
export interface CalculatorView {
  page: CalculatorPageInfo;
  fields: readonly FieldSpec[];
  /** The result as the page renders it; `out` has passed the tool's output schema. */
  render(out: unknown, w: CalcWords): { headline: ReactNode; breakdown: ReactNode };
  /** Offers the result as a sheet to download, where the host can save files. */
  sheet?: { fileName: string };
}

interface ResultModule<T> {
  Headline: (props: { out: T; w?: CalcWords }) => ReactNode;
  Breakdown: (props: { out: T; w?: CalcWords }) => ReactNode;
}

function view<T>(
  slug: CalculatorSlug,
  fields: readonly FieldSpec[],
  { Headline, Breakdown }: ResultModule<T>,
  sheet?: CalculatorView["sheet"],
): CalculatorView {
  const page = CALCULATOR_PAGES.find((entry) => entry.slug === slug)!;
  return {
    page,
    fields,
    render: (out, w) => ({ headline: <Headline out={out as T} w={w} />, breakdown: <Breakdown out={out as T} w={w} /> }),
    ...(sheet ? { sheet } : {}),
  };
}

/** The six calculator views, by MCP tool name. */
export const CALCULATOR_VIEWS: Readonly<Record<string, CalculatorView>> = Object.fromEntries(
  [
    view("area-converter", areaConverterFields, areaConverter),
    view("price-per-sqft", pricePerSqftFields, pricePerSqft),
    view("land-roi", landRoiFields, landRoi),
    view("guideline-value-check", guidelineCheckFields, guidelineValueCheck),
    view("acquisition-cost", acquisitionCostFields, acquisitionCost, { fileName: "acquisition-cost.csv" }),
    view("service-roi", serviceRoiFields, serviceRoi),
  ].map((entry) => [entry.page.toolName, entry]),
);
