import { DocCard } from "@/components/content/doc-card";
import { KindIndex, kindIndexMetadata } from "@/components/content/kind-index";
import { getDocsByKind } from "@/lib/content";

export const metadata = kindIndexMetadata("help");

export default function HelpCentrePage() {
  return (
    <KindIndex kind="help">
      <div className="grid">
        {getDocsByKind("help").map((doc) => (
          <DocCard key={doc.id} doc={doc} headingLevel={2} />
        ))}
      </div>
    </KindIndex>
  );
}
