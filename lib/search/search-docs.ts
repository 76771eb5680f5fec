import type { SearchResult } from "minisearch";
import { getDoc, type Doc, type DocKind } from "@/lib/content";
import { expandSynonyms } from "./expand-synonyms";
import { makeExcerpt } from "./excerpt";
import { getSearchIndex, QUERY_OPTIONS } from "./search-index";

/** The best synonym match counts at most this fraction of the best match on the words the user typed. */
export const SYNONYM_WEIGHT = 0.5;

export interface SearchHit {
  doc: Doc;
  /** Relevance, higher is better; comparable only within one search. */
  score: number;
  /** Plain-text passage of the body around the best-matching words. */
  excerpt: string;
}

export interface SearchOutcome {
  hits: SearchHit[];
  /** Matches before the limit. */
  total: number;
  /** Synonyms the query was expanded with. */
  expandedWith: string[];
}

export interface SearchDocsOptions {
  kind?: DocKind;
  limit?: number;
}

/**
 * Ranked search over every document. The typed query is matched with prefix
 * and typo tolerance; each synonym of a phrase it contains is searched as a
 * phrase (all words, no typos), and a document's best synonym match is added
 * to its score, scaled so the best synonym match anywhere is worth
 * `SYNONYM_WEIGHT` of the best match on the typed words. Other names help
 * (and carry a query whose own words match nothing) without outranking what
 * the user asked for.
 */
export function searchDocs(query: string, options: SearchDocsOptions = {}): SearchOutcome {
  const index = getSearchIndex();
  const kind = options.kind;
  const filter = kind ? (result: SearchResult) => result.kind === kind : undefined;
  const scores = new Map<string, { score: number; terms: Set<string> }>();

  for (const result of index.search(query, { ...QUERY_OPTIONS, ...(filter ? { filter } : {}) })) {
    scores.set(String(result.id), { score: result.score, terms: new Set(result.terms) });
  }

  const expandedWith = expandSynonyms(query);
  const synonymBest = new Map<string, number>();
  for (const phrase of expandedWith) {
    const results = index.search(phrase, {
      ...QUERY_OPTIONS,
      combineWith: "AND",
      prefix: false,
      fuzzy: false,
      ...(filter ? { filter } : {}),
    });
    for (const result of results) {
      const id = String(result.id);
      synonymBest.set(id, Math.max(synonymBest.get(id) ?? 0, result.score));
      const entry = scores.get(id) ?? { score: 0, terms: new Set<string>() };
      for (const term of result.terms) entry.terms.add(term);
      scores.set(id, entry);
    }
  }

  const primaryBest = Math.max(0, ...[...scores.values()].map((entry) => entry.score));
  const synonymMax = Math.max(0, ...synonymBest.values());
  const synonymScale = synonymMax === 0 ? 0 : primaryBest > 0 ? (SYNONYM_WEIGHT * primaryBest) / synonymMax : 1;

  const ranked = [...scores.entries()]
    .map(([id, entry]) => ({ id, terms: entry.terms, score: entry.score + synonymScale * (synonymBest.get(id) ?? 0) }))
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));

  const limit = Math.max(1, Math.min(options.limit ?? 5, 50));
  const hits: SearchHit[] = [];
  for (const { id, terms, score } of ranked.slice(0, limit)) {
    const doc = getDoc(id);
    if (!doc) continue;
    hits.push({ doc, score: Math.round(score * 100) / 100, excerpt: makeExcerpt(doc.id, doc.body, terms) });
  }
  return { hits, total: ranked.length, expandedWith };
}
