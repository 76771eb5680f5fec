import { DocCard } from "@/components/content/doc-card";
import { KindIndex, kindIndexMetadata } from "@/components/content/kind-index";
import { getDocsByKind } from "@/lib/content";

export const metadata = kindIndexMetadata("guide");

export default function GuidesPage() {
  return (
    <KindIndex kind="guide">
      <div className="grid">
        {getDocsByKind("guide").map((doc) => (
          <DocCard key={doc.id} doc={doc} headingLevel={2} />
        ))}
      </div>
    </KindIndex>
  );
}
