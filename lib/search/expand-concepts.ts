import { CONCEPTS } from "./data/concepts";
import {
  REGIONAL_NAMES,
  REGIONAL_TOPICS,
  type RegionalTopic,
  STATE_RATE_NAME,
  STATE_RATE_TOPIC,
  STATES_AND_UTS,
} from "./data/regional-names";
import { readHindi } from "./read-hindi";
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

let preparedStateRates: { topic: string[][]; places: string[][] } | undefined;

/**
 * Whether a query asks for a state's stamp duty or registration charges: it
 * is on that topic (typed, or through the concept table's `means`) and names
 * a state, a union territory or a city listed in `REGIONAL_NAMES`.
 */
function asksStateRate(queryTerms: readonly string[], means: readonly string[]): boolean {
  preparedStateRates ??= {
    topic: STATE_RATE_TOPIC.map(terms),
    places: [...STATES_AND_UTS, ...REGIONAL_NAMES.flatMap((region) => region.places)].map(terms).filter((place) => place.length > 0),
  };
  const { topic, places } = preparedStateRates;
  const meant = means.map(terms);
  const onTopic = topic.some((phrase) => containsPhrase(queryTerms, phrase) || meant.some((m) => containsPhrase(m, phrase)));
  return onTopic && places.some((place) => containsPhrase(queryTerms, place));
}

/**
 * The corpus terms for the everyday words in a query: for "is there a loan
 * on this plot", "encumbrance certificate". See `CONCEPTS`. Hindi words in
 * Devanagari are first read as their English terms (`readHindi`), which
 * are returned too. A query on the
 * government value or the record of rights that names a place also gets the
 * state's own name for it (see `REGIONAL_NAMES`).
 */
export function expandConcepts(query: string): string[] {
  // A question in Hindi is read into English first, and the concept table reads that reading.
  const { reading: queryTerms, english } = readHindi(terms(query));
  const out = new Set<string>(english);
  for (const concept of preparedConcepts()) {
    if (concept.says.some((phrase) => containsPhrase(queryTerms, phrase))) out.add(concept.means);
  }
  for (const name of regionalNames(queryTerms, [...out])) out.add(name);
  if (asksStateRate(queryTerms, [...out])) out.add(STATE_RATE_NAME);
  return [...out];
}
