import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as calculatorRoute from "@/app/mcp/route";
import * as docsRoute from "@/app/mcp/docs/route";
import { JWT_BEARER_GRANT } from "@/lib/auth/constants";
import { setConfigForTesting } from "@/lib/config/env";
import { rowsOf, setDatabaseForTesting } from "@/lib/db";
import { markDatabaseHealthy } from "@/lib/db/health-state";
import { RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
import { callApi, jsonOf, validLead } from "../helpers/api-client";
import { exchange, health, postForm, postJson, register, revoke, tokenFor, useTestSigningKey } from "../helpers/auth-flow";
import { countRows, faultStoreBackends, type FaultStore } from "../helpers/fault-store";
import { createResponseValidator } from "../helpers/openapi-validator";
import { nextTestIp } from "../helpers/app";

/**
 * SPEC "Errors" and docs/api.md "Exactly once" with the database taken away: the
 * store is cut (connections killed, new ones refused) while the app runs.
 * On PGlite the cut is simulated (statements reject with ECONNREFUSED); on
 * the real server a TCP proxy between node-postgres and PostgreSQL is cut.
 *
 * Pages are not rendered here: they read no storage (content comes from
 * files), and the tool servers and health stand in for "the rest keeps working".
 */
const expectDocumented = createResponseValidator();

function mcpCall(route: { POST: (request: Request) => Promise<Response> }, body: unknown): Promise<Response> {
  return route.POST(
    new Request("http://localhost:3000/mcp", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", "x-peer-address": "203.0.113.70" },
      body: JSON.stringify(body),
    }),
  );
}

async function expectDbUnavailable(response: Response, method = "POST", path = "/api/v1/demo-request") {
  expect(response.status).toBe(503);
  expect(response.headers.get("content-type")).toBe("application/json");
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  expect(response.headers.get("access-control-allow-origin")).toBe("*");
  await expectDocumented(method, path, response);
  expect((await jsonOf(response.clone())).error.code).toBe("DB_UNAVAILABLE");
}

async function expectTemporarilyUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(await response.json()).toEqual({ error: "temporarily_unavailable", error_description: expect.any(String) });
}

/**
 * A client following SPEC "Errors": a 5xx is resent unchanged after a pause.
 * Needed right after a restore too: a pooled connection the cut killed is
 * only discovered when the next statement tries to use it, which costs that
 * request one 503.
 */
async function retried(send: () => Promise<Response>, attempts = 5): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await send();
    if (response.status < 500 || attempt >= attempts) return response;
    await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
  }
}

async function healthStatus(): Promise<string> {
  const response = await callApi("GET", "/api/v1/health");
  expect(response.status).toBe(200);
  return ((await response.json()) as { status: string }).status;
}

describe.each(faultStoreBackends())("database cut ($name)", (backend) => {
  let store: FaultStore;

  beforeAll(async () => {
    store = await backend.open();
    await useTestSigningKey();
  });
  afterAll(async () => {
    setConfigForTesting(undefined);
    setDatabaseForTesting(undefined);
    await store.close();
  });
  beforeEach(async () => {
    await store.restore();
    // Let the driver notice the connections an earlier cut killed, so each test starts with a healthy pool.
    await new Promise((resolve) => setTimeout(resolve, 20));
    setDatabaseForTesting(store.handle);
    await store.inspect.db.execute(sql`TRUNCATE demo_requests, idempotency_records, access_tokens, agent_registrations CASCADE`);
    setRateLimiterForTesting(new RateLimiter(undefined));
    markDatabaseHealthy();
  });
  afterEach(async () => {
    await store.restore();
  });

  it("demo requests answer 503 DB_UNAVAILABLE with Retry-After on both paths, with or without a key, and store nothing", async () => {
    await store.cut();
    for (const path of ["/api/v1/demo-request", "/api/demo-request"]) {
      await expectDbUnavailable(await callApi("POST", path, { body: validLead(), ip: nextTestIp() }), "POST", path);
      await expectDbUnavailable(
        await callApi("POST", path, { body: validLead(), headers: { "idempotency-key": `cut-${path}` }, ip: nextTestIp() }),
        "POST",
        path,
      );
    }
    await store.restore();
    expect(await countRows(store.inspect, "demo_requests")).toBe(0);
    // The refused claim left nothing behind: the same key and body now simply succeed.
    const lead = validLead();
    const headers = { "idempotency-key": "retry-after-restore" };
    await store.cut();
    await expectDbUnavailable(await callApi("POST", "/api/v1/demo-request", { body: lead, headers, ip: nextTestIp() }));
    await store.restore();
    const again = await retried(() => callApi("POST", "/api/v1/demo-request", { body: lead, headers, ip: nextTestIp() }));
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotency-replayed")).toBeNull();
    expect(await countRows(store.inspect, "demo_requests")).toBe(1);
  });

  it("validation errors need no store: a bad request is still a 400 while the store is cut", async () => {
    await store.cut();
    const response = await callApi("POST", "/api/v1/demo-request", { body: validLead({ email: "nope" }), ip: nextTestIp() });
    expect(response.status).toBe(400);
    expect((await jsonOf(response)).error.code).toBe("INVALID_EMAIL");
  });

  it("identity, token (form and JSON) and revoke answer 503 temporarily_unavailable with Retry-After", async () => {
    const { identity_assertion: assertion } = await register();
    const token = await tokenFor(assertion);
    await store.cut();
    await expectTemporarilyUnavailable(await postJson("/agent/identity", { type: "anonymous" }));
    await expectTemporarilyUnavailable(await exchange(assertion));
    await expectTemporarilyUnavailable(await postJson("/oauth2/token", { grant_type: JWT_BEARER_GRANT, assertion }));
    await expectTemporarilyUnavailable(await revoke(token));
    await expectTemporarilyUnavailable(await postJson("/oauth2/revoke", { token }));
    await store.restore();
    // Nothing was done during the cut: the token still works, and revoking it now takes effect.
    expect((await retried(() => health(token))).status).toBe(200);
    expect((await retried(() => revoke(token))).status).toBe(200);
    expect((await health(token)).status).toBe(401);
  });

  it("a presented bearer token cannot be checked: health answers the documented 503 DB_UNAVAILABLE", async () => {
    const token = await tokenFor((await register()).identity_assertion);
    await store.cut();
    await expectDbUnavailable(await health(token), "GET", "/api/v1/health");
  });

  it("health reports degraded once a storage operation failed, and ok again after one succeeds", async () => {
    expect(await healthStatus()).toBe("ok");
    await store.cut();
    await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextTestIp() });
    expect(await healthStatus()).toBe("degraded");
    expect(await healthStatus()).toBe("degraded");
    await store.restore();
    expect(await healthStatus()).toBe("degraded");
    expect((await retried(() => callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextTestIp() }))).status).toBe(200);
    expect(await healthStatus()).toBe("ok");
  });

  it("the calculator and docs tool servers keep answering while the store is cut", async () => {
    await store.cut();
    await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextTestIp() });
    expect(await healthStatus()).toBe("degraded");

    const convert = await mcpCall(calculatorRoute, {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "land_area_convert", arguments: { value: 1, fromUnit: "acre", toUnit: "sqft" } },
    });
    expect(convert.status).toBe(200);
    const converted = await convert.json();
    expect(converted.result.isError).toBeFalsy();
    expect(converted.result.structuredContent.result).toBe(43560);

    const list = await (await mcpCall(calculatorRoute, { jsonrpc: "2.0", id: 2, method: "tools/list" })).json();
    expect(list.result.tools).toHaveLength(6);

    const search = await mcpCall(docsRoute, {
      jsonrpc: "2.0",
      id: 3,
      method: "tools/call",
      params: { name: "search_docs", arguments: { query: "bigha" } },
    });
    expect(search.status).toBe(200);
    expect((await search.json()).result.isError).toBeFalsy();

    for (const path of ["/api/docs", "/api/openapi.json"]) {
      expect((await callApi("GET", path, { ip: nextTestIp() })).status).toBe(200);
    }
  });

  describe("exactly once when the connection drops mid-request", () => {
    it("the lead insert commits but its reply is lost: 503, then the same key replays the stored 200", async () => {
      const lead = validLead();
      const headers = { "idempotency-key": "lost-reply-key" };
      store.failOn(/insert into "?demo_requests/i, "lose-reply");
      await expectDbUnavailable(await callApi("POST", "/api/v1/demo-request", { body: lead, headers, ip: nextTestIp() }));
      await store.restore();
      const retry = await retried(() => callApi("POST", "/api/v1/demo-request", { body: lead, headers, ip: nextTestIp() }));
      expect(retry.status).toBe(200);
      expect(retry.headers.get("idempotency-replayed")).toBe("true");
      const { id } = await jsonOf(retry);
      const rows = rowsOf<{ id: string }>(await store.inspect.db.execute(sql`SELECT id FROM demo_requests`));
      expect(rows).toEqual([{ id }]);
    });

    it("the store goes away after the key is claimed: 503, IDEMPOTENCY_KEY_IN_USE until the lock lapses, then one lead", async () => {
      const lead = validLead();
      const headers = { "idempotency-key": "claimed-then-cut" };
      store.failOn(/insert into "?demo_requests/i, "cut-before");
      await expectDbUnavailable(await callApi("POST", "/api/v1/demo-request", { body: lead, headers, ip: nextTestIp() }));
      await store.restore();
      expect(await countRows(store.inspect, "demo_requests")).toBe(0);

      // The release could not reach the store, so the claim holds until its lock lapses (docs/api.md: 15 s).
      const busy = await retried(() => callApi("POST", "/api/v1/demo-request", { body: lead, headers, ip: nextTestIp() }));
      expect(busy.status).toBe(409);
      expect((await jsonOf(busy)).error.code).toBe("IDEMPOTENCY_KEY_IN_USE");
      const retryAfter = Number(busy.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(15);
      // A different body with the key is still refused as reuse, not taken over.
      const other = await callApi("POST", "/api/v1/demo-request", { body: validLead(), headers, ip: nextTestIp() });
      expect(other.status).toBe(422);

      await store.inspect.db.execute(sql`UPDATE idempotency_records SET locked_until = now() - interval '1 second'`);
      const done = await callApi("POST", "/api/v1/demo-request", { body: lead, headers, ip: nextTestIp() });
      expect(done.status).toBe(200);
      const replay = await callApi("POST", "/api/v1/demo-request", { body: lead, headers, ip: nextTestIp() });
      expect(replay.headers.get("idempotency-replayed")).toBe("true");
      expect(await replay.text()).toBe(await done.text());
      expect(await countRows(store.inspect, "demo_requests")).toBe(1);
    });

    it("the claim commits but its reply is lost: the retry waits out the lock, then stores one lead", async () => {
      const lead = validLead();
      const headers = { "idempotency-key": "claim-reply-lost" };
      store.failOn(/insert into "?idempotency_records/i, "lose-reply");
      await expectDbUnavailable(await callApi("POST", "/api/v1/demo-request", { body: lead, headers, ip: nextTestIp() }));
      await store.restore();
      expect((await retried(() => callApi("POST", "/api/v1/demo-request", { body: lead, headers, ip: nextTestIp() }))).status).toBe(409);
      await store.inspect.db.execute(sql`UPDATE idempotency_records SET locked_until = now() - interval '1 second'`);
      expect((await callApi("POST", "/api/v1/demo-request", { body: lead, headers, ip: nextTestIp() })).status).toBe(200);
      expect(await countRows(store.inspect, "demo_requests")).toBe(1);
    });

    it("without a key a lost reply cannot be told from a duplicate: the retry is DUPLICATE_REQUEST, the lead exists once", async () => {
      const lead = validLead();
      store.failOn(/insert into "?demo_requests/i, "lose-reply");
      await expectDbUnavailable(await callApi("POST", "/api/v1/demo-request", { body: lead, ip: nextTestIp() }));
      await store.restore();
      const retry = await retried(() => callApi("POST", "/api/v1/demo-request", { body: lead, ip: nextTestIp() }));
      expect(retry.status).toBe(409);
      expect((await jsonOf(retry)).error.code).toBe("DUPLICATE_REQUEST");
      expect(await countRows(store.inspect, "demo_requests")).toBe(1);
    });

    it("a token whose reply was lost is never usable (only its hash exists); the retry issues a working token", async () => {
      const { identity_assertion: assertion } = await register();
      store.failOn(/insert into "?access_tokens/i, "lose-reply");
      await expectTemporarilyUnavailable(await exchange(assertion));
      await store.restore();
      const response = await retried(() => exchange(assertion));
      expect(response.status).toBe(200);
      const token = ((await response.json()) as { access_token: string }).access_token;
      expect((await health(token)).status).toBe(200);
      expect(await countRows(store.inspect, "access_tokens")).toBe(2);
    });

    it("a revoke whose reply was lost: the client retries as told and the token ends up revoked", async () => {
      const token = await tokenFor((await register()).identity_assertion);
      store.failOn(/update "?access_tokens"? set "?revoked_at/i, "lose-reply");
      await expectTemporarilyUnavailable(await postForm("/oauth2/revoke", { token }));
      await store.restore();
      expect((await retried(() => revoke(token))).status).toBe(200);
      expect((await health(token)).status).toBe(401);
    });
  });

  it("a lost reply that outlasts its outage (the store is restored while the statement waits) commits and fails, and cuts nothing", async () => {
    // What a fault schedule relies on: once it restores the store for the last time, nothing cuts it
    // again. A lead insert armed to lose its reply may wait for a connection through the cut and
    // commit after the restore; had it cut then, every client would get 503 until it gave up.
    store.failOn(/'late-reply'/, "lose-reply");
    const insert = sql`INSERT INTO idempotency_records (operation, key, fingerprint, state, locked_until, expires_at)
      VALUES ('fault-helper', 'late-reply', 'f', 'in_flight', now(), now() + interval '1 hour')`;
    let outcome: Promise<string | undefined> | undefined;
    // The statement is sent, then held (behind a table lock on the server, behind an open
    // transaction on the embedded store, which runs one thing at a time) while the store is restored.
    const whileHeld = async () => {
      outcome = store.handle.db.execute(insert).then(
        () => "answered",
        (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      await store.restore();
    };
    if (store.handle.pglite) await store.handle.pglite.transaction(whileHeld);
    else {
      await store.inspect.db.transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE idempotency_records IN EXCLUSIVE MODE`);
        await whileHeld();
      });
    }
    expect(await outcome).toBe("ECONNRESET");
    expect(store.isCut).toBe(false);
    expect(await countRows(store.inspect, "idempotency_records")).toBe(1);
    expect((await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextTestIp() })).status).toBe(200);
  });

  // Only a real server connection can be partitioned; the embedded store has no network.
  if (backend.name === "postgres") {
    it("a network partition (nothing answers, nothing closes) ends in 503s within the driver's timeouts, not 500s", async () => {
      // One successful request leaves an idle pooled connection, which the partition then swallows.
      expect((await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextTestIp() })).status).toBe(200);
      store.stall!();
      const started = Date.now();
      const [demo, token] = await Promise.all([
        callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextTestIp() }),
        postJson("/agent/identity", { type: "anonymous" }),
      ]);
      expect(Date.now() - started).toBeLessThan(15_000);
      await expectDbUnavailable(demo);
      await expectTemporarilyUnavailable(token);
      expect(await healthStatus()).toBe("degraded");
      await store.restore();
      expect((await retried(() => callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextTestIp() }))).status).toBe(200);
    }, 30_000);
  }
});
