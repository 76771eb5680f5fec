import { getConfig } from "@/lib/config/env";
import { CONTENT_SIGNAL } from "@/lib/site";
import { absolute, DISCOVERY_PATHS } from "./discovery-urls";

/**
 * robots.txt: staging is closed to every crawler; production is open (AI
 * crawlers included), API internals aside, with the Content Signals policy
 * (see CONTENT_SIGNAL) and the AI catalog (`Agentmap`). Lighthouse's robots-txt audit
 * rejects `Agentmap` as an unknown directive; the line stays on purpose (docs/content.md, "robots.txt
 * and Lighthouse").
 */
export function renderRobots(): string {
  if (getConfig().isStaging) {
    return "# Staging: same code as production, not for indexing.\nUser-agent: *\nDisallow: /\n";
  }
  return [
    "# Content Signals (https://contentsignals.org/): search and answering from the live page: yes; training: no.",
    "User-agent: *",
    `Content-Signal: ${CONTENT_SIGNAL}`,
    "Allow: /",
    "Allow: /api/docs",
    "Allow: /api/openapi.json",
    "Disallow: /api/",
    "Disallow: /agent/",
    "Disallow: /oauth2/",
    "",
    `Sitemap: ${absolute(DISCOVERY_PATHS.sitemapIndex)}`,
    `Sitemap: ${absolute(DISCOVERY_PATHS.sitemapXml)}`,
    `Agentmap: ${absolute(DISCOVERY_PATHS.aiCatalog)}`,
    "",
  ].join("\n");
}
