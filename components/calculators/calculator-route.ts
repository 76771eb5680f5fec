import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { SITE } from "@/lib/site";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { pageAlternates } from "@/lib/i18n/page-languages";
import { calculatorPath, type CalculatorSlug } from "./calculator-pages";
import { calculatorPageIn, calculatorWords } from "./calculator-words";
import { CALCULATOR_RESULTS } from "./calculator-results";
import { cleanQuery, cleanResultPath, queryShape, searchParamEntries } from "./clean-query";
import type { SearchParams } from "./read-form-values";
import { summaryText } from "./result-summary";

/** The query string of a result as its clean address has it ("" for a fresh page). */
export function resultQuery(slug: CalculatorSlug, searchParams: SearchParams): string {
  return cleanQuery(queryShape(CALCULATOR_RESULTS[slug].fields), searchParamEntries(searchParams));
}

/** A result's address with a parameter left empty (an old shared link, a form sent without JavaScript) moves to its clean one. */
export function redirectToCleanAddress(slug: CalculatorSlug, searchParams: SearchParams, locale: Locale = "en"): void {
  const clean = cleanResultPath(localePath(calculatorPath(slug), locale), CALCULATOR_RESULTS[slug].fields, searchParams);
  if (clean !== null) permanentRedirect(clean);
}

/** Where a result's link-preview image is: the same inputs, under the page's /og. */
export function ogImagePath(slug: CalculatorSlug, searchParams: SearchParams): string {
  const query = resultQuery(slug, searchParams);
  return `${calculatorPath(slug)}/og${query ? `?${query}` : ""}`;
}

/**
 * A calculator page's metadata: title, description and canonical address as
 * before, plus a link preview that carries the answer when the address has
 * one (og:description and an image showing the figure).
 */
export function calculatorResultMetadata(slug: CalculatorSlug, searchParams: SearchParams, locale: Locale = "en"): Metadata {
  const base = calculatorMetadata(slug, locale);
  const page = calculatorPageIn(slug, locale);
  const summary = CALCULATOR_RESULTS[slug].summarize(searchParams, calculatorWords(locale));
  const title = summary ? `${summary.label} ${summary.figure}` : page.title;
  const description = summary ? `${summaryText(summary)}. ${page.title}.` : page.summary;
  const query = resultQuery(slug, searchParams);
  const url = `${localePath(calculatorPath(slug), locale)}${query ? `?${query}` : ""}`;
  const image = { url: ogImagePath(slug, searchParams), width: 1200, height: 630, alt: summary ? summaryText(summary) : page.title };
  return {
    ...base,
    openGraph: { siteName: SITE.name, type: "website", url, title, description, images: [image] },
    twitter: { card: "summary_large_image", title, description, images: [image.url] },
  };
}

/** Title, description and canonical URL (without the query string, so shared results don't compete in search). */
export function calculatorMetadata(slug: CalculatorSlug, locale: Locale = "en"): Metadata {
  const page = calculatorPageIn(slug, locale);
  return {
    title: page.title,
    description: page.summary,
    alternates: pageAlternates(calculatorPath(slug), locale),
  };
}
