import Link from "next/link";
import { CalculatorLayout } from "../calculator-layout";
import { RATES_PAGE } from "../calculator-pages";
import { evaluateCalculator } from "../evaluate-calculator";
import type { SearchParams } from "../read-form-values";
import { acquisitionCostCalculator } from "./definition";
import { LocalityFilter } from "./locality-filter";
import { Breakdown, Headline, summary } from "./result";

/** The rates page is heavy (every state's table, about 250 KB to a router): its links are not prefetched. */
export function AcquisitionCost({ searchParams }: { searchParams: SearchParams }) {
  const state = evaluateCalculator(acquisitionCostCalculator, searchParams);
  const out = state.status === "ok" ? state.output : null;
  return (
    <CalculatorLayout
      slug="acquisition-cost"
      fields={acquisitionCostCalculator.fields}
      state={state}
      headline={out ? <Headline out={out} /> : null}
      summary={out ? summary(out) : undefined}
      result={out ? <Breakdown out={out} /> : null}
    >
      <LocalityFilter state={state.values.state} />
      <h2>How it is calculated</h2>
      <p className="calc-formula">
        dutiable value = the higher of agreed price and guideline value
        <br />
        stamp duty = dutiable value × stamp duty %
        <br />
        registration fee = dutiable value × registration %
        <br />
        brokerage = agreed price × brokerage %
        <br />
        total = agreed price + stamp duty + registration + brokerage + legal fees + other costs
      </p>
      <p>
        A rate you enter always wins. Otherwise the state&apos;s rate is used for the buyer you choose (the general rate, a man&apos;s or a
        company&apos;s, when you don&apos;t), for the locality you choose (or the state&apos;s first locality, which the result names), with
        the state&apos;s value slabs and fee caps applied: each line of the result states the rule it applied. Where a state charges a
        woman, or a man and a woman jointly, less, the result applies it and says how much it saves:{" "}
        <Link prefetch={false} href={`${RATES_PAGE.path}#buyer-concessions`}>
          concessions by state
        </Link>
        . With neither a state nor a rate, that line is 0 and the result says so.
      </p>
      <h2 id="rates">Every state&apos;s rates</h2>
      <p>
        The default rates, slabs and caps of every state and locality, with when each took effect, its sources and the date we checked them,
        are on{" "}
        <Link prefetch={false} href={RATES_PAGE.path}>
          the state rates page
        </Link>
        .
      </p>
      <h3 id="other-instruments">Other instruments</h3>
      <p>
        Choose an instrument to cost an agreement to sell or a long-term lease instead of a sale deed. Where a state&apos;s rule for it is
        not in the table, the result says so and uses the rates you enter. The rules we have, and what we found for each lease&apos;s
        registration fee, are listed under{" "}
        <Link prefetch={false} href={`${RATES_PAGE.path}#other-instruments`}>
          other instruments
        </Link>
        .
      </p>
      <h3 id="not-covered">Not covered, and what we found</h3>
      <p>
        For some states and instruments the result applies no state rate; it says what we found and why. The full list, with sources, is
        under{" "}
        <Link prefetch={false} href={`${RATES_PAGE.path}#not-covered`}>
          not covered
        </Link>{" "}
        on the rates page.
      </p>
    </CalculatorLayout>
  );
}
