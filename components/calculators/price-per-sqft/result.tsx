import type { PricePerAreaOutput } from "@/lib/calculators";
import { BreakdownTable } from "../breakdown-table";
import { ENGLISH } from "../english-words";
import { formatAmount, formatFull, formatNumber } from "../format";
import { NotesList } from "../notes-list";
import { moneyFigure, ResultFigure, type ResultSummary } from "../result-summary";
import { regionNotesForPage } from "../region-notes";
import { type CalcWords, moneyIn } from "../words";

export function summary(out: PricePerAreaOutput, w: CalcWords = ENGLISH): ResultSummary {
  const unit = w.unit(out.unit);
  const perSqm = moneyFigure(out.pricePerSqm);
  return {
    label: w.t("pricePerSqft.label"),
    figure: moneyFigure(out.pricePerSqft),
    detail:
      out.unit === "sqft" || out.unit === "sqm"
        ? w.t("pricePerSqft.detail", { perSqm })
        : w.t("pricePerSqft.detailUnit", { perSqm, perUnit: moneyFigure(out.pricePerUnit), unit }),
  };
}

export function Headline({ out, w = ENGLISH }: { out: PricePerAreaOutput; w?: CalcWords }) {
  return <ResultFigure summary={summary(out, w)} />;
}

export function Breakdown({ out, w = ENGLISH }: { out: PricePerAreaOutput; w?: CalcWords }) {
  const { t } = w;
  const unit = w.unit(out.unit);
  const sqft = w.unit("sqft");
  const sqm = w.unit("sqm");
  const size = out.unitFactor;
  const amount = (n: number) => moneyIn(formatAmount(n), w);
  return (
    <>
      <BreakdownTable
        caption={t("pricePerSqft.caption")}
        rows={[
          { label: t("pricePerSqft.perSqft"), value: amount(out.pricePerSqft), title: formatFull(out.pricePerSqft) },
          { label: t("pricePerSqft.perSqm"), value: amount(out.pricePerSqm), title: formatFull(out.pricePerSqm) },
          ...(out.unit === "sqft" || out.unit === "sqm"
            ? []
            : [{ label: t("pricePerSqft.perUnit", { unit }), value: amount(out.pricePerUnit), title: formatFull(out.pricePerUnit) }]),
          { label: t("pricePerSqft.totalPrice"), value: amount(out.totalPrice) },
          { label: t("pricePerSqft.areaGiven"), value: `${formatNumber(out.area)} ${unit}` },
          { label: t("pricePerSqft.areaSqft"), value: `${formatNumber(out.areaSqft)} ${sqft}`, title: formatFull(out.areaSqft) },
          { label: t("pricePerSqft.areaSqm"), value: `${formatNumber(out.areaSqm)} ${sqm}`, title: formatFull(out.areaSqm) },
          {
            label: `1 ${unit}`,
            detail: size.region
              ? out.regionDefaulted
                ? t("pricePerSqft.regionValueAssumed", { region: w.region(size.region) })
                : t("areaConverter.regionValue", { region: w.region(size.region) })
              : t("areaConverter.fixedSize"),
            value: `${formatNumber(size.squareFeet)} ${sqft}`,
          },
        ]}
      />
      <NotesList title={t("areaConverter.notesTitle")} notes={regionNotesForPage(out, w)} testId="calc-region-notes" w={w} />
    </>
  );
}
