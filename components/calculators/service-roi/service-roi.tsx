import Link from "next/link";
import type { ServiceRoiOutput } from "@/lib/calculators";
import { BreakdownTable } from "../breakdown-table";
import { CalculatorLayout } from "../calculator-layout";
import { evaluateCalculator } from "../evaluate-calculator";
import { formatAmount, formatFull, formatNumber, formatPercent } from "../format";
import { NotesList } from "../notes-list";
import type { SearchParams } from "../read-form-values";
import { serviceRoiCalculator } from "./definition";

const label = (name: string) => serviceRoiCalculator.fields.find((field) => field.name === name)?.label ?? name;

function Headline({ out }: { out: ServiceRoiOutput }) {
  return (
    <>
      Net benefit <strong>{formatAmount(out.netBenefit)}</strong> a year: ROI {formatPercent(out.roiPercent)},{" "}
      {out.paybackMonths === null ? "never pays back at these figures" : `payback in ${formatNumber(out.paybackMonths)} months`}
    </>
  );
}

function Breakdown({ out }: { out: ServiceRoiOutput }) {
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

export function ServiceRoi({ searchParams }: { searchParams: SearchParams }) {
  const state = evaluateCalculator(serviceRoiCalculator, searchParams);
  const out = state.status === "ok" ? state.output : null;
  return (
    <CalculatorLayout
      slug="service-roi"
      fields={serviceRoiCalculator.fields}
      state={state}
      headline={out ? <Headline out={out} /> : null}
      result={out ? <Breakdown out={out} /> : null}
    >
      <h2>How it is calculated</h2>
      <p className="calc-formula">
        hours saved = parcels × manual hours per parcel × share saved
        <br />
        annual savings = hours saved × hourly cost + parcels × other cost avoided per parcel
        <br />
        net benefit = annual savings − software cost
        <br />
        ROI = net benefit ÷ software cost × 100
        <br />
        payback (months) = software cost ÷ annual savings × 12
      </p>
      <p>
        The defaults are illustrative assumptions; replace them with your own figures. Savings count staff time freed, which becomes cash
        only when the time is redeployed or a hire is avoided. To see the numbers with your own parcels,{" "}
        <Link href="/demo">request a demo</Link>.
      </p>
    </CalculatorLayout>
  );
}
