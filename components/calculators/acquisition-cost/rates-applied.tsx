import type { AcquisitionCostOutput } from "@/lib/calculators";
import { formatPercent } from "../format";

type Provenance = NonNullable<AcquisitionCostOutput["provenance"]["stampDuty"]>;

const CHARGES = [
  { key: "stampDuty", label: "Stamp duty" },
  { key: "registration", label: "Registration fee" },
] as const;

function when(provenance: Provenance): string {
  return provenance.effectiveFromKind === "effective"
    ? `In force from ${provenance.effectiveFrom}`
    : `In force by ${provenance.effectiveFrom}`;
}

/**
 * The state rates a result applied, each with its sources as links, when it
 * took effect and when it was checked: what a printed cost sheet must carry.
 */
export function RatesApplied({ out }: { out: AcquisitionCostOutput }) {
  const rows = CHARGES.flatMap(({ key, label }) => {
    const provenance = out.provenance[key];
    return provenance ? [{ key, label, rate: out.rates[key], provenance }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <div className="calc-rates-applied">
      <h3>Rates applied and their sources</h3>
      <ul>
        {rows.map(({ key, label, rate, provenance }) => (
          <li key={key}>
            <strong>
              {label} {formatPercent(rate.percent)}
            </strong>
            : {rate.rule.replace(/\.$/, "")}. {when(provenance)}, checked {provenance.verifiedOn} ({provenance.confidence}
            {provenance.notification ? `, ${provenance.notification.number} of ${provenance.notification.date}` : ""}).{" "}
            {provenance.sources.map((source, index) => (
              <span key={source.url}>
                {index > 0 ? "; " : "Sources: "}
                <a href={source.url}>{source.title}</a>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
