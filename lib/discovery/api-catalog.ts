import { absolute, DISCOVERY_PATHS, serverCardPath, TOOL_SERVERS, wellKnownServerCardPath } from "./discovery-urls";
import { SERVER_CARD_MEDIA_TYPE } from "./server-listing";

export const API_CATALOG_MEDIA_TYPE = 'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"';

/** RFC 9727 `Link` header that points clients at the catalog from any response. */
export function apiCatalogLinkHeader(): string {
  return `<${absolute(DISCOVERY_PATHS.apiCatalog)}>; rel="api-catalog"`;
}

/**
 * The API catalog (RFC 9727) as an RFC 9264 linkset: the public API with its
 * description, documentation and status, each tool server with its card, and
 * the site's own descriptions for agents (llms.txt, the skills index, the AI catalog).
 */
export function renderApiCatalog(): string {
  const linkset = [
    {
      anchor: absolute("/api/"),
      "service-desc": [{ href: absolute(DISCOVERY_PATHS.openApi), type: "application/openapi+json" }],
      "service-doc": [
        { href: absolute(DISCOVERY_PATHS.apiDocs), type: "text/markdown" },
        { href: absolute("/developers"), type: "text/html" },
      ],
      status: [{ href: absolute(DISCOVERY_PATHS.health), type: "application/json" }],
      "service-meta": [
        { href: absolute(DISCOVERY_PATHS.protectedResource), type: "application/json" },
        { href: absolute(DISCOVERY_PATHS.authMd), type: "text/markdown" },
      ],
    },
    ...TOOL_SERVERS.map((server) => ({
      anchor: absolute(server.path),
      "service-desc": [
        { href: absolute(serverCardPath(server)), type: SERVER_CARD_MEDIA_TYPE, title: `${server.title} (MCP Server Card)` },
        {
          href: absolute(wellKnownServerCardPath(server)),
          type: "application/json",
          title: `${server.title} (MCP server card with tools)`,
        },
      ],
      "service-doc": [{ href: absolute("/help/connecting-mcp-clients"), type: "text/html" }],
    })),
    {
      anchor: absolute("/"),
      describedby: [
        { href: absolute(DISCOVERY_PATHS.llmsTxt), type: "text/plain" },
        { href: absolute(DISCOVERY_PATHS.agentSkills), type: "application/json" },
        { href: absolute(DISCOVERY_PATHS.aiCatalog), type: "application/json" },
      ],
    },
  ];
  return JSON.stringify({ linkset }, null, 2);
}
