import MiniSearch, { type SearchOptions } from "minisearch";
import { getAllDocs, type Doc } from "@/lib/content";
import { markdownToPlainText } from "@/lib/markdown/plain-text";
import { processTerm, tokenize } from "./tokenize";

interface IndexedDoc {
  id: string;
  kind: Doc["kind"];
  title: string;
  aliases: string;
  headings: string;
  tags: string;
  summary: string;
  body: string;
}

/** Field weights: a word in the title counts most, then aliases, headings, tags and summary, then the body. */
export const FIELD_BOOSTS = { title: 6, aliases: 4, headings: 2.5, tags: 1.5, summary: 1.5, body: 1 } as const;

/** Prefix matching from 3 letters, one typo from 4 letters, two from 8 ("stamp dutty", "gunta", "hectre"). */
export const QUERY_OPTIONS: SearchOptions = {
  boost: { ...FIELD_BOOSTS },
  prefix: (term) => term.length >= 3,
  fuzzy: (term) => (/^\d/.test(term) ? false : term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
  weights: { fuzzy: 0.45, prefix: 0.35 },
  combineWith: "OR",
};

function toIndexed(doc: Doc): IndexedDoc {
  return {
    id: doc.id,
    kind: doc.kind,
    title: doc.title,
    aliases: doc.aliases.join(" ; "),
    headings: doc.headings.map((heading) => heading.text).join(" ; "),
    tags: doc.tags.map((tag) => tag.replace(/-/g, " ")).join(" ; "),
    summary: doc.summary,
    body: markdownToPlainText(doc.body),
  };
}

let index: MiniSearch<IndexedDoc> | undefined;

/** Built from the content index on first use and kept for the life of the process; never per request. */
export function getSearchIndex(): MiniSearch<IndexedDoc> {
  if (!index) {
    const built = new MiniSearch<IndexedDoc>({
      fields: ["title", "aliases", "headings", "tags", "summary", "body"],
      storeFields: ["kind"],
      tokenize,
      processTerm,
      searchOptions: QUERY_OPTIONS,
    });
    built.addAll(getAllDocs().map(toIndexed));
    index = built;
  }
  return index;
}
