import { type AcquisitionCostOutput, BUYER_LABELS, DUTIABLE_BASIS_LABELS, JURISDICTIONS } from "@/lib/calculators";
import { type BreakdownRow, BreakdownTable } from "../breakdown-table";
import { formatAmount, formatFull, formatPercent } from "../format";
import { CostChart } from "../charts/cost-chart";
import { NotesList } from "../notes-list";
import { inPageWords } from "../page-words";
import { acquisitionCostFields } from "./form";
import { SourceHosts } from "./source-hosts";
import { moneyFigure, moneyWords, ResultFigure, type ResultSummary } from "../result-summary";
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

/** The library's notes address programs ("pass state", "enter stampDutyPercent"); on the page they name the form's fields. */
const forThePage = (text: string) => inPageWords(text, acquisitionCostFields);

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

/**
 * With no locality where the rate depends on it, the rate assumed comes before the figure, never after it. Read
 * from the result and the names alone (not the rate table), so the tool's view stays small; the first note gives
 * every locality's rate.
 */
function Assumption({ out }: { out: AcquisitionCostOutput }) {
  if (!out.localityAssumed || !out.state || !out.locality) return null;
  const state = JURISDICTIONS[out.state];
  const assumed = state.localities.find((locality) => locality.id === out.locality)?.label ?? out.locality;
  return (
    <span className="calc-assumption" data-testid="calc-assumption">
      Assumed: {assumed}, as no locality was chosen. {state.label}&apos;s stamp duty differs by area (see the first note), so choose the
      locality to be exact.{" "}
    </span>
  );
}

/** A sale the table does not cover (its rates are not settled) says so before a total that has no state charges in it. */
function NotCovered({ out }: { out: AcquisitionCostOutput }) {
  const found =
    out.instrument === "sale" && out.instrumentCovered === false
      ? out.noteSummaries.find((item) => item.summary.startsWith("Not covered"))
      : undefined;
  if (!found) return null;
  return (
    <span className="calc-assumption" data-testid="calc-not-covered">
      {forThePage(found.summary)}{" "}
    </span>
  );
}

export function summary(out: AcquisitionCostOutput): ResultSummary {
  return {
    label: "Total acquisition cost",
    figure: moneyFigure(out.total),
    words: moneyWords(out.total),
    detail: `${formatPercent(out.additionalCostPercent)} over the agreed price of ${moneyFigure(out.basePrice)}`,
  };
}

/** The assumption or the gap in the rates comes before the figure, never after it. */
export function Headline({ out }: { out: AcquisitionCostOutput }) {
  return (
    <>
      <Assumption out={out} />
      <NotCovered out={out} />
      <ResultFigure summary={summary(out)} />
    </>
  );
}

/** Who is buying: the rule the state applies to them, what it saves against the general rate, and its sources as links. */
function BuyerCategory({ out }: { out: AcquisitionCostOutput }) {
  const { buyer } = out;
  if (!out.state) return null;
  return (
    <div className="calc-notes" data-testid="buyer-category">
      <h3>Buyer: {buyer.given ? BUYER_LABELS[buyer.category].toLowerCase() : "not specified (general rate)"}</h3>
      <p>
        {buyer.lessThanGeneral > 0 ? (
          <>
            <strong>{formatAmount(buyer.lessThanGeneral)} less</strong> than the general rate.{" "}
          </>
        ) : null}
        {buyer.rule}
        {buyer.condition ? ` ${buyer.condition}` : ""}
      </p>
      {buyer.sources.length > 0 ? (
        <p>
          Sources: <SourceHosts sources={buyer.sources} checked={buyer.verifiedOn} />.
        </p>
      ) : null}
    </div>
  );
}

export function Breakdown({ out }: { out: AcquisitionCostOutput }) {
  const rows: BreakdownRow[] = out.breakdown.map((line) => ({
    label: ITEM_LABEL[line.item],
    detail: itemDetail(line.item, out),
    value: formatAmount(line.amount),
    title: formatFull(line.amount),
  }));
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
      <BuyerCategory out={out} />
      <RatesApplied out={out} />
      <NotesList
        title="Notes"
        notes={out.noteSummaries.map((item) => ({
          summary: forThePage(item.summary),
          details: item.details === null ? null : forThePage(item.details),
          sources: item.sources,
        }))}
      />
    </>
  );
}
