import Link from "next/link";
import { docUrl, type Doc } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import { formatDate } from "./format-date";
import { kindWords } from "./kind-words";

/** A document as a card: kind (optional), title, summary and, for blog posts, the publication date. */
export function DocCard({
  doc,
  showKind = false,
  headingLevel = 3,
  locale = "en",
}: {
  doc: Doc;
  showKind?: boolean;
  headingLevel?: 2 | 3;
  locale?: Locale;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Link href={docUrl(doc)} className="card doc-card" hrefLang={locale === "hi" && !doc.translation ? "en" : undefined}>
      {showKind && <p className="doc-kind">{kindWords(doc.kind, locale).singular}</p>}
      <Heading>{doc.title}</Heading>
      {doc.published && (
        <p className="doc-date">
          <time dateTime={doc.published}>{formatDate(doc.published, locale)}</time>
        </p>
      )}
      <p>{doc.summary}</p>
    </Link>
  );
}
