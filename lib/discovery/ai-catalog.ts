import { SITE, SITE_ICONS } from "@/lib/site";
import { absolute, DISCOVERY_PATHS, serverCardPath, TOOL_SERVERS } from "./discovery-urls";
import { SKILLS, skillPath } from "./skills";

/** Standard ARD media types (agenticresourcediscovery.org), and the plain ones of our other documents. */
const MEDIA_TYPES = {
  mcpServerCard: "application/mcp-server-card+json",
  skill: 'text/markdown; profile="urn:air:agent-skills"',
  openApi: "application/openapi+json",
  skillsIndex: "application/json",
  llmsTxt: "text/plain",
} as const;

/** Natural-language queries per tool server, for catalogs that index them (2 to 5 each). */
const SERVER_QUERIES: Record<string, readonly string[]> = {
  "/mcp": ["convert bigha to acres", "stamp duty on a land purchase in India", "land investment return calculator"],
  "/mcp/docs": ["what is a 7/12 extract", "land due diligence checklist India", "search land acquisition guides"],
};

interface CatalogEntry {
  identifier: string;
  displayName: string;
  type: string;
  url: string;
  description: string;
  representativeQueries?: readonly string[];
  tags?: readonly string[];
}

/**
 * /.well-known/ai-catalog.json (Agentic Resource Discovery 1.0): the tool
 * servers, the skills, the API's OpenAPI document, the skills index and
 * llms.txt, generated from the same sources as the API catalog.
 */
export function renderAiCatalog(): string {
  const publisher = new URL(absolute("/")).hostname;
  const urn = (namespace: string, name: string) => `urn:air:${publisher}:${namespace}:${name}`;
  const entries: CatalogEntry[] = [
    ...TOOL_SERVERS.map((server) => ({
      identifier: urn("mcp", server.path.replace(/^\//, "").replace(/\//g, "-")),
      displayName: server.title,
      type: MEDIA_TYPES.mcpServerCard,
      url: absolute(serverCardPath(server)),
      description: server.description,
      representativeQueries: SERVER_QUERIES[server.path],
      tags: server.tools.map((tool) => tool.name),
    })),
    ...SKILLS.map((skill) => ({
      identifier: urn("skill", skill.name),
      displayName: skill.name,
      type: MEDIA_TYPES.skill,
      url: absolute(skillPath(skill)),
      description: skill.description,
      representativeQueries: skill.representativeQueries,
    })),
    {
      identifier: urn("api", "public-api"),
      displayName: `${SITE.name} public API (OpenAPI)`,
      type: MEDIA_TYPES.openApi,
      url: absolute(DISCOVERY_PATHS.openApi),
      description: "The public API (demo requests, health) as an OpenAPI 3.0 document.",
      representativeQueries: ["request a demo of land acquisition software", "check the API's health"],
    },
    {
      identifier: urn("skills", "index"),
      displayName: "Agent skills index",
      type: MEDIA_TYPES.skillsIndex,
      url: absolute(DISCOVERY_PATHS.agentSkills),
      description: "Agent Skills Discovery 0.2.0 index of the skills above, with SHA-256 digests.",
      representativeQueries: ["skills for land calculations", "how to use this site's tools"],
    },
    {
      identifier: urn("docs", "llms-txt"),
      displayName: "llms.txt",
      type: MEDIA_TYPES.llmsTxt,
      url: absolute(DISCOVERY_PATHS.llmsTxt),
      description: "The site's pages, guides, help, glossary, API and tool servers, for language models.",
      representativeQueries: ["land acquisition guides India", "glossary of Indian land terms"],
    },
  ];
  const catalog = {
    specVersion: "1.0",
    host: {
      displayName: SITE.name,
      identifier: `did:web:${publisher}`,
      documentationUrl: absolute("/developers"),
      logoUrl: absolute(SITE_ICONS.png.path),
    },
    entries,
  };
  return JSON.stringify(catalog, null, 2);
}
