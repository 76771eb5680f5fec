import { sql } from "drizzle-orm";
import { getDatabase, rowsOf, withStore } from "@/lib/db";
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
  const revoked = rowsOf<{ registration_id: string }>(
    await withStore(() =>
      db.execute(sql`
        UPDATE access_tokens SET revoked_at = ${now.toISOString()}::timestamptz
        WHERE token_hash = ${hashAccessToken(token)} AND revoked_at IS NULL
        RETURNING registration_id`),
    ),
  );
  if (revoked[0]) log.info("access token revoked", { registrationId: revoked[0].registration_id });
}
