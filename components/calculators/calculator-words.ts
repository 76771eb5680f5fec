import { AREA_UNITS, DEFAULT_REGION, SERVICE_ROI_DEFAULTS } from "@/lib/calculators";
import type { Locale } from "@/lib/i18n/locales";
import { MESSAGES } from "@/lib/i18n/messages";
import { calculatorPage, type CalculatorPageInfo, calculatorPath, type CalculatorSlug } from "./calculator-pages";
import { cleanQuery, queryShape, searchParamEntries } from "./clean-query";
import { ENGLISH } from "./english-words";
import type { ChoiceOption, FieldSpec } from "./form-spec";
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
  return { ...page, title: w.t(`pages.${slug}.title`), summary: w.t(`pages.${slug}.summary`) };
}

/** Option labels in the page's language: units by the term base's name (the English name in brackets), the rest by name. */
function optionIn(field: FieldSpec, option: ChoiceOption, w: CalcWords): ChoiceOption {
  const unit = AREA_UNITS.find((candidate) => candidate.id === option.value);
  const byName = (section: string) => (w.has(`names.${section}.${option.value}`) ? w.t(`names.${section}.${option.value}`) : option.label);
  let label = option.label;
  if (field.name === "fromUnit" || field.name === "toUnit" || field.name === "unit") {
    if (unit) {
      const name = `${w.unit(unit.id)} (${unit.label})`;
      label = unit.regional ? w.t("names.regional", { unit: name }) : name;
    }
  } else if (field.name === "region") label = byName("regions");
  else if (field.name === "state") label = byName("states");
  else if (field.name === "buyer") label = byName("buyers");
  else if (field.name === "instrument") label = byName("instruments");
  const group = option.groupValue !== undefined ? w.t(`names.states.${option.groupValue}`) : undefined;
  return { ...option, label, ...(group === undefined ? {} : { group }) };
}

/**
 * A calculator's form fields in a language: labels, help, placeholders,
 * legends and option names from the messages. In English, the fields as
 * defined (a test checks the English messages say the same).
 */
export function fieldsIn<N extends string>(slug: CalculatorSlug, fields: readonly FieldSpec<N>[], locale: Locale): FieldSpec<N>[] {
  if (locale === "en") return [...fields];
  const w = calculatorWords(locale);
  const region = w.region(DEFAULT_REGION);
  const defaults = SERVICE_ROI_DEFAULTS as Record<string, number | undefined>;
  return fields.map((field) => {
    const key = `fields.${slug}.${field.name}`;
    const args = { value: String(defaults[field.name] ?? ""), region };
    const word = (part: string) => (w.has(`${key}.${part}`) ? w.t(`${key}.${part}`, args) : undefined);
    const common = { label: word("label") ?? field.label, help: word("help"), group: word("group") };
    if (field.kind === "choice") {
      return { ...field, ...common, options: field.options.map((option) => optionIn(field, option, w)), emptyLabel: word("emptyLabel") };
    }
    return { ...field, ...common, placeholder: word("placeholder") };
  });
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
