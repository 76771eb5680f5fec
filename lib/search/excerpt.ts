import { markdownToPlainBlocks } from "@/lib/markdown/plain-text";
import { processTerm, tokenize } from "./tokenize";

export const EXCERPT_MIN_CHARS = 160;
export const EXCERPT_MAX_CHARS = 300;

interface Sentence {
  text: string;
  /** Processed terms of the sentence, for matching against the search's matched terms. */
  terms: ReadonlySet<string>;
}

/** Splits after . ! ? when the next sentence starts with a capital, digit, quote, bracket or currency sign. */
const SENTENCE_BREAK = /(?<=[.!?])\s+(?=["“(₹\p{Lu}\d])/u;

function toSentences(markdown: string): Sentence[] {
  return markdownToPlainBlocks(markdown)
    .filter((block) => block.kind === "text")
    .flatMap((block) => block.text.split(SENTENCE_BREAK))
    .map((text) => text.trim())
    .filter(Boolean)
    .map((text) => ({
      text,
      terms: new Set(
        tokenize(text)
          .map(processTerm)
          .filter((term): term is string => term !== null),
      ),
    }));
}

const sentenceCache = new Map<string, Sentence[]>();

function sentencesOf(key: string, markdown: string): Sentence[] {
  let sentences = sentenceCache.get(key);
  if (!sentences) {
    sentences = toSentences(markdown);
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
 * text, around the sentence with the most matched terms; the opening of the
 * body when no sentence matches (a match on the title or aliases only).
 * Whole sentences where they fit, otherwise cut at word boundaries with "…".
 */
export function makeExcerpt(key: string, markdown: string, matchedTerms: Iterable<string>): string {
  const sentences = sentencesOf(key, markdown);
  if (sentences.length === 0) return "";
  const matched = new Set(matchedTerms);

  let best = 0;
  let bestScore = 0;
  sentences.forEach((sentence, i) => {
    let score = 0;
    for (const term of matched) if (sentence.terms.has(term)) score += 1;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });

  let first = best;
  let last = best;
  let length = sentences[best]?.text.length ?? 0;
  const fits = (i: number) => length + 1 + (sentences[i]?.text.length ?? Infinity) <= EXCERPT_MAX_CHARS;
  while (length < EXCERPT_MIN_CHARS && last + 1 < sentences.length && fits(last + 1)) {
    last += 1;
    length += 1 + (sentences[last]?.text.length ?? 0);
  }
  while (length < EXCERPT_MIN_CHARS && first > 0 && fits(first - 1)) {
    first -= 1;
    length += 1 + (sentences[first]?.text.length ?? 0);
  }
  const passage = sentences
    .slice(first, last + 1)
    .map((sentence) => sentence.text)
    .join(" ");
  return window(passage, matched, EXCERPT_MAX_CHARS);
}
