import { errors, type JWTPayload, jwtVerify } from "jose";
import { agentAuthUrls } from "./agent-auth-urls";
import { ASSERTION_LIFETIME_SECONDS, CLOCK_SKEW_SECONDS } from "./constants";
import { OAuthError } from "./oauth-error";
import { getSigningKeys } from "./signing-keys";

const REGISTER_AGAIN = "Register again at /agent/identity.";

function invalidGrant(reason: string, cause?: unknown): OAuthError {
  return new OAuthError("invalid_grant", `${reason} ${REGISTER_AGAIN}`, { cause });
}

/**
 * Checks an identity assertion cryptographically and by its claims; whether
 * its registration still exists is checked where the token is stored, in the
 * same statement. The algorithm is pinned to the keys' own (so `alg: none`
 * and HMAC-with-the-public-key fail), the key is chosen by `kid` among the
 * current and previous public keys, and `iss`, `aud`, `typ`, `sub`, `jti`,
 * `iat` and `exp` are required. `iat`/`nbf` may be CLOCK_SKEW_SECONDS ahead;
 * `exp` is exact.
 */
export async function verifyAssertion(assertion: string, now: Date): Promise<{ registrationId: string }> {
  const keys = await getSigningKeys();
  const urls = agentAuthUrls();
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(assertion, keys.keySet, {
      algorithms: keys.algorithms,
      issuer: urls.issuer,
      audience: urls.resource,
      typ: "JWT",
      requiredClaims: ["sub", "jti", "iat", "exp"],
      maxTokenAge: ASSERTION_LIFETIME_SECONDS,
      clockTolerance: CLOCK_SKEW_SECONDS,
      currentDate: now,
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw invalidGrant("The assertion has expired.", error);
    if (error instanceof errors.JWTClaimValidationFailed) {
      throw invalidGrant(`The assertion's \`${error.claim}\` is not valid here.`, error);
    }
    if (error instanceof errors.JOSEError) {
      throw invalidGrant("The assertion is malformed or was not signed by this service.", error);
    }
    throw error;
  }
  // Present: `requiredClaims` above. The defaults only satisfy the type checker.
  const { exp = 0, iat = 0, sub = "" } = payload;
  // The tolerance above is for `iat`/`nbf` only: the client was told the exact expiry.
  if (exp <= Math.floor(now.getTime() / 1000)) throw invalidGrant("The assertion has expired.");
  if (exp - iat > ASSERTION_LIFETIME_SECONDS) throw invalidGrant("The assertion's lifetime is too long.");
  return { registrationId: sub };
}
