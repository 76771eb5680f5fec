import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";
import { agentAuthUrls } from "./agent-auth-urls";
import { ASSERTION_LIFETIME_SECONDS } from "./constants";
import { getSigningKeys } from "./signing-keys";

export interface IssuedAssertion {
  assertion: string;
  expiresAt: Date;
}

/**
 * The identity assertion for a registration: a JWT signed with the current
 * key (`kid` in the header), `iss` the site, `aud` the API, `sub` the
 * registration, a unique `jti`, and a 15-minute `exp`.
 */
export async function issueAssertion(registrationId: string, now: Date): Promise<IssuedAssertion> {
  const keys = await getSigningKeys();
  const urls = agentAuthUrls();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ASSERTION_LIFETIME_SECONDS;
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: keys.alg, kid: keys.kid, typ: "JWT" })
    .setIssuer(urls.issuer)
    .setAudience(urls.resource)
    .setSubject(registrationId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .setJti(randomUUID())
    .sign(keys.privateKey);
  return { assertion, expiresAt: new Date(expiresAt * 1000) };
}
