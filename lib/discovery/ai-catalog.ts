import { getConfig } from "@/lib/config/env";
import { SITE, SITE_ICONS } from "@/lib/site";
import { absolute, serverCardPath, TOOL_SERVERS } from "./discovery-urls";
import { SERVER_CARD_MEDIA_TYPE, serverListing } from "./server-listing";
import { SKILLS, skillPath } from "./skills";

/**
 * The ARD discovery media types of our entries. The catalog lists only artefacts with one of
 * ARD's standard types (Lighthouse's `ard-schema` flags any other): the tool servers' cards and
 * the skills. The OpenAPI document, the skills index and llms.txt are found through the API
 * catalog, the `Link` headers and robots.txt instead.
 */
const MEDIA_TYPES = {
  mcpServerCard: SERVER_CARD_MEDIA_TYPE,
  skill: 'text/markdown; profile="urn:air:agent-skills"',
} as const;

/** Natural-language queries per tool server, for catalogs that index them (2 to 5 each). */
const SERVER_QUERIES: Record<string, readonly string[]> = {
  "/mcp": ["convert bigha to acres", "stamp duty on a land purchase in India", "land investment return calculator"],
  "/mcp/docs": [
    "what is a 7/12 extract",
    "land due diligence checklist India",
    "search land acquisition guides",
    "बीघा कितने वर्ग फुट का होता है",
  ],
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
 * /.well-known/ai-catalog.json (Agentic Resource Discovery 1.0): the tool servers (by their
 * SEP-2127 Server Cards) and the skills, generated from the same sources as the API catalog.
 */
export function renderAiCatalog(): string {
  const publisher = new URL(absolute("/")).hostname;
  const urn = (namespace: string, name: string) => `urn:air:${publisher}:${namespace}:${name}`;
  const entries: CatalogEntry[] = [
    ...TOOL_SERVERS.map((server) => ({
      // The card's name after its slash (SEP-2127 discovery: `urn:air:{publisher}:{namespace}:{name}`).
      identifier: urn("mcp", serverListing(server, getConfig().siteUrl).slug),
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
