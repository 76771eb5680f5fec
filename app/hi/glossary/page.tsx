import { GlossaryIndex } from "@/components/content/glossary-index";
import { KindIndex, kindIndexMetadata } from "@/components/content/kind-index";
import { JsonLd } from "@/components/site/json-ld";
import { getTranslationsByKind } from "@/lib/content";
import { glossaryTermSet } from "@/lib/structured-data";

export const metadata = kindIndexMetadata("glossary", "hi");

export default function HindiGlossaryPage() {
  return (
    <KindIndex kind="glossary" locale="hi">
      <JsonLd entities={[glossaryTermSet("hi")]} />
      <GlossaryIndex docs={getTranslationsByKind("glossary", "hi")} locale="hi" />
    </KindIndex>
  );
}
