import type { PricePerAreaOutput } from "@/lib/calculators";
import { BreakdownTable } from "../breakdown-table";
import { formatAmount, formatFull, formatNumber } from "../format";
import { NotesList } from "../notes-list";
import { moneyFigure, ResultFigure, type ResultSummary } from "../result-summary";
import { regionNotesForPage } from "../region-notes";
import { regionName, unitSymbol } from "../unit-labels";

export function summary(out: PricePerAreaOutput): ResultSummary {
  const unit = unitSymbol(out.unit);
  const perUnit = out.unit === "sqft" || out.unit === "sqm" ? "" : `, ${moneyFigure(out.pricePerUnit)} per ${unit}`;
  return {
    label: "Price per sq ft",
    figure: moneyFigure(out.pricePerSqft),
    detail: `${moneyFigure(out.pricePerSqm)} per sq m${perUnit}`,
  };
}

export function Headline({ out }: { out: PricePerAreaOutput }) {
  return <ResultFigure summary={summary(out)} />;
}

export function Breakdown({ out }: { out: PricePerAreaOutput }) {
  const unit = unitSymbol(out.unit);
  const size = out.unitFactor;
  return (
    <>
      <BreakdownTable
        caption="Breakdown"
        rows={[
          { label: "Price per sq ft", value: formatAmount(out.pricePerSqft), title: formatFull(out.pricePerSqft) },
          { label: "Price per sq m", value: formatAmount(out.pricePerSqm), title: formatFull(out.pricePerSqm) },
          ...(out.unit === "sqft" || out.unit === "sqm"
            ? []
            : [{ label: `Price per ${unit}`, value: formatAmount(out.pricePerUnit), title: formatFull(out.pricePerUnit) }]),
          { label: "Total price", value: formatAmount(out.totalPrice) },
          { label: "Area given", value: `${formatNumber(out.area)} ${unit}` },
          { label: "Area in sq ft", value: `${formatNumber(out.areaSqft)} sq ft`, title: formatFull(out.areaSqft) },
          { label: "Area in sq m", value: `${formatNumber(out.areaSqm)} sq m`, title: formatFull(out.areaSqm) },
          {
            label: `1 ${unit}`,
            detail: size.region
              ? `${regionName(size.region)} value${out.regionDefaulted ? " (assumed: no region chosen)" : ""}`
              : "Fixed size",
            value: `${formatNumber(size.squareFeet)} sq ft`,
          },
        ]}
      />
      <NotesList title="About the regional value" notes={regionNotesForPage(out)} testId="calc-region-notes" />
    </>
  );
}
