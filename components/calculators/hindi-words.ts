import {
  acquisitionCost,
  areaConverter,
  chart,
  errors,
  fields,
  form,
  guideline,
  guidelineNotes,
  landRoi,
  money,
  labels,
  names,
  notes,
  notesEnglish,
  pricePerSqft,
  result,
  serviceRoi,
  titles,
} from "@/messages/hi/calculators.json";
import { type CalcWords, makeWords } from "./words";

/**
 * The calculators' Hindi words for the MCP Apps views (the pages read the same file through `lib/i18n/messages`):
 * the sections the shared components read, the form's fields and the calculators' titles. In the views' bundle
 * this module is replaced by one that carries the same sections deflated and inflates them when a host asks for
 * Hindi (scripts/mcp-views.mjs), so the one shared script stays within its size and an English view does not
 * pay for them.
 */
export async function loadHindiWords(): Promise<CalcWords> {
  return HINDI;
}

const HINDI = makeWords("hi", {
  acquisitionCost,
  areaConverter,
  chart,
  errors,
  fields,
  form,
  guideline,
  guidelineNotes,
  landRoi,
  money,
  labels,
  names,
  notes,
  notesEnglish,
  pricePerSqft,
  result,
  serviceRoi,
  titles,
});
