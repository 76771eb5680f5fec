import { getConfig } from "@/lib/config/env";
import { clientIp } from "@/lib/edge/client-address";
import { environmentHeaders } from "@/lib/edge/environment-headers";
import { httpsRedirect } from "@/lib/edge/https-redirect";
import { getRateLimiter, limitSubjectFor, RATE_LIMIT_POLICIES, rateLimitHeaders } from "@/lib/ratelimit";
import { createMcpHttpHandler } from "./http-handler";
import type { ToolServerDefinition } from "./tool-definition";

/** Fair use per client IP and tool server; a refusal is a JSON-RPC error with HTTP 429 and `Retry-After`. */
async function fairUse(serverPath: string, request: Request): Promise<Response | undefined> {
  const redirect = httpsRedirect(request);
  if (redirect) return redirect;
  const result = await getRateLimiter().hit(RATE_LIMIT_POLICIES.mcp, `${serverPath}:${limitSubjectFor(clientIp(request.headers))}`);
  if (result.allowed) return undefined;
  return new Response(
    JSON.stringify({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32000, message: `Rate limit exceeded: retry after ${result.resetSeconds} seconds` },
    }),
    { status: 429, headers: { "Content-Type": "application/json", ...rateLimitHeaders(result) } },
  );
}

/**
 * The route module of a tool server: the shared Streamable HTTP handler with
 * fair-use limits, the HTTPS redirect and the environment's headers.
 */
export function mcpRoute(definition: ToolServerDefinition) {
  const handle = createMcpHttpHandler(definition, {
    allowedOrigins: () => getConfig().mcpAllowedOrigins,
    beforeRequest: (request) => fairUse(definition.path, request),
  });
  const handler = async (request: Request): Promise<Response> => {
    const response = await handle(request);
    for (const [name, value] of Object.entries(environmentHeaders())) response.headers.set(name, value);
    return response;
  };
  return { GET: handler, HEAD: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler, OPTIONS: handler };
}
