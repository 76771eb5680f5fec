import { PrivacyPage, privacyPageMetadata } from "@/components/privacy/privacy-page";

export const metadata = privacyPageMetadata("en");

// The grievance contact and retention period come from the deployment's configuration.
export const dynamic = "force-dynamic";

export default function EnglishPrivacyPage() {
  return <PrivacyPage locale="en" />;
}
