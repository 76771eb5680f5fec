import type { ConvertAreaOutput } from "@/lib/calculators";
import { BreakdownTable } from "../breakdown-table";
import { ENGLISH } from "../english-words";
import { formatFull, formatNumber } from "../format";
import { NotesList } from "../notes-list";
import { ResultFigure, type ResultSummary } from "../result-summary";
import { regionNotesForPage } from "../region-notes";
import type { CalcWords } from "../words";

export function summary(out: ConvertAreaOutput, w: CalcWords = ENGLISH): ResultSummary {
  return {
    label: `${formatNumber(out.value)} ${w.unit(out.fromUnit)} =`,
    figure: `${formatNumber(out.result)} ${w.unit(out.toUnit)}`,
  };
}

export function Headline({ out, w = ENGLISH }: { out: ConvertAreaOutput; w?: CalcWords }) {
  return <ResultFigure summary={summary(out, w)} />;
}

function factorRow(factor: ConvertAreaOutput["fromUnitFactor"], w: CalcWords) {
  const { t } = w;
  return {
    label: `1 ${w.unit(factor.unit)}`,
    detail: `${factor.region ? t("areaConverter.regionValue", { region: w.region(factor.region) }) : t("areaConverter.fixedSize")}; ${formatNumber(factor.squareMetres)} ${w.unit("sqm")}`,
    value: `${formatNumber(factor.squareFeet)} ${w.unit("sqft")}`,
    title: `${formatFull(factor.squareFeet)} ${w.unit("sqft")}`,
  };
}

export function Breakdown({ out, w = ENGLISH }: { out: ConvertAreaOutput; w?: CalcWords }) {
  const { t } = w;
  const region =
    out.region === null
      ? t("areaConverter.noRegion")
      : out.regionDefaulted
        ? t("areaConverter.assumedRegion", { region: w.region(out.region) })
        : w.region(out.region);
  return (
    <>
      <p className="calc-full" data-testid="calc-full-precision">
        {t("areaConverter.fullPrecision", { value: `${formatFull(out.result)} ${w.unit(out.toUnit)}` })}
      </p>
      <BreakdownTable
        caption={t("areaConverter.caption")}
        rows={[
          { label: t("areaConverter.areaGiven"), value: `${formatNumber(out.value)} ${w.unit(out.fromUnit)}` },
          factorRow(out.fromUnitFactor, w),
          ...(out.toUnit === out.fromUnit ? [] : [factorRow(out.toUnitFactor, w)]),
          {
            label: t("areaConverter.inSqft"),
            value: `${formatNumber(out.squareFeet)} ${w.unit("sqft")}`,
            title: formatFull(out.squareFeet),
          },
          {
            label: t("areaConverter.inSqm"),
            value: `${formatNumber(out.squareMetres)} ${w.unit("sqm")}`,
            title: formatFull(out.squareMetres),
          },
          { label: t("areaConverter.regionUsed"), value: region },
        ]}
      />
      <NotesList title={t("areaConverter.notesTitle")} notes={regionNotesForPage(out, w)} testId="calc-region-notes" w={w} />
    </>
  );
}
