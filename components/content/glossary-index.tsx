import Link from "next/link";
import { docUrl, type Doc } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";

interface LetterGroup {
  letter: string;
  anchor: string;
  docs: Doc[];
}

/**
 * Entries grouped by the first letter of their title; titles starting with a
 * digit ("7/12 extract") go under 0–9. Hindi titles group by their first
 * Devanagari letter (its vowel sign and nukta dropped), in Hindi order.
 */
export function groupAlphabetically(docs: readonly Doc[], locale: Locale = "en"): LetterGroup[] {
  const groups = new Map<string, Doc[]>();
  for (const doc of docs) {
    const first = doc.title.normalize("NFD").charAt(0);
    const letter = /[\u0900-\u097F]/.test(first) ? first : /[A-Za-z]/.test(first) ? first.toUpperCase() : "0–9";
    groups.set(letter, [...(groups.get(letter) ?? []), doc]);
  }
  const order = locale === "hi" ? "hi" : "en";
  const byTitle = (a: Doc, b: Doc) => a.title.localeCompare(b.title, order, { sensitivity: "base", numeric: true });
  return [...groups.entries()]
    .sort(([a], [b]) => (a === "0–9" ? -1 : b === "0–9" ? 1 : a.localeCompare(b, order)))
    .map(([letter, entries], index) => ({
      letter,
      anchor: letter === "0–9" ? "letter-0-9" : /[A-Z]/.test(letter) ? `letter-${letter.toLowerCase()}` : `letter-${index + 1}`,
      docs: entries.sort(byTitle),
    }));
}

/** The glossary A–Z: a letter bar, then each letter's entries with their summaries. */
export function GlossaryIndex({ docs, locale = "en" }: { docs: readonly Doc[]; locale?: Locale }) {
  const groups = groupAlphabetically(docs, locale);
  return (
    <>
      <nav className="letter-nav" aria-label={translator(locale, "content")("glossaryLetters")}>
        {groups.map((group) => (
          <a key={group.letter} href={`#${group.anchor}`}>
            {group.letter}
          </a>
        ))}
      </nav>
      {groups.map((group) => (
        <section key={group.letter} className="letter-group" aria-labelledby={group.anchor}>
          <h2 id={group.anchor}>{group.letter}</h2>
          <dl className="doc-list">
            {group.docs.map((doc) => (
              <div key={doc.id}>
                <dt>
                  <Link href={docUrl(doc)}>{doc.title}</Link>
                </dt>
                <dd>{doc.summary}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  );
}
