import type { Metadata } from "next";
import { ClientMessages } from "@/components/site/client-messages";
import { JsonLd } from "@/components/site/json-ld";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { MESSAGES, translator } from "@/lib/i18n/messages";
import { pageAlternates } from "@/lib/i18n/page-languages";
import { breadcrumbList } from "@/lib/structured-data";
import { DemoForm } from "./demo-form";

export function demoPageMetadata(locale: Locale): Metadata {
  const t = translator(locale, "demo");
  return { title: t("title"), description: t("description"), alternates: pageAlternates("/demo", locale) };
}

const COVER = ["cover1", "cover2", "cover3", "cover4", "cover5"] as const;

/** The demo-request page in a language: what the demo covers, and the form. */
export function DemoPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "demo");
  const home = translator(locale, "content")("home");
  return (
    <div className="container">
      <JsonLd entities={[breadcrumbList([{ label: home, href: localePath("/", locale) }, { label: t("title") }])]} />
      <header className="page-header">
        <p className="eyebrow">{t("eyebrow")}</p>
        <h1>{t("heading")}</h1>
        <p>{t("lead")}</p>
      </header>
      <div className="two-col">
        <ClientMessages locale={locale} messages={{ demo: MESSAGES[locale].demo }}>
          <DemoForm privacyPath={localePath("/privacy", locale)} />
        </ClientMessages>
        <aside className="card" aria-labelledby="demo-what-you-get">
          <h2 id="demo-what-you-get" style={{ fontSize: "1.15rem", marginTop: 0 }}>
            {t("coverHeading")}
          </h2>
          <ul className="checklist">
            {COVER.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
          <p style={{ marginTop: "1.2rem" }}>{t("reply")}</p>
        </aside>
      </div>
    </div>
  );
}
