import Link from "next/link";
import { docUrl, KIND_INFO, type Doc } from "@/lib/content";
import { formatDate } from "./format-date";

/** A document as a card: kind (optional), title, summary and, for blog posts, the publication date. */
export function DocCard({ doc, showKind = false, headingLevel = 3 }: { doc: Doc; showKind?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Link href={docUrl(doc)} className="card doc-card">
      {showKind && <p className="doc-kind">{KIND_INFO[doc.kind].singular}</p>}
      <Heading>{doc.title}</Heading>
      {doc.published && (
        <p className="doc-date">
          <time dateTime={doc.published}>{formatDate(doc.published)}</time>
        </p>
      )}
      <p>{doc.summary}</p>
    </Link>
  );
}
