import { GlossaryIndex } from "@/components/content/glossary-index";
import { KindIndex, kindIndexMetadata } from "@/components/content/kind-index";
import { JsonLd } from "@/components/site/json-ld";
import { getDocsByKind } from "@/lib/content";
import { glossaryTermSet } from "@/lib/structured-data";

export const metadata = kindIndexMetadata("glossary");

export default function GlossaryPage() {
  return (
    <KindIndex kind="glossary">
      <JsonLd entities={[glossaryTermSet()]} />
      <GlossaryIndex docs={getDocsByKind("glossary")} />
    </KindIndex>
  );
}
