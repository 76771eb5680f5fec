import type { GuidelineValueCheckOutput } from "@/lib/calculators";
import { BreakdownTable, type BreakdownRow } from "../breakdown-table";
import { formatAmount, formatFull, formatNumber, formatPercent } from "../format";
import { ResultFigure, type ResultSummary } from "../result-summary";
import { unitSymbol } from "../unit-labels";

const BASIS_LABEL: Record<GuidelineValueCheckOutput["stampDutyBasis"], string> = {
  market: "Market rate (higher)",
  guideline: "Guideline value (higher)",
  equal: "Either (they are equal)",
};

export function summary(out: GuidelineValueCheckOutput): ResultSummary {
  if (out.stampDutyBasis === "equal") {
    return { label: "Market rate against the guideline value", figure: "Equal", detail: "stamp duty is charged on either" };
  }
  const direction = out.marketPremiumPercent > 0 ? "above" : "below";
  return {
    label: "Market rate against the guideline value",
    figure: `${formatPercent(Math.abs(out.marketPremiumPercent))} ${direction}`,
    detail: `stamp duty is charged on the ${out.stampDutyBasis === "market" ? "market rate" : "guideline value"}`,
  };
}

export function Headline({ out }: { out: GuidelineValueCheckOutput }) {
  return <ResultFigure summary={summary(out)} />;
}

function totalRows(out: GuidelineValueCheckOutput, unit: string): BreakdownRow[] {
  if (out.area === null || out.guidelineTotal === null || out.marketTotal === null || out.totalDifference === null) return [];
  return [
    { label: "Area", value: `${formatNumber(out.area)} ${unit}` },
    { label: "Guideline value of the parcel", value: formatAmount(out.guidelineTotal), title: formatFull(out.guidelineTotal) },
    { label: "Market value of the parcel", value: formatAmount(out.marketTotal), title: formatFull(out.marketTotal) },
    { label: "Difference for the parcel", value: formatAmount(out.totalDifference), title: formatFull(out.totalDifference) },
    ...(out.dutiableTotal === null
      ? []
      : [{ label: "Value stamp duty is charged on", value: formatAmount(out.dutiableTotal), title: formatFull(out.dutiableTotal) }]),
  ];
}

export function Breakdown({ out }: { out: GuidelineValueCheckOutput }) {
  const unit = unitSymbol(out.unit);
  return (
    <>
      <BreakdownTable
        caption={`Per ${unit}`}
        rows={[
          { label: "Guideline value", value: formatAmount(out.guidelineValuePerUnit) },
          { label: "Market rate", value: formatAmount(out.marketRatePerUnit) },
          { label: "Difference", detail: "Market rate − guideline value", value: formatAmount(out.differencePerUnit) },
          {
            label: "Market premium",
            detail: "Difference ÷ guideline value × 100",
            value: formatPercent(out.marketPremiumPercent),
            title: formatFull(out.marketPremiumPercent),
          },
          { label: "Stamp duty basis", value: BASIS_LABEL[out.stampDutyBasis] },
          { label: "Dutiable value", detail: "The higher of the two", value: formatAmount(out.dutiableValuePerUnit) },
        ]}
      />
      {out.area !== null ? <BreakdownTable caption="For the whole parcel" rows={totalRows(out, unit)} /> : null}
      <p className="calc-note">{out.note}</p>
    </>
  );
}
