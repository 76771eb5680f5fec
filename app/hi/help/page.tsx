import { HelpCentre } from "@/components/content/help-centre";
import { KindIndex, kindIndexMetadata } from "@/components/content/kind-index";

export const metadata = kindIndexMetadata("help", "hi");

export default function HindiHelpCentrePage() {
  return (
    <KindIndex kind="help" locale="hi">
      <HelpCentre locale="hi" />
    </KindIndex>
  );
}
