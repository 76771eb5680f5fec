import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { hashAccessToken } from "@/lib/auth/access-token";
import { setClockForTesting } from "@/lib/auth/clock";
import { issueAssertion } from "@/lib/auth/issue-assertion";
import { pruneExpired } from "@/lib/db/prune-expired";
import { rowsOf } from "@/lib/db";
import { exchange, health, register, revoke, tokenFor, useIdentityTestStore } from "../helpers/auth-flow";
import { storeBackends } from "../helpers/test-store";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** Every row of SPEC "States and transitions" for registrations, assertions and tokens, on a controlled clock. */
describe.each(storeBackends())("credential lifecycles on $name", (backend) => {
  const { store } = useIdentityTestStore(backend);
  let t0: number;
  const at = (offsetMs: number) => setClockForTesting(new Date(t0 + offsetMs));

  beforeEach(() => {
    // Whole seconds, as JWT times are: the boundaries below are then exact.
    t0 = Math.floor(Date.now() / SECOND) * SECOND;
    at(0);
  });
  afterEach(() => setClockForTesting(undefined));

  async function errorOf(response: Response) {
    return { status: response.status, error: ((await response.json()) as { error: string }).error };
  }

  it("registration issues an assertion expiring exactly 15 minutes later", async () => {
    const registration = await register();
    expect(Date.parse(registration.assertion_expires)).toBe(t0 + 15 * MINUTE);
    const [row] = rowsOf<{ expires_at: Date | string }>(
      await store().db.execute(sql`SELECT expires_at FROM agent_registrations WHERE id = ${registration.registration_id}`),
    );
    expect(new Date(row!.expires_at).getTime()).toBe(t0 + 30 * DAY);
  });

  it("an assertion works at 14:59 and is invalid_grant at 15:00 and 15:01", async () => {
    const { identity_assertion: assertion } = await register();
    at(14 * MINUTE + 59 * SECOND);
    expect((await exchange(assertion)).status).toBe(200);
    at(15 * MINUTE);
    expect(await errorOf(await exchange(assertion))).toEqual({ status: 400, error: "invalid_grant" });
    at(15 * MINUTE + 1 * SECOND);
    expect(await errorOf(await exchange(assertion))).toEqual({ status: 400, error: "invalid_grant" });
  });

  it("re-posting an assertion issues a new, distinct token each time, all valid", async () => {
    const { identity_assertion: assertion, registration_id } = await register();
    const tokens = [];
    for (let minute = 0; minute < 15; minute += 5) {
      at(minute * MINUTE);
      tokens.push(await tokenFor(assertion));
    }
    expect(new Set(tokens).size).toBe(3);
    for (const token of tokens) {
      const response = await health(token);
      expect(await response.json()).toEqual({ status: "ok", agent: { registration_id, scope: "api.read" } });
    }
  });

  it("a registration lapses after 30 days: a fresh assertion for it is then invalid_grant", async () => {
    const { registration_id } = await register();
    // Assertions are only handed out at registration, so one for a 30-day-old
    // registration is minted directly: the signature is fine, the registration is not.
    at(30 * DAY - SECOND);
    const before = await issueAssertion(registration_id, new Date(t0 + 30 * DAY - SECOND));
    expect((await exchange(before.assertion)).status).toBe(200);
    at(30 * DAY);
    const after = await issueAssertion(registration_id, new Date(t0 + 30 * DAY));
    const response = await exchange(after.assertion);
    expect(await errorOf(response)).toEqual({ status: 400, error: "invalid_grant" });
  });

  it("a token a registration holds stops working when the registration lapses", async () => {
    const { registration_id } = await register();
    at(30 * DAY - 10 * MINUTE);
    const { assertion } = await issueAssertion(registration_id, new Date(t0 + 30 * DAY - 10 * MINUTE));
    const token = await tokenFor(assertion);
    expect((await health(token)).status).toBe(200);
    at(30 * DAY);
    expect((await health(token)).status).toBe(401);
  });

  it("an access token is valid for 3600 seconds, then 401 INVALID_TOKEN", async () => {
    const { identity_assertion: assertion } = await register();
    const token = await tokenFor(assertion);
    at(3599 * SECOND);
    expect((await health(token)).status).toBe(200);
    at(3600 * SECOND);
    const expired = await health(token);
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { error: { code: string } }).error.code).toBe("INVALID_TOKEN");
    expect(expired.headers.get("www-authenticate")).toBe(
      'Bearer resource_metadata="http://localhost:3000/.well-known/oauth-protected-resource", error="invalid_token"',
    );
  });

  it("revocation takes effect on the next request, leaves the assertion and other tokens alone, and is idempotent", async () => {
    const { identity_assertion: assertion } = await register();
    const [first, second] = [await tokenFor(assertion), await tokenFor(assertion)];
    const response = await revoke(first);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
    expect((await health(first)).status).toBe(401);
    expect((await health(second)).status).toBe(200);
    expect((await revoke(first)).status).toBe(200);
    expect((await health(first)).status).toBe(401);
    expect((await exchange(assertion)).status).toBe(200);
    const [row] = rowsOf<{ revoked_at: unknown }>(
      await store().db.execute(sql`SELECT revoked_at FROM access_tokens WHERE token_hash = ${hashAccessToken(first)}`),
    );
    expect(new Date(row!.revoked_at as string).getTime()).toBe(t0);
  });

  it("revoking an unknown token, a garbage string or an expired token answers 200 with an empty body", async () => {
    const { identity_assertion: assertion } = await register();
    const token = await tokenFor(assertion);
    at(2 * 3600 * SECOND);
    for (const candidate of [`lat_${"A".repeat(43)}`, "garbage", token]) {
      const response = await revoke(candidate);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("");
    }
  });

  it("50 simultaneous exchanges of one assertion give 50 distinct valid tokens", async () => {
    const { identity_assertion: assertion, registration_id } = await register();
    const responses = await Promise.all(Array.from({ length: 50 }, () => exchange(assertion)));
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(200));
    const tokens = await Promise.all(responses.map(async (response) => ((await response.json()) as { access_token: string }).access_token));
    expect(new Set(tokens).size).toBe(50);
    const checks = await Promise.all(
      tokens.map(async (token) => (await (await health(token)).json()) as { agent?: { registration_id: string } }),
    );
    expect(checks.every((body) => body.agent?.registration_id === registration_id)).toBe(true);
    const [count] = rowsOf<{ n: number }>(await store().db.execute(sql`SELECT count(*)::int AS n FROM access_tokens`));
    expect(count!.n).toBe(50);
  });

  it("stores only token hashes, never the token", async () => {
    const token = await tokenFor((await register()).identity_assertion);
    const rows = rowsOf<Record<string, unknown>>(await store().db.execute(sql`SELECT * FROM access_tokens`));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.token_hash).toBe(hashAccessToken(token));
  });

  it("pruning deletes lapsed registrations and expired tokens, and keeps live ones", async () => {
    // Rows created on a clock 31 days back have lapsed by the database's own clock.
    at(-31 * DAY);
    const old = await register();
    await tokenFor(old.identity_assertion);
    at(0);
    const live = await register();
    const liveToken = await tokenFor(live.identity_assertion);
    await pruneExpired(store().db);
    const registrations = rowsOf<{ id: string }>(await store().db.execute(sql`SELECT id FROM agent_registrations`));
    expect(registrations.map((row) => row.id)).toEqual([live.registration_id]);
    const tokens = rowsOf<{ token_hash: string }>(await store().db.execute(sql`SELECT token_hash FROM access_tokens`));
    expect(tokens.map((row) => row.token_hash)).toEqual([hashAccessToken(liveToken)]);
  });
});
