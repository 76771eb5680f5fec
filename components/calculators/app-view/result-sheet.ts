/**
 * A result as a CSV sheet (RFC 4180, UTF-8 with a byte-order mark so spreadsheets read ₹ and ×):
 * the title, the inputs as entered, each table of the result as it is shown, then its notes.
 * It is read from the rendered result, so the sheet says what the view says, in the same locale.
 */
const cell = (text: string) => `"${text.replace(/\s+/g, " ").trim().replace(/"/g, '""')}"`;
const line = (cells: readonly string[]) => cells.map(cell).join(",");

export function resultSheet(title: string, inputs: ReadonlyArray<readonly [string, string]>, result: Element): string {
  const rows: string[] = [line([title]), "", line(["Input", "Value"]), ...inputs.map(([label, value]) => line([label, value]))];
  for (const table of result.querySelectorAll("table")) {
    rows.push("", line([table.caption?.textContent ?? ""]));
    for (const row of table.rows) rows.push(line([...row.cells].map((c) => c.textContent ?? "")));
  }
  const notes = [...result.querySelectorAll("li")].map((item) => item.textContent ?? "");
  if (notes.length > 0) rows.push("", line(["Notes"]), ...notes.map((note) => line([note])));
  return `\uFEFF${rows.join("\r\n")}\r\n`;
}
