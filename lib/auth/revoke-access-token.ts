import { and, eq, isNull } from "drizzle-orm";
import { getDatabase, tables, withStore } from "@/lib/db";
import { log } from "@/lib/log/logger";
import { hashAccessToken, isAccessTokenShaped } from "./access-token";
import { OAuthError } from "./oauth-error";
import { stringParam } from "./read-oauth-body";

/**
 * POST /oauth2/revoke (RFC 7009): marks the token revoked. Unknown, expired
 * and already revoked tokens answer the same (200), so revocation reveals
 * nothing and is idempotent. A store failure propagates (503
 * `temporarily_unavailable`): a revoke that was not stored is never reported
 * as done. The hint is ignored: there is one kind of token. A string that
 * cannot be one of our tokens needs no lookup to be "not active".
 */
export async function revokeAccessToken(params: Record<string, unknown>, now: Date): Promise<void> {
  const token = stringParam(params, "token");
  if (!token) throw new OAuthError("invalid_request", "`token` is required: the access token to revoke.");
  stringParam(params, "token_type_hint");
  if (!isAccessTokenShaped(token)) return;
  const { db } = await withStore(getDatabase);
  const { accessTokens } = tables;
  const [revoked] = await withStore(() =>
    db
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(eq(accessTokens.tokenHash, hashAccessToken(token)), isNull(accessTokens.revokedAt)))
      .returning({ registrationId: accessTokens.registrationId }),
  );
  if (revoked) log.info("access token revoked", { registrationId: revoked.registrationId });
}
