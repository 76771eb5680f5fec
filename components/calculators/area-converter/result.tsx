import type { ConvertAreaOutput } from "@/lib/calculators";
import { BreakdownTable } from "../breakdown-table";
import { formatFull, formatNumber } from "../format";
import { NotesList } from "../notes-list";
import { ResultFigure, type ResultSummary } from "../result-summary";
import { regionNotesForPage } from "../region-notes";
import { regionName, unitSymbol } from "../unit-labels";

export function summary(out: ConvertAreaOutput): ResultSummary {
  return {
    label: `${formatNumber(out.value)} ${unitSymbol(out.fromUnit)} =`,
    figure: `${formatNumber(out.result)} ${unitSymbol(out.toUnit)}`,
  };
}

export function Headline({ out }: { out: ConvertAreaOutput }) {
  return <ResultFigure summary={summary(out)} />;
}

function factorRow(factor: ConvertAreaOutput["fromUnitFactor"]) {
  return {
    label: `1 ${unitSymbol(factor.unit)}`,
    detail: `${factor.region ? `${regionName(factor.region)} value` : "Fixed size"}; ${formatNumber(factor.squareMetres)} sq m`,
    value: `${formatNumber(factor.squareFeet)} sq ft`,
    title: `${formatFull(factor.squareFeet)} sq ft`,
  };
}

export function Breakdown({ out }: { out: ConvertAreaOutput }) {
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
