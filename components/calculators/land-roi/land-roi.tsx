import Link from "next/link";
import { landRoi, type LandRoiOutput } from "@/lib/calculators";
import { BreakdownTable } from "../breakdown-table";
import { CalculatorLayout } from "../calculator-layout";
import { evaluateCalculator } from "../evaluate-calculator";
import { formatAmount, formatFull, formatNumber, formatPercent } from "../format";
import type { SearchParams } from "../read-form-values";
import { landRoiCalculator } from "./definition";

/** The worked example in the explanation, computed by the calculator itself. */
const EXAMPLE = landRoi({ purchasePrice: 2_000_000, salePrice: 3_200_000, holdingPeriodYears: 5 });

function Headline({ out }: { out: LandRoiOutput }) {
  return (
    <>
      {out.isLoss ? "Loss" : "Profit"} of <strong>{formatAmount(Math.abs(out.totalProfit))}</strong>: {formatPercent(out.totalRoiPercent)}{" "}
      in total, <strong>{formatPercent(out.annualizedRoiPercent)} a year</strong> (CAGR)
    </>
  );
}

function Breakdown({ out }: { out: LandRoiOutput }) {
  const years = `${formatNumber(out.holdingPeriodYears)} ${out.holdingPeriodYears === 1 ? "year" : "years"}`;
  return (
    <BreakdownTable
      caption="Breakdown"
      rows={[
        { label: "Purchase price", value: formatAmount(out.purchasePrice) },
        { label: "Additional costs", value: formatAmount(out.additionalCosts) },
        { label: "Total investment", detail: "Purchase price + additional costs", value: formatAmount(out.totalInvestment) },
        { label: "Sale price", value: formatAmount(out.salePrice) },
        {
          label: out.isLoss ? "Loss" : "Profit",
          detail: "Sale price − total investment",
          value: formatAmount(out.totalProfit),
        },
        { label: "Holding period", value: years },
        {
          label: "Total ROI",
          detail: "Profit ÷ total investment × 100",
          value: formatPercent(out.totalRoiPercent),
          title: formatFull(out.totalRoiPercent),
        },
        {
          label: "Annualised ROI (CAGR)",
          detail: `(Sale price ÷ total investment)^(1 ÷ ${formatNumber(out.holdingPeriodYears)}) − 1`,
          value: formatPercent(out.annualizedRoiPercent),
          title: formatFull(out.annualizedRoiPercent),
        },
      ]}
    />
  );
}

export function LandRoi({ searchParams }: { searchParams: SearchParams }) {
  const state = evaluateCalculator(landRoiCalculator, searchParams);
  const out = state.status === "ok" ? state.output : null;
  return (
    <CalculatorLayout
      slug="land-roi"
      fields={landRoiCalculator.fields}
      state={state}
      headline={out ? <Headline out={out} /> : null}
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
