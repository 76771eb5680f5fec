import { and, eq, gt, sql } from "drizzle-orm";
import { getDatabase, tables, withStore } from "@/lib/db";
import { schedulePrune } from "@/lib/db/prune-expired";
import { log } from "@/lib/log/logger";
import { newAccessToken, hashAccessToken } from "./access-token";
import { agentAuthUrls } from "./agent-auth-urls";
import { ACCESS_TOKEN_LIFETIME_SECONDS, AGENT_SCOPE, JWT_BEARER_GRANT } from "./constants";
import { OAuthError } from "./oauth-error";
import type { TokenResponse } from "./oauth-schemas";
import { stringParam } from "./read-oauth-body";
import { verifyAssertion } from "./verify-assertion";

function checkResource(params: Record<string, unknown>): void {
  const raw = params.resource;
  if (raw === undefined) return;
  const values = Array.isArray(raw) ? raw : [raw];
  const expected = agentAuthUrls().resource;
  if (values.length === 0 || values.some((value) => value !== expected)) {
    throw new OAuthError("invalid_target", `\`resource\` must be ${expected} (or be omitted).`);
  }
}

/**
 * POST /oauth2/token: the JWT-bearer grant (RFC 7523). Every valid posting of
 * an assertion issues a new token; the assertion itself is not consumed, so it
 * stays usable until it expires. `scope` and `client_id`, if sent, are
 * ignored: the granted scope is always `api.read`, stated in the response.
 */
export async function exchangeAssertion(params: Record<string, unknown>, now: Date): Promise<TokenResponse> {
  const grantType = stringParam(params, "grant_type");
  if (!grantType) throw new OAuthError("invalid_request", `\`grant_type\` is required; send ${JWT_BEARER_GRANT}.`);
  if (grantType !== JWT_BEARER_GRANT) {
    throw new OAuthError("unsupported_grant_type", `Only ${JWT_BEARER_GRANT} is supported.`);
  }
  const assertion = stringParam(params, "assertion");
  if (!assertion) throw new OAuthError("invalid_request", "`assertion` is required: the identity_assertion from /agent/identity.");
  checkResource(params);
  const { registrationId } = await verifyAssertion(assertion, now);

  const token = newAccessToken();
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_LIFETIME_SECONDS * 1000);
  const { db } = await withStore(getDatabase);
  // One statement checks the registration and stores the token, so a lapse or
  // deletion can never slip between check and insert.
  const { accessTokens, agentRegistrations } = tables;
  const stored = await withStore(() =>
    db
      .insert(accessTokens)
      .select(
        db
          .select({
            tokenHash: sql<string>`${hashAccessToken(token)}`.as("token_hash"),
            registrationId: agentRegistrations.id,
            scope: sql<string>`${AGENT_SCOPE}`.as("scope"),
            createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as("created_at"),
            expiresAt: sql<Date>`${expiresAt.toISOString()}::timestamptz`.as("expires_at"),
            revokedAt: sql<Date | null>`NULL::timestamptz`.as("revoked_at"),
          })
          .from(agentRegistrations)
          .where(and(eq(agentRegistrations.id, registrationId), gt(agentRegistrations.expiresAt, now))),
      )
      .returning({ registrationId: accessTokens.registrationId }),
  );
  if (stored.length === 0) {
    throw new OAuthError(
      "invalid_grant",
      "The registration behind this assertion has lapsed or does not exist. Register again at /agent/identity.",
    );
  }
  schedulePrune(db);
  log.info("access token issued", { registrationId });
  return { access_token: token, token_type: "Bearer", expires_in: ACCESS_TOKEN_LIFETIME_SECONDS, scope: AGENT_SCOPE };
}
