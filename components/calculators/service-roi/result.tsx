import type { ServiceRoiOutput } from "@/lib/calculators";
import { BreakdownTable } from "../breakdown-table";
import { formatAmount, formatFull, formatNumber, formatPercent } from "../format";
import { NotesList } from "../notes-list";
import { moneyFigure, ResultFigure, type ResultSummary } from "../result-summary";
import { serviceRoiCalculator } from "./definition";

const label = (name: string) => serviceRoiCalculator.fields.find((field) => field.name === name)?.label ?? name;

export function summary(out: ServiceRoiOutput): ResultSummary {
  const payback = out.paybackMonths === null ? "never pays back at these figures" : `payback in ${formatNumber(out.paybackMonths)} months`;
  return { label: "Net benefit a year", figure: moneyFigure(out.netBenefit), detail: `ROI ${formatPercent(out.roiPercent)}, ${payback}` };
}

export function Headline({ out }: { out: ServiceRoiOutput }) {
  return <ResultFigure summary={summary(out)} />;
}

export function Breakdown({ out }: { out: ServiceRoiOutput }) {
  const defaults = out.defaultsUsed.map(
    (name) => `${label(name)}: the default of ${formatNumber(out[name as keyof typeof out] as number)} was used.`,
  );
  return (
    <>
      <BreakdownTable
        caption="Breakdown, per year"
        rows={[
          {
            label: "Manual coordination hours",
            detail: `${formatNumber(out.parcelsPerYear)} parcels × ${formatNumber(out.hoursPerParcel)} hours`,
            value: formatNumber(out.manualHoursPerYear),
          },
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
          {
            label: "Other costs avoided",
            detail: `${formatNumber(out.parcelsPerYear)} parcels × ${formatAmount(out.avoidedCostPerParcel)}`,
            value: formatAmount(out.avoidedCosts),
          },
          { label: "Annual savings", value: formatAmount(out.annualSavings), title: formatFull(out.annualSavings) },
          { label: "Software cost", value: formatAmount(out.annualSoftwareCost) },
        ]}
        totals={[
          { label: "Net benefit", detail: "Annual savings − software cost", value: formatAmount(out.netBenefit) },
          { label: "ROI", detail: "Net benefit ÷ software cost × 100", value: formatPercent(out.roiPercent) },
          {
            label: "Payback",
            detail: "Software cost ÷ annual savings × 12",
            value: out.paybackMonths === null ? "Never at these figures" : `${formatNumber(out.paybackMonths)} months`,
          },
        ]}
      />
      <NotesList title="Assumptions" notes={[...defaults, ...out.notes]} />
    </>
  );
}
