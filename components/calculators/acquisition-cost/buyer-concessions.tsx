import { BUYER_RULES, type BuyerRule, JURISDICTION_LIST } from "@/lib/calculators";
import { SourceHosts } from "./source-hosts";

function Rule({ who, rule }: { who: string; rule: BuyerRule }) {
  return (
    <li>
      <strong>{who}:</strong> {rule.rule}
      {rule.condition ? ` ${rule.condition}` : ""} (<SourceHosts sources={rule.sources} checked={rule.verifiedOn} />)
    </li>
  );
}

/** Each state's rule for a woman buyer and for a man and a woman jointly, or what was found where it has none; folded. */
export function BuyerConcessions() {
  return (
    <>
      <h2 id="buyer-concessions">Who is buying: concessions by state</h2>
      <p>
        A man and a company pay the general rate everywhere. Women buying together count as a woman buyer. A concession is applied to a sale
        deed only, and a rate you enter wins over it.
      </p>
      <details>
        <summary>Each state&apos;s rule for women and joint buyers, with sources</summary>
        <ul>
          {JURISDICTION_LIST.map((state) => {
            const rules = BUYER_RULES[state.id];
            return (
              <li key={state.id}>
                <strong>{state.label}</strong>
                <ul>
                  {rules.woman ? <Rule who="Woman" rule={rules.woman} /> : null}
                  {rules.joint ? <Rule who="Man and woman jointly" rule={rules.joint} /> : null}
                  {rules.man ? <Rule who="Man" rule={rules.man} /> : null}
                  {rules.none ? (
                    <li>
                      {rules.none.finding} (<SourceHosts sources={rules.none.sources} checked={rules.none.verifiedOn} />)
                    </li>
                  ) : null}
                </ul>
              </li>
            );
          })}
        </ul>
      </details>
    </>
  );
}
