export { renderAgentSkillsIndex } from "./agent-skills";
export { API_CATALOG_MEDIA_TYPE, apiCatalogLinkHeader, renderApiCatalog } from "./api-catalog";
export { absolute, DISCOVERY_PATHS, serverCardPath, TOOL_SERVERS } from "./discovery-urls";
export { AGENT_RESOURCES, sha256Digest } from "./documents";
export { renderLlmsTxt } from "./llms-txt";
export { renderRobots } from "./robots";
export { renderServerCard } from "./server-card";
export { renderSitemap, renderSitemapIndex, SITEMAP_NAMES, sitemapPath, type SitemapName } from "./sitemaps";
export { sitePages } from "./site-pages";
