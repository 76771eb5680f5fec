import { BUYER_RULES, JURISDICTION_LIST, type BuyerRule } from "@/lib/calculators";

function Sources({ sources }: { sources: readonly { title: string; url: string }[] }) {
  return sources.map((source, i) => (
    <span key={source.url}>
      {i > 0 ? ", " : ""}
      <a href={source.url} title={source.title}>
        source {i + 1}
      </a>
    </span>
  ));
}

function Rule({ who, rule }: { who: string; rule: BuyerRule }) {
  return (
    <>
      {" "}
      <em>{who}:</em> {rule.rule}
      {rule.condition ? ` ${rule.condition}` : ""} (<Sources sources={rule.sources} />; checked {rule.verifiedOn})
    </>
  );
}

/** Each state's rule for a woman buyer and for a man and a woman jointly, or what was found where it has none. */
export function BuyerConcessions() {
  return (
    <>
      <h2 id="buyer-concessions">Who is buying: concessions by state</h2>
      <p>
        A man and a company pay the general rate everywhere in the table. Women buying together count as a woman buyer. The concession is
        applied to a sale deed only, and a rate you enter wins over it.
      </p>
      <ul>
        {JURISDICTION_LIST.map((state) => {
          const rules = BUYER_RULES[state.id];
          return (
            <li key={state.id}>
              <strong>{state.label}:</strong>
              {rules.woman ? <Rule who="Woman" rule={rules.woman} /> : null}
              {rules.joint ? <Rule who="Man and woman jointly" rule={rules.joint} /> : null}
              {rules.man ? <Rule who="Man" rule={rules.man} /> : null}
              {rules.none ? (
                <>
                  {" "}
                  {rules.none.finding} (<Sources sources={rules.none.sources} />; checked {rules.none.verifiedOn})
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
