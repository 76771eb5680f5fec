import { describe, expect, it } from "vitest";
import { setDatabaseForTesting } from "@/lib/db";
import { exchange, health, postJson, register, revoke, tokenFor, useIdentityTestStore } from "../helpers/auth-flow";
import { unreachableStore } from "../helpers/fault-store";
import { storeBackends } from "../helpers/test-store";

describe.each(storeBackends())("credential storage unreachable (real store: $name)", (backend) => {
  const { store } = useIdentityTestStore(backend, { reinstallStoreBeforeEach: true });

  async function expectUnavailable(response: Response) {
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("pragma")).toBe("no-cache");
    expect(await response.json()).toEqual({ error: "temporarily_unavailable", error_description: expect.any(String) });
  }

  it("all three endpoints answer 503 temporarily_unavailable with Retry-After", async () => {
    const { identity_assertion: assertion } = await register();
    const token = await tokenFor(assertion);
    setDatabaseForTesting(unreachableStore());
    await expectUnavailable(await postJson("/agent/identity", { type: "anonymous" }));
    await expectUnavailable(await exchange(assertion));
    await expectUnavailable(await revoke(token));
  });

  it("a revoke that failed was not done: the token still works once the store is back", async () => {
    const token = await tokenFor((await register()).identity_assertion);
    setDatabaseForTesting(unreachableStore());
    await expectUnavailable(await revoke(token));
    setDatabaseForTesting(store());
    expect((await health(token)).status).toBe(200);
    expect((await revoke(token)).status).toBe(200);
    expect((await health(token)).status).toBe(401);
  });

  it("a presented token cannot be checked: 503 DB_UNAVAILABLE, not 401 and not anonymous", async () => {
    const token = await tokenFor((await register()).identity_assertion);
    setDatabaseForTesting(unreachableStore());
    const response = await health(token);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).not.toBeNull();
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("DB_UNAVAILABLE");
  });

  it("requests without a token, and malformed tokens, never touch the store", async () => {
    const down = unreachableStore();
    setDatabaseForTesting(down);
    expect((await health()).status).toBe(200);
    expect((await health("not-a-token")).status).toBe(401);
    expect((await revoke("not-a-token")).status).toBe(200);
    expect(down.calls).toBe(0);
  });

  it("validation errors need no store: they answer as usual", async () => {
    setDatabaseForTesting(unreachableStore());
    expect((await postJson("/agent/identity", { type: "service_auth" })).status).toBe(400);
    const bad = await exchange("garbage");
    expect(((await bad.json()) as { error: string }).error).toBe("invalid_grant");
  });

  it("a store without its schema is a 500 server_error with no internal detail", async () => {
    setDatabaseForTesting(unreachableStore(Object.assign(new Error('relation "agent_registrations" does not exist'), { code: "42P01" })));
    const response = await postJson("/agent/identity", { type: "anonymous" });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text).error).toBe("server_error");
    expect(text).not.toContain("relation");
  });
});
