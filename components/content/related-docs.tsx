import type { Doc } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { DocCard } from "./doc-card";

export function RelatedDocs({ docs, locale = "en" }: { docs: readonly Doc[]; locale?: Locale }) {
  if (docs.length === 0) return null;
  return (
    <section className="doc-related" aria-labelledby="doc-related">
      <h2 id="doc-related">{translator(locale, "content")("related")}</h2>
      <div className="grid">
        {docs.map((doc) => (
          <DocCard key={doc.id} doc={doc} showKind locale={locale} />
        ))}
      </div>
    </section>
  );
}
