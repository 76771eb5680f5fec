import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { CalculatorLayout } from "../calculator-layout";
import { pageWords } from "../calculator-words";
import { evaluateCalculator } from "../evaluate-calculator";
import { Formula } from "../formula";
import type { SearchParams } from "../read-form-values";
import { guidelineCheck } from "./definition";
import { Breakdown, Headline, summary } from "./result";

export function GuidelineValueCheck({ searchParams, locale = "en" }: { searchParams: SearchParams; locale?: Locale }) {
  const w = pageWords("guideline-value-check", guidelineCheck.fields, searchParams, locale);
  const state = evaluateCalculator(guidelineCheck, searchParams, w);
  const out = state.status === "ok" ? state.output : null;
  const t = translator(locale, "calculators");
  return (
    <CalculatorLayout
      slug="guideline-value-check"
      locale={locale}
      fields={guidelineCheck.fields}
      state={state}
      headline={out ? <Headline out={out} w={w} /> : null}
      summary={out ? summary(out, w) : undefined}
      result={out ? <Breakdown out={out} w={w} /> : null}
    >
      <h2>{t("layout.howHeading")}</h2>
      <Formula text={t("explain.guideline-value-check.formula")} />
      <p>{t("explain.guideline-value-check.text")}</p>
    </CalculatorLayout>
  );
}
