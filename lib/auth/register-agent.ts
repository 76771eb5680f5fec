import { randomBytes } from "node:crypto";
import { getDatabase, tables, withStore } from "@/lib/db";
import { schedulePrune } from "@/lib/db/prune-expired";
import { wellFormedText } from "@/lib/db/well-formed-text";
import { log } from "@/lib/log/logger";
import { agentAuthUrls } from "./agent-auth-urls";
import { AGENT_SCOPE, CLIENT_FIELD_MAX_CHARS, REGISTRATION_LIFETIME_SECONDS } from "./constants";
import { issueAssertion } from "./issue-assertion";
import { OAuthError } from "./oauth-error";
import type { RegistrationResponse } from "./oauth-schemas";

/**
 * Control characters are dropped (PostgreSQL text cannot hold NUL, and logs
 * should not get raw escapes) and lone surrogates replaced; truncation counts
 * code points, so an emoji is never cut in half.
 */
function clientField(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const cleaned = [...wellFormedText(value.replace(/[\u0000-\u001f\u007f]/g, ""))].slice(0, CLIENT_FIELD_MAX_CHARS).join("");
  return cleaned === "" ? null : cleaned;
}

function checkType(type: unknown): void {
  if (type === "anonymous") return;
  if (type === "identity_assertion") {
    throw new OAuthError(
      "issuer_not_enabled",
      'Identity assertions from agent providers are not accepted here (no provider trust list). Register with type "anonymous".',
    );
  }
  if (type === "service_auth") {
    throw new OAuthError(
      "service_auth_not_enabled",
      'This domain has no user accounts to authenticate against. Register with type "anonymous".',
    );
  }
  throw new OAuthError(
    "invalid_request",
    type === undefined ? '`type` is required; send "anonymous".' : 'Unknown `type`; the only identity type is "anonymous".',
  );
}

/**
 * POST /agent/identity: records an anonymous registration (30 days) and
 * answers with its first identity assertion (15 minutes). The assertion is
 * signed before the row is written, so a key problem leaves no orphan row.
 */
export async function registerAgent(body: Record<string, unknown>, now: Date): Promise<RegistrationResponse> {
  checkType(body.type);
  const client = typeof body.client === "object" && body.client !== null ? (body.client as Record<string, unknown>) : {};
  const registrationId = `reg_${randomBytes(16).toString("base64url")}`;
  const { assertion, expiresAt } = await issueAssertion(registrationId, now);
  const lapsesAt = new Date(now.getTime() + REGISTRATION_LIFETIME_SECONDS * 1000);

  const { db } = await withStore(getDatabase);
  await withStore(() =>
    db.insert(tables.agentRegistrations).values({
      id: registrationId,
      type: "anonymous",
      clientName: clientField(client.name),
      clientVersion: clientField(client.version),
      createdAt: now,
      expiresAt: lapsesAt,
    }),
  );
  schedulePrune(db);
  log.info("agent registered", { registrationId });

  return {
    registration_id: registrationId,
    registration_type: "anonymous",
    identity_assertion: assertion,
    assertion_expires: expiresAt.toISOString(),
    pre_claim_scopes: [AGENT_SCOPE],
    token_endpoint: agentAuthUrls().tokenEndpoint,
    claim_supported: false,
  };
}
