import type { FieldSpec } from "./form-spec";

const DATE = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/** The value a field shows, in words: a choice's label, else the text as entered. */
function shown(field: FieldSpec, value: string): string {
  if (field.kind === "number") return value;
  return field.options.find((option) => option.value === value)?.label ?? field.emptyLabel ?? value;
}

/**
 * The top of a printed cost sheet (hidden on screen), under the page's
 * title: the date it was worked out, the result's address, and the inputs it
 * was worked out from (fields left empty are left out).
 */
export function PrintSheetHead({
  title,
  url,
  fields,
  values,
}: {
  title: string;
  url: string;
  fields: readonly FieldSpec[];
  values: Record<string, string>;
}) {
  const given = fields.filter((field) => (values[field.name] ?? "") !== "" || (field.kind === "choice" && field.emptyLabel));
  return (
    <div className="calc-print-only calc-print-head">
      <p>
        Worked out on {DATE.format(new Date())} with the {title.toLowerCase()} at
        <br />
        {url}
      </p>
      <table className="calc-breakdown calc-print-inputs">
        <caption>Inputs</caption>
        <tbody>
          {given.map((field) => (
            <tr key={field.name}>
              <th scope="row">{field.label}</th>
              <td className="calc-num">{shown(field, values[field.name] ?? "")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
