import { formatNumber } from "../format";
import { moneyFigure } from "../result-summary";
import type { CalcWords } from "../words";

export interface GrowthPoint {
  year: number;
  value: number;
}

/**
 * The value of an investment year by year at a constant annual rate, from
 * what was put in to what it sold for: at most about a dozen points (every
 * year up to ten, evenly spaced years beyond), always with the last.
 */
export function growthPoints(start: number, end: number, years: number): GrowthPoint[] {
  if (!(years > 0) || !(start > 0)) return [];
  const rate = (end / start) ** (1 / years);
  const step = years <= 10 ? 1 : Math.ceil(years / 10);
  const marks: number[] = [];
  for (let year = 0; year < years; year += step) marks.push(year);
  marks.push(years);
  return marks.map((year) => ({ year, value: year === years ? end : start * rate ** year }));
}

interface Props {
  id: string;
  title: string;
  points: readonly GrowthPoint[];
  /** What was put in: drawn as a level line to compare against. */
  invested: number;
  tableCaption: string;
  w: CalcWords;
}

const WIDTH = 360;
const HEIGHT = 190;
const TOP = 26;
const BOTTOM = 28;

/** A line from what was put in to the sale price over the holding period, against the level of the investment. SVG, server-rendered. */
export function GrowthChart({ id, title, points, invested, tableCaption, w }: Props) {
  const last = points.at(-1);
  if (!last || points.length < 2) return null;
  const values = [...points.map((point) => point.value), invested];
  const high = Math.max(...values);
  const low = Math.min(0, ...values);
  const x = (year: number) => 6 + (year / last.year) * (WIDTH - 12);
  const y = (value: number) => TOP + (1 - (value - low) / (high - low || 1)) * (HEIGHT - TOP - BOTTOM);
  const path = points.map((point, index) => `${index === 0 ? "M" : "L"}${x(point.year).toFixed(1)},${y(point.value).toFixed(1)}`).join(" ");
  const middle = points[Math.floor(points.length / 2)];
  return (
    <figure className="calc-chart" data-testid="calc-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{w.t("chart.desc", { caption: tableCaption })}</desc>
        <line x1={0} x2={WIDTH} y1={y(invested)} y2={y(invested)} className="calc-chart-base" />
        <text x={0} y={y(invested) + (last.value >= invested ? 16 : -6)} className="calc-chart-label">
          {w.t("chart.putIn", { amount: moneyFigure(invested) })}
        </text>
        <path d={path} className="calc-chart-line" fill="none" />
        {points.map((point) => (
          <circle key={point.year} cx={x(point.year)} cy={y(point.value)} r={3.5} className="calc-chart-dot" />
        ))}
        <text x={WIDTH} y={y(last.value) + (last.value >= invested ? -10 : 18)} className="calc-chart-value" textAnchor="end">
          {moneyFigure(last.value)}
        </text>
        <text x={0} y={HEIGHT - 6} className="calc-chart-axis">
          {w.t("chart.year", { year: 0 })}
        </text>
        {middle && middle !== last && middle.year !== 0 ? (
          <text x={x(middle.year)} y={HEIGHT - 6} className="calc-chart-axis" textAnchor="middle">
            {w.t("chart.year", { year: formatNumber(middle.year) })}
          </text>
        ) : null}
        <text x={WIDTH} y={HEIGHT - 6} className="calc-chart-axis" textAnchor="end">
          {w.t("chart.year", { year: formatNumber(last.year) })}
        </text>
      </svg>
    </figure>
  );
}
