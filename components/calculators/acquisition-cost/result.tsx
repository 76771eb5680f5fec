import { type AcquisitionCostOutput, DUTIABLE_BASIS_LABELS, JURISDICTIONS } from "@/lib/calculators";
import { type BreakdownRow, BreakdownTable } from "../breakdown-table";
import { formatAmount, formatFull, formatPercent } from "../format";
import { CostChart } from "../charts/cost-chart";
import { NotesList } from "../notes-list";
import { moneyFigure, ResultFigure, type ResultSummary } from "../result-summary";
import { RatesApplied } from "./rates-applied";

type Item = AcquisitionCostOutput["breakdown"][number]["item"];
type Rate = AcquisitionCostOutput["rates"]["stampDuty"];

const ITEM_LABEL: Record<Item, string> = {
  basePrice: "Agreed price",
  stampDuty: "Stamp duty",
  registration: "Registration fee",
  brokerage: "Brokerage",
  legalFees: "Legal and due-diligence fees",
  otherCosts: "Other costs",
};

/** The library's notes address programs ("pass state"); on the page they point at the form. */
function forThePage(note: string): string {
  return note
    .replace("Pass explicit percentages to override.", "Enter a rate above to override them.")
    .replace("; pass state or the percentage.", ": choose a state or enter the rate.");
}

function rateSource(rate: Rate, out: AcquisitionCostOutput): string {
  if (rate.source === "input") return "rate you entered";
  if (rate.source === "stateDefault" && out.state) return `${JURISDICTIONS[out.state].label} default: ${rate.rule}; verified ${rate.asOf}`;
  return "no rate given, so 0";
}

function itemDetail(item: Item, out: AcquisitionCostOutput): string | undefined {
  const dutiable = DUTIABLE_BASIS_LABELS[out.dutiableBasis];
  switch (item) {
    case "stampDuty":
      return `${formatPercent(out.rates.stampDuty.percent)} of ${dutiable} (${rateSource(out.rates.stampDuty, out)})`;
    case "registration":
      return `${formatPercent(out.rates.registration.percent)} of ${dutiable} (${rateSource(out.rates.registration, out)})`;
    case "brokerage":
      return `${formatPercent(out.rates.brokerage.percent)} of the agreed price`;
    default:
      return undefined;
  }
}

export function summary(out: AcquisitionCostOutput): ResultSummary {
  return {
    label: "Total acquisition cost",
    figure: moneyFigure(out.total),
    detail: `${formatPercent(out.additionalCostPercent)} over the agreed price of ${moneyFigure(out.basePrice)}`,
  };
}

export function Headline({ out }: { out: AcquisitionCostOutput }) {
  return <ResultFigure summary={summary(out)} />;
}

export function Breakdown({ out }: { out: AcquisitionCostOutput }) {
  const rows: BreakdownRow[] = out.breakdown.map((line) => ({
    label: ITEM_LABEL[line.item],
    detail: itemDetail(line.item, out),
    value: formatAmount(line.amount),
    title: formatFull(line.amount),
  }));
  const references = [out.rates.stampDuty, out.rates.registration]
    .map((rate) => rate.reference)
    .filter((reference): reference is string => reference !== null);
  const costs = out.breakdown.filter((line) => line.item !== "basePrice");
  return (
    <>
      <CostChart
        id="calc-cost-chart"
        title={`Costs on top of the agreed price: ${moneyFigure(out.additionalCosts)} in all`}
        items={costs.map((line) => ({ label: ITEM_LABEL[line.item], amount: line.amount }))}
        tableCaption="Itemised cost"
      />
      <BreakdownTable
        caption="Itemised cost"
        rows={rows}
        totals={[
          {
            label: "Costs on top of the price",
            detail: `${formatPercent(out.additionalCostPercent)} of the agreed price`,
            value: formatAmount(out.additionalCosts),
          },
          { label: "Total acquisition cost", value: formatAmount(out.total), title: formatFull(out.total) },
        ]}
      />
      <RatesApplied out={out} />
      <NotesList
        title="Notes"
        notes={[...out.notes.map(forThePage), ...[...new Set(references)].map((reference) => `Source: ${reference}.`)]}
      />
    </>
  );
}
