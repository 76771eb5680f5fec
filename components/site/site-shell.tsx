import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getConfig } from "@/lib/config/env";
import { LOCALE_INFO, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { SITE, SITE_ICONS } from "@/lib/site";
import { organization, website } from "@/lib/structured-data";
import { JsonLd } from "./json-ld";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The metadata every page of a language starts from: title template, description, icons, robots on staging. */
export function siteMetadata(locale: Locale): Metadata {
  const config = getConfig();
  const t = translator(locale, "meta");
  return {
    metadataBase: new URL(config.siteUrl),
    title: { default: `${SITE.name}: ${t("tagline")}`, template: `%s | ${SITE.name}` },
    description: t("description"),
    openGraph: { siteName: SITE.name, type: "website", locale: locale === "hi" ? "hi_IN" : "en_IN" },
    robots: config.isStaging ? { index: false, follow: false } : undefined,
    icons: {
      icon: [
        { url: SITE_ICONS.favicon.path, sizes: SITE_ICONS.favicon.sizes },
        { url: SITE_ICONS.svg.path, type: SITE_ICONS.svg.mimeType },
      ],
      apple: { url: SITE_ICONS.apple.path, sizes: SITE_ICONS.apple.sizes },
    },
  };
}

/**
 * The document of every page in one language: `<html lang>`, the skip link,
 * header, main and footer. Each language has its own root layout built on
 * this, so a Hindi page is `<html lang="hi">` from the server, with no script.
 * `aiCatalog` is the AI catalog's path, which the layouts read from the
 * discovery layer (a component folder does not depend on it).
 */
export function SiteShell({ locale, aiCatalog, children }: { locale: Locale; aiCatalog: string; children: ReactNode }) {
  const t = translator(locale, "site");
  return (
    <html lang={LOCALE_INFO[locale].htmlLang}>
      <head>
        {/* The AI catalog (Agentic Resource Discovery), also in every page's Link header. */}
        <link rel="ai-catalog" href={aiCatalog} />
      </head>
      <body>
        <JsonLd entities={[organization(), website()]} />
        <a className="skip-link" href="#main">
          {t("skipToContent")}
        </a>
        <SiteHeader locale={locale} />
        <main id="main" data-main-content>
          {children}
        </main>
        <SiteFooter locale={locale} />
      </body>
    </html>
  );
}
