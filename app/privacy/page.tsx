import type { Metadata } from "next";
import Link from "next/link";
import { JsonLd } from "@/components/site/json-ld";
import { getConfig } from "@/lib/config/env";
import { PRIVACY_NOTICE_VERSION } from "@/lib/leads/privacy-notice";
import { pageAlternates } from "@/lib/markdown/markdown-paths";
import { SITE } from "@/lib/site";
import { breadcrumbList } from "@/lib/structured-data";

export const metadata: Metadata = {
  title: "Privacy notice",
  description: "What we collect when you ask for a demo, why, how long we keep it, and how to see, correct or erase it.",
  alternates: pageAlternates("/privacy"),
};

// The grievance contact and retention period come from the deployment's configuration.
export const dynamic = "force-dynamic";

const SOURCES_CHECKED = "2026-11-23";
const MEITY_FRAMEWORK = "https://www.meity.gov.in/data-protection-framework";

export default function PrivacyPage() {
  const { privacyContactEmail, leads } = getConfig();
  return (
    <div className="container prose">
      <JsonLd entities={[breadcrumbList([{ label: "Home", href: "/" }, { label: "Privacy notice" }])]} />
      <header className="page-header">
        <p className="eyebrow">Privacy notice</p>
        <h1>How we handle the details you give us</h1>
        <p>
          Version {PRIVACY_NOTICE_VERSION}. {SITE.name} is the Data Fiduciary for the personal data described here, under India&rsquo;s
          Digital Personal Data Protection Act, 2023 and the Digital Personal Data Protection Rules, 2025.
        </p>
      </header>

      <h2 id="what">What we collect, and why</h2>
      <p>
        When you <Link href="/demo">request a demo</Link> (on this site, or through our API on your behalf), we collect your name and email
        address, and, if you give them, your phone number, company and message, and which product you want to see. We use them for one
        purpose: to arrange the demo and the conversation that follows it.
      </p>
      <p>
        With the request we also keep where you came from (campaign parameters such as <code>utm_source</code>, the page that linked to us,
        and the page you landed on), so we know which of our pages and campaigns help people, and a record of your consent: the version of
        this notice, the time, how the request reached us (our form, our API, or an automated agent), and whether you ticked the optional
        marketing box.
      </p>
      <p>
        We write to you about other products and events only if you ticked that box. You can untick it at any time by writing to us; asking
        for a demo never depends on it.
      </p>
      <p>
        Your request goes to our sales team by email and to our customer-relationship system. We do not sell it or share it with anyone
        else. Your IP address is used only to limit how many requests one network can send, for at most an hour, and is not stored with your
        request.
      </p>

      <h2 id="retention">How long we keep it</h2>
      <p>
        We keep a demo request for {leads.retentionDays} days after it arrives, then erase it automatically, along with any copy still
        waiting to be sent to our sales team. That is just over the one year the DPDP Rules, 2025 (rule 8(3)) ask us to keep records of
        processing, and long enough for a typical purchase decision. If you ask us to erase it sooner, we do.
      </p>

      <h2 id="rights">Your rights</h2>
      <ul>
        <li>
          <strong>Access:</strong> a summary of the personal data we hold about you and what we do with it, and who we have shared it with
          (section 11 of the Act).
        </li>
        <li>
          <strong>Correction and erasure:</strong> we correct, complete or update your details, or erase them (section 12). After erasure
          nothing of the request remains; if you ask for a demo again later, that is a new request.
        </li>
        <li>
          <strong>Withdrawing consent:</strong> as easily as you gave it (section 6(4)). Write to the address below and we stop processing
          and erase your request; withdrawing does not affect what was done before.
        </li>
        <li>
          <strong>Nomination:</strong> you may name someone to exercise these rights if you cannot (section 14).
        </li>
      </ul>

      <h2 id="contact">Contact and grievances</h2>
      <p>
        Write to <a href={`mailto:${privacyContactEmail}`}>{privacyContactEmail}</a> for any of the above, or with a complaint about how we
        handled your data. We answer every grievance within 90 days at the latest (rule 14(3) of the Rules; section 13 of the Act), usually
        much sooner, and may ask you to confirm it is your address before we act.
      </p>
      <p>
        If you are not satisfied with our answer, you may complain to the Data Protection Board of India, which works as a digital office
        (section 13(3) of the Act; rule 20 of the Rules).
      </p>

      <h2 id="sources">Sources</h2>
      <p>
        The Digital Personal Data Protection Act, 2023 and the Digital Personal Data Protection Rules, 2025, as published by the Ministry of
        Electronics and Information Technology: <a href={MEITY_FRAMEWORK}>{MEITY_FRAMEWORK}</a> (checked {SOURCES_CHECKED}). This notice
        describes our practice; it is not legal advice.
      </p>
    </div>
  );
}
