import type { LandRoiOutput } from "@/lib/calculators";
import { BreakdownTable } from "../breakdown-table";
import { formatAmount, formatFull, formatNumber, formatPercent } from "../format";

export function Headline({ out }: { out: LandRoiOutput }) {
  return (
    <>
      {out.isLoss ? "Loss" : "Profit"} of <strong>{formatAmount(Math.abs(out.totalProfit))}</strong>: {formatPercent(out.totalRoiPercent)}{" "}
      in total, <strong>{formatPercent(out.annualizedRoiPercent)} a year</strong> (CAGR)
    </>
  );
}

export function Breakdown({ out }: { out: LandRoiOutput }) {
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
