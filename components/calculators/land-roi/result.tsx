import type { LandRoiOutput } from "@/lib/calculators";
import { BreakdownTable } from "../breakdown-table";
import { GrowthChart, growthPoints } from "../charts/growth-chart";
import { formatAmount, formatFull, formatNumber, formatPercent } from "../format";
import { ENGLISH } from "../english-words";
import { moneyFigure, moneyWords, ResultFigure, type ResultSummary } from "../result-summary";
import { type CalcWords, moneyIn } from "../words";

export function summary(out: LandRoiOutput, w: CalcWords = ENGLISH): ResultSummary {
  return {
    label: out.isLoss ? w.t("landRoi.loss") : w.t("landRoi.profit"),
    figure: moneyFigure(Math.abs(out.totalProfit)),
    words: moneyIn(moneyWords(Math.abs(out.totalProfit)), w),
    detail: w.t("landRoi.detail", { total: formatPercent(out.totalRoiPercent), annual: formatPercent(out.annualizedRoiPercent) }),
  };
}

export function Headline({ out, w = ENGLISH }: { out: LandRoiOutput; w?: CalcWords }) {
  return <ResultFigure summary={summary(out, w)} />;
}

/** The holding period as a chart, with the year-by-year table as its text alternative. */
function Growth({ out, w }: { out: LandRoiOutput; w: CalcWords }) {
  const caption = w.t("landRoi.growthCaption");
  const points = growthPoints(out.totalInvestment, out.salePrice, out.holdingPeriodYears);
  if (points.length < 2) return null;
  return (
    <>
      <GrowthChart
        id="calc-growth-chart"
        title={w.t("landRoi.growthTitle", {
          invested: moneyFigure(out.totalInvestment),
          sale: moneyFigure(out.salePrice),
          years: formatNumber(out.holdingPeriodYears),
          annual: formatPercent(out.annualizedRoiPercent),
        })}
        points={points}
        invested={out.totalInvestment}
        tableCaption={caption}
        w={w}
      />
      <table className="calc-breakdown calc-growth-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{w.t("landRoi.year")}</th>
            <th scope="col" className="calc-num">
              {w.t("landRoi.value")}
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

export function Breakdown({ out, w = ENGLISH }: { out: LandRoiOutput; w?: CalcWords }) {
  const { t } = w;
  const amount = (n: number) => moneyIn(formatAmount(n), w);
  const years = t(out.holdingPeriodYears === 1 ? "landRoi.yearsOne" : "landRoi.yearsOther", {
    years: formatNumber(out.holdingPeriodYears),
  });
  return (
    <>
      <BreakdownTable
        caption={t("landRoi.caption")}
        rows={[
          { label: t("landRoi.purchasePrice"), value: amount(out.purchasePrice) },
          { label: t("landRoi.additionalCosts"), value: amount(out.additionalCosts) },
          { label: t("landRoi.totalInvestment"), detail: t("landRoi.totalInvestmentDetail"), value: amount(out.totalInvestment) },
          { label: t("landRoi.salePrice"), value: amount(out.salePrice) },
          {
            label: out.isLoss ? t("landRoi.loss") : t("landRoi.profit"),
            detail: t("landRoi.profitDetail"),
            value: amount(out.totalProfit),
          },
          { label: t("landRoi.holdingPeriod"), value: years },
          {
            label: t("landRoi.totalRoi"),
            detail: t("landRoi.totalRoiDetail"),
            value: formatPercent(out.totalRoiPercent),
            title: formatFull(out.totalRoiPercent),
          },
          {
            label: t("landRoi.annualRoi"),
            detail: t("landRoi.annualRoiDetail", { years: formatNumber(out.holdingPeriodYears) }),
            value: formatPercent(out.annualizedRoiPercent),
            title: formatFull(out.annualizedRoiPercent),
          },
        ]}
      />
      <Growth out={out} w={w} />
    </>
  );
}
