import Link from "next/link";
import type { ReactNode } from "react";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { CalculatorLayout } from "../calculator-layout";
import { RATES_PAGE } from "../calculator-pages";
import { pageWords } from "../calculator-words";
import { evaluateCalculator } from "../evaluate-calculator";
import { Formula } from "../formula";
import type { SearchParams } from "../read-form-values";
import { acquisitionCostCalculator } from "./definition";
import { LocalityFilter } from "./locality-filter";
import { Breakdown, Headline, summary } from "./result";

/**
 * The rates page is heavy (every state's table, about 250 KB to a router): its links are not prefetched. It is in
 * English only: from another language its links say so (hrefLang).
 */
export function AcquisitionCost({ searchParams, locale = "en" }: { searchParams: SearchParams; locale?: Locale }) {
  const w = pageWords("acquisition-cost", acquisitionCostCalculator.fields, searchParams, locale);
  const state = evaluateCalculator(acquisitionCostCalculator, searchParams, w);
  const out = state.status === "ok" ? state.output : null;
  const t = translator(locale, "calculators");
  const hrefLang = locale === "en" ? undefined : "en-IN";
  const rates = (hash: string) => (chunks: ReactNode) => (
    <Link prefetch={false} href={`${RATES_PAGE.path}${hash}`} hrefLang={hrefLang}>
      {chunks}
    </Link>
  );
  return (
    <CalculatorLayout
      slug="acquisition-cost"
      locale={locale}
      fields={acquisitionCostCalculator.fields}
      state={state}
      headline={out ? <Headline out={out} w={w} /> : null}
      summary={out ? summary(out, w) : undefined}
      result={out ? <Breakdown out={out} w={w} /> : null}
    >
      <LocalityFilter state={state.values.state} />
      <h2>{t("layout.howHeading")}</h2>
      <Formula text={t("explain.acquisition-cost.formula")} />
      <p>{t.rich("explain.acquisition-cost.rules", { link: rates("#buyer-concessions") })}</p>
      <h2 id="rates">{t("explain.acquisition-cost.ratesHeading")}</h2>
      <p>{t.rich("explain.acquisition-cost.rates", { link: rates("") })}</p>
      <h3 id="other-instruments">{t("explain.acquisition-cost.instrumentsHeading")}</h3>
      <p>{t.rich("explain.acquisition-cost.instruments", { link: rates("#other-instruments") })}</p>
      <h3 id="not-covered">{t("explain.acquisition-cost.notCoveredHeading")}</h3>
      <p>{t.rich("explain.acquisition-cost.notCovered", { link: rates("#not-covered") })}</p>
    </CalculatorLayout>
  );
}
