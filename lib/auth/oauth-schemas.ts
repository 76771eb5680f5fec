import { z } from "zod";
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  ACCESS_TOKEN_PREFIX,
  AGENT_SCOPE,
  ASSERTION_LIFETIME_SECONDS,
  CLIENT_FIELD_MAX_CHARS,
  JWT_BEARER_GRANT,
} from "./constants";
import { OAUTH_ERROR_CODES } from "./oauth-error-codes";

/**
 * Shapes of the identity and token endpoints, for the OpenAPI document,
 * `/api/docs` and the response types. The endpoints parse by hand because
 * each wrong value has its own OAuth error code; these describe the contract.
 */
export const RegistrationRequestSchema = z
  .object({
    type: z
      .string()
      .describe(
        "Identity type. Only `anonymous` is accepted (`identity_assertion` → `issuer_not_enabled`, `service_auth` → `service_auth_not_enabled`).",
      ),
    client: z
      .object({
        name: z.string().optional().describe(`Your agent's name; recorded, truncated at ${CLIENT_FIELD_MAX_CHARS} characters.`),
        version: z.string().optional().describe(`Your agent's version; recorded, truncated at ${CLIENT_FIELD_MAX_CHARS} characters.`),
      })
      .optional()
      .describe("Optional description of the calling agent; other keys are ignored."),
  })
  .describe("Registration request");

export const RegistrationResponseSchema = z
  .object({
    registration_id: z.string().describe("Identifier of the registration (30-day lifetime); the assertion's `sub`."),
    registration_type: z.literal("anonymous").describe("Type of registration."),
    identity_assertion: z
      .string()
      .describe(
        `JWT signed by the service (EdDSA, \`kid\` in the header); post it to the token endpoint. Valid ${ASSERTION_LIFETIME_SECONDS / 60} minutes.`,
      ),
    assertion_expires: z.iso.datetime().describe("Expiry of the assertion (ISO 8601, UTC)."),
    pre_claim_scopes: z.array(z.literal(AGENT_SCOPE)).describe('Always `["api.read"]`: the only scope the registration will ever hold.'),
    token_endpoint: z.url().describe("Address of the token endpoint."),
    claim_supported: z.literal(false).describe("Always `false`: no claim token is issued."),
  })
  .describe("Registration response");

export type RegistrationResponse = z.infer<typeof RegistrationResponseSchema>;

export const TokenRequestSchema = z
  .object({
    grant_type: z.literal(JWT_BEARER_GRANT).describe("The JWT-bearer grant (RFC 7523); any other value is `unsupported_grant_type`."),
    assertion: z.string().describe("The `identity_assertion` from registration; may be re-posted until it expires."),
    resource: z
      .string()
      .optional()
      .describe("Optional (RFC 8707); when present it must be the API address ending in `/api/` (`invalid_target`)."),
  })
  .describe("Token request");

export const TokenResponseSchema = z
  .object({
    access_token: z.string().describe(`Opaque bearer token beginning with \`${ACCESS_TOKEN_PREFIX}\`.`),
    token_type: z.literal("Bearer"),
    expires_in: z.literal(ACCESS_TOKEN_LIFETIME_SECONDS).describe("Seconds until the token expires."),
    scope: z.literal(AGENT_SCOPE),
  })
  .describe("Token response (no refresh token)");

export type TokenResponse = z.infer<typeof TokenResponseSchema>;

export const RevocationRequestSchema = z
  .object({
    token: z.string().describe("The access token to revoke."),
    token_type_hint: z.string().optional().describe("`access_token`; other hints are accepted and ignored."),
  })
  .describe("Revocation request");

export const OAuthErrorSchema = z
  .object({
    error: z.enum(OAUTH_ERROR_CODES as [string, ...string[]]).describe("Stable OAuth-style error code."),
    error_description: z.string().describe("Human-readable explanation and what to do."),
  })
  .describe("OAuth error (RFC 6749 §5.2)");
