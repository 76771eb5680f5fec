import { createHash } from "node:crypto";
import { renderApiDocs } from "@/lib/api/docs/render-api-docs";
import { renderOpenApiJson } from "@/lib/api/docs/openapi";
import { renderAuthMd } from "@/lib/auth/render-auth-md";
import { calculatorServer, docsServer } from "@/lib/mcp/servers";
import { renderLlmsTxt } from "./llms-txt";
import { renderServerCard } from "./server-card";
import { DISCOVERY_PATHS, serverCardPath } from "./discovery-urls";

export interface AgentResource {
  /** Agent Skills name: lower-case letters, digits and single hyphens. */
  name: string;
  /** `skill-md` for Markdown instructions; the JSON documents name their own format. */
  type: "skill-md" | "openapi" | "mcp-server-card" | "llms-txt";
  description: string;
  path: string;
  /** Exactly the bytes the path serves. */
  render(): string | Promise<string>;
}

/**
 * The agent-callable resources, each with the function its route serves, so
 * the agent-skills digests are computed from the very bytes a client fetches.
 */
export const AGENT_RESOURCES: readonly AgentResource[] = [
  {
    name: "public-api-reference",
    type: "skill-md",
    description: "How to call the public API: demo requests, health, errors, rate limits, idempotency and versioning.",
    path: DISCOVERY_PATHS.apiDocs,
    render: renderApiDocs,
  },
  {
    name: "public-api-openapi",
    type: "openapi",
    description: "The public API as an OpenAPI 3.0 document.",
    path: DISCOVERY_PATHS.openApi,
    render: renderOpenApiJson,
  },
  {
    name: "agent-identity",
    type: "skill-md",
    description: "Optional agent identity: register anonymously, exchange the assertion for a token, use it, revoke it.",
    path: DISCOVERY_PATHS.authMd,
    render: renderAuthMd,
  },
  {
    name: "land-calculators-mcp",
    type: "mcp-server-card",
    description: "MCP server card of the six land-acquisition calculators at /mcp.",
    path: serverCardPath(calculatorServer),
    render: () => renderServerCard(calculatorServer),
  },
  {
    name: "land-docs-mcp",
    type: "mcp-server-card",
    description: "MCP server card of the reference-content search tools at /mcp/docs.",
    path: serverCardPath(docsServer),
    render: () => renderServerCard(docsServer),
  },
  {
    name: "site-index",
    type: "llms-txt",
    description: "llms.txt: the site's pages, guides, help and glossary for language models.",
    path: DISCOVERY_PATHS.llmsTxt,
    render: renderLlmsTxt,
  },
];

export function sha256Digest(body: string): string {
  return `sha256:${createHash("sha256").update(body, "utf8").digest("hex")}`;
}
