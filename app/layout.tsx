import type { Metadata } from "next";
import type { ReactNode } from "react";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { getConfig } from "@/lib/config/env";
import { SITE } from "@/lib/site";
import "./globals.css";

export function generateMetadata(): Metadata {
  const config = getConfig();
  return {
    metadataBase: new URL(config.siteUrl),
    title: { default: `${SITE.name}: ${SITE.tagline}`, template: `%s | ${SITE.name}` },
    description: SITE.description,
    openGraph: { siteName: SITE.name, type: "website" },
    robots: config.isStaging ? { index: false, follow: false } : undefined,
  };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <body>
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
