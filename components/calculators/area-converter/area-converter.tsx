import { AREA_UNITS, convertArea } from "@/lib/calculators";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { TableScroll } from "@/components/site/table-scroll";
import { CalculatorLayout } from "../calculator-layout";
import { pageWords } from "../calculator-words";
import { evaluateCalculator } from "../evaluate-calculator";
import { formatNumber } from "../format";
import { Formula } from "../formula";
import type { SearchParams } from "../read-form-values";
import { RegionalUnits } from "../regional-units";
import { areaConverter } from "./definition";
import { Breakdown, Headline, summary } from "./result";

/** The worked example in the explanation, computed by the calculator itself. */
const EXAMPLE = convertArea({ value: 2.5, fromUnit: "acre", toUnit: "sqm" });

export function AreaConverter({ searchParams, locale = "en" }: { searchParams: SearchParams; locale?: Locale }) {
  const w = pageWords("area-converter", areaConverter.fields, searchParams, locale);
  const state = evaluateCalculator(areaConverter, searchParams, w);
  const out = state.status === "ok" ? state.output : null;
  const t = translator(locale, "calculators");
  return (
    <CalculatorLayout
      slug="area-converter"
      locale={locale}
      fields={areaConverter.fields}
      state={state}
      headline={out ? <Headline out={out} w={w} /> : null}
      summary={out ? summary(out, w) : undefined}
      result={out ? <Breakdown out={out} w={w} /> : null}
    >
      <h2>{t("layout.howHeading")}</h2>
      <p>{t("explain.area-converter.intro")}</p>
      <Formula text={t("explain.area-converter.formula")} />
      <p>
        {t("explain.area-converter.example", {
          from: formatNumber(EXAMPLE.fromUnitFactor.squareFeet),
          to: formatNumber(EXAMPLE.toUnitFactor.squareFeet),
          result: formatNumber(EXAMPLE.result),
        })}
      </p>
      <TableScroll label={t("explain.area-converter.tableLabel")}>
        <table className="calc-units">
          <caption>{t("explain.area-converter.tableCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("explain.area-converter.unit")}</th>
              <th scope="col">{t("explain.area-converter.size")}</th>
            </tr>
          </thead>
          <tbody>
            {AREA_UNITS.map((unit) => (
              <tr key={unit.id}>
                <th scope="row">{locale === "en" ? unit.label : `${w.unit(unit.id)} (${unit.label})`}</th>
                <td lang={locale === "en" ? undefined : "en"}>{unit.definition}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <RegionalUnits w={w} />
    </CalculatorLayout>
  );
}
