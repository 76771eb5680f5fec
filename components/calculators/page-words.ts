import type { FieldSpec } from "./form-spec";

/**
 * A note from the calculator library, reworded for the page: the library
 * speaks to programs ("enter stampDutyPercent", "pass locality"), the page to
 * people, who see the form's labels. Field names written as identifiers
 * (camelCase) become the field's label in quotes; "pass" or "give" a field
 * becomes "choose" or "enter" it.
 */
export function inPageWords(text: string, fields: readonly FieldSpec[]): string {
  const label = new Map(fields.map((field) => [field.name, field]));
  const quoted = (name: string) => `“${label.get(name)?.label ?? name}”`;
  return text
    .replace("Pass explicit percentages to override.", "Enter a rate above to override them.")
    .replace("Explicit percentages override these rates.", "A rate you enter overrides these.")
    .replace("; pass state or the percentage.", ": choose a state or enter the rate.")
    .replace(/ ?Pass locality \(an id, or a city such as [^)]*\) to be exact\./, " Choose the locality in the form to be exact.")
    .replace(/\b(pass|give|enter)( the)? ([a-z][A-Za-z]+)\b/gi, (whole, verb: string, _the, name: string) => {
      const field = label.get(name);
      if (!field) return whole;
      const word = field.kind === "choice" ? "choose" : "enter";
      return `${verb[0] === verb[0]?.toUpperCase() ? word[0]?.toUpperCase() + word.slice(1) : word} ${quoted(name)}`;
    })
    .replace(/\b([a-z]+[A-Z][A-Za-z]*)\b/g, (whole, name: string) => (label.has(name) ? quoted(name) : whole));
}
