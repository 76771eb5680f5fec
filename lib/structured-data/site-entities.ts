import type { Organization, WebSite } from "schema-dts";
import { getConfig } from "@/lib/config/env";
import { SITE, SITE_ICONS } from "@/lib/site";

/** Absolute URL of a path on this environment's base address. */
export const siteUrl = (path: string) => `${getConfig().siteUrl}${path}`;

/** `@id`s that other entities point at instead of repeating the company. */
export const ENTITY_IDS = {
  organization: () => siteUrl("/#organization"),
  website: () => siteUrl("/#website"),
  glossary: () => siteUrl("/glossary#terms"),
};

export function organization(): Organization {
  return {
    "@type": "Organization",
    "@id": ENTITY_IDS.organization(),
    name: SITE.name,
    url: siteUrl("/"),
    logo: siteUrl(SITE_ICONS.png.path),
    description: SITE.description,
  };
}

export function website(): WebSite {
  return {
    "@type": "WebSite",
    "@id": ENTITY_IDS.website(),
    name: SITE.name,
    url: siteUrl("/"),
    description: SITE.description,
    inLanguage: "en-IN",
    publisher: { "@id": ENTITY_IDS.organization() },
  };
}
