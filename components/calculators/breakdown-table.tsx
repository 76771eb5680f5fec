import type { ReactNode } from "react";

export interface BreakdownRow {
  label: ReactNode;
  value: ReactNode;
  /** A secondary line under the label: the rate, factor or rule behind the value. */
  detail?: ReactNode;
  /** Full-precision value for the title attribute of the cell. */
  title?: string;
}

interface Props {
  caption: string;
  rows: readonly BreakdownRow[];
  /** Rows in the table foot, such as a total. */
  totals?: readonly BreakdownRow[];
}

function Row({ row }: { row: BreakdownRow }) {
  return (
    <tr>
      <th scope="row">
        {row.label}
        {row.detail ? <span className="calc-detail">{row.detail}</span> : null}
      </th>
      <td className="calc-num" title={row.title}>
        {row.value}
      </td>
    </tr>
  );
}

/** A result as label/value rows, numbers right-aligned; totals sit in the table foot. */
export function BreakdownTable({ caption, rows, totals }: Props) {
  return (
    <table className="calc-breakdown">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row, index) => (
          <Row key={index} row={row} />
        ))}
      </tbody>
      {totals && totals.length > 0 ? (
        <tfoot>
          {totals.map((row, index) => (
            <Row key={index} row={row} />
          ))}
        </tfoot>
      ) : null}
    </table>
  );
}
