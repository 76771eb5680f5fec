/**
 * The parts of a calculator answer's text that come from its notes and sources, so that a host
 * handing the model only the text still passes on what the answer assumed (the region or
 * locality), the other sizes a unit has (a kachcha bigha against a pucca one), concessions
 * (women's rates) and where each rate comes from. Built from the notes generically: whatever a
 * calculator's notes say reaches the text, without a list of phrases kept here.
 */

/** `(https://…)` as a citation ends, including addresses that hold parentheses (`…/Katha_(unit)`). */
const CITED_URL = /\s*\((https?:\/\/\S+?)\)(?=[,.;:]?(?:\s|$))/g;

/** The longest brief a source gets in the text, before its address. */
const BRIEF_MAX = 120;

/**
 * A citation cut to its name and date, with its address: "Millennium Post, 13 Jul 2023: Delhi
 * Urban Development Department letter … (https://…)" is "Millennium Post, 13 Jul 2023,
 * https://…". The first address is kept; the description after the first colon is not.
 */
export function briefSource(citation: string): string {
  const url = [...citation.matchAll(CITED_URL)][0]?.[1];
  const bare = citation.replace(CITED_URL, "").trim();
  let name = bare
    .split(/:\s/)[0]!
    .trim()
    .replace(/[.,;]$/, "");
  if (name.length > BRIEF_MAX) {
    const cut = name.lastIndexOf(", ", BRIEF_MAX);
    name = `${name.slice(0, cut > 40 ? cut : BRIEF_MAX).trim()}…`;
  }
  return url ? `${name}, ${url}` : name;
}

/** Words a period follows without ending a sentence: "No. F.4(2)", "vol. II", "p. 196", "H. H. Wilson". */
const ABBREVIATIONS = new Set([
  "no",
  "nos",
  "vol",
  "p",
  "pp",
  "s",
  "ss",
  "art",
  "cl",
  "para",
  "st",
  "dr",
  "mr",
  "mrs",
  "ms",
  "rs",
  "v",
  "vs",
  "viz",
  "approx",
  "govt",
  "dept",
  "ed",
]);

/** A note's sentences, split where a period, before a capital or a digit, ends one. */
export function sentences(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/\.\s+(?=[A-Z0-9"'‘“(])/g)) {
    const before = text.slice(start, match.index).match(/([A-Za-z]+)$/)?.[1] ?? "";
    if (before.length === 1 || ABBREVIATIONS.has(before.toLowerCase())) continue;
    parts.push(text.slice(start, match.index + 1).trim());
    start = match.index + match[0].length;
  }
  const rest = text.slice(start).trim();
  return rest ? [...parts, rest] : parts;
}

/** How much of one note the text carries: its first sentences, up to three, within about this many characters. */
const NOTE_SENTENCES = 3;
const NOTE_CHARACTERS = 600;

/**
 * A note as the text carries it: its opening sentences, where a note states what it applies (the
 * assumption, the rule, the concession), up to three and about 600 characters; citations left out
 * (everything from "Source:" on and "Sources: …" lists, which `briefSource` shortens elsewhere, and
 * bracketed addresses). A note cut short ends with "(more in the notes)".
 */
export function operativeNote(note: string): string {
  const plain = note
    .replace(/\s*Source: [\s\S]*$/, "")
    .replace(CITED_URL, "")
    .replace(/\s+/g, " ")
    .trim();
  const all = sentences(plain).filter((sentence) => !sentence.startsWith("Sources: "));
  const kept: string[] = [];
  for (const sentence of all) {
    if (kept.length === NOTE_SENTENCES || (kept.length > 0 && [...kept, sentence].join(" ").length > NOTE_CHARACTERS)) break;
    kept.push(sentence);
  }
  return kept.length < all.length ? `${kept.join(" ")} (more in the notes)` : kept.join(" ");
}

/** The notes as a closing paragraph of the text ("" when there are none), each note on its own line. */
export function notesParagraph(notes: readonly string[]): string {
  const lines = notes.map(operativeNote).filter((line) => line.length > 0);
  return lines.length === 0 ? "" : `\n\nNotes:\n${lines.map((line) => `- ${line}`).join("\n")}`;
}

/** One fact the answer used and the citation it rests on, for `sourcesParagraph`. */
export interface CitedFact {
  /** What rests on the source: "1 bigha (Rajasthan) = 27,225 sq ft", "stamp duty 5.6%". */
  fact: string;
  citation: string;
  /** YYYY-MM-DD the source was last read, when recorded. */
  checked?: string | null;
}

/** A unit-size note ("1 bigha (Rajasthan) = 27,225 sq ft. Source: X (https://…), checked 2026-11-25. Also: …") as a cited fact. */
export function unitSizeSource(note: string): CitedFact | undefined {
  const [size, citation] = note.split(/\s*Source: /, 2);
  if (!citation) return undefined;
  // The first citation only: "Also: …" lists corroboration.
  const first = citation.split(/\s*Also: /)[0]!;
  const checked = /,?\s*checked (\d{4}-\d{2}-\d{2})\.?$/.exec(first);
  return { fact: size!.replace(/\.$/, ""), citation: checked ? first.slice(0, checked.index) : first, checked: checked?.[1] };
}

/** "Sources:" with a line per fact, its source in brief and the date it was checked ("" when there are none). */
export function sourcesParagraph(facts: ReadonlyArray<CitedFact | undefined>): string {
  const lines = facts
    .filter((fact): fact is CitedFact => fact !== undefined)
    .map(({ fact, citation, checked }) => `- ${fact}: ${briefSource(citation)}${checked ? `, checked ${checked}` : ""}`);
  return lines.length === 0 ? "" : `\n\nSources:\n${lines.join("\n")}`;
}
