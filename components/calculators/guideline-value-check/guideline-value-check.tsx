import { CalculatorLayout } from "../calculator-layout";
import { evaluateCalculator } from "../evaluate-calculator";
import type { SearchParams } from "../read-form-values";
import { guidelineCheck } from "./definition";
import { Breakdown, Headline, summary } from "./result";

export function GuidelineValueCheck({ searchParams }: { searchParams: SearchParams }) {
  const state = evaluateCalculator(guidelineCheck, searchParams);
  const out = state.status === "ok" ? state.output : null;
  return (
    <CalculatorLayout
      slug="guideline-value-check"
      fields={guidelineCheck.fields}
      state={state}
      headline={out ? <Headline out={out} /> : null}
      summary={out ? summary(out) : undefined}
      result={out ? <Breakdown out={out} /> : null}
    >
      <h2>How it is calculated</h2>
      <p className="calc-formula">
        market premium = (market rate − guideline value) ÷ guideline value × 100
        <br />
        dutiable value = the higher of market rate and guideline value
        <br />
        totals = each rate × area
      </p>
      <p>
        Every state publishes a minimum value for land by locality: the guideline value in Tamil Nadu, the guidance value in Karnataka, the
        circle rate in Delhi and Uttar Pradesh, the ready reckoner rate in Maharashtra, the jantri in Gujarat. Stamp duty and registration
        are normally charged on the higher of this value and the declared price, so buying below the guideline value does not lower the
        duty. Both rates must be per the same unit area; the unit is only a label here.
      </p>
    </CalculatorLayout>
  );
}
