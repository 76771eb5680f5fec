import {
  acquisitionCost,
  areaConverter,
  chart,
  errors,
  fields,
  form,
  guideline,
  landRoi,
  money,
  names,
  notes,
  notesEnglish,
  pricePerSqft,
  result,
  serviceRoi,
} from "@/messages/en/calculators.json";
import { makeWords } from "./words";

/**
 * The calculators' English words: the default of the components the pages and the MCP Apps views share.
 * Only the sections those components read, so a view carries no page-only text.
 */
export const ENGLISH = makeWords("en", {
  acquisitionCost,
  areaConverter,
  chart,
  errors,
  fields,
  form,
  guideline,
  landRoi,
  money,
  names,
  notes,
  notesEnglish,
  pricePerSqft,
  result,
  serviceRoi,
});
