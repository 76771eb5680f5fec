import Link from "next/link";
import { landRoi } from "@/lib/calculators";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { CalculatorLayout } from "../calculator-layout";
import { pageWords } from "../calculator-words";
import { evaluateCalculator } from "../evaluate-calculator";
import { formatPercent } from "../format";
import { Formula } from "../formula";
import type { SearchParams } from "../read-form-values";
import { landRoiCalculator } from "./definition";
import { Breakdown, Headline, summary } from "./result";

/** The worked example in the explanation, computed by the calculator itself. */
const EXAMPLE = landRoi({ purchasePrice: 2_000_000, salePrice: 3_200_000, holdingPeriodYears: 5 });

export function LandRoi({ searchParams, locale = "en" }: { searchParams: SearchParams; locale?: Locale }) {
  const w = pageWords("land-roi", landRoiCalculator.fields, searchParams, locale);
  const state = evaluateCalculator(landRoiCalculator, searchParams, w);
  const out = state.status === "ok" ? state.output : null;
  const t = translator(locale, "calculators");
  return (
    <CalculatorLayout
      slug="land-roi"
      locale={locale}
      fields={landRoiCalculator.fields}
      state={state}
      headline={out ? <Headline out={out} w={w} /> : null}
      summary={out ? summary(out, w) : undefined}
      result={out ? <Breakdown out={out} w={w} /> : null}
    >
      <h2>{t("layout.howHeading")}</h2>
      <Formula text={t("explain.land-roi.formula")} />
      <p>
        {t("explain.land-roi.example", {
          total: formatPercent(EXAMPLE.totalRoiPercent),
          annual: formatPercent(EXAMPLE.annualizedRoiPercent),
          simple: formatPercent(EXAMPLE.totalRoiPercent / 5),
        })}
      </p>
      <p>
        {t.rich("explain.land-roi.costs", {
          link: (chunks) => <Link href={localePath("/calculators/acquisition-cost", locale)}>{chunks}</Link>,
        })}
      </p>
    </CalculatorLayout>
  );
}
