import type { RateLimitPolicyName } from "@/lib/ratelimit/policies";

export type EndpointSurface = "identity" | "tool-server" | "document";

export interface Endpoint {
  surface: EndpointSurface;
  /** The public paths (Next.js route patterns) this endpoint answers at; the first is canonical. */
  paths: readonly string[];
  /** The methods it declares; HEAD follows GET, OPTIONS is the CORS preflight, anything else is 405. */
  methods: readonly ("GET" | "POST")[];
  /** Fair use per client, counted before the endpoint's own work. */
  limit?: RateLimitPolicyName;
  /**
   * Whether answers show the RateLimit counters: never (the default, where fair
   * use is not a contractual number and a refusal carries only `Retry-After`),
   * or on a refusal only.
   */
  counterHeaders?: "on-refusal";
}

const document = (...paths: string[]): Endpoint => ({ surface: "document", paths, methods: ["GET"] });

/**
 * Every public endpoint outside `/api` (whose operations have their own,
 * richer table in `lib/api/operations.ts`): what methods each answers and
 * which limits it applies. The surfaces' route builders read it, so a route
 * file names only its endpoint and its work.
 */
export const ENDPOINTS = {
  registerAgent: { surface: "identity", paths: ["/agent/identity"], methods: ["POST"], limit: "agentIdentity" },
  issueToken: { surface: "identity", paths: ["/oauth2/token"], methods: ["POST"], limit: "oauthToken" },
  revokeToken: { surface: "identity", paths: ["/oauth2/revoke"], methods: ["POST"], limit: "oauthRevoke" },

  calculatorTools: { surface: "tool-server", paths: ["/mcp"], methods: ["POST"], limit: "mcp", counterHeaders: "on-refusal" },
  docsTools: { surface: "tool-server", paths: ["/mcp/docs"], methods: ["POST"], limit: "mcp", counterHeaders: "on-refusal" },

  apiCatalog: document("/.well-known/api-catalog"),
  agentSkills: document("/.well-known/agent-skills/index.json"),
  agentSkill: document("/.well-known/agent-skills/[name]/SKILL.md"),
  aiCatalog: document("/.well-known/ai-catalog.json"),
  calculatorServerCard: document("/mcp/server-card"),
  docsServerCard: document("/mcp/docs/server-card"),
  calculatorServerCardAlias: document("/.well-known/mcp/server-card.json"),
  docsServerCardAlias: document("/.well-known/mcp/docs/server-card.json"),
  protectedResourceMetadata: document("/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/api"),
  authorizationServerMetadata: document("/.well-known/oauth-authorization-server"),
  jwks: document("/.well-known/jwks.json"),
  authMd: document("/auth.md"),
  llmsTxt: document("/llms.txt"),
  llmsFullTxt: document("/llms-full.txt"),
  robotsTxt: document("/robots.txt"),
  sitemapIndex: document("/sitemap-index.xml"),
  sitemapXml: document("/sitemap.xml"),
  sitemapMd: document("/sitemap.md"),
  sitemap: document("/sitemaps/[name]"),
  /** A calculator result's link-preview image (PNG), from the same query string as the page. */
  calculatorPreviewImage: document(
    "/calculators/area-converter/og",
    "/calculators/price-per-sqft/og",
    "/calculators/land-roi/og",
    "/calculators/guideline-value-check/og",
    "/calculators/acquisition-cost/og",
    "/calculators/service-roi/og",
  ),
  /** Internal: `proxy.ts` rewrites a page's Markdown request here (it has already redirected to HTTPS). */
  pageMarkdown: document("/md/[[...path]]"),
} as const satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof ENDPOINTS;

export function endpoint(id: EndpointId): Endpoint {
  return ENDPOINTS[id];
}
