import { GlossaryIndex } from "@/components/content/glossary-index";
import { KindIndex, kindIndexMetadata } from "@/components/content/kind-index";
import { getDocsByKind } from "@/lib/content";

export const metadata = kindIndexMetadata("glossary");

export default function GlossaryPage() {
  return (
    <KindIndex kind="glossary">
      <GlossaryIndex docs={getDocsByKind("glossary")} />
    </KindIndex>
  );
}
