import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { getConfig } from "@/lib/config/env";
import { DISCOVERY_PATHS } from "@/lib/discovery";
import { JsonLd } from "@/components/site/json-ld";
import { SITE, SITE_ICONS } from "@/lib/site";
import { organization, website } from "@/lib/structured-data";
import "./globals.css";

export function generateMetadata(): Metadata {
  const config = getConfig();
  return {
    metadataBase: new URL(config.siteUrl),
    title: { default: `${SITE.name}: ${SITE.tagline}`, template: `%s | ${SITE.name}` },
    description: SITE.description,
    openGraph: { siteName: SITE.name, type: "website" },
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

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        {/* The AI catalog (Agentic Resource Discovery), also in every page's Link header. */}
        <link rel="ai-catalog" href={DISCOVERY_PATHS.aiCatalog} />
      </head>
      <body>
        <JsonLd entities={[organization(), website()]} />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" data-main-content>
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
