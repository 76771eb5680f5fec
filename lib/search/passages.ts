import type { Doc } from "@/lib/content";
import { markdownToPlainBlocks } from "@/lib/markdown/plain-text";
import { processTerm, tokenize } from "./tokenize";

export interface Sentence {
  text: string;
  /** Processed terms of the sentence, each once, for matching against a search's matched terms (an array: thousands of small Sets cost more memory). */
  terms: readonly string[];
}

/** One section of a document: the text under one heading, or the opening before the first heading. */
export interface Passage {
  /** Unique across the corpus: `<doc id>#<anchor>`, or `<doc id>#` for the opening. */
  key: string;
  docId: string;
  /** Id of the section's heading on the rendered page; absent for the opening. */
  anchor?: string;
  /** The heading's text; the document's title for the opening. */
  heading: string;
  /** Everything under the heading as plain text (paragraphs, list items, table rows, code), for the index. */
  text: string;
  /** Prose sentences under the heading (no code), for excerpts. */
  sentences: readonly Sentence[];
}

/**
 * Splits after . ! ? when the next sentence starts with a capital, digit,
 * quote, bracket or currency sign, and after every danda (।), which ends a
 * Hindi sentence.
 */
const SENTENCE_BREAK = /(?<=[.!?])\s+(?=["“(₹\p{Lu}\d])|(?<=।)\s+/u;

function toSentences(text: string): Sentence[] {
  return text
    .split(SENTENCE_BREAK)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .map((sentence) => ({
      text: sentence,
      terms: [
        ...new Set(
          tokenize(sentence)
            .map(processTerm)
            .filter((term): term is string => term !== null),
        ),
      ],
    }));
}

function splitPassages(doc: Doc): Passage[] {
  const passages: Passage[] = [];
  let current = { heading: doc.title, anchor: undefined as string | undefined, text: [] as string[], prose: [] as string[] };
  const close = () => {
    passages.push({
      key: `${doc.id}#${current.anchor ?? ""}`,
      docId: doc.id,
      ...(current.anchor ? { anchor: current.anchor } : {}),
      heading: current.heading,
      text: current.text.join("\n"),
      sentences: current.prose.flatMap(toSentences),
    });
  };
  let headingIndex = 0;
  for (const block of markdownToPlainBlocks(doc.body)) {
    if (block.kind === "heading") {
      // Headings come in the same order as `doc.headings`, which carries the ids the page renders.
      const heading = doc.headings[headingIndex];
      headingIndex += 1;
      if (!heading) continue;
      if (current.anchor !== undefined || current.text.length > 0) close();
      current = { heading: heading.text, anchor: heading.id, text: [], prose: [] };
      continue;
    }
    current.text.push(block.text);
    if (block.kind === "text") current.prose.push(block.text);
  }
  close();
  return passages;
}

const cache = new Map<string, readonly Passage[]>();

/** A document's key in the caches: its id, and its language for a translation (which shares its English page's id). */
export const docKey = (doc: Doc): string => (doc.translation ? `${doc.translation.lang}:${doc.id}` : doc.id);

/** A document's passages in order, the opening first; computed once per document. */
export function docPassages(doc: Doc): readonly Passage[] {
  const key = docKey(doc);
  let passages = cache.get(key);
  if (!passages) {
    passages = splitPassages(doc);
    cache.set(key, passages);
  }
  return passages;
}
