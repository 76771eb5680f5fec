import Link from "next/link";
import { Breadcrumbs } from "@/components/content/breadcrumbs";
import { TableScroll } from "@/components/site/table-scroll";
import { type Charge, formatRupees, INSTRUMENT_LABELS, STATE_LIST } from "@/lib/calculators";
import { calculatorPage, calculatorPath, RATES_PAGE } from "../calculator-pages";
import { formatNumber } from "../format";
import { inPageWords } from "../page-words";
import { BuyerConcessions } from "./buyer-concessions";
import { acquisitionCostFields } from "./form";
import "../calculator-results.css";

/** A state charge in one line: its slabs (or single rate), minimum and cap. */
function describeCharge(charge: Charge): string {
  const bands = charge.bands.map((band) =>
    band.amount !== undefined
      ? `${formatRupees(band.amount)}${band.over ? ` above ${formatRupees(band.over)}` : ""}`
      : `${formatNumber(band.percent ?? 0)}%${band.over ? ` above ${formatRupees(band.over)}` : ""}`,
  );
  const text = bands.length > 4 ? `${bands[0]} … ${bands[bands.length - 1]}` : bands.join("; ");
  const minimum = charge.minimum === undefined ? "" : `, min ${formatRupees(charge.minimum)}`;
  const cap = charge.cap === undefined ? "" : `, max ${formatRupees(charge.cap)}`;
  return `${text}${minimum}${cap}`;
}

/** The data's notes name the tool's arguments; the page names the form's fields. */
const forThePage = (text: string | undefined) => (text === undefined ? "" : inPageWords(text, acquisitionCostFields));

/** When the charge took effect: a date, or "in force by" a date where the original date was not found. */
function effective(charge: Charge): string {
  return charge.effectiveFromKind === "effective" ? charge.effectiveFrom : `in force by ${charge.effectiveFrom}`;
}

/** Sources as "source 1, source 2" links, each titled with what it is. */
function SourceLinks({ sources }: { sources: ReadonlyArray<{ url: string; title: string } | undefined> }) {
  return sources
    .filter((source) => source !== undefined)
    .map((source, i) => (
      <span key={source.url}>
        {i > 0 ? ", " : ""}
        <a href={source.url} title={source.title}>
          source {i + 1}
        </a>
      </span>
    ));
}

/** The charge's sources as links, each with the date checked and whether it rests on reports. */
function ChargeSources({ name, charge }: { name: string; charge: Charge }) {
  return (
    <>
      {name}: {effective(charge)}; <SourceLinks sources={[charge.source, ...charge.corroboration]} />; checked {charge.verifiedOn} (
      {charge.confidence}
      {charge.notification ? `, ${charge.notification.number} of ${charge.notification.date}` : ""})
    </>
  );
}

/** Every state's default rates, the other instruments' rules and what is not covered, each with its sources. */
export function AcquisitionCostRates() {
  const calculator = calculatorPage("acquisition-cost");
  return (
    <div className="container">
      <header className="page-header">
        <Breadcrumbs
          items={[
            { label: "Home", href: "/" },
            { label: "Calculators", href: "/calculators" },
            { label: calculator.title, href: calculatorPath("acquisition-cost") },
            { label: "State rates" },
          ]}
        />
        <p className="eyebrow">Land calculator</p>
        <h1>{RATES_PAGE.title}</h1>
        <p>{RATES_PAGE.summary}</p>
        <p>
          <Link href={calculatorPath("acquisition-cost")} className="button">
            Work out a parcel&apos;s full cost
          </Link>
        </p>
      </header>
      <div className="prose calc-rates-page">
        <p>
          A rate you enter in the calculator always wins. Otherwise it applies the state&apos;s general rate (a man&apos;s or a
          company&apos;s) or, for a woman or joint buyers where the state charges them less, the concession below, for the locality you
          choose, with the state&apos;s value slabs and fee caps.
        </p>
        <TableScroll label="Sale deed rates">
          <table className="calc-units">
            <caption id="rates-caption">
              State default rates on a sale deed (value slabs and caps are applied to the dutiable value)
            </caption>
            <thead>
              <tr>
                <th scope="col">State and locality</th>
                <th scope="col">Stamp duty</th>
                <th scope="col">Registration</th>
                <th scope="col">In force, sources and checks</th>
              </tr>
            </thead>
            <tbody>
              {STATE_LIST.flatMap((state) =>
                state.localities.map((locality) => (
                  <tr key={`${state.id}-${locality.id ?? ""}`}>
                    <th scope="row">
                      {locality.label}
                      {locality.id ? <code> {locality.id}</code> : null}
                    </th>
                    {state.notCovered?.sale ? (
                      <td colSpan={2}>
                        Not covered: the rates are unresolved (<a href="#not-covered">what we found</a>)
                      </td>
                    ) : (
                      <>
                        <td>{describeCharge(locality.stampDuty)}</td>
                        <td>{describeCharge(locality.registration)}</td>
                      </>
                    )}
                    <td>
                      <ChargeSources name="Stamp duty" charge={locality.stampDuty} />
                      <br />
                      <ChargeSources name="Registration" charge={locality.registration} />
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </TableScroll>
        <p>
          &quot;In force by&quot; marks a date where the rate&apos;s own effective date was not found: it is the date of the earliest dated
          source that shows the rate in force. &quot;Reported&quot; means the notification itself was not read and the rate rests on the
          dated sources linked.
        </p>
        <BuyerConcessions />
        <h2 id="other-instruments">Other instruments</h2>
        <p>
          Choose an instrument to cost an agreement to sell or a long-term lease instead of a sale deed. The table has a state&apos;s rule
          only where the state publishes one and we could source it; everywhere else the result says the instrument is not covered and uses
          the rates you enter.
        </p>
        <ul>
          {STATE_LIST.flatMap((state) =>
            Object.entries(state.instruments ?? {}).map(([instrument, rates]) => (
              <li key={`${state.id}-${instrument}`}>
                <strong>
                  {state.label}, {INSTRUMENT_LABELS[instrument as keyof typeof INSTRUMENT_LABELS].toLowerCase()}
                </strong>
                : {forThePage(rates?.note)} (<SourceLinks sources={[rates?.source, ...(rates?.corroboration ?? [])]} />; checked{" "}
                {rates?.verifiedOn}, {rates?.confidence})
                {rates?.registration === null && rates.registrationNotComputed ? (
                  <>
                    {" "}
                    Registration fee not computed: {forThePage(rates.registrationNotComputed.finding)} (
                    <SourceLinks sources={rates.registrationNotComputed.sources} />)
                  </>
                ) : null}
              </li>
            )),
          )}
        </ul>
        <h2 id="not-covered">Not covered, and what we found</h2>
        <p>For these states and instruments the result applies no state rate; it says what we found and why no rate is applied.</p>
        <ul>
          {STATE_LIST.flatMap((state) =>
            Object.entries(state.notCovered ?? {}).map(([instrument, found]) => (
              <li key={`${state.id}-${instrument}-not-covered`}>
                <strong>
                  {state.label}, {INSTRUMENT_LABELS[instrument as keyof typeof INSTRUMENT_LABELS].toLowerCase()}
                </strong>
                : {forThePage(found?.summary ? `${found.summary} ${found.finding}` : found?.finding)} (
                <SourceLinks sources={found?.sources ?? []} />)
              </li>
            )),
          )}
        </ul>
      </div>
    </div>
  );
}
