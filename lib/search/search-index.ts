import MiniSearch, { type SearchOptions } from "minisearch";
import { getAllDocs, getAllTranslations, type Doc } from "@/lib/content";
import { markdownToPlainText } from "@/lib/markdown/plain-text";
import { docPassages } from "./passages";
import { isDevanagari, processTerm, tokenize } from "./tokenize";

interface IndexedDoc {
  id: string;
  kind: Doc["kind"];
  title: string;
  aliases: string;
  questions: string;
  headings: string;
  tags: string;
  summary: string;
  body: string;
}

/** One section of a document, or one question it answers (`heading` empty). */
interface IndexedPassage {
  id: string;
  docId: string;
  kind: Doc["kind"];
  heading: string;
  text: string;
}

/** The document index's fields. */
const DOC_FIELDS = ["title", "aliases", "questions", "headings", "tags", "summary", "body"] as const;

/**
 * Field weights: a word in the title counts most, then aliases and the
 * questions the document answers, headings, tags and summary, then the body.
 */
export const FIELD_BOOSTS = { title: 6, aliases: 4, questions: 3, headings: 2.5, tags: 1.5, summary: 1.5, body: 1 } as const;

/** What a term matched as a prefix, or with typos, counts against a term matched as typed. */
export const MATCH_WEIGHTS = { fuzzy: 0.45, prefix: 0.35 } as const;

/**
 * Every term the document index holds, with the number of documents that
 * hold it, filled when the indexes are built (see `typoDistance`).
 */
const vocabulary = new Map<string, number>();

/** Words from this length get two typos, and are looked up as possible typos even when the corpus has them as typed. */
const LONG_WORD = 8;

/**
 * How many typos a query term may have: none for numbers, one from 4
 * letters, two from 8 ("stamp dutty", "hectre"). A word shorter than 8
 * letters that the corpus itself contains is taken as typed, not as a
 * misspelling of a neighbour: "khata" (a property account) is not a typo
 * for "katha" (an area unit), nor "plot" for "plat". Longer words keep their
 * typo search, where a near neighbour is usually the same word ("calculate",
 * "calculator").
 */
export function typoDistance(term: string): number | false {
  if (isDevanagari(term)) return term.length >= DEVANAGARI_LONG_WORD ? 2 : term.length >= DEVANAGARI_TYPO_WORD ? 1 : false;
  if (/^\d/.test(term) || term.length < 4) return false;
  if (term.length >= LONG_WORD) return 2;
  return vocabulary.has(term) ? false : 1;
}

/** Words from this length with one letter missing, one too many or one wrong are put right (see `unswapped`). */
const EDIT_WORD = 6;

/**
 * The words of the corpus one letter away from `term` by a missing letter
 * ("atorney" → attorney), a letter too many ("registeration" →
 * registration) or a wrong letter ("servey" → survey).
 */
function oneLetterAway(term: string): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i <= term.length; i += 1) {
    for (const letter of "abcdefghijklmnopqrstuvwxyz") {
      const inserted = term.slice(0, i) + letter + term.slice(i);
      if (vocabulary.has(inserted)) found.add(inserted);
      const replaced = term.slice(0, i) + letter + term.slice(i + 1);
      if (i < term.length && replaced !== term && vocabulary.has(replaced)) found.add(replaced);
    }
    const deleted = term.slice(0, i) + term.slice(i + 1);
    if (i < term.length && vocabulary.has(deleted)) found.add(deleted);
  }
  return found;
}

/**
 * How many times as many documents as the next candidate one must be held by
 * for a one-letter slip to be put right to it when several corpus words fit: the
 * word people meant is far more often the common one ("servey" is survey, in
 * most documents, not server or serve, in two).
 */
const DOMINANT_SHARE = 3;

/** The corpus word a one-letter slip stands for: the only one, or one held by `DOMINANT_SHARE` times more documents than any other. */
function likeliest(candidates: ReadonlySet<string>): string | undefined {
  const ranked = [...candidates].sort((a, b) => (vocabulary.get(b) ?? 0) - (vocabulary.get(a) ?? 0));
  const [first, second] = ranked;
  if (first === undefined) return undefined;
  if (second === undefined) return first;
  return (vocabulary.get(first) ?? 0) >= DOMINANT_SHARE * (vocabulary.get(second) ?? 0) ? first : undefined;
}

/**
 * A word the corpus does not have, put right when that gives one it has:
 * two neighbouring letters swapped back ("acer" → "acre", "khatuani" →
 * "khatauni"), or, from `EDIT_WORD` letters, the corpus word a missing, an
 * extra or a wrong letter away ("atorney" → attorney, "registeration" →
 * registration, "servey" → survey): the only one, or the one far more
 * documents hold (`DOMINANT_SHARE`); none when two fit about as well. The typo search weighs these
 * commonest slips as it weighs any near spelling, below the word itself
 * (and counts a swap as two typos); put right, the word counts as typed.
 * The word itself when nothing fits.
 */
export function unswapped(term: string): string {
  if (term.length < 4 || /^\d/.test(term) || vocabulary.has(term)) return term;
  for (let i = 0; i + 1 < term.length; i += 1) {
    const swapped = term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2);
    if (vocabulary.has(swapped)) return swapped;
  }
  if (term.length < EDIT_WORD || /\d/.test(term)) return term;
  return likeliest(oneLetterAway(term)) ?? term;
}

/**
 * A Devanagari word counts its vowel signs and virama as characters, so it
 * is about half as many letters as it is long: it gets a typo from 6
 * characters, two from 10, and prefix matching from 5 ("बीघा", 4, is
 * matched whole; a short stem would otherwise match every longer word).
 */
const DEVANAGARI_TYPO_WORD = 6;
const DEVANAGARI_LONG_WORD = 10;
const DEVANAGARI_PREFIX_WORD = 5;

/** Prefix matching from 3 letters (5 Devanagari characters); typos as `typoDistance` allows. */
export const QUERY_OPTIONS: SearchOptions = {
  boost: { ...FIELD_BOOSTS },
  prefix: (term) => term.length >= (isDevanagari(term) ? DEVANAGARI_PREFIX_WORD : 3),
  fuzzy: typoDistance,
  weights: { ...MATCH_WEIGHTS },
  combineWith: "OR",
};

/**
 * Sections and questions: a word in a heading counts twice a word in the
 * text. They are searched for the index terms the document search already
 * matched (prefixes and typos resolved), exactly, so the costly typo search
 * over the vocabulary runs once per query rather than three times.
 */
export const PASSAGE_QUERY_OPTIONS: SearchOptions = { boost: { heading: 2, text: 1 }, prefix: false, fuzzy: false, combineWith: "OR" };

/**
 * A title's words each once: "Square foot (sq ft)" is "sqft sqft" after the
 * unit spellings are joined, and would otherwise count twice against a title
 * such as "Acre" that names its unit once.
 */
export function tokenizeField(text: string, field?: string): string[] {
  const words = tokenize(text);
  return field === "title" ? [...new Set(words)] : words;
}

function toIndexed(doc: Doc): IndexedDoc {
  return {
    id: doc.id,
    kind: doc.kind,
    title: doc.title,
    aliases: doc.aliases.join(" ; "),
    questions: doc.questions.join(" ; "),
    headings: doc.headings.map((heading) => heading.text).join(" ; "),
    tags: doc.tags.map((tag) => tag.replace(/-/g, " ")).join(" ; "),
    summary: doc.summary,
    body: markdownToPlainText(doc.body),
  };
}

function toIndexedPassages(doc: Doc): IndexedPassage[] {
  return docPassages(doc).map((passage) => ({
    id: passage.key,
    docId: doc.id,
    kind: doc.kind,
    heading: passage.heading,
    text: passage.text,
  }));
}

function toIndexedQuestions(doc: Doc): IndexedPassage[] {
  return doc.questions.map((question, i) => ({ id: `${doc.id}?${i}`, docId: doc.id, kind: doc.kind, heading: "", text: question }));
}

function newPassageIndex(passages: IndexedPassage[]): MiniSearch<IndexedPassage> {
  const built = new MiniSearch<IndexedPassage>({
    fields: ["heading", "text"],
    storeFields: ["docId", "kind"],
    tokenize,
    processTerm,
    searchOptions: PASSAGE_QUERY_OPTIONS,
  });
  built.addAll(passages);
  return built;
}

interface SearchIndexes {
  docs: MiniSearch<IndexedDoc>;
  /** Sections of every document, so a hit can point at the section that answers. */
  sections: MiniSearch<IndexedPassage>;
  /** Every document's questions, one entry each, so a query that asks one of them finds it whole. */
  questions: MiniSearch<IndexedPassage>;
  /**
   * The Hindi translations, whole, by their English page's id. Searched only
   * for the Devanagari words of a query, so English and Hinglish queries rank
   * exactly as the English index alone ranks them.
   */
  hindi: MiniSearch<IndexedDoc>;
}

let indexes: SearchIndexes | undefined;

/** Built from the content index on first use and kept for the life of the process; never per request. */
export function getSearchIndexes(): SearchIndexes {
  if (!indexes) {
    const docs = new MiniSearch<IndexedDoc>({
      fields: [...DOC_FIELDS],
      storeFields: ["kind"],
      tokenize: tokenizeField,
      processTerm,
      searchOptions: QUERY_OPTIONS,
    });
    const indexed = getAllDocs().map(toIndexed);
    docs.addAll(indexed);
    for (const doc of indexed) {
      const held = new Set<string>();
      for (const field of DOC_FIELDS) {
        for (const word of tokenizeField(doc[field], field)) {
          const term = processTerm(word);
          if (term) held.add(term);
        }
      }
      for (const term of held) vocabulary.set(term, (vocabulary.get(term) ?? 0) + 1);
    }
    const hindi = new MiniSearch<IndexedDoc>({
      fields: [...DOC_FIELDS],
      storeFields: ["kind"],
      tokenize: tokenizeField,
      processTerm,
      searchOptions: QUERY_OPTIONS,
    });
    hindi.addAll(getAllTranslations("hi").map(toIndexed));
    indexes = {
      docs,
      sections: newPassageIndex(getAllDocs().flatMap(toIndexedPassages)),
      questions: newPassageIndex(getAllDocs().flatMap(toIndexedQuestions)),
      hindi,
    };
  }
  return indexes;
}

/** The document-level index. */
export function getSearchIndex(): MiniSearch<IndexedDoc> {
  return getSearchIndexes().docs;
}
