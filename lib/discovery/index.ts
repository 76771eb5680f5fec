export { AGENT_SKILLS_SCHEMA, renderAgentSkillsIndex } from "./agent-skills";
export { renderAiCatalog } from "./ai-catalog";
export { API_CATALOG_MEDIA_TYPE, apiCatalogLinkHeader, renderApiCatalog } from "./api-catalog";
export { absolute, DISCOVERY_PATHS, serverCardPath, TOOL_SERVERS, wellKnownServerCardPath } from "./discovery-urls";
export { sha256Digest } from "./documents";
export { renderLlmsFullTxt } from "./llms-full-txt";
export { renderLlmsTxt } from "./llms-txt";
export { markdownSite } from "./markdown-site";
export { renderRobots } from "./robots";
export { renderServerCard, renderWellKnownServerCard } from "./server-card";
export {
  REGISTRY_SERVER_SCHEMA,
  registryFiles,
  registryServerJson,
  SERVER_CARD_MEDIA_TYPE,
  SERVER_CARD_SCHEMA,
  serverListing,
} from "./server-listing";
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
export { docsServerWithSkills, findSkill, renderSkillMd, SKILL_SOURCE, SKILLS, skillDocument, skillPath } from "./skills";
