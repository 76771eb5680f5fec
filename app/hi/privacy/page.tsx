import { PrivacyPage, privacyPageMetadata } from "@/components/privacy/privacy-page";

export const metadata = privacyPageMetadata("hi");

// The grievance contact and retention period come from the deployment's configuration.
export const dynamic = "force-dynamic";

export default function HindiPrivacyPage() {
  return <PrivacyPage locale="hi" />;
}
