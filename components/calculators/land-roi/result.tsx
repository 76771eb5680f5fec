import type { LandRoiOutput } from "@/lib/calculators";
import { BreakdownTable } from "../breakdown-table";
import { GrowthChart, growthPoints } from "../charts/growth-chart";
import { formatAmount, formatFull, formatNumber, formatPercent } from "../format";
import { moneyFigure, moneyWords, ResultFigure, type ResultSummary } from "../result-summary";

export function summary(out: LandRoiOutput): ResultSummary {
  return {
    label: out.isLoss ? "Loss" : "Profit",
    figure: moneyFigure(Math.abs(out.totalProfit)),
    words: moneyWords(Math.abs(out.totalProfit)),
    detail: `${formatPercent(out.totalRoiPercent)} in total, ${formatPercent(out.annualizedRoiPercent)} a year (CAGR)`,
  };
}

export function Headline({ out }: { out: LandRoiOutput }) {
  return <ResultFigure summary={summary(out)} />;
}

const GROWTH_CAPTION = "Value year by year at the annual return";

/** The holding period as a chart, with the year-by-year table as its text alternative. */
function Growth({ out }: { out: LandRoiOutput }) {
  const points = growthPoints(out.totalInvestment, out.salePrice, out.holdingPeriodYears);
  if (points.length < 2) return null;
  return (
    <>
      <GrowthChart
        id="calc-growth-chart"
        title={`From ${moneyFigure(out.totalInvestment)} put in to ${moneyFigure(out.salePrice)} after ${formatNumber(out.holdingPeriodYears)} years, at ${formatPercent(out.annualizedRoiPercent)} a year`}
        points={points}
        invested={out.totalInvestment}
        tableCaption={GROWTH_CAPTION}
      />
      <table className="calc-breakdown calc-growth-table">
        <caption>{GROWTH_CAPTION}</caption>
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col" className="calc-num">
              Value
            </th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.year}>
              <th scope="row">{formatNumber(point.year)}</th>
              <td className="calc-num">{moneyFigure(Math.round(point.value))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function Breakdown({ out }: { out: LandRoiOutput }) {
  const years = `${formatNumber(out.holdingPeriodYears)} ${out.holdingPeriodYears === 1 ? "year" : "years"}`;
  return (
    <>
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
      <Growth out={out} />
    </>
  );
}
