import { API_ERRORS } from "@/lib/errors/error-codes";
import { CONNECTING_IN_EITHER_ERA } from "@/lib/mcp/protocol-version";
import { getConfig } from "@/lib/config/env";
import { RATE_LIMIT_POLICIES } from "@/lib/ratelimit/policies";
import { SITE } from "@/lib/site";
import { agentAuthUrls } from "./agent-auth-urls";
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  ACCESS_TOKEN_PREFIX,
  AGENT_SCOPE,
  ASSERTION_LIFETIME_SECONDS,
  CLIENT_FIELD_MAX_CHARS,
  CLOCK_SKEW_SECONDS,
  JWT_BEARER_GRANT,
  OAUTH_MAX_BODY_BYTES,
  REGISTRATION_LIFETIME_SECONDS,
} from "./constants";
import { OAUTH_ENDPOINT_PATHS, OAUTH_ERRORS, OAUTH_ERROR_CODES } from "./oauth-error-codes";

const UA = "my-agent/1.0 (+https://example.com/contact)";

/** The markdown table of OAuth-style errors; `/api/docs` prints the same table. */
export function oauthErrorTable(): string {
  return [
    "| Code | HTTP | Endpoints | Condition | What to do |",
    "|---|---|---|---|---|",
    ...OAUTH_ERROR_CODES.map((code) => {
      const info = OAUTH_ERRORS[code];
      const statuses = [info.status, ...("alsoStatuses" in info ? info.alsoStatuses : [])].join(", ");
      const endpoints = info.endpoints.map((name) => `\`${OAUTH_ENDPOINT_PATHS[name]}\``).join(", ");
      return `| \`${code}\` | ${statuses} | ${endpoints} | ${info.condition} | ${info.action} |`;
    }),
  ].join("\n");
}

function lifetimes(): string {
  return [
    "| Credential | Lifetime | When it runs out |",
    "|---|---|---|",
    `| Registration | ${REGISTRATION_LIFETIME_SECONDS / 86_400} days | The token exchange answers \`invalid_grant\`: register again. |`,
    `| Identity assertion | ${ASSERTION_LIFETIME_SECONDS / 60} minutes (exactly until \`assertion_expires\`) | The token exchange answers \`invalid_grant\`: register again. |`,
    `| Access token | ${ACCESS_TOKEN_LIFETIME_SECONDS} seconds | API calls carrying it answer 401 \`INVALID_TOKEN\`. |`,
  ].join("\n");
}

let cached: { key: string; text: string } | undefined;

/**
 * `/auth.md`, the `agent_auth.skill` document: the flow as an agent runs it,
 * with commands against this environment's own base address. Every fact
 * (lifetimes, addresses, errors, limits) comes from the module that enforces it.
 */
export function renderAuthMd(): string {
  const base = getConfig().siteUrl;
  if (cached?.key === base) return cached.text;
  const urls = agentAuthUrls(base);
  const { agentIdentity, oauthToken, oauthRevoke } = RATE_LIMIT_POLICIES;
  const text = [
    `# Agent identity at ${SITE.name}`,
    "",
    `Nothing at ${base} needs a credential: every API endpoint, both tool servers and every discovery document answer callers without an \`Authorization\` header. This optional flow gives your agent a stable, revocable identity. A token grants nothing an anonymous caller lacks (its only effect is an \`agent\` block in the health response) and it does not raise any rate limit.`,
    "",
    `${CONNECTING_IN_EITHER_ERA} Neither era needs the token described here.`,
    "",
    "The flow: discover → register (`anonymous`) → exchange the assertion for an access token (JWT-bearer grant, RFC 7523) → send `Authorization: Bearer …` → revoke (RFC 7009).",
    "",
    "## Lifetimes",
    "",
    lifetimes(),
    "",
    `No refresh token is issued. The assertion is the refresh path: post the same assertion again for a new access token until it expires, then register again. Assertion times (\`iat\`, \`nbf\`) may be up to ${CLOCK_SKEW_SECONDS} seconds ahead of the server clock; expiry has no tolerance.`,
    "",
    "## 1. Discover",
    "",
    "```bash",
    `UA='${UA}'`,
    `curl -s -A "$UA" ${urls.protectedResourceMetadata}`,
    `curl -s -A "$UA" ${urls.authorizationServerMetadata}`,
    "```",
    "",
    `The protected-resource metadata (RFC 9728) names the resource \`${urls.resource}\` (the assertion's audience), the authorization server \`${urls.issuer}\` and the one scope \`${AGENT_SCOPE}\`; it is also served at \`${base}/.well-known/oauth-protected-resource/api\`. The authorization-server metadata (RFC 8414) lists \`token_endpoint\`, \`revocation_endpoint\`, \`jwks_uri\`, the one grant type \`${JWT_BEARER_GRANT}\`, and an \`agent_auth\` object whose \`register_uri\` and \`identity_endpoint\` are \`${urls.identityEndpoint}\`. There is no authorization endpoint, no PKCE, no refresh token, no claim endpoint and no events endpoint: do not probe for them. Both documents are cacheable for an hour and carry an \`ETag\`.`,
    "",
    "## 2. Register",
    "",
    "```bash",
    `curl -s -A "$UA" -X POST ${urls.identityEndpoint} \\`,
    "  -H 'Content-Type: application/json' \\",
    `  -d '{"type":"anonymous","client":{"name":"my-agent","version":"1.0.0"}}' > registration.json`,
    "ASSERTION=$(jq -r .identity_assertion registration.json)",
    "```",
    "",
    `The body is a JSON object. \`type\` must be \`anonymous\`. \`client.name\` and \`client.version\` are optional and recorded up to ${CLIENT_FIELD_MAX_CHARS} characters each; other keys are ignored. The answer (HTTP 200):`,
    "",
    "```json",
    JSON.stringify(
      {
        registration_id: "reg_…",
        registration_type: "anonymous",
        identity_assertion: "eyJhbGciOiJFZERTQSIs…",
        assertion_expires: "2026-01-01T12:15:00.000Z",
        pre_claim_scopes: [AGENT_SCOPE],
        token_endpoint: urls.tokenEndpoint,
        claim_supported: false,
      },
      null,
      2,
    ),
    "```",
    "",
    `The assertion is a JWT signed by this service (EdDSA, with a \`kid\` that names a key in ${urls.jwksUri}): \`iss\` is \`${urls.issuer}\`, \`aud\` is \`${urls.resource}\`, \`sub\` is your registration id. Treat it as a secret until it expires. There is no claim step (\`claim_supported: false\`).`,
    "",
    "## 3. Exchange the assertion for an access token",
    "",
    "```bash",
    `curl -s -A "$UA" -X POST ${urls.tokenEndpoint} \\`,
    `  --data-urlencode 'grant_type=${JWT_BEARER_GRANT}' \\`,
    '  --data-urlencode "assertion=$ASSERTION" > token.json',
    "TOKEN=$(jq -r .access_token token.json)",
    "```",
    "",
    "```json",
    JSON.stringify(
      { access_token: `${ACCESS_TOKEN_PREFIX}…`, token_type: "Bearer", expires_in: ACCESS_TOKEN_LIFETIME_SECONDS, scope: AGENT_SCOPE },
      null,
      2,
    ),
    "```",
    "",
    `The body is form-encoded (\`application/x-www-form-urlencoded\`); a JSON object with the same keys also works. \`resource\` is optional; when sent it must be \`${urls.resource}\` (otherwise \`invalid_target\`). \`scope\` and \`client_id\` are ignored: the scope is always \`${AGENT_SCOPE}\`. No client authentication is used. Each posting of a valid assertion issues a new, independent token; the assertion is not consumed.`,
    "",
    "## 4. Use the token",
    "",
    "```bash",
    `curl -s -A "$UA" -H "Authorization: Bearer $TOKEN" ${base}/api/v1/health`,
    "```",
    "",
    "```json",
    JSON.stringify({ status: "ok", agent: { registration_id: "reg_…", scope: AGENT_SCOPE } }),
    "```",
    "",
    `Everything else behaves exactly as without the header. A token that is malformed, unknown, expired or revoked makes any \`/api/*\` call answer 401 \`INVALID_TOKEN\` with \`WWW-Authenticate: Bearer resource_metadata="${urls.protectedResourceMetadata}", error="invalid_token"\`: drop the header or get a new token. If storage is briefly unreachable while a token is checked, the call answers 503 \`DB_UNAVAILABLE\` with \`Retry-After\`; retry, the token is not known to be bad. Without the header the API never consults storage for identity.`,
    "",
    "## 5. Revoke",
    "",
    "```bash",
    `curl -s -A "$UA" -o /dev/null -w '%{http_code}\\n' -X POST ${urls.revocationEndpoint} \\`,
    `  --data-urlencode "token=$TOKEN" --data-urlencode 'token_type_hint=access_token'`,
    "```",
    "",
    "The answer is 200 with an empty body, also for an unknown, expired or already revoked token (idempotent). It takes effect on the very next request. The assertion survives revocation. If revoke answers `temporarily_unavailable` (503), the token was **not** revoked and stays valid: retry after `Retry-After` seconds.",
    "",
    "## Errors",
    "",
    '`/agent/identity`, `/oauth2/token` and `/oauth2/revoke` answer errors as `{"error": "<code>", "error_description": "<text>"}` (RFC 6749 §5.2), with `Content-Type: application/json`:',
    "",
    oauthErrorTable(),
    "",
    `Never resend a 4xx unchanged. On \`invalid_grant\`, register again. API calls with a bad token answer \`INVALID_TOKEN\` (HTTP ${API_ERRORS.INVALID_TOKEN.status}) in the API's own error envelope; see ${base}/api/docs.`,
    "",
    "## Headers and limits",
    "",
    `- Every answer of the three endpoints carries \`Cache-Control: no-store\` and \`Pragma: no-cache\`, and \`Access-Control-Allow-Origin: *\`; \`OPTIONS\` preflights are answered.`,
    `- Fair use per IP address: ${agentIdentity.limit} registrations, ${oauthToken.limit} token requests and ${oauthRevoke.limit} revocations per minute. Beyond that: 429 \`rate_limited\` with \`Retry-After\`. A token never raises a limit.`,
    `- Request bodies are at most ${OAUTH_MAX_BODY_BYTES} bytes.`,
    "- Send a descriptive `User-Agent` (agent name, version, contact URL).",
    "",
    "## Keys",
    "",
    `Assertions are verified only against the keys in ${urls.jwksUri} and only with those keys' algorithms. After a key rotation the previous public key stays published, and assertions it signed stay valid until they expire.`,
    "",
  ].join("\n");
  cached = { key: base, text };
  return text;
}
