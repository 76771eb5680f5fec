import { AREA_UNITS, convertArea, type ConvertAreaOutput } from "@/lib/calculators";
import { BreakdownTable } from "../breakdown-table";
import { CalculatorLayout } from "../calculator-layout";
import { evaluateCalculator } from "../evaluate-calculator";
import { formatFull, formatFullGrouped, formatNumber } from "../format";
import { NotesList } from "../notes-list";
import type { SearchParams } from "../read-form-values";
import { regionNotesForPage } from "../region-notes";
import { RegionalUnits } from "../regional-units";
import { regionName, unitSymbol } from "../unit-labels";
import { areaConverter } from "./definition";

/** The worked example in the explanation, computed by the calculator itself. */
const EXAMPLE = convertArea({ value: 2.5, fromUnit: "acre", toUnit: "sqm" });

function Headline({ out }: { out: ConvertAreaOutput }) {
  return (
    <>
      {formatNumber(out.value)} {unitSymbol(out.fromUnit)} ={" "}
      <strong title={formatFullGrouped(out.result)}>
        {formatNumber(out.result)} {unitSymbol(out.toUnit)}
      </strong>
    </>
  );
}

function factorRow(factor: ConvertAreaOutput["fromUnitFactor"]) {
  return {
    label: `1 ${unitSymbol(factor.unit)}`,
    detail: `${factor.region ? `${regionName(factor.region)} value` : "Fixed size"}; ${formatNumber(factor.squareMetres)} sq m`,
    value: `${formatNumber(factor.squareFeet)} sq ft`,
    title: `${formatFull(factor.squareFeet)} sq ft`,
  };
}

function Breakdown({ out }: { out: ConvertAreaOutput }) {
  const region =
    out.region === null
      ? "Not needed: no regional unit"
      : `${regionName(out.region)}${out.regionDefaulted ? " (assumed: no region chosen)" : ""}`;
  return (
    <>
      <p className="calc-full" data-testid="calc-full-precision">
        Full precision: {formatFull(out.result)} {unitSymbol(out.toUnit)}
      </p>
      <BreakdownTable
        caption="How the result was reached"
        rows={[
          { label: "Area given", value: `${formatNumber(out.value)} ${unitSymbol(out.fromUnit)}` },
          factorRow(out.fromUnitFactor),
          ...(out.toUnit === out.fromUnit ? [] : [factorRow(out.toUnitFactor)]),
          { label: "In square feet", value: `${formatNumber(out.squareFeet)} sq ft`, title: formatFull(out.squareFeet) },
          { label: "In square metres", value: `${formatNumber(out.squareMetres)} sq m`, title: formatFull(out.squareMetres) },
          { label: "Region used", value: region },
        ]}
      />
      <NotesList title="About the regional value" notes={regionNotesForPage(out)} testId="calc-region-notes" />
    </>
  );
}

export function AreaConverter({ searchParams }: { searchParams: SearchParams }) {
  const state = evaluateCalculator(areaConverter, searchParams);
  const out = state.status === "ok" ? state.output : null;
  return (
    <CalculatorLayout
      slug="area-converter"
      fields={areaConverter.fields}
      state={state}
      headline={out ? <Headline out={out} /> : null}
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
      <RegionalUnits />
    </CalculatorLayout>
  );
}
