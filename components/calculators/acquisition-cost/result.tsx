import { type AcquisitionCostOutput, BUYER_LABELS, DUTIABLE_BASIS_LABELS, JURISDICTIONS } from "@/lib/calculators";
import { type BreakdownRow, BreakdownTable } from "../breakdown-table";
import { formatAmount, formatFull, formatPercent } from "../format";
import { NotesList } from "../notes-list";
import { SourceHosts } from "./source-hosts";

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

export function Headline({ out }: { out: AcquisitionCostOutput }) {
  return (
    <>
      Total acquisition cost <strong>{formatAmount(out.total)}</strong>, {formatPercent(out.additionalCostPercent)} over the agreed price
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
  const references = [out.rates.stampDuty, out.rates.registration]
    .map((rate) => rate.reference)
    .filter((reference): reference is string => reference !== null);
  return (
    <>
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
      <NotesList
        title="Notes"
        notes={[...out.notes.map(forThePage), ...[...new Set(references)].map((reference) => `Source: ${reference}.`)]}
      />
    </>
  );
}
