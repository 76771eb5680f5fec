import type { GuidelineValueCheckOutput } from "@/lib/calculators";
import { BreakdownTable, type BreakdownRow } from "../breakdown-table";
import { ENGLISH } from "../english-words";
import { formatAmount, formatFull, formatNumber, formatPercent } from "../format";
import { ResultFigure, type ResultSummary } from "../result-summary";
import { type CalcWords, moneyIn } from "../words";

const BASIS_KEY: Record<GuidelineValueCheckOutput["stampDutyBasis"], string> = {
  market: "guideline.basisMarket",
  guideline: "guideline.basisGuideline",
  equal: "guideline.basisEqual",
};

/** The library's note on the basis, in the page's language (the English messages say the same). */
const NOTE_KEY: Record<GuidelineValueCheckOutput["stampDutyBasis"], string> = {
  market: "guidelineNotes.market",
  guideline: "guidelineNotes.guideline",
  equal: "guidelineNotes.equal",
};

export function summary(out: GuidelineValueCheckOutput, w: CalcWords = ENGLISH): ResultSummary {
  const { t } = w;
  if (out.stampDutyBasis === "equal") {
    return { label: t("guideline.label"), figure: t("guideline.equal"), detail: t("guideline.equalDetail") };
  }
  const percent = formatPercent(Math.abs(out.marketPremiumPercent));
  return {
    label: t("guideline.label"),
    figure: out.marketPremiumPercent > 0 ? t("guideline.above", { percent }) : t("guideline.below", { percent }),
    detail: out.stampDutyBasis === "market" ? t("guideline.onMarket") : t("guideline.onGuideline"),
  };
}

export function Headline({ out, w = ENGLISH }: { out: GuidelineValueCheckOutput; w?: CalcWords }) {
  return <ResultFigure summary={summary(out, w)} />;
}

function totalRows(out: GuidelineValueCheckOutput, unit: string, w: CalcWords): BreakdownRow[] {
  const { t } = w;
  const amount = (n: number) => moneyIn(formatAmount(n), w);
  if (out.area === null || out.guidelineTotal === null || out.marketTotal === null || out.totalDifference === null) return [];
  return [
    { label: t("guideline.area"), value: `${formatNumber(out.area)} ${unit}` },
    { label: t("guideline.guidelineTotal"), value: amount(out.guidelineTotal), title: formatFull(out.guidelineTotal) },
    { label: t("guideline.marketTotal"), value: amount(out.marketTotal), title: formatFull(out.marketTotal) },
    { label: t("guideline.differenceTotal"), value: amount(out.totalDifference), title: formatFull(out.totalDifference) },
    ...(out.dutiableTotal === null
      ? []
      : [{ label: t("guideline.dutiableTotal"), value: amount(out.dutiableTotal), title: formatFull(out.dutiableTotal) }]),
  ];
}

export function Breakdown({ out, w = ENGLISH }: { out: GuidelineValueCheckOutput; w?: CalcWords }) {
  const { t } = w;
  const unit = w.unit(out.unit);
  const amount = (n: number) => moneyIn(formatAmount(n), w);
  return (
    <>
      <BreakdownTable
        caption={t("guideline.perUnit", { unit })}
        rows={[
          { label: t("guideline.guidelineValue"), value: amount(out.guidelineValuePerUnit) },
          { label: t("guideline.marketRate"), value: amount(out.marketRatePerUnit) },
          { label: t("guideline.difference"), detail: t("guideline.differenceDetail"), value: amount(out.differencePerUnit) },
          {
            label: t("guideline.premium"),
            detail: t("guideline.premiumDetail"),
            value: formatPercent(out.marketPremiumPercent),
            title: formatFull(out.marketPremiumPercent),
          },
          { label: t("guideline.basis"), value: t(BASIS_KEY[out.stampDutyBasis]) },
          { label: t("guideline.dutiable"), detail: t("guideline.dutiableDetail"), value: amount(out.dutiableValuePerUnit) },
        ]}
      />
      {out.area !== null ? <BreakdownTable caption={t("guideline.wholeParcel")} rows={totalRows(out, unit, w)} /> : null}
      <p className="calc-note">{w.locale === "en" ? out.note : t(NOTE_KEY[out.stampDutyBasis])}</p>
    </>
  );
}
