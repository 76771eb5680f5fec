import type { DocSource } from "./doc";
import type { DocSection } from "./doc-sections";

/** Leads too generic to tie a source to a section by name. */
const GENERIC = new Set(["the", "government", "govt", "state", "official", "report", "government of india", "notification"]);

/**
 * The names a section cites a source by: its title's lead (before the first comma, colon or
 * parenthesis: "LiveLaw", "Hindustan Times", "Allahabad High Court") and short names in its
 * parentheses ("PTI" in "LatestLY (PTI), 19 Mar 2024: …").
 */
function citedNames(title: string): string[] {
  const lead = title.split(/[:,;]| \(| – /)[0]!.trim();
  const inParentheses = [...title.matchAll(/\(([^)]{3,30})\)/g)].map((match) => match[1]!.trim());
  return [lead, ...inParentheses].filter((name) => name.length >= 3 && !GENERIC.has(name.toLowerCase()));
}

const namePatterns = new WeakMap<DocSource, RegExp[]>();

function patternsOf(source: DocSource): RegExp[] {
  let patterns = namePatterns.get(source);
  if (!patterns) {
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    patterns = citedNames(source.title).map((name) => new RegExp(`(?<![\\p{L}\\p{N}])${literal(name)}(?![\\p{L}\\p{N}])`, "iu"));
    namePatterns.set(source, patterns);
  }
  return patterns;
}

/**
 * The document's sources a section cites: those whose address it links, or whose name (the source
 * title's lead or a short name in its parentheses) it mentions. A section that names none gets none;
 * the whole document lists them all.
 */
export function sectionSources(sources: readonly DocSource[], section: DocSection): DocSource[] {
  return sources.filter(
    (source) => section.markdown.includes(source.url) || patternsOf(source).some((pattern) => pattern.test(section.markdown)),
  );
}
