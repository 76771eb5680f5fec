import { formatPercent } from "../format";
import { moneyFigure } from "../result-summary";
import type { CalcWords } from "../words";

export interface ChartItem {
  label: string;
  amount: number;
}

interface Props {
  /** Prefix of the chart's ids (unique on the page). */
  id: string;
  title: string;
  items: readonly ChartItem[];
  /** Caption of the table that gives the same figures: the chart's text alternative. */
  tableCaption: string;
  w: CalcWords;
}

const WIDTH = 360;
const ROW = 46;

/**
 * One bar per cost, scaled to the largest, each under its label, amount and
 * share of the costs shown. Narrow enough (360 units, labels above the bars)
 * that its text stays legible on a phone. Server-rendered SVG coloured
 * through CSS, so it follows the colour scheme and prints; screen readers get
 * the title and are pointed at the table with the same figures.
 */
export function CostChart({ id, title, items, tableCaption, w }: Props) {
  const shown = items.filter((item) => item.amount > 0);
  if (shown.length < 2) return null;
  const max = Math.max(...shown.map((item) => item.amount));
  const sum = shown.reduce((total, item) => total + item.amount, 0);
  const height = shown.length * ROW;
  return (
    <figure className="calc-chart" data-testid="calc-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{w.t("chart.desc", { caption: tableCaption })}</desc>
        {shown.map((item, index) => {
          const y = index * ROW;
          return (
            <g key={item.label}>
              <text x={0} y={y + 15} className="calc-chart-label">
                {item.label}
              </text>
              <text x={WIDTH} y={y + 15} className="calc-chart-value" textAnchor="end">
                {moneyFigure(item.amount)} · {formatPercent((item.amount / sum) * 100)}
              </text>
              <rect x={0} y={y + 22} width={WIDTH} height={14} rx={3} className="calc-chart-track" />
              <rect x={0} y={y + 22} width={Math.max(3, (item.amount / max) * WIDTH)} height={14} rx={3} className="calc-chart-bar" />
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
