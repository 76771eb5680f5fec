import { DocCard } from "@/components/content/doc-card";
import { KindIndex, kindIndexMetadata } from "@/components/content/kind-index";
import { getTranslationsByKind } from "@/lib/content";

export const metadata = kindIndexMetadata("guide", "hi");

export default function HindiGuidesPage() {
  return (
    <KindIndex kind="guide" locale="hi">
      <div className="grid">
        {getTranslationsByKind("guide", "hi").map((doc) => (
          <DocCard key={doc.id} doc={doc} headingLevel={2} locale="hi" />
        ))}
      </div>
    </KindIndex>
  );
}
