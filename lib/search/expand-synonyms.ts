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
 * A phrase made only of `passive` terms (words the query mentions but is not
 * about) brings in no group.
 */
export function expandSynonyms(query: string, passive: ReadonlySet<string> = new Set()): string[] {
  const queryTerms = terms(query);
  const out = new Set<string>();
  for (const group of preparedGroups()) {
    const triggers = (phrase: Phrase) => containsPhrase(queryTerms, phrase.terms) && !phrase.terms.every((term) => passive.has(term));
    if (!group.some(triggers)) continue;
    for (const phrase of group) {
      if (!containsPhrase(queryTerms, phrase.terms)) out.add(phrase.text);
    }
  }
  return [...out];
}

/**
 * The phrases of the query that brought `phrase` in (the members of its
 * group the query contains, as `expandSynonyms` triggers them), as terms.
 */
export function synonymTriggers(query: string, phrase: string, passive: ReadonlySet<string> = new Set()): string[][] {
  const queryTerms = terms(query);
  const group = preparedGroups().find((members) => members.some((member) => member.text === phrase));
  if (!group) return [];
  return group
    .filter((member) => containsPhrase(queryTerms, member.terms) && !member.terms.every((term) => passive.has(term)))
    .map((member) => member.terms);
}
