import { type AcquisitionCostOutput, BUYER_LABELS, DUTIABLE_BASIS_LABELS, JURISDICTIONS } from "@/lib/calculators";
import { type BreakdownRow, BreakdownTable } from "../breakdown-table";
import { ENGLISH } from "../english-words";
import { formatAmount, formatFull, formatPercent } from "../format";
import { CostChart } from "../charts/cost-chart";
import { type NoteItem, NotesList } from "../notes-list";
import { inPageWords } from "../page-words";
import { acquisitionCostFields } from "./form";
import { SourceHosts } from "./source-hosts";
import { moneyFigure, moneyWords, ResultFigure, type ResultSummary } from "../result-summary";
import { RatesApplied } from "./rates-applied";
import { type CalcWords, moneyIn } from "../words";

type Item = AcquisitionCostOutput["breakdown"][number]["item"];
type Rate = AcquisitionCostOutput["rates"]["stampDuty"];

/** The library's notes address programs ("pass state", "enter stampDutyPercent"); on the page they name the form's fields. */
const forThePage = (text: string) => inPageWords(text, acquisitionCostFields);

const stateName = (out: AcquisitionCostOutput, w: CalcWords) =>
  out.state ? (w.locale === "en" ? JURISDICTIONS[out.state].label : w.t(`labels.states.${out.state}`)) : "";

function rateSource(rate: Rate, out: AcquisitionCostOutput, w: CalcWords): string {
  if (rate.source === "input") return w.t("acquisitionCost.sourceInput");
  if (rate.source === "stateDefault" && out.state) {
    return w.t("acquisitionCost.sourceState", { state: stateName(out, w), rule: rate.rule, date: rate.asOf ?? "" });
  }
  return w.t("acquisitionCost.sourceNone");
}

function itemDetail(item: Item, out: AcquisitionCostOutput, w: CalcWords): string | undefined {
  const basis = w.locale === "en" ? DUTIABLE_BASIS_LABELS[out.dutiableBasis] : w.t(`labels.basis.${out.dutiableBasis}`);
  switch (item) {
    case "stampDuty":
    case "registration": {
      const rate = out.rates[item];
      return w.t("acquisitionCost.rateOf", { percent: formatPercent(rate.percent), basis, source: rateSource(rate, out, w) });
    }
    case "brokerage":
      return w.t("acquisitionCost.brokerageOf", { percent: formatPercent(out.rates.brokerage.percent) });
    default:
      return undefined;
  }
}

/**
 * With no locality where the rate depends on it, the rate assumed comes before the figure, never after it. Read
 * from the result and the names alone (not the rate table), so the tool's view stays small; the first note gives
 * every locality's rate.
 */
function Assumption({ out, w }: { out: AcquisitionCostOutput; w: CalcWords }) {
  if (!out.localityAssumed || !out.state || !out.locality) return null;
  const state = JURISDICTIONS[out.state];
  const assumed = state.localities.find((locality) => locality.id === out.locality)?.label ?? out.locality;
  return (
    <span className="calc-assumption" data-testid="calc-assumption">
      {w.t("acquisitionCost.assumed", { locality: assumed, state: stateName(out, w) })}{" "}
    </span>
  );
}

/** A sale the table does not cover (its rates are not settled) says so before a total that has no state charges in it. */
function NotCovered({ out, w }: { out: AcquisitionCostOutput; w: CalcWords }) {
  const found =
    out.instrument === "sale" && out.instrumentCovered === false
      ? out.noteSummaries.find((item) => item.summary.startsWith("Not covered"))
      : undefined;
  if (!found) return null;
  return (
    <span className="calc-assumption" data-testid="calc-not-covered">
      {w.locale === "en" ? forThePage(found.summary) : w.t("acquisitionCost.noteNotCovered", { state: stateName(out, w) })}{" "}
    </span>
  );
}

export function summary(out: AcquisitionCostOutput, w: CalcWords = ENGLISH): ResultSummary {
  return {
    label: w.t("acquisitionCost.label"),
    figure: moneyFigure(out.total),
    words: moneyIn(moneyWords(out.total), w),
    detail: w.t("acquisitionCost.detail", { percent: formatPercent(out.additionalCostPercent), price: moneyFigure(out.basePrice) }),
  };
}

/** The assumption or the gap in the rates comes before the figure, never after it. */
export function Headline({ out, w = ENGLISH }: { out: AcquisitionCostOutput; w?: CalcWords }) {
  return (
    <>
      <Assumption out={out} w={w} />
      <NotCovered out={out} w={w} />
      <ResultFigure summary={summary(out, w)} />
    </>
  );
}

/** Who is buying: the rule the state applies to them, what it saves against the general rate, and its sources as links. */
function BuyerCategory({ out, w }: { out: AcquisitionCostOutput; w: CalcWords }) {
  const { buyer } = out;
  if (!out.state) return null;
  const english = w.locale === "en";
  const who = buyer.given
    ? english
      ? BUYER_LABELS[buyer.category].toLowerCase()
      : w.t(`labels.buyers.${buyer.category}`)
    : w.t("acquisitionCost.buyerNotGiven");
  const rule = `${buyer.rule}${buyer.condition ? ` ${buyer.condition}` : ""}`;
  return (
    <div className="calc-notes" data-testid="buyer-category">
      <h3>{w.t("acquisitionCost.buyer", { buyer: who })}</h3>
      <p>
        {buyer.lessThanGeneral > 0 ? (
          <>
            <strong>{w.t("acquisitionCost.lessThanGeneral", { amount: moneyIn(formatAmount(buyer.lessThanGeneral), w) })}</strong>
            {w.t("acquisitionCost.thanGeneral")}{" "}
          </>
        ) : null}
        {english ? rule : <span lang="en">{rule}</span>}
      </p>
      {buyer.sources.length > 0 ? (
        <p>
          {w.t("acquisitionCost.sources")} <SourceHosts sources={buyer.sources} checked={buyer.verifiedOn} w={w} />.
        </p>
      ) : null}
    </div>
  );
}

/**
 * The notes in another language: each gets a lead in it, chosen by what the note is about (read from the result,
 * or the note's own opening words, which the library fixes), and keeps the library's English text, folded.
 */
function noteIn(item: AcquisitionCostOutput["noteSummaries"][number], out: AcquisitionCostOutput, w: CalcWords): NoteItem {
  const state = stateName(out, w);
  const english = [forThePage(item.summary), item.details === null ? null : forThePage(item.details)].filter(Boolean).join(" ");
  const rate = (key: "stampDuty" | "registration") => formatPercent(out.rates[key].percent);
  const fixed = (key: string): NoteItem => ({ summary: w.t(`acquisitionCost.${key}`) });
  const withEnglish = (summary: string): NoteItem => ({ summary, details: english, detailsLang: "en", sources: item.sources });
  const { summary } = item;
  if (summary.startsWith("The guideline value exceeds the price")) return fixed("noteGuidelineHigher");
  if (summary.startsWith("instrument only selects")) return fixed("noteNoState");
  if (summary.startsWith("No state and no explicit percentage")) return fixed("noteNoRate");
  if (summary.startsWith("Assumed locality:")) {
    const locality = JURISDICTIONS[out.state ?? "delhi"].localities.find((entry) => entry.id === out.locality)?.label ?? out.locality ?? "";
    return withEnglish(w.t("acquisitionCost.noteLocality", { locality }));
  }
  if (summary.startsWith("Not covered")) return withEnglish(w.t("acquisitionCost.noteNotCovered", { state }));
  if (item.details?.startsWith("Applied:")) {
    return withEnglish(w.t("acquisitionCost.noteDefaults", { state, stampDuty: rate("stampDuty"), registration: rate("registration") }));
  }
  if (out.instrument !== "sale" && out.state) {
    return withEnglish(w.t("acquisitionCost.noteInstrument", { state, instrument: w.t(`labels.instruments.${out.instrument}`) }));
  }
  return withEnglish(w.t("acquisitionCost.noteOther"));
}

export function Breakdown({ out, w = ENGLISH }: { out: AcquisitionCostOutput; w?: CalcWords }) {
  const { t } = w;
  const amount = (n: number) => moneyIn(formatAmount(n), w);
  const itemLabel = (item: Item) => t(`acquisitionCost.items.${item}`);
  const rows: BreakdownRow[] = out.breakdown.map((line) => ({
    label: itemLabel(line.item),
    detail: itemDetail(line.item, out, w),
    value: amount(line.amount),
    title: formatFull(line.amount),
  }));
  const costs = out.breakdown.filter((line) => line.item !== "basePrice");
  const caption = t("acquisitionCost.caption");
  return (
    <>
      <CostChart
        id="calc-cost-chart"
        title={t("acquisitionCost.chartTitle", { amount: moneyFigure(out.additionalCosts) })}
        items={costs.map((line) => ({ label: itemLabel(line.item), amount: line.amount }))}
        tableCaption={caption}
        w={w}
      />
      <BreakdownTable
        caption={caption}
        rows={rows}
        totals={[
          {
            label: t("acquisitionCost.onTop"),
            detail: t("acquisitionCost.onTopDetail", { percent: formatPercent(out.additionalCostPercent) }),
            value: amount(out.additionalCosts),
          },
          { label: t("acquisitionCost.total"), value: amount(out.total), title: formatFull(out.total) },
        ]}
      />
      <BuyerCategory out={out} w={w} />
      <RatesApplied out={out} w={w} />
      <NotesList
        title={t("acquisitionCost.notes")}
        notes={out.noteSummaries.map((item) =>
          w.locale === "en"
            ? {
                summary: forThePage(item.summary),
                details: item.details === null ? null : forThePage(item.details),
                sources: item.sources,
              }
            : noteIn(item, out, w),
        )}
        w={w}
      />
    </>
  );
}
