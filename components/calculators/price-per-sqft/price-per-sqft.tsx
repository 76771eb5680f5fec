import Link from "next/link";
import { pricePerArea } from "@/lib/calculators";
import { CalculatorLayout } from "../calculator-layout";
import { evaluateCalculator } from "../evaluate-calculator";
import { formatAmount, formatNumber } from "../format";
import type { SearchParams } from "../read-form-values";
import { RegionalUnits } from "../regional-units";
import { pricePerSqft } from "./definition";
import { Breakdown, Headline, summary } from "./result";

/** The worked example in the explanation, computed by the calculator itself. */
const EXAMPLE = pricePerArea({ totalPrice: 4_500_000, area: 1.5, unit: "acre" });

export function PricePerSqft({ searchParams }: { searchParams: SearchParams }) {
  const state = evaluateCalculator(pricePerSqft, searchParams);
  const out = state.status === "ok" ? state.output : null;
  return (
    <CalculatorLayout
      slug="price-per-sqft"
      fields={pricePerSqft.fields}
      state={state}
      headline={out ? <Headline out={out} /> : null}
      summary={out ? summary(out) : undefined}
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
