import { SYNONYM_GROUPS } from "./data/synonyms";
import { containsPhrase, terms } from "./tokenize";

interface Phrase {
  text: string;
  terms: string[];
}

/** Each group's phrases with their terms, prepared once. */
let groups: Phrase[][] | undefined;

function preparedGroups(): Phrase[][] {
  groups ??= SYNONYM_GROUPS.map((group) => group.map((text) => ({ text, terms: terms(text) })).filter((phrase) => phrase.terms.length > 0));
  return groups;
}

/**
 * The other names for what the query mentions: for "jantri rate gujarat",
 * "circle rate", "guideline value", "ready reckoner" and the rest of that
 * group. Returns phrases (as text) that the query does not already contain.
 */
export function expandSynonyms(query: string): string[] {
  const queryTerms = terms(query);
  const out = new Set<string>();
  for (const group of preparedGroups()) {
    if (!group.some((phrase) => containsPhrase(queryTerms, phrase.terms))) continue;
    for (const phrase of group) {
      if (!containsPhrase(queryTerms, phrase.terms)) out.add(phrase.text);
    }
  }
  return [...out];
}
