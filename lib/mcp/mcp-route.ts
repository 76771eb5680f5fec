import { getConfig } from "@/lib/config/env";
import { clientAddress, counterHeaders, originPolicyOf, rateLimit, redirectToHttps } from "@/lib/edge";
import { ENDPOINTS, type Endpoint } from "@/lib/endpoints/endpoint-table";
import { RATE_LIMIT_POLICIES } from "@/lib/ratelimit/policies";
import { createMcpRouteHandlers } from "./http-handler";
import type { ToolServerDefinition } from "./tool-definition";

/** The tool server's row of the endpoint table, found by its path. */
function endpointOf(definition: ToolServerDefinition): Endpoint {
  const row = (Object.values(ENDPOINTS) as Endpoint[]).find(
    (entry) => entry.surface === "tool-server" && entry.paths[0] === definition.path,
  );
  if (!row) throw new Error(`no tool-server endpoint for ${definition.path} in lib/endpoints/endpoint-table.ts`);
  return row;
}

/**
 * The route module of a tool server: the shared Streamable HTTP handler's
 * pipeline with the configuration's Origin policy (`originPolicyOf`: loopback
 * only when the site's address is loopback), the HTTPS redirect and the
 * fair-use limit per client IP and server (a refusal is a JSON-RPC error with
 * HTTP 429, the counters and `Retry-After`), as the endpoint table declares them.
 */
export function mcpRoute(definition: ToolServerDefinition) {
  const { limit, counterHeaders: counters } = endpointOf(definition);
  return createMcpRouteHandlers(definition, {
    originPolicy: () => originPolicyOf(getConfig()),
    pieces: [
      redirectToHttps,
      ...(counters ? [counterHeaders(counters)] : []),
      clientAddress,
      rateLimit({
        policies: () => (limit ? [RATE_LIMIT_POLICIES[limit]] : []),
        key: (subject) => `${definition.path}:${subject}`,
      }),
    ],
  });
}
