/**
 * The facts of the agent identity flow, each in one place: the endpoints,
 * `/auth.md`, `/api/docs` and the OpenAPI document all read them from here.
 */

/** SPEC "Limits": an identity assertion is good for 15 minutes. */
export const ASSERTION_LIFETIME_SECONDS = 15 * 60;
/** SPEC "Limits": a registration lapses after 30 days. */
export const REGISTRATION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;
/** SPEC "Limits": an access token is good for 3600 seconds. */
export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;

/** The only scope; it grants what an anonymous caller already has. */
export const AGENT_SCOPE = "api.read";

/** RFC 7523 §2.1: the one grant the token endpoint accepts. */
export const JWT_BEARER_GRANT = "urn:ietf:params:oauth:grant-type:jwt-bearer";
/** RFC 8693 token type URN advertised for the `anonymous` identity type. */
export const ACCESS_TOKEN_TYPE_URN = "urn:ietf:params:oauth:token-type:access_token";

/** Identity types the registration endpoint knows; only `anonymous` is enabled. */
export const IDENTITY_TYPES_SUPPORTED = ["anonymous"] as const;

/**
 * Access tokens are `lat_` + 32 random bytes in base64url (256 bits). The
 * prefix lets secret scanners and log filters recognise a leaked token.
 */
export const ACCESS_TOKEN_PREFIX = "lat_";
export const ACCESS_TOKEN_RANDOM_BYTES = 32;

/**
 * How far ahead of this instance's clock an assertion's `iat`/`nbf` may be:
 * instances sign and verify with clocks that are NTP-synced but not identical.
 * Expiry gets no tolerance: the assertion dies exactly at `assertion_expires`.
 */
export const CLOCK_SKEW_SECONDS = 5;

/** SPEC "Limits": `client.name` and `client.version` are recorded up to 128 characters each. */
export const CLIENT_FIELD_MAX_CHARS = 128;

/** Largest body the three endpoints read; an assertion is well under 1 KiB. */
export const OAUTH_MAX_BODY_BYTES = 8 * 1024;
