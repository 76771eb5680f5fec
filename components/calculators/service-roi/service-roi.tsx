import Link from "next/link";
import { SERVICE_ROI_DEFAULT_BASIS, SERVICE_ROI_DEFAULTS } from "@/lib/calculators";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { CalculatorLayout } from "../calculator-layout";
import { pageWords } from "../calculator-words";
import { evaluateCalculator } from "../evaluate-calculator";
import { Formula } from "../formula";
import type { SearchParams } from "../read-form-values";
import { serviceRoiCalculator } from "./definition";
import { Breakdown, Headline, summary } from "./result";

export function ServiceRoi({ searchParams, locale = "en" }: { searchParams: SearchParams; locale?: Locale }) {
  const w = pageWords("service-roi", serviceRoiCalculator.fields, searchParams, locale);
  const state = evaluateCalculator(serviceRoiCalculator, searchParams, w);
  const out = state.status === "ok" ? state.output : null;
  const t = translator(locale, "calculators");
  return (
    <CalculatorLayout
      slug="service-roi"
      locale={locale}
      fields={serviceRoiCalculator.fields}
      state={state}
      headline={out ? <Headline out={out} w={w} /> : null}
      summary={out ? summary(out, w) : undefined}
      result={out ? <Breakdown out={out} w={w} /> : null}
    >
      <h2>{t("layout.howHeading")}</h2>
      <Formula text={t("explain.service-roi.formula")} />
      <p>{t("explain.service-roi.team")}</p>
      <p>
        {t.rich("explain.service-roi.defaults", {
          weeks: SERVICE_ROI_DEFAULTS.workingWeeksPerYear,
          weeksBasis: SERVICE_ROI_DEFAULT_BASIS.workingWeeksPerYear,
          saved: SERVICE_ROI_DEFAULTS.timeSavedPercent,
          savedBasis: SERVICE_ROI_DEFAULT_BASIS.timeSavedPercent,
          perParcel: SERVICE_ROI_DEFAULTS.hoursPerParcel,
          perParcelBasis: SERVICE_ROI_DEFAULT_BASIS.hoursPerParcel,
          avoidedBasis: SERVICE_ROI_DEFAULT_BASIS.avoidedCostPerParcel,
          link: (chunks) => <Link href={localePath("/demo", locale)}>{chunks}</Link>,
        })}
      </p>
    </CalculatorLayout>
  );
}
