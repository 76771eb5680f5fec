import type { Doc } from "@/lib/content";
import { docKey, docPassages, type Passage, type Sentence } from "./passages";
import { processTerm, tokenize } from "./tokenize";

export const EXCERPT_MIN_CHARS = 160;
export const EXCERPT_MAX_CHARS = 300;

/** The index terms a search matched: from the typed query (and its concepts), and only through synonyms. */
export interface MatchedTerms {
  typed: ReadonlySet<string>;
  synonyms: ReadonlySet<string>;
}

export interface Excerpt {
  text: string;
  /** The section the excerpt starts in; its `anchor` is where the page should open. */
  passage: Passage;
}

const sentenceCache = new Map<string, ReadonlyArray<Sentence & { passage: Passage }>>();

/** Every sentence of a document in order, each with its section; computed once per document. */
function sentencesOf(doc: Doc): ReadonlyArray<Sentence & { passage: Passage }> {
  const key = docKey(doc);
  let sentences = sentenceCache.get(key);
  if (!sentences) {
    sentences = docPassages(doc).flatMap((passage) => passage.sentences.map((sentence) => ({ ...sentence, passage })));
    sentenceCache.set(key, sentences);
  }
  return sentences;
}

/** Cuts `text` to at most `max` characters at word boundaries, keeping the first matching word in view. */
function window(text: string, matched: ReadonlySet<string>, max: number): string {
  if (text.length <= max) return text;
  const budget = max - 2; // room for an ellipsis at each end
  const hit = [...text.matchAll(/\S+/g)].find((word) => tokenize(word[0]).some((raw) => matched.has(processTerm(raw) ?? "")));
  // Start a little before the hit so the passage reads as context, not a fragment.
  let start = Math.max(0, Math.min((hit?.index ?? 0) - Math.floor(budget / 4), text.length - budget));
  if (start > 0) {
    const space = text.indexOf(" ", start - 1);
    start = space === -1 ? start : space + 1;
  }
  let end = Math.min(text.length, start + budget);
  if (end < text.length) {
    const space = text.lastIndexOf(" ", end);
    if (space > start) end = space;
  }
  const body = text.slice(start, end).replace(/[\s,;:(–—-]+$/, "");
  return `${start > 0 ? "…" : ""}${body}${end < text.length ? "…" : ""}`;
}

/**
 * A citable passage (about 160 to 300 characters) of a document's body, plain
 * text, around the earliest sentence with the most matched typed terms
 * (synonyms only when no sentence has a typed term), looked for first in
 * `preferred` (the section the search ranked best for this document) and
 * then anywhere; the opening of the body when no sentence matches (a match
 * on the title, aliases or questions only). It never starts before the
 * heading of the sentence it is built around, so the section's anchor leads
 * to it. Whole sentences where they fit, otherwise cut at word boundaries
 * with "…".
 */
export function makeExcerpt(doc: Doc, matchedTerms: MatchedTerms, preferred?: Passage): Excerpt | undefined {
  const sentences = sentencesOf(doc);
  if (sentences.length === 0) return undefined;
  const matched = new Set([...matchedTerms.typed, ...matchedTerms.synonyms]);
  const count = (terms: readonly string[], wanted: ReadonlySet<string>) => terms.filter((term) => wanted.has(term)).length;
  // Synonyms count only where no sentence has a typed word: then "mutation" finds its definition, not the list of its local names.
  const anyTyped = sentences.some((sentence) => count(sentence.terms, matchedTerms.typed) > 0);
  const score = (terms: readonly string[]) => count(terms, anyTyped ? matchedTerms.typed : matchedTerms.synonyms);

  const pick = (within?: Passage) => {
    let best = -1;
    let bestScore = 0;
    sentences.forEach((sentence, i) => {
      if (within && sentence.passage !== within) return;
      const value = score(sentence.terms);
      if (value > bestScore) {
        best = i;
        bestScore = value;
      }
    });
    return best;
  };
  let best = preferred ? pick(preferred) : -1;
  if (best === -1) best = pick();
  if (best === -1) best = 0;
  const home = sentences[best]!.passage;

  let first = best;
  let last = best;
  let length = sentences[best]!.text.length;
  const fits = (i: number) => length + 1 + (sentences[i]?.text.length ?? Infinity) <= EXCERPT_MAX_CHARS;
  while (length < EXCERPT_MIN_CHARS && last + 1 < sentences.length && fits(last + 1)) {
    last += 1;
    length += 1 + sentences[last]!.text.length;
  }
  while (length < EXCERPT_MIN_CHARS && first > 0 && sentences[first - 1]!.passage === home && fits(first - 1)) {
    first -= 1;
    length += 1 + sentences[first]!.text.length;
  }
  const passage = sentences
    .slice(first, last + 1)
    .map((sentence) => sentence.text)
    .join(" ");
  return { text: window(passage, matched, EXCERPT_MAX_CHARS), passage: home };
}
