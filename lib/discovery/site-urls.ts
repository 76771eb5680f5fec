import { getConfig } from "@/lib/config/env";
import { calculatorServer } from "@/lib/mcp/servers";
import type { ToolServerDefinition } from "@/lib/mcp/tool-definition";

/** Public path of a tool server's Server Card (SEP-2127): its endpoint plus `/server-card`. */
export function serverCardPath(server: ToolServerDefinition): string {
  return `${server.path}/server-card`;
}

/** The card's earlier `.well-known` address (kept as an alias); the calculator server's is fixed by the spec. */
export function wellKnownServerCardPath(server: ToolServerDefinition): string {
  return server === calculatorServer
    ? "/.well-known/mcp/server-card.json"
    : `/.well-known/mcp${server.path.replace(/^\/mcp/, "")}/server-card.json`;
}

/** Every discovery document, in one list: the developers page, llms.txt and the agent-skills index read it. */
export const DISCOVERY_PATHS = {
  apiCatalog: "/.well-known/api-catalog",
  protectedResource: "/.well-known/oauth-protected-resource",
  authorizationServer: "/.well-known/oauth-authorization-server",
  jwks: "/.well-known/jwks.json",
  agentSkills: "/.well-known/agent-skills/index.json",
  aiCatalog: "/.well-known/ai-catalog.json",
  authMd: "/auth.md",
  llmsTxt: "/llms.txt",
  llmsFullTxt: "/llms-full.txt",
  robots: "/robots.txt",
  sitemapIndex: "/sitemap-index.xml",
  sitemapXml: "/sitemap.xml",
  sitemapMd: "/sitemap.md",
  apiDocs: "/api/docs",
  openApi: "/api/openapi.json",
  health: "/api/v1/health",
} as const;

export function absolute(path: string): string {
  return `${getConfig().siteUrl}${path}`;
}
