import { HelpCentre } from "@/components/content/help-centre";
import { KindIndex, kindIndexMetadata } from "@/components/content/kind-index";

export const metadata = kindIndexMetadata("help");

export default function HelpCentrePage() {
  return (
    <KindIndex kind="help">
      <HelpCentre />
    </KindIndex>
  );
}
