import type { ReactNode } from "react";
import { DISCOVERY_PATHS } from "@/lib/discovery";
import { SiteShell, siteMetadata } from "@/components/site/site-shell";
import "../globals.css";

export function generateMetadata() {
  return siteMetadata("en");
}

/** The English site's root layout (English is at the root, with no prefix). */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell locale="en" aiCatalog={DISCOVERY_PATHS.aiCatalog}>
      {children}
    </SiteShell>
  );
}
