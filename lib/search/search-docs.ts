import type { Query, SearchResult } from "minisearch";
import { getAllDocs, getDoc, getTranslation, type Doc, type DocKind } from "@/lib/content";
import { CONCEPTS } from "./data/concepts";
import { REGIONAL_NAMES, STATES_AND_UTS } from "./data/regional-names";
import { expandConcepts } from "./expand-concepts";
import { expandSynonyms, synonymTriggers } from "./expand-synonyms";
import { isDevanagari, processTerm, terms as termsOf } from "./tokenize";
import { namesDoc } from "./doc-names";
import { readHindi } from "./read-hindi";
import { makeExcerpt } from "./excerpt";
import { docPassages } from "./passages";
import { getSearchIndexes, MATCH_WEIGHTS, PASSAGE_QUERY_OPTIONS, QUERY_OPTIONS, unswapped } from "./search-index";

/** The best synonym match counts at most this fraction of the best match on the words the user typed. */
export const SYNONYM_WEIGHT = 0.5;
/** A corpus term the concept table added counts this much of a word the user typed. */
export const CONCEPT_WEIGHT = 0.85;
/**
 * The best single question a document answers, scaled against the best
 * document match. Above the section's share: a question is the author's own
 * statement of what the document answers, a section only mentions the words.
 */
export const QUESTION_WEIGHT = 0.7;
/** The best single section of a document, scaled against the best document match. */
export const SECTION_WEIGHT = 0.5;
/**
 * The document whose one section holds most of the query's matched terms
 * (by weight) gains this share of the best document match; another gains
 * it by the square of its best section's coverage against that best one.
 * A question about one detail of a document names words that stand
 * together in one of its sections, not spread over the whole text.
 */
export const COVERAGE_WEIGHT = 0.1;
/**
 * Square feet and square metres are the units every unit entry converts
 * into, so a query that names another unit as well ("acres into square
 * feet", "1 guntha kitne sq ft") is about that other unit: there the
 * reference unit counts this much of a typed word. Square feet is also the
 * reference for square metres ("convert sqm to sqft"). The square yard, as
 * "gaj", is the unit plots are sold in across north India, so it is the
 * reference after those two ("1 bigha kitne gaj"); asked alone with square
 * feet ("gaj to sq ft") it is the subject.
 */
export const REFERENCE_UNIT_WEIGHT = 0.5;
/** Each reference unit's one-word names, in the order they yield to each other. */
const REFERENCE_UNITS: ReadonlyArray<readonly string[]> = [["sqft"], ["sqm"], ["sqyd", "gaj", "gaz"]];

let unitTerms: ReadonlySet<string> | undefined;

/**
 * Every area unit's one-word names: the glossary entries tagged area-units,
 * their titles without the bracketed note ("Cent (area)", "Ground (Tamil
 * Nadu)") and their aliases.
 */
function areaUnitTerms(): ReadonlySet<string> {
  unitTerms ??= new Set(
    getAllDocs()
      .filter((doc) => doc.kind === "glossary" && doc.tags.includes("area-units"))
      .flatMap((doc) => [doc.title.replace(/\([^)]*\)/g, " "), ...doc.aliases].map(termsOf))
      .filter((name) => name.length === 1)
      .flat(),
  );
  return unitTerms;
}

/** The weight of each typed term: 1, or `REFERENCE_UNIT_WEIGHT` for a reference unit beside another unit. */
function typedTermWeights(typed: ReadonlySet<string>): Map<string, number> {
  const weights = new Map<string, number>();
  const units = areaUnitTerms();
  REFERENCE_UNITS.forEach((names, i) => {
    const present = names.filter((name) => typed.has(name));
    if (present.length === 0) return;
    const yieldsTo = REFERENCE_UNITS.slice(0, i + 1).flat();
    const others = [...typed].some((term) => units.has(term) && !yieldsTo.includes(term));
    if (others) for (const name of present) weights.set(name, REFERENCE_UNIT_WEIGHT);
  });
  return weights;
}

let deliberate: ReadonlySet<string> | undefined;

/**
 * The words the concept table and the regional names are written for
 * ("lien", "jamin", "salem", "daman"): typed on purpose, so never put right
 * into a neighbouring corpus word ("line", "jain", "sale", "daan").
 */
function deliberateWords(): ReadonlySet<string> {
  deliberate ??= new Set(
    [...CONCEPTS.flatMap((concept) => concept.says), ...REGIONAL_NAMES.flatMap((region) => region.places), ...STATES_AND_UTS].flatMap(
      termsOf,
    ),
  );
  return deliberate;
}

/** One word of the query with a slip put right (see `unswapped`); other words, and the tables' own words, as typed. */
function unswappedWord(word: string): string {
  if (isDevanagari(word)) return word;
  const term = processTerm(word);
  if (term === null || term !== word.toLowerCase() || deliberateWords().has(term)) return word;
  return unswapped(term);
}

/** A document the query names (its title or an alias, every word), as a share of the best document match. */
export const NAME_WEIGHT = 0.15;
/**
 * A document's whole score is multiplied by its kind's weight. Blog posts are
 * dated commentary that mentions many topics in passing; where a glossary
 * entry, guide or help page answers as well, the reference page comes first.
 */
export const KIND_WEIGHTS: Readonly<Record<DocKind, number>> = { glossary: 1, guide: 1, help: 1, blog: 0.9 };

/**
 * A Hindi translation's match on the Devanagari words of a query that the
 * term base does not read into English, as a share of the best English
 * document match: as much as a synonym's (`SYNONYM_WEIGHT`). The term base
 * reads the query's legal, revenue and area terms into English, and the
 * English index ranks on them; the translations' own text adds only the words
 * it does not know. Searched for every Devanagari word at full weight, long
 * translations that name many terms outranked the entry that defines one
 * (see docs/content.md, "Search in Hindi").
 */
export const HINDI_WEIGHT = 0.5;

/** The languages search answers in: the documents' own (English) or their Hindi translations where they exist. */
export type SearchLang = "en" | "hi";

export interface SearchHit {
  /** The document in the language asked for: its Hindi translation (with `translation` set) where there is one, else the English page. */
  doc: Doc;
  /** Relevance, higher is better; comparable only within one search. */
  score: number;
  /** Plain-text passage of the body that best answers the query. */
  excerpt: string;
  /** The section the excerpt comes from; absent when it comes from the opening, before any heading. */
  section?: { heading: string; anchor: string };
}

export interface SearchOutcome {
  hits: SearchHit[];
  /** Matches before the limit. */
  total: number;
  /** Synonyms the query was expanded with. */
  expandedWith: string[];
  /** The language the hits are in (each hit's `doc.translation` says whether it is a translation). */
  lang: SearchLang;
}

export interface SearchDocsOptions {
  kind?: DocKind;
  limit?: number;
  /** The language of the documents returned; by default Hindi when the query has Devanagari words, else English. */
  lang?: SearchLang;
}

/** The Devanagari words of a query, as typed. */
const devanagariWords = (query: string): string[] => [...query.matchAll(/[\p{L}\p{M}\p{N}]+/gu)].map((m) => m[0]).filter(isDevanagari);

/** The language a query's answers are in when the caller does not say: Hindi for a query with Devanagari words. */
export function defaultSearchLang(query: string): SearchLang {
  return devanagariWords(query).length > 0 ? "hi" : "en";
}

interface Best {
  score: number;
  /** The section's passage key (or the question's entry id). */
  key: string;
  terms: readonly string[];
}

/** Each document's best-scoring entry among `results` (sections or questions), which come best first. */
function bestPerDoc(results: readonly SearchResult[]): Map<string, Best> {
  const best = new Map<string, Best>();
  for (const result of results) {
    const docId = String(result.docId);
    if (!best.has(docId)) best.set(docId, { score: result.score, key: String(result.id), terms: result.terms });
  }
  return best;
}

/**
 * The index terms the document search matched, each weighted as that search
 * weighed its kind of match: a typed term 1, a concept-table term
 * `CONCEPT_WEIGHT`, a longer word it is a prefix of or a near spelling less.
 */
function matchedTermWeights(
  results: readonly SearchResult[],
  typed: ReadonlySet<string>,
  added: ReadonlySet<string>,
  typedWeights: ReadonlyMap<string, number>,
): Map<string, number> {
  const weights = new Map<string, number>();
  for (const result of results) {
    for (const term of result.terms) {
      if (weights.has(term)) continue;
      const weight = typed.has(term)
        ? (typedWeights.get(term) ?? 1)
        : added.has(term)
          ? CONCEPT_WEIGHT
          : [...typed].some((typedTerm) => term.startsWith(typedTerm))
            ? MATCH_WEIGHTS.prefix
            : MATCH_WEIGHTS.fuzzy;
      weights.set(term, weight);
    }
  }
  return weights;
}

/**
 * Each document's best coverage of the query by one of its sections: the
 * summed weights of the distinct matched terms the section contains (its
 * heading and text), over every section that matched.
 */
function sectionCoverage(results: readonly SearchResult[], weights: ReadonlyMap<string, number>): Map<string, number> {
  const coverage = new Map<string, number>();
  for (const result of results) {
    const docId = String(result.docId);
    const covered = result.terms.reduce((sum, term) => sum + (weights.get(term) ?? 0), 0);
    if (covered > (coverage.get(docId) ?? 0)) coverage.set(docId, covered);
  }
  return coverage;
}

/**
 * What a synonym match counts for a document the query names: the share of
 * the query's terms that the phrase bringing the synonym in makes up. A
 * named document already gains `NAME_WEIGHT` for that name, and its other
 * names (aliases such as "stamp tax" on the stamp duty entry) would count
 * the same subject again. When the name is the whole query ("square foot
 * meaning") that is what the user asks about, and the credit stays whole;
 * when it is two words of nine ("stamp duty on a 35 year solar lease in
 * karnataka"), the rest of the query asks for something the name alone does
 * not answer, and the credit shrinks to that share. Documents the query does
 * not name keep the whole credit: there a synonym stands in for a word they
 * use instead of the one typed.
 */
function namedSynonymShare(triggers: readonly (readonly string[])[], typedCount: number): number {
  const longest = Math.max(0, ...triggers.map((trigger) => trigger.length));
  return Math.min(1, longest / Math.max(1, typedCount));
}

const maxScore = (entries: Iterable<{ score: number }>) => Math.max(0, ...[...entries].map((entry) => entry.score));

/**
 * Ranked search over every document, answer first.
 *
 * The query is matched with prefix and typo tolerance against whole
 * documents (title, aliases, questions, headings, tags, summary, body), with
 * the corpus terms for any everyday words in it (the concept table) added at
 * `CONCEPT_WEIGHT`. The index terms that search matched are then looked up
 * exactly in two more indexes: each question a document answers, on its own,
 * and each section of each document. A document's score is its document
 * match plus its best question and best section, each scaled so the best of
 * its kind is worth a fixed share (`QUESTION_WEIGHT`, `SECTION_WEIGHT`) of
 * the best document match. A document the query names in the user's own
 * words (every word of its title or of an alias, typos and prefixes
 * allowed; not through the concept table) gains `NAME_WEIGHT` of the best
 * document match, so "who pays stamp duty" puts the stamp duty entry above
 * pages that mention stamp duty alongside the other words. The sum is
 * weighted by the document's kind (`KIND_WEIGHTS`: blog posts a little
 * below reference pages). Square feet or metres beside another unit count
 * `REFERENCE_UNIT_WEIGHT`, name no document and bring in no synonyms.
 * Synonyms of phrases in the query are searched as phrases (all words, no
 * typos) and add at most `SYNONYM_WEIGHT` of the best match, so other names
 * help without outranking what the user asked for; for a document the query
 * names, only the share of the query that name makes up
 * (`namedSynonymShare`). The excerpt comes from
 * the best section, and the hit names that section so its URL can open there.
 */
export function searchDocs(typedQuery: string, options: SearchDocsOptions = {}): SearchOutcome {
  const indexes = getSearchIndexes();
  // Swapped letters put right before anything else reads the query.
  const query = typedQuery.replace(/[\p{L}\p{M}]+/gu, unswappedWord);
  const kind = options.kind;
  const filter = kind ? (result: SearchResult) => result.kind === kind : undefined;
  const withFilter = filter ? { filter } : {};
  const scores = new Map<string, { score: number; terms: Set<string>; synonymTerms: Set<string>; named: boolean }>();

  // The corpus terms for everyday words in the query, searched exactly (they are the index's own words) at a lower weight.
  const typed = new Set(termsOf(query));
  const added = [...new Set(termsOf(expandConcepts(query).join(" ")))].filter((term) => !typed.has(term));
  const typedWeights = typedTermWeights(typed);
  const searched: Query =
    added.length === 0
      ? query
      : {
          combineWith: "OR",
          queries: [query, { queries: [added.join(" ")], prefix: false, fuzzy: false, boostTerm: () => CONCEPT_WEIGHT }],
        };
  const boostTerm = (term: string) => typedWeights.get(term) ?? 1;
  const docResults = indexes.docs.search(searched, { ...QUERY_OPTIONS, boostTerm, ...withFilter });
  const addedSet = new Set(added);
  // A reference unit beside another unit names no document, and brings in no synonyms.
  const passive = new Set(typedWeights.keys());
  const notNaming = new Set([...added, ...passive]);
  for (const result of docResults) {
    const id = String(result.id);
    const doc = getDoc(id);
    const terms = new Set(result.terms);
    // Named in the user's own words (as typed, a prefix or a near spelling), not only through the concept table.
    const named = doc !== undefined && namesDoc(doc, terms, notNaming);
    scores.set(id, { score: result.score, terms, synonymTerms: new Set(), named });
  }

  const expandedWith = expandSynonyms(query, passive);
  const synonymBest = new Map<string, number>();
  for (const phrase of expandedWith) {
    const results = indexes.docs.search(phrase, { ...QUERY_OPTIONS, combineWith: "AND", prefix: false, fuzzy: false, ...withFilter });
    const nameShare = namedSynonymShare(synonymTriggers(query, phrase, passive), typed.size);
    for (const result of results) {
      const id = String(result.id);
      const share = scores.get(id)?.named ? nameShare : 1;
      synonymBest.set(id, Math.max(synonymBest.get(id) ?? 0, share * result.score));
      const entry = scores.get(id) ?? { score: 0, terms: new Set<string>(), synonymTerms: new Set<string>(), named: false };
      for (const term of result.terms) entry.synonymTerms.add(term);
      scores.set(id, entry);
    }
  }

  // Devanagari words the term base does not read into English search the Hindi translations' own text.
  const hindiWords = devanagariWords(query);
  const unread = new Set(readHindi(termsOf(query)).reading.filter(isDevanagari));
  const unreadWords = hindiWords.filter((word) => termsOf(word).some((term) => unread.has(term)));
  const hindiBest = new Map<string, { score: number; terms: readonly string[] }>();
  if (unreadWords.length > 0) {
    for (const result of indexes.hindi.search(unreadWords.join(" "), { ...QUERY_OPTIONS, ...withFilter })) {
      const id = String(result.id);
      hindiBest.set(id, { score: result.score, terms: result.terms });
      if (!scores.has(id)) scores.set(id, { score: 0, terms: new Set(), synonymTerms: new Set(), named: false });
    }
  }

  const matched = matchedTermWeights(docResults, typed, addedSet, typedWeights);
  const passageQuery = [...matched.keys()].join(" ");
  const passageOptions = { ...PASSAGE_QUERY_OPTIONS, boostTerm: (term: string) => matched.get(term) ?? 1, ...withFilter };
  const questionBest = bestPerDoc(matched.size > 0 ? indexes.questions.search(passageQuery, passageOptions) : []);
  const sectionResults = matched.size > 0 ? indexes.sections.search(passageQuery, passageOptions) : [];
  const sectionBest = bestPerDoc(sectionResults);
  const coverage = sectionCoverage(sectionResults, matched);
  const coverageBest = Math.max(0, ...coverage.values());

  const primaryBest = maxScore(scores.values());
  const scale = (weight: number, best: number) => (best === 0 ? 0 : primaryBest > 0 ? (weight * primaryBest) / best : 1);
  const synonymScale = scale(SYNONYM_WEIGHT, Math.max(0, ...synonymBest.values()));
  const questionScale = scale(QUESTION_WEIGHT, maxScore(questionBest.values()));
  const sectionScale = scale(SECTION_WEIGHT, maxScore(sectionBest.values()));
  const hindiScale = scale(HINDI_WEIGHT, maxScore(hindiBest.values()));

  const ranked = [...scores.entries()]
    .map(([id, entry]) => ({
      id,
      entry,
      score:
        KIND_WEIGHTS[getDoc(id)?.kind ?? "glossary"] *
        (entry.score +
          (entry.named ? NAME_WEIGHT * primaryBest : 0) +
          synonymScale * (synonymBest.get(id) ?? 0) +
          questionScale * (questionBest.get(id)?.score ?? 0) +
          sectionScale * (sectionBest.get(id)?.score ?? 0) +
          hindiScale * (hindiBest.get(id)?.score ?? 0) +
          (coverageBest > 0 ? COVERAGE_WEIGHT * primaryBest * ((coverage.get(id) ?? 0) / coverageBest) ** 2 : 0)),
    }))
    .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));

  const limit = Math.max(1, Math.min(options.limit ?? 5, 50));
  const lang = options.lang ?? defaultSearchLang(typedQuery);
  const hits: SearchHit[] = [];
  for (const { id, entry, score } of ranked.slice(0, limit)) {
    const doc = getDoc(id);
    if (!doc) continue;
    const section = sectionBest.get(id);
    const preferred = section ? docPassages(doc).find((passage) => passage.key === section.key) : undefined;
    const excerpt = makeExcerpt(
      doc,
      { typed: new Set([...entry.terms, ...(section?.terms ?? [])]), synonyms: entry.synonymTerms },
      preferred,
    );
    const anchor = excerpt?.passage.anchor;
    const translated = lang === "hi" ? getTranslation(id, "hi") : undefined;
    if (translated) {
      // The same section in the translation (it keeps its English page's anchors), with the Hindi words that matched.
      const hindiTerms = new Set([...(hindiBest.get(id)?.terms ?? []), ...termsOf(hindiWords.join(" "))]);
      const inHindi = makeExcerpt(
        translated,
        { typed: hindiTerms, synonyms: new Set() },
        anchor ? docPassages(translated).find((passage) => passage.anchor === anchor) : undefined,
      );
      const hindiAnchor = inHindi?.passage.anchor;
      hits.push({
        doc: translated,
        score: Math.round(score * 100) / 100,
        excerpt: inHindi?.text ?? translated.summary,
        ...(inHindi && hindiAnchor ? { section: { heading: inHindi.passage.heading, anchor: hindiAnchor } } : {}),
      });
      continue;
    }
    hits.push({
      doc,
      score: Math.round(score * 100) / 100,
      excerpt: excerpt?.text ?? "",
      ...(excerpt && anchor ? { section: { heading: excerpt.passage.heading, anchor } } : {}),
    });
  }
  return { hits, total: ranked.length, expandedWith, lang };
}
