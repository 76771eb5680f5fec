import Link from "next/link";
import { docUrl, type Doc } from "@/lib/content";

interface LetterGroup {
  letter: string;
  anchor: string;
  docs: Doc[];
}

/** Entries grouped by the first letter of their title; titles starting with a digit ("7/12 extract") go under 0–9. */
export function groupAlphabetically(docs: readonly Doc[]): LetterGroup[] {
  const groups = new Map<string, Doc[]>();
  for (const doc of docs) {
    const first = doc.title.normalize("NFKD").charAt(0).toUpperCase();
    const letter = /[A-Z]/.test(first) ? first : "0–9";
    groups.set(letter, [...(groups.get(letter) ?? []), doc]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === "0–9" ? -1 : b === "0–9" ? 1 : a.localeCompare(b)))
    .map(([letter, entries]) => ({
      letter,
      anchor: letter === "0–9" ? "letter-0-9" : `letter-${letter.toLowerCase()}`,
      docs: entries.sort((a, b) => a.title.localeCompare(b.title, "en", { sensitivity: "base", numeric: true })),
    }));
}

/** The glossary A–Z: a letter bar, then each letter's entries with their summaries. */
export function GlossaryIndex({ docs }: { docs: readonly Doc[] }) {
  const groups = groupAlphabetically(docs);
  return (
    <>
      <nav className="letter-nav" aria-label="Glossary letters">
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
