import { getConfig } from "@/lib/config/env";
import { SUPPORTED_MCP_PROTOCOL_VERSIONS } from "@/lib/mcp/protocol-version";
import { calculatorServer, docsServer } from "@/lib/mcp/servers";
import type { ToolServerDefinition } from "@/lib/mcp/tool-definition";
import { SITE_ICONS } from "@/lib/site";

/** SEP-2127 Server Card schema (v1) and the MCP Registry's `server.json` schema they are written to. */
export const SERVER_CARD_SCHEMA = "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json";
export const REGISTRY_SERVER_SCHEMA = "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json";
export const SERVER_CARD_MEDIA_TYPE = "application/mcp-server-card+json";

/**
 * What a listing calls each tool server beyond its MCP identity: the last part of its
 * reverse-DNS name, and a summary within the 100 characters cards and the registry allow.
 */
const LISTINGS: Record<string, { slug: string; summary: string }> = {
  "/mcp": {
    slug: "land-calculators",
    summary: "Land calculators for India: area units, price per area, ROI, guideline value and acquisition cost.",
  },
  "/mcp/docs": {
    slug: "reference-docs",
    summary: "Search and read a glossary, guides and help on Indian land terms, records and acquisition.",
  },
};

/** The facts every listing of a server shares (card, registry entry, AI catalog), for a site at `siteUrl`. */
export interface ServerListing {
  /** Reverse-DNS name under the site's domain, e.g. `in.example/land-calculators`. */
  name: string;
  /** The part after the slash: the AI catalog entry's name. */
  slug: string;
  title: string;
  summary: string;
  version: string;
  websiteUrl: string;
  endpoint: string;
  icons: Array<{ src: string; mimeType: string; sizes: string[] }>;
}

export function serverListing(server: ToolServerDefinition, siteUrl: string): ServerListing {
  const listing = LISTINGS[server.path];
  if (!listing) throw new Error(`no listing for the tool server at ${server.path}`);
  const site = siteUrl.replace(/\/+$/, "");
  const namespace = new URL(site).hostname.split(".").reverse().join(".");
  return {
    name: `${namespace}/${listing.slug}`,
    slug: listing.slug,
    title: server.title,
    summary: listing.summary,
    version: server.version,
    websiteUrl: site,
    endpoint: `${site}${server.path}`,
    icons: [SITE_ICONS.png, SITE_ICONS.svg].map((icon) => ({ src: `${site}${icon.path}`, mimeType: icon.mimeType, sizes: [icon.sizes] })),
  };
}

/**
 * The SEP-2127 Server Card: identity and where to connect, with the protocol versions of both
 * eras; no primitives (clients list those at run time). Read from the same facts as the
 * registry entry, on this environment's address.
 */
export function serverCard(server: ToolServerDefinition): Record<string, unknown> {
  const listing = serverListing(server, getConfig().siteUrl);
  return {
    $schema: SERVER_CARD_SCHEMA,
    name: listing.name,
    version: listing.version,
    description: listing.summary,
    title: listing.title,
    websiteUrl: listing.websiteUrl,
    icons: listing.icons,
    remotes: [{ type: "streamable-http", url: listing.endpoint, supportedProtocolVersions: [...SUPPORTED_MCP_PROTOCOL_VERSIONS] }],
  };
}

/** The MCP Registry entry (`server.json`) of a server deployed at `siteUrl` (the production address). */
export function registryServerJson(server: ToolServerDefinition, siteUrl: string): Record<string, unknown> {
  const listing = serverListing(server, siteUrl);
  return {
    $schema: REGISTRY_SERVER_SCHEMA,
    name: listing.name,
    title: listing.title,
    description: listing.summary,
    version: listing.version,
    websiteUrl: listing.websiteUrl,
    icons: listing.icons,
    remotes: [{ type: "streamable-http", url: listing.endpoint }],
  };
}

/**
 * The committed MCP Registry entries, one folder per endpoint (`mcp-registry/<slug>/server.json`,
 * where `mcp-publisher publish` reads it), for a deployment at `siteUrl`. `npm run mcp-registry`
 * writes them; a test keeps the committed files equal to this.
 */
export function registryFiles(siteUrl: string): Array<{ path: string; content: string }> {
  return [calculatorServer, docsServer].map((server) => ({
    path: `mcp-registry/${serverListing(server, siteUrl).slug}/server.json`,
    content: `${JSON.stringify(registryServerJson(server, siteUrl), null, 2)}\n`,
  }));
}
