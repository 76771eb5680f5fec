import Link from "next/link";
import { pricePerArea, type PricePerAreaOutput } from "@/lib/calculators";
import { BreakdownTable } from "../breakdown-table";
import { CalculatorLayout } from "../calculator-layout";
import { evaluateCalculator } from "../evaluate-calculator";
import { formatAmount, formatFull, formatNumber } from "../format";
import { NotesList } from "../notes-list";
import type { SearchParams } from "../read-form-values";
import { regionNotesForPage } from "../region-notes";
import { RegionalUnits } from "../regional-units";
import { regionName, unitSymbol } from "../unit-labels";
import { pricePerSqft } from "./definition";

/** The worked example in the explanation, computed by the calculator itself. */
const EXAMPLE = pricePerArea({ totalPrice: 4_500_000, area: 1.5, unit: "acre" });

function Breakdown({ out }: { out: PricePerAreaOutput }) {
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

export function PricePerSqft({ searchParams }: { searchParams: SearchParams }) {
  const state = evaluateCalculator(pricePerSqft, searchParams);
  const out = state.status === "ok" ? state.output : null;
  return (
    <CalculatorLayout
      slug="price-per-sqft"
      fields={pricePerSqft.fields}
      state={state}
      headline={
        out ? (
          <>
            <strong>{formatAmount(out.pricePerSqft)}</strong> per sq ft ({formatAmount(out.pricePerSqm)} per sq m)
          </>
        ) : null
      }
      result={out ? <Breakdown out={out} /> : null}
    >
      <h2>How it is calculated</h2>
      <p>The area is first converted to square feet and square metres, then the price is divided by each:</p>
      <p className="calc-formula">
        price per sq ft = total price ÷ (area × sq ft in one unit)
        <br />
        price per sq m = total price ÷ area in sq m
        <br />
        price per unit = total price ÷ area
      </p>
      <p>
        For example, 45,00,000 for 1.5 acres is 45,00,000 ÷ {formatNumber(EXAMPLE.areaSqft)} sq ft = {formatAmount(EXAMPLE.pricePerSqft)}{" "}
        per sq ft, or {formatAmount(EXAMPLE.pricePerUnit)} per acre. Unit sizes are the same exact definitions the{" "}
        <Link href="/calculators/area-converter">land area converter</Link> uses. Any currency works; the answer is in the currency of the
        price.
      </p>
      <RegionalUnits />
    </CalculatorLayout>
  );
}
