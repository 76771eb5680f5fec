import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { JsonLd } from "@/components/site/json-ld";
import { getConfig } from "@/lib/config/env";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { pageAlternates } from "@/lib/i18n/page-languages";
import { PRIVACY_NOTICE_VERSION } from "@/lib/leads/privacy-notice";
import { SITE } from "@/lib/site";
import { breadcrumbList } from "@/lib/structured-data";

const SOURCES_CHECKED = "2026-11-23";
const MEITY_FRAMEWORK = "https://www.meity.gov.in/data-protection-framework";

export function privacyPageMetadata(locale: Locale): Metadata {
  const t = translator(locale, "privacy");
  return { title: t("title"), description: t("description"), alternates: pageAlternates("/privacy", locale) };
}

/**
 * The privacy notice, in English or Hindi (the DPDP Rules give a Data
 * Principal the notice in English or a language of the Eighth Schedule). Both
 * are one structure with their words in the messages, so the two cannot list
 * different sections, rights or numbers; the version is the same notice's.
 */
export function PrivacyPage({ locale }: { locale: Locale }) {
  const { privacyContactEmail, leads } = getConfig();
  const t = translator(locale, "privacy");
  const other: Locale = locale === "en" ? "hi" : "en";
  const tags = {
    strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
    code: (chunks: ReactNode) => <code>{chunks}</code>,
    demo: (chunks: ReactNode) => <Link href={localePath("/demo", locale)}>{chunks}</Link>,
    mail: () => <a href={`mailto:${privacyContactEmail}`}>{privacyContactEmail}</a>,
    source: () => <a href={MEITY_FRAMEWORK}>{MEITY_FRAMEWORK}</a>,
    other: (chunks: ReactNode) => (
      <a href={localePath("/privacy", other)} hrefLang={other === "hi" ? "hi" : "en-IN"} lang={other === "hi" ? "hi" : "en-IN"}>
        {chunks}
      </a>
    ),
  };
  return (
    <div className="container prose">
      <JsonLd
        entities={[
          breadcrumbList([{ label: translator(locale, "content")("home"), href: localePath("/", locale) }, { label: t("title") }]),
        ]}
      />
      <header className="page-header">
        <p className="eyebrow">{t("eyebrow")}</p>
        <h1>{t("heading")}</h1>
        <p>{t("version", { version: PRIVACY_NOTICE_VERSION, name: SITE.name })}</p>
        <p>{t.rich("languages", tags)}</p>
      </header>

      <h2 id="what">{t("whatHeading")}</h2>
      <p>{t.rich("what1", tags)}</p>
      <p>{t.rich("what2", tags)}</p>
      <p>{t("what3")}</p>
      <p>{t("what4")}</p>

      <h2 id="retention">{t("retentionHeading")}</h2>
      <p>{t("retention", { days: String(leads.retentionDays) })}</p>

      <h2 id="rights">{t("rightsHeading")}</h2>
      <ul>
        <li>{t.rich("rightAccess", tags)}</li>
        <li>{t.rich("rightCorrection", tags)}</li>
        <li>{t.rich("rightWithdraw", tags)}</li>
        <li>{t.rich("rightNomination", tags)}</li>
      </ul>

      <h2 id="contact">{t("contactHeading")}</h2>
      <p>{t.rich("contact1", tags)}</p>
      <p>{t("contact2")}</p>

      <h2 id="sources">{t("sourcesHeading")}</h2>
      <p>{t.rich("sources", { ...tags, checked: SOURCES_CHECKED })}</p>
    </div>
  );
}
