import Link from "next/link";
import { pricePerArea } from "@/lib/calculators";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { CalculatorLayout } from "../calculator-layout";
import { pageWords } from "../calculator-words";
import { evaluateCalculator } from "../evaluate-calculator";
import { formatAmount, formatNumber } from "../format";
import { Formula } from "../formula";
import type { SearchParams } from "../read-form-values";
import { RegionalUnits } from "../regional-units";
import { moneyIn } from "../words";
import { pricePerSqft } from "./definition";
import { Breakdown, Headline, summary } from "./result";

/** The worked example in the explanation, computed by the calculator itself. */
const EXAMPLE = pricePerArea({ totalPrice: 4_500_000, area: 1.5, unit: "acre" });

export function PricePerSqft({ searchParams, locale = "en" }: { searchParams: SearchParams; locale?: Locale }) {
  const w = pageWords("price-per-sqft", pricePerSqft.fields, searchParams, locale);
  const state = evaluateCalculator(pricePerSqft, searchParams, w);
  const out = state.status === "ok" ? state.output : null;
  const t = translator(locale, "calculators");
  return (
    <CalculatorLayout
      slug="price-per-sqft"
      locale={locale}
      fields={pricePerSqft.fields}
      state={state}
      headline={out ? <Headline out={out} w={w} /> : null}
      summary={out ? summary(out, w) : undefined}
      result={out ? <Breakdown out={out} w={w} /> : null}
    >
      <h2>{t("layout.howHeading")}</h2>
      <p>{t("explain.price-per-sqft.intro")}</p>
      <Formula text={t("explain.price-per-sqft.formula")} />
      <p>
        {t.rich("explain.price-per-sqft.example", {
          sqft: formatNumber(EXAMPLE.areaSqft),
          perSqft: moneyIn(formatAmount(EXAMPLE.pricePerSqft), w),
          perAcre: moneyIn(formatAmount(EXAMPLE.pricePerUnit), w),
          link: (chunks) => <Link href={localePath("/calculators/area-converter", locale)}>{chunks}</Link>,
        })}
      </p>
      <RegionalUnits w={w} />
    </CalculatorLayout>
  );
}
