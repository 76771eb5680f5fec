import { OAUTH_MAX_BODY_BYTES } from "./constants";

/**
 * The one table of OAuth-style error codes of `/agent/identity`,
 * `/oauth2/token` and `/oauth2/revoke`. Responses, `/auth.md`, `/api/docs` and
 * the OpenAPI document are generated from it. Statuses follow RFC 6749 §5.2
 * (400 for every request error); `alsoStatuses` lists the more precise HTTP
 * statuses some request errors use, with the same code in the body.
 */
export const OAUTH_ENDPOINT_PATHS = {
  identity: "/agent/identity",
  token: "/oauth2/token",
  revoke: "/oauth2/revoke",
} as const;

export type OAuthEndpoint = keyof typeof OAUTH_ENDPOINT_PATHS;

export interface OAuthErrorInfo {
  status: number;
  alsoStatuses?: readonly number[];
  endpoints: readonly OAuthEndpoint[];
  condition: string;
  action: string;
}

export const OAUTH_ERRORS = {
  invalid_request: {
    status: 400,
    alsoStatuses: [405, 413, 415],
    endpoints: ["identity", "token", "revoke"],
    condition: [
      "`/agent/identity`: the body is not a JSON object, or `type` is missing or undocumented.",
      "`/oauth2/token`: `grant_type` or `assertion` is missing. `/oauth2/revoke`: `token` is missing.",
      "Also: a parameter sent twice, a wrong method (405, `Allow` header),",
      `a body over ${OAUTH_MAX_BODY_BYTES / 1024} KiB (413) or an unaccepted \`Content-Type\` (415).`,
    ].join(" "),
    action: "Fix the request as `error_description` says; do not resend it unchanged.",
  },
  issuer_not_enabled: {
    status: 400,
    endpoints: ["identity"],
    condition: "Type `identity_assertion` sent: no agent-provider trust list exists.",
    action: 'Register with `type: "anonymous"`.',
  },
  service_auth_not_enabled: {
    status: 400,
    endpoints: ["identity"],
    condition: "Type `service_auth` sent: there are no user accounts on this domain.",
    action: 'Register with `type: "anonymous"`.',
  },
  unsupported_grant_type: {
    status: 400,
    endpoints: ["token"],
    condition: "Any `grant_type` other than `urn:ietf:params:oauth:grant-type:jwt-bearer` (no claim grant, no refresh token).",
    action: "Use the JWT-bearer grant with the identity assertion.",
  },
  invalid_target: {
    status: 400,
    endpoints: ["token"],
    condition: "`resource` is present but is not the API address ending in `/api/`.",
    action: "Omit `resource`, or send the API address from the protected-resource metadata.",
  },
  invalid_grant: {
    status: 400,
    endpoints: ["token"],
    condition:
      "The assertion is expired, not yet valid, malformed, not signed by this service, meant for another audience or issuer, or its registration lapsed or is unknown.",
    action: "Register again at `/agent/identity` and exchange the new assertion.",
  },
  rate_limited: {
    status: 429,
    endpoints: ["identity", "token", "revoke"],
    condition: "Fair-use limit for this endpoint exceeded from this IP address; `Retry-After` present.",
    action: "Wait `Retry-After` seconds, then retry.",
  },
  server_error: {
    status: 500,
    endpoints: ["identity", "token", "revoke"],
    condition: "Unexpected server fault; nothing about the request is wrong.",
    action: "Retry with exponential backoff.",
  },
  temporarily_unavailable: {
    status: 503,
    endpoints: ["identity", "token", "revoke"],
    condition:
      "Credential storage briefly unreachable; `Retry-After` present. Nothing was stored: a revoke that answers this did not revoke the token.",
    action: "Back off for `Retry-After` seconds and retry the same request.",
  },
} as const satisfies Record<string, OAuthErrorInfo>;

export type OAuthErrorCode = keyof typeof OAUTH_ERRORS;

export const OAUTH_ERROR_CODES = Object.keys(OAUTH_ERRORS) as OAuthErrorCode[];
