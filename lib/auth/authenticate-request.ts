import { and, eq, gt, isNull } from "drizzle-orm";
import { ApiError } from "@/lib/errors/api-error";
import { getDatabase, tables, withStore } from "@/lib/db";
import { hashAccessToken, isAccessTokenShaped } from "./access-token";
import { agentAuthUrls } from "./agent-auth-urls";
import { clockNow } from "./clock";

export interface AgentIdentity {
  registrationId: string;
  scope: string;
}

/** RFC 6750 §3 challenge pointing at the RFC 9728 metadata, so a client can discover how to get a token. */
export function invalidTokenError(hint: string): ApiError {
  const metadata = agentAuthUrls().protectedResourceMetadata;
  return new ApiError("INVALID_TOKEN", undefined, {
    hint,
    headers: { "WWW-Authenticate": `Bearer resource_metadata="${metadata}", error="invalid_token"` },
  });
}

/** RFC 6750 §2.1 `Bearer 1*SP b64token`; the scheme name is case-insensitive (RFC 9110 §11.1). */
const BEARER = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/i;

/**
 * Resolves an optional `Authorization: Bearer` token. No header: anonymous,
 * without touching storage. A token that is malformed, unknown, expired,
 * revoked, or whose registration lapsed: 401 INVALID_TOKEN. If the store is
 * unreachable the token can be neither accepted nor refused, so the request
 * fails with DB_UNAVAILABLE (503, Retry-After) rather than silently dropping
 * to anonymous or telling the client to discard a good token.
 */
export async function authenticateRequest(request: Request): Promise<AgentIdentity | undefined> {
  const header = request.headers.get("authorization");
  if (header === null) return undefined;
  const token = BEARER.exec(header.trim())?.[1];
  if (!token) throw invalidTokenError("Send `Authorization: Bearer <access_token>`, or no Authorization header at all.");
  if (!isAccessTokenShaped(token)) throw invalidTokenError("The token is not an access token issued by /oauth2/token.");

  const now = clockNow();
  const { db } = await withStore(getDatabase);
  const { accessTokens, agentRegistrations } = tables;
  const [identity] = await withStore(() =>
    db
      .select({ registrationId: accessTokens.registrationId, scope: accessTokens.scope })
      .from(accessTokens)
      .innerJoin(agentRegistrations, eq(agentRegistrations.id, accessTokens.registrationId))
      .where(
        and(
          eq(accessTokens.tokenHash, hashAccessToken(token)),
          isNull(accessTokens.revokedAt),
          gt(accessTokens.expiresAt, now),
          gt(agentRegistrations.expiresAt, now),
        ),
      ),
  );
  if (!identity) throw invalidTokenError("The token is unknown, expired or revoked. Get a new one (see /auth.md) or drop the header.");
  return identity;
}
