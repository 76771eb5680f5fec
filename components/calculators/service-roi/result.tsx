import type { ServiceRoiOutput } from "@/lib/calculators";
import { type BreakdownRow, BreakdownTable } from "../breakdown-table";
import { formatAmount, formatFull, formatNumber, formatPercent } from "../format";
import { NotesList } from "../notes-list";
import { moneyFigure, moneyWords, ResultFigure, type ResultSummary } from "../result-summary";
import { serviceRoiFields } from "./definition";

const label = (name: string) => serviceRoiFields.find((field) => field.name === name)?.label ?? name;

export function summary(out: ServiceRoiOutput): ResultSummary {
  if (out.netBenefit === null || out.roiPercent === null) {
    return {
      label: "Saves a year",
      figure: moneyFigure(out.annualSavings),
      words: moneyWords(out.annualSavings),
      detail: `software costing up to ${moneyFigure(out.breakEvenSoftwareCost)} a year pays for itself`,
    };
  }
  const payback = out.paybackMonths === null ? "never pays back at these figures" : `payback in ${formatNumber(out.paybackMonths)} months`;
  return {
    label: "Net benefit a year",
    figure: moneyFigure(out.netBenefit),
    words: moneyWords(out.netBenefit),
    detail: `ROI ${formatPercent(out.roiPercent)}, ${payback}`,
  };
}

export function Headline({ out }: { out: ServiceRoiOutput }) {
  return <ResultFigure summary={summary(out)} />;
}

/** Where the manual hours come from: the team's weeks, or the parcels. */
function hoursRow(out: ServiceRoiOutput): BreakdownRow {
  const detail =
    out.basis === "team"
      ? `${formatNumber(out.coordinators ?? 0)} coordinators × ${formatNumber(out.hoursPerWeek ?? 0)} hours a week × ${formatNumber(out.workingWeeksPerYear ?? 0)} weeks`
      : `${formatNumber(out.parcelsPerYear ?? 0)} parcels × ${formatNumber(out.hoursPerParcel ?? 0)} hours`;
  return { label: "Manual coordination hours", detail, value: formatNumber(out.manualHoursPerYear) };
}

export function Breakdown({ out }: { out: ServiceRoiOutput }) {
  const defaults = out.assumptions.map(
    (assumption) => `${label(assumption.input)}: the default of ${formatNumber(assumption.value)} was used, ${assumption.basis}.`,
  );
  const cost = out.annualSoftwareCost;
  return (
    <>
      <BreakdownTable
        caption="Breakdown, per year"
        rows={[
          hoursRow(out),
          {
            label: "Hours saved",
            detail: `${formatPercent(out.timeSavedPercent)} of manual hours`,
            value: formatNumber(out.hoursSavedPerYear),
          },
          {
            label: "Labour savings",
            detail: `Hours saved × ${formatAmount(out.hourlyCost)} an hour`,
            value: formatAmount(out.laborSavings),
          },
          ...(out.parcelsPerYear === null
            ? []
            : [
                {
                  label: "Other costs avoided",
                  detail: `${formatNumber(out.parcelsPerYear)} parcels × ${formatAmount(out.avoidedCostPerParcel)}`,
                  value: formatAmount(out.avoidedCosts),
                },
              ]),
          { label: "Annual savings", value: formatAmount(out.annualSavings), title: formatFull(out.annualSavings) },
          ...(cost === null ? [] : [{ label: "Software cost", value: formatAmount(cost) }]),
        ]}
        totals={
          out.netBenefit === null || out.roiPercent === null
            ? [
                {
                  label: "Break-even software cost",
                  detail: "The most a year of software can cost and still pay for itself: the annual savings",
                  value: formatAmount(out.breakEvenSoftwareCost),
                  title: formatFull(out.breakEvenSoftwareCost),
                },
              ]
            : [
                { label: "Net benefit", detail: "Annual savings − software cost", value: formatAmount(out.netBenefit) },
                { label: "ROI", detail: "Net benefit ÷ software cost × 100", value: formatPercent(out.roiPercent) },
                {
                  label: "Payback",
                  detail: "Software cost ÷ annual savings × 12",
                  value: out.paybackMonths === null ? "Never at these figures" : `${formatNumber(out.paybackMonths)} months`,
                },
                { label: "Break-even software cost", detail: "The annual savings", value: formatAmount(out.breakEvenSoftwareCost) },
              ]
        }
      />
      <NotesList title="Assumptions" notes={[...defaults, ...out.notes]} />
    </>
  );
}
