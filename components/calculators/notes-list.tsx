/** A note as a person reads it: a one-line summary, details to fold, sources with their check dates. */
export interface NoteItem {
  summary: string;
  details?: string | null;
  sources?: readonly { title: string; url: string; checkedOn?: string | null }[];
}

function Sources({ sources }: { sources: NonNullable<NoteItem["sources"]> }) {
  if (sources.length === 0) return null;
  return (
    <ul className="calc-note-sources">
      {sources.map((source) => (
        <li key={source.url}>
          <a href={source.url}>{source.title}</a>
          {source.checkedOn ? <>, checked {source.checkedOn}</> : null}
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

function Note({ note }: { note: string | NoteItem }) {
  if (typeof note === "string") return <li>{note}</li>;
  const hasMore = Boolean(note.details) || (note.sources?.length ?? 0) > 0;
  return (
    <li>
      {hasMore ? (
        <details>
          <summary>{note.summary}</summary>
          {note.details ? (
            <p>
              <Linked text={note.details} />
            </p>
          ) : null}
          {note.sources?.length ? (
            <>
              <p className="calc-note-sources-title">Sources</p>
              <Sources sources={note.sources} />
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
 * with the operative rule first, its details and sources folded under it.
 */
export function NotesList({ title, notes, testId }: { title: string; notes: readonly (string | NoteItem)[]; testId?: string }) {
  if (notes.length === 0) return null;
  return (
    <div className="calc-notes" data-testid={testId}>
      <h3>{title}</h3>
      <ul>
        {notes.map((note) => (
          <Note key={typeof note === "string" ? note : note.summary} note={note} />
        ))}
      </ul>
    </div>
  );
}
