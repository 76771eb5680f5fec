import { getConfig } from "@/lib/config/env";
import { CONTENT_SIGNAL } from "@/lib/site";
import { absolute, DISCOVERY_PATHS } from "./discovery-urls";

/**
 * robots.txt: staging is closed to every crawler; production is open (AI
 * crawlers included), API internals aside, with the Content Signals policy
 * (see CONTENT_SIGNAL) and both sitemaps. Only directives every checker knows:
 * the AI catalog is advertised by every page's `Link: rel="ai-catalog"` header and
 * `<link rel="ai-catalog">`, not by an `Agentmap:` line, which Lighthouse's
 * robots-txt audit rejects as an unknown directive.
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
    "",
  ].join("\n");
}
