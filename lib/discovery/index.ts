export { AGENT_SKILLS_SCHEMA, renderAgentSkillsIndex } from "./agent-skills";
export { renderAiCatalog } from "./ai-catalog";
export { API_CATALOG_MEDIA_TYPE, apiCatalogLinkHeader, renderApiCatalog } from "./api-catalog";
export { absolute, DISCOVERY_PATHS, serverCardPath, TOOL_SERVERS } from "./discovery-urls";
export { sha256Digest } from "./documents";
export { renderLlmsFullTxt } from "./llms-full-txt";
export { renderLlmsTxt } from "./llms-txt";
export { markdownSite } from "./markdown-site";
export { renderRobots } from "./robots";
export { renderServerCard } from "./server-card";
export { renderSitemapMd } from "./sitemap-md";
export {
  renderFullSitemap,
  renderSitemap,
  renderSitemapIndex,
  SITEMAP_NAMES,
  sitemapEntries,
  sitemapPath,
  type SitemapName,
} from "./sitemaps";
export { sitePages } from "./site-pages";
export { findSkill, renderSkillMd, SKILLS, skillDocument, skillPath } from "./skills";
