import { agentAuthUrls } from "./agent-auth-urls";
import { ACCESS_TOKEN_TYPE_URN, AGENT_SCOPE, IDENTITY_TYPES_SUPPORTED, JWT_BEARER_GRANT } from "./constants";

/**
 * RFC 8414 metadata. One grant (JWT-bearer), no authorization endpoint, so
 * `response_types_supported` is the honest empty list (the member is
 * REQUIRED by RFC 8414 §2). Deliberately no `claim_endpoint` and no
 * `events_endpoint` (SPEC "Discovery metadata").
 */
export function authorizationServerMetadata(base?: string) {
  const urls = agentAuthUrls(base);
  return {
    issuer: urls.issuer,
    token_endpoint: urls.tokenEndpoint,
    revocation_endpoint: urls.revocationEndpoint,
    jwks_uri: urls.jwksUri,
    grant_types_supported: [JWT_BEARER_GRANT],
    response_types_supported: [],
    token_endpoint_auth_methods_supported: ["none"],
    revocation_endpoint_auth_methods_supported: ["none"],
    scopes_supported: [AGENT_SCOPE],
    service_documentation: urls.skill,
    agent_auth: {
      skill: urls.skill,
      register_uri: urls.identityEndpoint,
      identity_endpoint: urls.identityEndpoint,
      identity_types_supported: [...IDENTITY_TYPES_SUPPORTED],
      anonymous: { credential_types_supported: [ACCESS_TOKEN_TYPE_URN] },
    },
  };
}
