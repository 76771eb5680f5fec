import { CONCEPTS } from "./data/concepts";
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

/**
 * The corpus terms for the everyday words in a query: for "is there a loan
 * on this plot", "encumbrance certificate". See `CONCEPTS`.
 */
export function expandConcepts(query: string): string[] {
  const queryTerms = terms(query);
  const out = new Set<string>();
  for (const concept of preparedConcepts()) {
    if (concept.says.some((phrase) => containsPhrase(queryTerms, phrase))) out.add(concept.means);
  }
  return [...out];
}
