import { SITE } from "@/lib/site";
import { agentAuthUrls } from "./agent-auth-urls";
import { AGENT_SCOPE } from "./constants";

/**
 * RFC 9728 metadata of the API. `resource` is the assertion's audience, so a
 * client that fetched it from any of the well-known locations compares equal.
 */
export function protectedResourceMetadata(base?: string) {
  const urls = agentAuthUrls(base);
  return {
    resource: urls.resource,
    resource_name: `${SITE.name} public API`,
    authorization_servers: [urls.issuer],
    scopes_supported: [AGENT_SCOPE],
    bearer_methods_supported: ["header"],
    resource_documentation: `${urls.issuer}/api/docs`,
  };
}
