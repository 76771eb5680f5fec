import { CONCEPTS } from "./data/concepts";
import { REGIONAL_NAMES, REGIONAL_TOPICS, type RegionalTopic } from "./data/regional-names";
import { containsPhrase, terms } from "./tokenize";

/** Each concept's everyday phrases as terms, prepared once. */
let prepared: { says: string[][]; means: string }[] | undefined;

function preparedConcepts() {
  prepared ??= CONCEPTS.map((concept) => ({
    says: concept.says.map(terms).filter((phrase) => phrase.length > 0),
    means: concept.means,
  }));
  return prepared;
}

let preparedRegions: { places: string[][]; names: Partial<Record<RegionalTopic, string>> }[] | undefined;
let preparedTopics: [RegionalTopic, string[][]][] | undefined;

function regions() {
  preparedRegions ??= REGIONAL_NAMES.map((region) => ({ places: region.places.map(terms), names: region.names }));
  preparedTopics ??= (Object.entries(REGIONAL_TOPICS) as [RegionalTopic, readonly string[]][]).map(([topic, phrases]) => [
    topic,
    phrases.map(terms),
  ]);
  return { regions: preparedRegions, topics: preparedTopics };
}

/**
 * The state's own names for the topics a query is about, when it names a
 * place in that state: "government rate in pune" also means "ready
 * reckoner". `means` are the concept table's expansions of the query, which
 * can put it on a topic in everyday words ("sarkari rate" → circle rate).
 */
function regionalNames(queryTerms: readonly string[], means: readonly string[]): string[] {
  const { regions: all, topics } = regions();
  const meant = means.map(terms);
  const onTopic = topics
    .filter(([, phrases]) => phrases.some((phrase) => containsPhrase(queryTerms, phrase) || meant.some((m) => containsPhrase(m, phrase))))
    .map(([topic]) => topic);
  if (onTopic.length === 0) return [];
  const out: string[] = [];
  for (const region of all) {
    if (!region.places.some((place) => containsPhrase(queryTerms, place))) continue;
    for (const topic of onTopic) {
      const name = region.names[topic];
      if (name) out.push(name);
    }
  }
  return out;
}

/**
 * The corpus terms for the everyday words in a query: for "is there a loan
 * on this plot", "encumbrance certificate". See `CONCEPTS`. A query on the
 * government value or the record of rights that names a place also gets the
 * state's own name for it (see `REGIONAL_NAMES`).
 */
export function expandConcepts(query: string): string[] {
  const queryTerms = terms(query);
  const out = new Set<string>();
  for (const concept of preparedConcepts()) {
    if (concept.says.some((phrase) => containsPhrase(queryTerms, phrase))) out.add(concept.means);
  }
  for (const name of regionalNames(queryTerms, [...out])) out.add(name);
  return [...out];
}
