import type { SoftwareApplication, WebApplication } from "schema-dts";
import { SITE } from "@/lib/site";
import { ENTITY_IDS, siteUrl } from "./site-entities";

/** The product the site sells. */
export function product(): SoftwareApplication {
  return {
    "@type": "SoftwareApplication",
    "@id": siteUrl("/#software"),
    name: SITE.name,
    description: SITE.description,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web browser",
    url: siteUrl("/"),
    publisher: { "@id": ENTITY_IDS.organization() },
  };
}

/** One free calculator page. */
export function calculatorApplication(page: { title: string; summary: string; path: string }): WebApplication {
  return {
    "@type": "WebApplication",
    name: page.title,
    description: page.summary,
    url: siteUrl(page.path),
    applicationCategory: "FinanceApplication",
    operatingSystem: "Any",
    browserRequirements: "Any modern web browser",
    isAccessibleForFree: true,
    provider: { "@id": ENTITY_IDS.organization() },
  };
}
