/** The notes a calculator returned (assumptions, sources, regional caveats), as a short list. */
export function NotesList({ title, notes, testId }: { title: string; notes: readonly string[]; testId?: string }) {
  if (notes.length === 0) return null;
  return (
    <div className="calc-notes" data-testid={testId}>
      <h3>{title}</h3>
      <ul>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
