import MiniSearch, { type SearchOptions } from "minisearch";
import { getAllDocs, type Doc } from "@/lib/content";
import { markdownToPlainText } from "@/lib/markdown/plain-text";
import { docPassages } from "./passages";
import { processTerm, tokenize } from "./tokenize";

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

/**
 * Field weights: a word in the title counts most, then aliases and the
 * questions the document answers, headings, tags and summary, then the body.
 */
export const FIELD_BOOSTS = { title: 6, aliases: 4, questions: 3, headings: 2.5, tags: 1.5, summary: 1.5, body: 1 } as const;

/** What a term matched as a prefix, or with typos, counts against a term matched as typed. */
export const MATCH_WEIGHTS = { fuzzy: 0.45, prefix: 0.35 } as const;

/** Prefix matching from 3 letters, one typo from 4 letters, two from 8 ("stamp dutty", "gunta", "hectre"). */
export const QUERY_OPTIONS: SearchOptions = {
  boost: { ...FIELD_BOOSTS },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (/^\d/.test(term) ? false : term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
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
}

let indexes: SearchIndexes | undefined;

/** Built from the content index on first use and kept for the life of the process; never per request. */
export function getSearchIndexes(): SearchIndexes {
  if (!indexes) {
    const docs = new MiniSearch<IndexedDoc>({
      fields: ["title", "aliases", "questions", "headings", "tags", "summary", "body"],
      storeFields: ["kind"],
      tokenize: tokenizeField,
      processTerm,
      searchOptions: QUERY_OPTIONS,
    });
    docs.addAll(getAllDocs().map(toIndexed));
    indexes = {
      docs,
      sections: newPassageIndex(getAllDocs().flatMap(toIndexedPassages)),
      questions: newPassageIndex(getAllDocs().flatMap(toIndexedQuestions)),
    };
  }
  return indexes;
}

/** The document-level index. */
export function getSearchIndex(): MiniSearch<IndexedDoc> {
  return getSearchIndexes().docs;
}
