import { type Charge, STATE_LIST } from "@/lib/calculators";
import { CalculatorLayout } from "../calculator-layout";
import { evaluateCalculator } from "../evaluate-calculator";
import { formatNumber } from "../format";
import type { SearchParams } from "../read-form-values";
import { acquisitionCostCalculator } from "./definition";
import { Breakdown, Headline } from "./result";

/** A state charge in one line: its slabs (or single rate) and cap. */
function describeCharge(charge: Charge): string {
  const bands = charge.bands.map((band) =>
    band.amount !== undefined
      ? `Rs ${formatNumber(band.amount)}${band.over ? ` above Rs ${formatNumber(band.over)}` : ""}`
      : `${formatNumber(band.percent ?? 0)}%${band.over ? ` above Rs ${formatNumber(band.over)}` : ""}`,
  );
  const text = bands.length > 4 ? `${bands[0]} … ${bands[bands.length - 1]}` : bands.join("; ");
  return charge.cap === undefined ? text : `${text}, max Rs ${formatNumber(charge.cap)}`;
}

export function AcquisitionCost({ searchParams }: { searchParams: SearchParams }) {
  const state = evaluateCalculator(acquisitionCostCalculator, searchParams);
  const out = state.status === "ok" ? state.output : null;
  return (
    <CalculatorLayout
      slug="acquisition-cost"
      fields={acquisitionCostCalculator.fields}
      state={state}
      headline={out ? <Headline out={out} /> : null}
      result={out ? <Breakdown out={out} /> : null}
    >
      <h2>How it is calculated</h2>
      <p className="calc-formula">
        dutiable value = the higher of agreed price and guideline value
        <br />
        stamp duty = dutiable value × stamp duty %
        <br />
        registration fee = dutiable value × registration %
        <br />
        brokerage = agreed price × brokerage %
        <br />
        total = agreed price + stamp duty + registration + brokerage + legal fees + other costs
      </p>
      <p>
        A rate you enter always wins. Otherwise the state&apos;s general rate for a male or corporate buyer is used, for the locality you
        choose (or the state&apos;s first locality, which the result names), with the state&apos;s value slabs and fee caps applied: each
        line of the result states the rule it applied. Concessions for women buyers are in the notes. &quot;Reported&quot; means the
        notification itself could not be read and the rate rests on dated reports of it. With neither a state nor a rate, that line is 0 and
        the result says so.
      </p>
      <table className="calc-units">
        <caption>State default rates used (value slabs and caps are applied to the dutiable value)</caption>
        <thead>
          <tr>
            <th scope="col">State and locality</th>
            <th scope="col">Stamp duty</th>
            <th scope="col">Registration</th>
            <th scope="col">In force from</th>
            <th scope="col">Verified</th>
          </tr>
        </thead>
        <tbody>
          {STATE_LIST.flatMap((state) =>
            state.localities.map((locality) => (
              <tr key={`${state.id}-${locality.id ?? ""}`}>
                <th scope="row">
                  {locality.label}
                  {locality.id ? <code> {locality.id}</code> : null}
                </th>
                <td>{describeCharge(locality.stampDuty)}</td>
                <td>{describeCharge(locality.registration)}</td>
                <td>{locality.stampDuty.effectiveFrom}</td>
                <td>
                  <a href={locality.stampDuty.source.url}>{locality.stampDuty.verifiedOn}</a>
                  {locality.stampDuty.confidence === "reported" ? " (reported)" : ""}
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </CalculatorLayout>
  );
}
