import Link from "next/link";
import { landRoi } from "@/lib/calculators";
import { CalculatorLayout } from "../calculator-layout";
import { evaluateCalculator } from "../evaluate-calculator";
import { formatPercent } from "../format";
import type { SearchParams } from "../read-form-values";
import { landRoiCalculator } from "./definition";
import { Breakdown, Headline, summary } from "./result";

/** The worked example in the explanation, computed by the calculator itself. */
const EXAMPLE = landRoi({ purchasePrice: 2_000_000, salePrice: 3_200_000, holdingPeriodYears: 5 });

export function LandRoi({ searchParams }: { searchParams: SearchParams }) {
  const state = evaluateCalculator(landRoiCalculator, searchParams);
  const out = state.status === "ok" ? state.output : null;
  return (
    <CalculatorLayout
      slug="land-roi"
      fields={landRoiCalculator.fields}
      state={state}
      headline={out ? <Headline out={out} /> : null}
      summary={out ? summary(out) : undefined}
      result={out ? <Breakdown out={out} /> : null}
    >
      <h2>How it is calculated</h2>
      <p className="calc-formula">
        total investment = purchase price + additional costs
        <br />
        profit = sale price − total investment
        <br />
        total ROI = profit ÷ total investment × 100
        <br />
        annualised ROI (CAGR) = ((sale price ÷ total investment)^(1 ÷ years) − 1) × 100
      </p>
      <p>
        The annual figure is a compound rate, not the total divided by the years, because a simple average overstates multi-year returns.
        Land bought for 20,00,000 and sold for 32,00,000 after 5 years returns {formatPercent(EXAMPLE.totalRoiPercent)} in total, but{" "}
        {formatPercent(EXAMPLE.annualizedRoiPercent)} a year, not {formatPercent(EXAMPLE.totalRoiPercent / 5)}. A total loss (sale price 0)
        is −100% a year.
      </p>
      <p>
        Include stamp duty, registration and other costs of the purchase in additional costs: they are part of what you put in. The{" "}
        <Link href="/calculators/acquisition-cost">acquisition cost calculator</Link> works them out by state.
      </p>
    </CalculatorLayout>
  );
}
