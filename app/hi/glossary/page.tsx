import { GlossaryIndex } from "@/components/content/glossary-index";
import { KindIndex, kindIndexMetadata } from "@/components/content/kind-index";
import { getTranslationsByKind } from "@/lib/content";

export const metadata = kindIndexMetadata("glossary", "hi");

export default function HindiGlossaryPage() {
  return (
    <KindIndex kind="glossary" locale="hi">
      <GlossaryIndex docs={getTranslationsByKind("glossary", "hi")} locale="hi" />
    </KindIndex>
  );
}
