import { AREA_UNITS, convertArea } from "@/lib/calculators";
import { TableScroll } from "@/components/site/table-scroll";
import { CalculatorLayout } from "../calculator-layout";
import { evaluateCalculator } from "../evaluate-calculator";
import { formatNumber } from "../format";
import type { SearchParams } from "../read-form-values";
import { RegionalUnits } from "../regional-units";
import { areaConverter } from "./definition";
import { Breakdown, Headline, summary } from "./result";

/** The worked example in the explanation, computed by the calculator itself. */
const EXAMPLE = convertArea({ value: 2.5, fromUnit: "acre", toUnit: "sqm" });

export function AreaConverter({ searchParams }: { searchParams: SearchParams }) {
  const state = evaluateCalculator(areaConverter, searchParams);
  const out = state.status === "ok" ? state.output : null;
  return (
    <CalculatorLayout
      slug="area-converter"
      fields={areaConverter.fields}
      state={state}
      headline={out ? <Headline out={out} /> : null}
      summary={out ? summary(out) : undefined}
      result={out ? <Breakdown out={out} /> : null}
    >
      <h2>How it is calculated</h2>
      <p>Every conversion goes through square feet:</p>
      <p className="calc-formula">result = area × (sq ft in one “from” unit) ÷ (sq ft in one “to” unit)</p>
      <p>
        So 2.5 acres in square metres is 2.5 × {formatNumber(EXAMPLE.fromUnitFactor.squareFeet)} ÷{" "}
        {formatNumber(EXAMPLE.toUnitFactor.squareFeet)} = {formatNumber(EXAMPLE.result)} sq m. The sizes are exact definitions (1 ft =
        0.3048 m, so 1 sq ft = 0.09290304 sq m) and the arithmetic is exact until the final answer, which is shown rounded to two decimals
        with the full-precision value beneath it.
      </p>
      <TableScroll label="Unit sizes">
        <table className="calc-units">
          <caption>Units and the sizes used</caption>
          <thead>
            <tr>
              <th scope="col">Unit</th>
              <th scope="col">Size</th>
            </tr>
          </thead>
          <tbody>
            {AREA_UNITS.map((unit) => (
              <tr key={unit.id}>
                <th scope="row">{unit.label}</th>
                <td>{unit.definition}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <RegionalUnits />
    </CalculatorLayout>
  );
}
