import type { AcquisitionCostOutput } from "@/lib/calculators";
import { ENGLISH } from "../english-words";
import { formatPercent } from "../format";
import type { CalcWords } from "../words";

type Provenance = NonNullable<AcquisitionCostOutput["provenance"]["stampDuty"]>;

const CHARGES = ["stampDuty", "registration"] as const;

function when(provenance: Provenance, w: CalcWords): string {
  return provenance.effectiveFromKind === "effective"
    ? w.t("acquisitionCost.inForceFrom", { date: provenance.effectiveFrom })
    : w.t("acquisitionCost.inForceBy", { date: provenance.effectiveFrom });
}

/**
 * The state rates a result applied, each with its sources as links, when it
 * took effect and when it was checked: what a printed cost sheet must carry.
 */
export function RatesApplied({ out, w = ENGLISH }: { out: AcquisitionCostOutput; w?: CalcWords }) {
  const rows = CHARGES.flatMap((key) => {
    const label = w.t(`acquisitionCost.items.${key}`);
    const provenance = out.provenance[key];
    return provenance ? [{ key, label, rate: out.rates[key], provenance }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <div className="calc-rates-applied">
      <h3>{w.t("acquisitionCost.ratesApplied")}</h3>
      <ul>
        {rows.map(({ key, label, rate, provenance }) => (
          <li key={key}>
            <strong>
              {label} {formatPercent(rate.percent)}
            </strong>
            : <span lang={w.locale === "en" ? undefined : "en"}>{rate.rule.replace(/\.$/, "")}</span>. {when(provenance, w)},{" "}
            {w.t("acquisitionCost.checkedOn", { date: provenance.verifiedOn })} ({provenance.confidence}
            {provenance.notification
              ? `, ${w.t("acquisitionCost.notification", { number: provenance.notification.number, date: provenance.notification.date })}`
              : ""}
            ).{" "}
            {provenance.sources.map((source, index) => (
              <span key={source.url}>
                {index > 0 ? "; " : w.t("acquisitionCost.sourcesLead")}
                <a href={source.url}>{source.title}</a>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
