import Link from "next/link";
import { SERVICE_ROI_DEFAULT_BASIS, SERVICE_ROI_DEFAULTS } from "@/lib/calculators";
import { CalculatorLayout } from "../calculator-layout";
import { evaluateCalculator } from "../evaluate-calculator";
import type { SearchParams } from "../read-form-values";
import { serviceRoiCalculator } from "./definition";
import { Breakdown, Headline, summary } from "./result";

export function ServiceRoi({ searchParams }: { searchParams: SearchParams }) {
  const state = evaluateCalculator(serviceRoiCalculator, searchParams);
  const out = state.status === "ok" ? state.output : null;
  return (
    <CalculatorLayout
      slug="service-roi"
      fields={serviceRoiCalculator.fields}
      state={state}
      headline={out ? <Headline out={out} /> : null}
      summary={out ? summary(out) : undefined}
      result={out ? <Breakdown out={out} /> : null}
    >
      <h2>How it is calculated</h2>
      <p className="calc-formula">
        manual hours = coordinators × hours a week × working weeks, or parcels × manual hours per parcel
        <br />
        annual savings = manual hours × share saved × hourly cost + parcels × other cost avoided per parcel
        <br />
        break-even software cost = annual savings
        <br />
        net benefit = annual savings − software cost
        <br />
        ROI = net benefit ÷ software cost × 100
        <br />
        payback (months) = software cost ÷ annual savings × 12
      </p>
      <p>
        Start from your team: how many people coordinate acquisitions and how many hours a week each spends chasing owners, documents and
        approvals. Without a software price, the result is the most a year of software can cost and still pay for itself.
      </p>
      <p>
        The defaults are assumptions, and each says what it rests on: {SERVICE_ROI_DEFAULTS.workingWeeksPerYear} working weeks (
        {SERVICE_ROI_DEFAULT_BASIS.workingWeeksPerYear}); {SERVICE_ROI_DEFAULTS.timeSavedPercent}% of hours saved (
        {SERVICE_ROI_DEFAULT_BASIS.timeSavedPercent}); {SERVICE_ROI_DEFAULTS.hoursPerParcel} hours per parcel (
        {SERVICE_ROI_DEFAULT_BASIS.hoursPerParcel}); no other cost avoided ({SERVICE_ROI_DEFAULT_BASIS.avoidedCostPerParcel}). Savings count
        staff time freed, which becomes cash only when the time is redeployed or a hire is avoided. To see the numbers with your own
        parcels, <Link href="/demo">request a demo</Link>.
      </p>
    </CalculatorLayout>
  );
}
