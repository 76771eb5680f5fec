import { z } from "zod";
import { ACCESS_TOKEN_LIFETIME_SECONDS, AGENT_SCOPE, JWT_BEARER_GRANT } from "@/lib/auth/constants";
import { OAUTH_ERRORS, OAUTH_ERROR_CODES, type OAuthEndpoint } from "@/lib/auth/oauth-error-codes";
import {
  OAuthErrorSchema,
  RegistrationRequestSchema,
  RegistrationResponseSchema,
  RevocationRequestSchema,
  TokenRequestSchema,
  TokenResponseSchema,
} from "@/lib/auth/oauth-schemas";

type JsonObject = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: "input" | "output"): JsonObject {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: "openapi-3.0", io, unrepresentable: "any" }) as JsonObject;
  return rest;
}

const NO_STORE_HEADERS: JsonObject = {
  "Cache-Control": { description: "`no-store`: credentials and their errors are never cached.", schema: { type: "string" } },
  Pragma: { description: "`no-cache`, for HTTP/1.0 caches.", schema: { type: "string" } },
};

/** One response per HTTP status the endpoint can answer with, listing the OAuth codes behind it. */
function errorResponses(endpoint: OAuthEndpoint): JsonObject {
  const byStatus = new Map<number, string[]>();
  for (const code of OAUTH_ERROR_CODES) {
    const info = OAUTH_ERRORS[code];
    if (!(info.endpoints as readonly string[]).includes(endpoint)) continue;
    for (const status of [info.status, ...("alsoStatuses" in info ? info.alsoStatuses : [])]) {
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
  }
  const errorSchema = schemaOf(OAuthErrorSchema, "output");
  const responses: JsonObject = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const headers: JsonObject = { ...NO_STORE_HEADERS };
    if (status === 429 || status === 503) headers["Retry-After"] = { $ref: "#/components/headers/Retry-After" };
    if (status === 405) headers.Allow = { description: "`POST, OPTIONS`.", schema: { type: "string" } };
    responses[String(status)] = {
      description: codes.map((code) => `\`${code}\`: ${OAUTH_ERRORS[code as keyof typeof OAUTH_ERRORS].condition}`).join(" "),
      headers,
      content: {
        "application/json": {
          schema: errorSchema,
          examples: Object.fromEntries(codes.map((code) => [code, { value: { error: code, error_description: "…" } }])),
        },
      },
    };
  }
  return responses;
}

function operation(
  endpoint: OAuthEndpoint,
  fields: { operationId: string; summary: string; description: string; requestBody: JsonObject; success: JsonObject },
): JsonObject {
  return {
    post: {
      operationId: fields.operationId,
      tags: ["Agent identity"],
      summary: fields.summary,
      description: fields.description,
      security: [{}],
      requestBody: { required: true, content: fields.requestBody },
      responses: { "200": fields.success, ...errorResponses(endpoint) },
    },
  };
}

/**
 * Paths outside `/api` that belong in the OpenAPI document: the three agent
 * identity endpoints, generated from their schemas and the OAuth error table.
 */
export function extraOpenApiPaths(): Record<string, unknown> {
  const tokenRequest = {
    schema: schemaOf(TokenRequestSchema, "input"),
    example: { grant_type: JWT_BEARER_GRANT, assertion: "eyJhbGciOiJFZERTQSIs…" },
  };
  const revokeRequest = {
    schema: schemaOf(RevocationRequestSchema, "input"),
    example: { token: "lat_…", token_type_hint: "access_token" },
  };
  return {
    "/agent/identity": operation("identity", {
      operationId: "registerAgent",
      summary: "Register an anonymous agent identity",
      description:
        "Optional. Creates a 30-day registration and returns a 15-minute identity assertion to exchange at `/oauth2/token`. Errors use the OAuth shape `{error, error_description}`. See /auth.md.",
      requestBody: {
        "application/json": {
          schema: schemaOf(RegistrationRequestSchema, "input"),
          example: { type: "anonymous", client: { name: "my-agent", version: "1.0.0" } },
        },
      },
      success: {
        description: "Registered.",
        headers: NO_STORE_HEADERS,
        content: { "application/json": { schema: schemaOf(RegistrationResponseSchema, "output") } },
      },
    }),
    "/oauth2/token": operation("token", {
      operationId: "issueAccessToken",
      summary: "Exchange an identity assertion for an access token (JWT-bearer grant)",
      description: `RFC 7523 JWT-bearer grant. Each valid posting of an assertion issues a new access token (${ACCESS_TOKEN_LIFETIME_SECONDS} s, scope \`${AGENT_SCOPE}\`); the assertion stays usable until it expires. No refresh token. Form-encoded, or JSON with the same keys.`,
      requestBody: { "application/x-www-form-urlencoded": tokenRequest, "application/json": tokenRequest },
      success: {
        description: "Issued.",
        headers: NO_STORE_HEADERS,
        content: { "application/json": { schema: schemaOf(TokenResponseSchema, "output") } },
      },
    }),
    "/oauth2/revoke": operation("revoke", {
      operationId: "revokeAccessToken",
      summary: "Revoke an access token (RFC 7009)",
      description:
        "Idempotent: an unknown, expired or already revoked token also answers 200. Takes effect on the next request. A 503 `temporarily_unavailable` means the token was not revoked.",
      requestBody: { "application/x-www-form-urlencoded": revokeRequest, "application/json": revokeRequest },
      success: { description: "Revoked, or nothing to revoke. Empty body.", headers: NO_STORE_HEADERS },
    }),
  };
}
