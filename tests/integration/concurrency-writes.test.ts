import { describe, expect, it } from "vitest";
import { callApi, jsonOf, validLead } from "../helpers/api-client";
import { exchange, health, postJson, register, revoke, tokenFor, useIdentityTestStore } from "../helpers/auth-flow";
import { GenerousLimiter } from "../helpers/generous-limiter";
import { countRows } from "../helpers/fault-store";
import { storeBackends } from "../helpers/test-store";
import { nextTestIp } from "../helpers/app";

/**
 * Races the existing suites do not run (api-demo-request.test.ts has one key
 * × 20 and one email+tool × 20 with different keys; auth-transitions.test.ts
 * has one assertion × 50): identical submissions without a key, one key
 * raced with two different bodies across both paths, simultaneous
 * registrations, and a revoke racing the token's use.
 */

describe.each(storeBackends())("concurrent writes on $name", (backend) => {
  const { store } = useIdentityTestStore(backend, { newLimiter: () => new GenerousLimiter(undefined) });

  it("20 identical submissions without a key at once: one 200, nineteen DUPLICATE_REQUEST, one lead", async () => {
    const lead = validLead();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        callApi("POST", index % 2 ? "/api/demo-request" : "/api/v1/demo-request", { body: lead, ip: nextTestIp() }),
      ),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1);
    const refused = responses.filter((response) => response.status === 409);
    expect(refused).toHaveLength(19);
    for (const response of refused) expect((await jsonOf(response)).error.code).toBe("DUPLICATE_REQUEST");
    expect(await countRows(store(), "demo_requests")).toBe(1);
  });

  it("one key raced with two different bodies on both paths: one lead, and every other answer is a replay, in-use or 422", async () => {
    const [first, second] = [validLead(), validLead()];
    const headers = { "idempotency-key": "raced-key" };
    const requests = Array.from({ length: 24 }, (_, index) => ({
      body: index % 3 === 0 ? second : first,
      path: index % 2 ? "/api/demo-request" : "/api/v1/demo-request",
    }));
    const responses = await Promise.all(requests.map(({ body, path }) => callApi("POST", path, { body, headers, ip: nextTestIp() })));
    const answers = await Promise.all(
      responses.map(async (response, index) => ({
        body: requests[index]!.body,
        status: response.status,
        replayed: response.headers.get("idempotency-replayed") === "true",
        code: response.status === 200 ? undefined : ((await jsonOf(response)).error.code as string),
      })),
    );
    const fresh = answers.filter((answer) => answer.status === 200 && !answer.replayed);
    expect(fresh).toHaveLength(1);
    const winner = fresh[0]!.body;
    for (const answer of answers) {
      if (answer.body === winner) {
        expect([200, 409]).toContain(answer.status);
        if (answer.status === 409) expect(answer.code).toBe("IDEMPOTENCY_KEY_IN_USE");
      } else {
        expect(answer.status).toBe(422);
        expect(answer.code).toBe("IDEMPOTENCY_KEY_REUSED");
      }
    }
    expect(await countRows(store(), "demo_requests")).toBe(1);
  });

  it("20 simultaneous registrations: 20 distinct registrations, each assertion exchangeable for its own token", async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postJson("/agent/identity", { type: "anonymous", client: { name: `racer-${index}` } }, { ip: nextTestIp() }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const registrations = await Promise.all(
      responses.map(async (response) => (await response.json()) as { registration_id: string; identity_assertion: string }),
    );
    expect(new Set(registrations.map((item) => item.registration_id)).size).toBe(20);
    expect(new Set(registrations.map((item) => item.identity_assertion)).size).toBe(20);
    const tokens = await Promise.all(registrations.map((item) => tokenFor(item.identity_assertion)));
    const agents = await Promise.all(
      tokens.map(async (token) => ((await (await health(token)).json()) as { agent: { registration_id: string } }).agent.registration_id),
    );
    expect(agents).toEqual(registrations.map((item) => item.registration_id));
    expect(await countRows(store(), "agent_registrations")).toBe(20);
  });

  it("a revoke racing 30 uses of the token: each use is 200 or 401, and every use after the revoke answered is 401", async () => {
    const { identity_assertion: assertion } = await register();
    const token = await tokenFor(assertion);
    const uses = Array.from({ length: 30 }, () => health(token));
    const revoked = revoke(token);
    const statuses = await Promise.all(uses.map(async (use) => (await use).status));
    expect(statuses.every((status) => status === 200 || status === 401)).toBe(true);
    expect((await revoked).status).toBe(200);
    const after = await Promise.all(Array.from({ length: 10 }, () => health(token)));
    expect(after.map((response) => response.status)).toEqual(Array(10).fill(401));
    // The assertion survives: a fresh token works.
    expect((await health(await tokenFor(assertion))).status).toBe(200);
  });

  it("50 simultaneous exchanges and revokes interleaved: every revoked token is dead, every other one alive", async () => {
    const { identity_assertion: assertion } = await register();
    const responses = await Promise.all(Array.from({ length: 50 }, () => exchange(assertion)));
    const tokens = await Promise.all(responses.map(async (response) => ((await response.json()) as { access_token: string }).access_token));
    const doomed = tokens.filter((_, index) => index % 2 === 0);
    await Promise.all([...doomed.map((token) => revoke(token)), ...doomed.map((token) => revoke(token))]);
    const checks = await Promise.all(tokens.map(async (token) => (await health(token)).status));
    expect(checks).toEqual(tokens.map((_, index) => (index % 2 === 0 ? 401 : 200)));
  });
});
