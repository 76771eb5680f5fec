import type { ReactNode } from "react";
import { DISCOVERY_PATHS } from "@/lib/discovery";
import { SiteShell, siteMetadata } from "@/components/site/site-shell";
import "../globals.css";

export function generateMetadata() {
  return siteMetadata("hi");
}

/** The Hindi site's root layout: every page under `/hi` is `<html lang="hi">`. */
export default function HindiLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell locale="hi" aiCatalog={DISCOVERY_PATHS.aiCatalog}>
      {children}
    </SiteShell>
  );
}
