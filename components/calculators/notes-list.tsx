import { ENGLISH } from "./english-words";
import type { CalcWords } from "./words";

/** A note as a person reads it: a one-line summary, details to fold, sources with their check dates. */
export interface NoteItem {
  summary: string;
  details?: string | null;
  /** The language of the details where it is not the page's (research notes stay in English on the Hindi pages). */
  detailsLang?: string;
  sources?: readonly { title: string; url: string; checkedOn?: string | null }[];
}

function Sources({ sources, w }: { sources: NonNullable<NoteItem["sources"]>; w: CalcWords }) {
  if (sources.length === 0) return null;
  return (
    <ul className="calc-note-sources">
      {sources.map((source) => (
        <li key={source.url}>
          <a href={source.url}>{source.title}</a>
          {source.checkedOn ? w.t("notes.checked", { date: source.checkedOn }) : null}
        </li>
      ))}
    </ul>
  );
}

/** Text with the addresses in it as links (a finding or a regional note may cite a page inline). */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s)]+[^\s).,;])/);
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <a key={`${i}-${part}`} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

function Note({ note, w }: { note: string | NoteItem; w: CalcWords }) {
  if (typeof note === "string") return <li>{note}</li>;
  const hasMore = Boolean(note.details) || (note.sources?.length ?? 0) > 0;
  return (
    <li>
      {hasMore ? (
        <details>
          <summary>{note.summary}</summary>
          {note.details ? (
            <p lang={note.detailsLang}>
              <Linked text={note.details} />
            </p>
          ) : null}
          {note.sources?.length ? (
            <>
              <p className="calc-note-sources-title">{w.t("notes.sources")}</p>
              <Sources sources={note.sources} w={w} />
            </>
          ) : null}
        </details>
      ) : (
        note.summary
      )}
    </li>
  );
}

/**
 * The notes a calculator returned (assumptions, sources, regional caveats), as a short list: each note one line
 * with the operative rule first, its details and sources folded under it. On a page in another language whose
 * notes keep English details, a line says so and links the same result on the English page.
 */
export function NotesList({
  title,
  notes,
  testId,
  w = ENGLISH,
}: {
  title: string;
  notes: readonly (string | NoteItem)[];
  testId?: string;
  w?: CalcWords;
}) {
  if (notes.length === 0) return null;
  const english = notes.some((note) => typeof note !== "string" && note.detailsLang === "en");
  return (
    <div className="calc-notes" data-testid={testId}>
      <h3>{title}</h3>
      {english && w.locale !== "en" ? (
        <p className="calc-notes-language">
          {w.t("notesEnglish.lead")}{" "}
          {w.englishHref ? (
            <a href={w.englishHref} hrefLang="en-IN">
              {w.t("notesEnglish.link")}
            </a>
          ) : null}
        </p>
      ) : null}
      <ul>
        {notes.map((note) => (
          // A Hindi lead can repeat ("a note from our research"); its English text does not.
          <Note key={typeof note === "string" ? note : `${note.summary}|${note.details ?? ""}`} note={note} w={w} />
        ))}
      </ul>
    </div>
  );
}
