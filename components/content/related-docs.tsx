import type { Doc } from "@/lib/content";
import { DocCard } from "./doc-card";

export function RelatedDocs({ docs }: { docs: readonly Doc[] }) {
  if (docs.length === 0) return null;
  return (
    <section className="doc-related" aria-labelledby="doc-related">
      <h2 id="doc-related">Related</h2>
      <div className="grid">
        {docs.map((doc) => (
          <DocCard key={doc.id} doc={doc} showKind />
        ))}
      </div>
    </section>
  );
}
