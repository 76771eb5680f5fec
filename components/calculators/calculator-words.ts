import type { Locale } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";
import { calculatorPage, type CalculatorPageInfo, calculatorPath, type CalculatorSlug } from "./calculator-pages";
import { cleanQuery, queryShape, searchParamEntries } from "./clean-query";
import { ENGLISH } from "./english-words";
import type { FieldSpec } from "./form-spec";
import { fieldsWithWords } from "./localize-fields";
import type { SearchParams } from "./read-form-values";
import { type CalcWords, makeWords } from "./words";

/**
 * The calculator pages' words in a language (server side: the pages pick
 * the language, the calculators in lib return numbers and codes).
 */
export function calculatorWords(locale: Locale): CalcWords {
  return locale === "en" ? ENGLISH : makeWords(locale, MESSAGES[locale].calculators);
}

/** A calculator page's title and summary in a language (the English messages say what calculator-pages.ts says: a test checks it). */
export function calculatorPageIn(slug: CalculatorSlug, locale: Locale): CalculatorPageInfo {
  const page = calculatorPage(slug);
  if (locale === "en") return page;
  const w = calculatorWords(locale);
  return { ...page, title: w.t(`titles.${slug}`), summary: w.t(`summaries.${slug}`) };
}

/** A calculator's form fields in a language (see `fieldsWithWords`). */
export function fieldsIn<N extends string>(slug: CalculatorSlug, fields: readonly FieldSpec<N>[], locale: Locale): FieldSpec<N>[] {
  return fieldsWithWords(slug, fields, calculatorWords(locale));
}

/**
 * The words a calculator page hands its result: the language's, and on a page
 * not in English the same result's English address, where research notes are in full.
 */
export function pageWords(slug: CalculatorSlug, fields: readonly FieldSpec[], searchParams: SearchParams, locale: Locale): CalcWords {
  const w = calculatorWords(locale);
  if (locale === "en") return w;
  const query = cleanQuery(queryShape(fields), searchParamEntries(searchParams));
  return { ...w, englishHref: `${calculatorPath(slug)}${query ? `?${query}` : ""}` };
}
