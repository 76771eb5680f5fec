import { agentAuthUrls } from "@/lib/auth/agent-auth-urls";
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  AGENT_SCOPE,
  ASSERTION_LIFETIME_SECONDS,
  JWT_BEARER_GRANT,
  REGISTRATION_LIFETIME_SECONDS,
} from "@/lib/auth/constants";
import { oauthErrorTable } from "@/lib/auth/render-auth-md";
import { leadDeliveryDocsSection } from "./lead-event-docs";

/** Sections for surfaces outside `/api` (agent identity, tool servers) that the reference also documents. */
export function extraApiDocsSections(base: string): string[] {
  const urls = agentAuthUrls(base);
  return [
    leadDeliveryDocsSection(),
    [
      "## Agent identity",
      "",
      `Optional: no endpoint needs a credential. A registration (${REGISTRATION_LIFETIME_SECONDS / 86_400} days) yields an identity assertion (${ASSERTION_LIFETIME_SECONDS / 60} minutes), exchanged for access tokens (${ACCESS_TOKEN_LIFETIME_SECONDS} s, scope \`${AGENT_SCOPE}\`) that only add the \`agent\` block to health and never raise a limit. Walkthrough with commands: ${urls.skill}. Discovery: ${urls.protectedResourceMetadata} (RFC 9728) and ${urls.authorizationServerMetadata} (RFC 8414).`,
      "",
      "### POST /agent/identity",
      "",
      'JSON body `{"type":"anonymous","client":{"name":"…","version":"…"}}`. 200: `registration_id`, `registration_type`, `identity_assertion`, `assertion_expires`, `pre_claim_scopes`, `token_endpoint`, `claim_supported`.',
      "",
      "### POST /oauth2/token",
      "",
      `Form-encoded (or JSON): \`grant_type=${JWT_BEARER_GRANT}\`, \`assertion\`, optional \`resource=${urls.resource}\`. 200: \`access_token\`, \`token_type\` (\`Bearer\`), \`expires_in\`, \`scope\`. Re-post the same assertion for a new token until it expires.`,
      "",
      "### POST /oauth2/revoke",
      "",
      "Form-encoded (or JSON): `token`, optional `token_type_hint=access_token`. 200 with an empty body, also for unknown or already revoked tokens; effective on the next request.",
      "",
      "### Errors of these endpoints",
      "",
      'Shape `{"error": "<code>", "error_description": "<text>"}` (RFC 6749 §5.2), never the API envelope. Every answer, success or error, carries `Cache-Control: no-store` and `Pragma: no-cache`.',
      "",
      oauthErrorTable(),
      "",
      "### Presenting a token",
      "",
      `\`Authorization: Bearer <access_token>\` on any \`/api/*\` call. A malformed, unknown, expired or revoked token is 401 \`INVALID_TOKEN\` with \`WWW-Authenticate: Bearer resource_metadata="${urls.protectedResourceMetadata}", error="invalid_token"\`. If storage is unreachable while the token is checked, the answer is 503 \`DB_UNAVAILABLE\` with \`Retry-After\` (the token is not known to be bad). Without the header nothing changes.`,
      "",
    ].join("\n"),
  ];
}
