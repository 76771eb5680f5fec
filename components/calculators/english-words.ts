import {
  acquisitionCost,
  areaConverter,
  chart,
  errors,
  form,
  guideline,
  landRoi,
  money,
  names,
  notes,
  pricePerSqft,
  result,
  serviceRoi,
} from "@/messages/en/calculators.json";
import { makeWords } from "./words";

/**
 * The calculators' English words: the default of the components the pages and the MCP Apps views share.
 * Only the sections those components read, so a view carries no page-only text; the English field words are the
 * definitions themselves (`fieldsWithWords` leaves English fields as defined).
 */
export const ENGLISH = makeWords("en", {
  acquisitionCost,
  areaConverter,
  chart,
  errors,
  form,
  guideline,
  landRoi,
  money,
  names,
  notes,
  pricePerSqft,
  result,
  serviceRoi,
});
