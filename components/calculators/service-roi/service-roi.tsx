import Link from "next/link";
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
