import { getConfig } from "@/lib/config/env";

export interface AgentAuthUrls {
  /** Authorization-server issuer and assertion `iss`: the site's base address. */
  issuer: string;
  /** The protected resource and assertion `aud`: `{base}/api/`. */
  resource: string;
  identityEndpoint: string;
  tokenEndpoint: string;
  revocationEndpoint: string;
  jwksUri: string;
  /** The agent walkthrough, advertised as `agent_auth.skill`. */
  skill: string;
  protectedResourceMetadata: string;
  authorizationServerMetadata: string;
}

/** Every address of the flow, built from the environment's own base (staging uses its own). */
export function agentAuthUrls(base: string = getConfig().siteUrl): AgentAuthUrls {
  return {
    issuer: base,
    resource: `${base}/api/`,
    identityEndpoint: `${base}/agent/identity`,
    tokenEndpoint: `${base}/oauth2/token`,
    revocationEndpoint: `${base}/oauth2/revoke`,
    jwksUri: `${base}/.well-known/jwks.json`,
    skill: `${base}/auth.md`,
    protectedResourceMetadata: `${base}/.well-known/oauth-protected-resource`,
    authorizationServerMetadata: `${base}/.well-known/oauth-authorization-server`,
  };
}
