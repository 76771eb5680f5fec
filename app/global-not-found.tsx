import { DISCOVERY_PATHS } from "@/lib/discovery";
import { NotFoundPage, notFoundMetadata } from "@/components/search/not-found-page";
import { SiteShell } from "@/components/site/site-shell";
import "./globals.css";

export const metadata = notFoundMetadata();

/** An address no route matches, in either language (each language has its own root layout, so this one renders its own document). */
export default function GlobalNotFound() {
  return (
    <SiteShell locale="en" aiCatalog={DISCOVERY_PATHS.aiCatalog}>
      <NotFoundPage />
    </SiteShell>
  );
}
