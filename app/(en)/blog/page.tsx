import { DocCard } from "@/components/content/doc-card";
import { KindIndex, kindIndexMetadata } from "@/components/content/kind-index";
import { getDocsByKind } from "@/lib/content";

export const metadata = kindIndexMetadata("blog");

/** Newest first (getDocsByKind orders blog posts by publication date). */
export default function BlogPage() {
  return (
    <KindIndex kind="blog">
      <div className="post-list">
        {getDocsByKind("blog").map((doc) => (
          <DocCard key={doc.id} doc={doc} headingLevel={2} />
        ))}
      </div>
    </KindIndex>
  );
}
