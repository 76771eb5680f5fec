import { getConfig } from "@/lib/config/env";
import { absolute, DISCOVERY_PATHS } from "./discovery-urls";

/** robots.txt: staging is closed to every crawler; production is open, API internals aside. */
export function renderRobots(): string {
  if (getConfig().isStaging) {
    return "# Staging: same code as production, not for indexing.\nUser-agent: *\nDisallow: /\n";
  }
  return [
    "User-agent: *",
    "Allow: /",
    "Allow: /api/docs",
    "Allow: /api/openapi.json",
    "Disallow: /api/",
    "Disallow: /agent/",
    "Disallow: /oauth2/",
    "",
    `Sitemap: ${absolute(DISCOVERY_PATHS.sitemapIndex)}`,
    "",
  ].join("\n");
}
