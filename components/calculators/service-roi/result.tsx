import type { ServiceRoiOutput } from "@/lib/calculators";
import { type BreakdownRow, BreakdownTable } from "../breakdown-table";
import { formatAmount, formatFull, formatNumber, formatPercent } from "../format";
import { NotesList } from "../notes-list";
import { ENGLISH } from "../english-words";
import { moneyFigure, moneyWords, ResultFigure, type ResultSummary } from "../result-summary";
import { type CalcWords, moneyIn } from "../words";
import { serviceRoiFields } from "./definition";

/** A field's label in the page's language. */
const label = (name: string, w: CalcWords) =>
  w.has(`fields.service-roi.${name}.label`)
    ? w.t(`fields.service-roi.${name}.label`)
    : (serviceRoiFields.find((field) => field.name === name)?.label ?? name);

export function summary(out: ServiceRoiOutput, w: CalcWords = ENGLISH): ResultSummary {
  const { t } = w;
  if (out.netBenefit === null || out.roiPercent === null) {
    return {
      label: t("serviceRoi.savesLabel"),
      figure: moneyFigure(out.annualSavings),
      words: moneyIn(moneyWords(out.annualSavings), w),
      detail: t("serviceRoi.savesDetail", { amount: moneyFigure(out.breakEvenSoftwareCost) }),
    };
  }
  const payback =
    out.paybackMonths === null ? t("serviceRoi.paybackNever") : t("serviceRoi.paybackIn", { months: formatNumber(out.paybackMonths) });
  return {
    label: t("serviceRoi.netLabel"),
    figure: moneyFigure(out.netBenefit),
    words: moneyIn(moneyWords(out.netBenefit), w),
    detail: t("serviceRoi.netDetail", { percent: formatPercent(out.roiPercent), payback }),
  };
}

export function Headline({ out, w = ENGLISH }: { out: ServiceRoiOutput; w?: CalcWords }) {
  return <ResultFigure summary={summary(out, w)} />;
}

/** Where the manual hours come from: the team's weeks, or the parcels. */
function hoursRow(out: ServiceRoiOutput, w: CalcWords): BreakdownRow {
  const detail =
    out.basis === "team"
      ? w.t("serviceRoi.teamDetail", {
          coordinators: formatNumber(out.coordinators ?? 0),
          hours: formatNumber(out.hoursPerWeek ?? 0),
          weeks: formatNumber(out.workingWeeksPerYear ?? 0),
        })
      : w.t("serviceRoi.parcelsDetail", { parcels: formatNumber(out.parcelsPerYear ?? 0), hours: formatNumber(out.hoursPerParcel ?? 0) });
  return { label: w.t("serviceRoi.manualHours"), detail, value: formatNumber(out.manualHoursPerYear) };
}

export function Breakdown({ out, w = ENGLISH }: { out: ServiceRoiOutput; w?: CalcWords }) {
  const { t } = w;
  const amount = (n: number) => moneyIn(formatAmount(n), w);
  const defaults = out.assumptions.map((assumption) =>
    t("serviceRoi.assumption", { field: label(assumption.input, w), value: formatNumber(assumption.value), basis: assumption.basis }),
  );
  const cost = out.annualSoftwareCost;
  return (
    <>
      <BreakdownTable
        caption={t("serviceRoi.caption")}
        rows={[
          hoursRow(out, w),
          {
            label: t("serviceRoi.hoursSaved"),
            detail: t("serviceRoi.hoursSavedDetail", { percent: formatPercent(out.timeSavedPercent) }),
            value: formatNumber(out.hoursSavedPerYear),
          },
          {
            label: t("serviceRoi.labour"),
            detail: t("serviceRoi.labourDetail", { amount: amount(out.hourlyCost) }),
            value: amount(out.laborSavings),
          },
          ...(out.parcelsPerYear === null
            ? []
            : [
                {
                  label: t("serviceRoi.avoided"),
                  detail: t("serviceRoi.avoidedDetail", {
                    parcels: formatNumber(out.parcelsPerYear),
                    amount: amount(out.avoidedCostPerParcel),
                  }),
                  value: amount(out.avoidedCosts),
                },
              ]),
          { label: t("serviceRoi.annualSavings"), value: amount(out.annualSavings), title: formatFull(out.annualSavings) },
          ...(cost === null ? [] : [{ label: t("serviceRoi.softwareCost"), value: amount(cost) }]),
        ]}
        totals={
          out.netBenefit === null || out.roiPercent === null
            ? [
                {
                  label: t("serviceRoi.breakEven"),
                  detail: t("serviceRoi.breakEvenDetail"),
                  value: amount(out.breakEvenSoftwareCost),
                  title: formatFull(out.breakEvenSoftwareCost),
                },
              ]
            : [
                { label: t("serviceRoi.net"), detail: t("serviceRoi.netDetailRow"), value: amount(out.netBenefit) },
                { label: t("serviceRoi.roi"), detail: t("serviceRoi.roiDetail"), value: formatPercent(out.roiPercent) },
                {
                  label: t("serviceRoi.payback"),
                  detail: t("serviceRoi.paybackDetail"),
                  value:
                    out.paybackMonths === null
                      ? t("serviceRoi.paybackNeverRow")
                      : t("serviceRoi.months", { months: formatNumber(out.paybackMonths) }),
                },
                { label: t("serviceRoi.breakEven"), detail: t("serviceRoi.breakEvenShort"), value: amount(out.breakEvenSoftwareCost) },
              ]
        }
      />
      <NotesList title={t("serviceRoi.assumptions")} notes={[...defaults, ...out.notes]} w={w} />
    </>
  );
}
