import { TERM_BASE } from "@/lib/i18n/term-base";
import { HINDI_WORDS } from "./data/hindi-words";
import { isDevanagari, terms } from "./tokenize";

interface Entry {
  hindi: string[];
  english: string;
}

let lexicon: Entry[] | undefined;

/** Every Hindi name of the term base and the everyday words, as terms, longest first. */
function entries(): Entry[] {
  if (!lexicon) {
    const named: Entry[] = [
      ...TERM_BASE.flatMap((term) => [term.hi, ...(term.also ?? [])].map((hindi) => ({ hindi: terms(hindi), english: term.en }))),
      ...HINDI_WORDS.flatMap(([names, english]) => names.map((hindi) => ({ hindi: terms(hindi), english }))),
    ];
    lexicon = named.filter((entry) => entry.hindi.length > 0).sort((a, b) => b.hindi.length - a.hindi.length);
  }
  return lexicon;
}

/**
 * A query's terms read into English: each Devanagari word or phrase the term
 * base or the everyday words name becomes its English terms, the longest
 * name first ("भूमि अधिग्रहण" is land acquisition, not land and
 * acquisition); every other term stays as it is, in its place. `english`
 * lists the English phrases read, once each.
 */
export function readHindi(queryTerms: readonly string[]): { reading: string[]; english: string[] } {
  const reading: string[] = [];
  const english = new Set<string>();
  let i = 0;
  while (i < queryTerms.length) {
    const term = queryTerms[i] ?? "";
    const match = isDevanagari(term) ? entries().find((entry) => entry.hindi.every((word, k) => queryTerms[i + k] === word)) : undefined;
    if (match) {
      reading.push(...terms(match.english));
      english.add(match.english);
      i += match.hindi.length;
    } else {
      reading.push(term);
      i += 1;
    }
  }
  return { reading, english: [...english] };
}
