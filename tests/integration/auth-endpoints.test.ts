import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { JWT_BEARER_GRANT } from "@/lib/auth/constants";
import { setConfigForTesting } from "@/lib/config/env";
import { rowsOf, type DatabaseHandle } from "@/lib/db";
import { RATE_LIMIT_POLICIES, RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
import { appFetch, BASE } from "../helpers/app";
import { exchange, postForm, postJson, register, revoke, tokenFor, useTestSigningKey } from "../helpers/auth-flow";
import { createResponseValidator } from "../helpers/openapi-validator";
import { storeBackends, truncateAll, useStore } from "../helpers/test-store";
import { withinOneWindow } from "../helpers/rate-window";

const ENDPOINTS = ["/agent/identity", "/oauth2/token", "/oauth2/revoke"] as const;

describe.each(storeBackends())("identity and token endpoints on $name", (backend) => {
  let handle: DatabaseHandle;
  let expectDocumented: ReturnType<typeof createResponseValidator>;

  beforeAll(async () => {
    handle = await useStore(backend);
    await useTestSigningKey();
    expectDocumented = createResponseValidator();
  });
  afterAll(async () => {
    setConfigForTesting(undefined);
    await handle.close();
  });
  beforeEach(async () => {
    await truncateAll(handle);
    setRateLimiterForTesting(new RateLimiter(undefined));
  });

  async function expectError(response: Response, status: number, error: string) {
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("pragma")).toBe("no-cache");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const body = (await response.clone().json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["error", "error_description"]);
    expect(body.error).toBe(error);
    expect(typeof body.error_description).toBe("string");
  }

  describe("POST /agent/identity", () => {
    it("answers exactly the seven documented fields, with no-store", async () => {
      const response = await postJson("/agent/identity", { type: "anonymous" });
      expect(response.status).toBe(200);
      await expectDocumented("POST", "/agent/identity", response);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("pragma")).toBe("no-cache");
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual([
        "assertion_expires",
        "claim_supported",
        "identity_assertion",
        "pre_claim_scopes",
        "registration_id",
        "registration_type",
        "token_endpoint",
      ]);
      expect(body).toMatchObject({
        registration_type: "anonymous",
        pre_claim_scopes: ["api.read"],
        token_endpoint: `${BASE}/oauth2/token`,
        claim_supported: false,
      });
      expect(body.registration_id).toMatch(/^reg_[A-Za-z0-9_-]{22}$/);
      expect(new Date(body.assertion_expires as string).toISOString()).toBe(body.assertion_expires);
      const [header, payload] = (body.identity_assertion as string)
        .split(".")
        .slice(0, 2)
        .map((part) => JSON.parse(Buffer.from(part, "base64url").toString()));
      expect(header).toMatchObject({ alg: "EdDSA", typ: "JWT" });
      expect(typeof header.kid).toBe("string");
      expect(payload).toMatchObject({ iss: BASE, aud: `${BASE}/api/`, sub: body.registration_id });
      expect(payload.exp - payload.iat).toBe(900);
      expect(typeof payload.jti).toBe("string");
    });

    it("records client name and version truncated at 128 characters, ignoring other keys and control characters", async () => {
      const name = `${"n".repeat(127)}😀tail`;
      const { registration_id } = await register({ name, version: "v\u0000".repeat(200), secret: "x", nested: { a: 1 } });
      const [row] = rowsOf<{ client_name: string; client_version: string; type: string }>(
        await handle.db.execute(sql`SELECT client_name, client_version, type FROM agent_registrations WHERE id = ${registration_id}`),
      );
      expect(row).toEqual({ client_name: `${"n".repeat(127)}😀`, client_version: "v".repeat(128), type: "anonymous" });
      const other = await register({ name: 42, version: ["x"] });
      const [blank] = rowsOf<{ client_name: string | null }>(
        await handle.db.execute(sql`SELECT client_name FROM agent_registrations WHERE id = ${other.registration_id}`),
      );
      expect(blank!.client_name).toBeNull();
      expect((await postJson("/agent/identity", { type: "anonymous", client: "not an object" })).status).toBe(200);
    });

    it.each([
      [{ type: "identity_assertion" }, "issuer_not_enabled"],
      [{ type: "service_auth" }, "service_auth_not_enabled"],
      [{ type: "claim" }, "invalid_request"],
      [{ type: "Anonymous" }, "invalid_request"],
      [{ type: ["anonymous"] }, "invalid_request"],
      [{}, "invalid_request"],
      [{ client: { name: "x" } }, "invalid_request"],
      ["[]", "invalid_request"],
      ['"anonymous"', "invalid_request"],
      ["null", "invalid_request"],
      ["{not json", "invalid_request"],
      ["", "invalid_request"],
    ])("%j → %s", async (body, error) => {
      const response = await postJson("/agent/identity", body);
      await expectError(response, 400, error);
      await expectDocumented("POST", "/agent/identity", response);
    });

    it("refuses a form-encoded body with 415 invalid_request and stores nothing", async () => {
      await expectError(await postForm("/agent/identity", { type: "anonymous" }), 415, "invalid_request");
      const [count] = rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM agent_registrations`));
      expect(count!.n).toBe(0);
    });
  });

  describe("POST /oauth2/token", () => {
    it("issues a token from a form body and from a JSON body with the same keys", async () => {
      const { identity_assertion: assertion } = await register();
      const form = await exchange(assertion, { resource: `${BASE}/api/`, scope: "api.read", client_id: "ignored" });
      expect(form.status).toBe(200);
      await expectDocumented("POST", "/oauth2/token", form);
      expect(form.headers.get("cache-control")).toBe("no-store");
      expect(form.headers.get("pragma")).toBe("no-cache");
      const body = (await form.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(["access_token", "expires_in", "scope", "token_type"]);
      expect(body).toMatchObject({ token_type: "Bearer", expires_in: 3600, scope: "api.read" });
      const json = await postJson("/oauth2/token", { grant_type: JWT_BEARER_GRANT, assertion });
      expect(json.status).toBe(200);
      expect(((await json.json()) as { access_token: string }).access_token).not.toBe(body.access_token);
    });

    it.each([
      [{ assertion: "x" }, 400, "invalid_request"],
      [{ grant_type: JWT_BEARER_GRANT }, 400, "invalid_request"],
      [{ grant_type: JWT_BEARER_GRANT, assertion: "" }, 400, "invalid_request"],
      [{ grant_type: "client_credentials", assertion: "x" }, 400, "unsupported_grant_type"],
      [{ grant_type: "refresh_token", refresh_token: "x" }, 400, "unsupported_grant_type"],
      [{ grant_type: "urn:ietf:params:oauth:grant-type:token-exchange", subject_token: "x" }, 400, "unsupported_grant_type"],
      [{ grant_type: "authorization_code", code: "x" }, 400, "unsupported_grant_type"],
    ])("%j → %s %s", async (fields, status, error) => {
      const response = await postForm("/oauth2/token", fields);
      await expectError(response, status, error);
      await expectDocumented("POST", "/oauth2/token", response);
    });

    it.each([`${BASE}/api`, `${BASE}/`, "https://staging.example.test/api/", `${BASE}/api/v1/`])(
      "resource %s → invalid_target",
      async (resource) => {
        const { identity_assertion: assertion } = await register();
        await expectError(await exchange(assertion, { resource }), 400, "invalid_target");
      },
    );

    it("accepts a repeated resource only when every value is the API", async () => {
      const { identity_assertion: assertion } = await register();
      const base = `grant_type=${encodeURIComponent(JWT_BEARER_GRANT)}&assertion=${assertion}`;
      const api = encodeURIComponent(`${BASE}/api/`);
      expect((await postForm("/oauth2/token", `${base}&resource=${api}&resource=${api}`)).status).toBe(200);
      await expectError(
        await postForm("/oauth2/token", `${base}&resource=${api}&resource=${encodeURIComponent(BASE)}`),
        400,
        "invalid_target",
      );
    });

    it("refuses repeated parameters (RFC 6749 §3.2) and non-string JSON values", async () => {
      const { identity_assertion: assertion } = await register();
      const grant = encodeURIComponent(JWT_BEARER_GRANT);
      await expectError(
        await postForm("/oauth2/token", `grant_type=${grant}&assertion=${assertion}&assertion=${assertion}`),
        400,
        "invalid_request",
      );
      await expectError(await postJson("/oauth2/token", { grant_type: JWT_BEARER_GRANT, assertion: 42 }), 400, "invalid_request");
      await expectError(await postJson("/oauth2/token", [JWT_BEARER_GRANT]), 400, "invalid_request");
    });

    it("reads a body without Content-Type as a form; other media types are 415", async () => {
      const { identity_assertion: assertion } = await register();
      const body = new URLSearchParams({ grant_type: JWT_BEARER_GRANT, assertion }).toString();
      const bare = await appFetch(`${BASE}/oauth2/token`, { method: "POST", body: new TextEncoder().encode(body) });
      expect(bare.status).toBe(200);
      const text = await appFetch(`${BASE}/oauth2/token`, { method: "POST", headers: { "content-type": "text/plain" }, body });
      await expectError(text, 415, "invalid_request");
      await expectDocumented("POST", "/oauth2/token", text);
    });
  });

  describe("POST /oauth2/revoke", () => {
    it("needs a token parameter", async () => {
      const response = await postForm("/oauth2/revoke", { token_type_hint: "access_token" });
      await expectError(response, 400, "invalid_request");
      await expectDocumented("POST", "/oauth2/revoke", response);
    });

    it("accepts JSON and any hint, answering 200 with an empty body and no-store", async () => {
      const token = await tokenFor((await register()).identity_assertion);
      const response = await postJson("/oauth2/revoke", { token, token_type_hint: "refresh_token" });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect((await revoke(token)).status).toBe(200);
    });
  });

  describe.each(ENDPOINTS)("%s: shared rules", (path) => {
    it("answers the CORS preflight", async () => {
      const response = await appFetch(`${BASE}${path}`, {
        method: "OPTIONS",
        headers: { origin: "https://agent.example", "access-control-request-method": "POST" },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
      expect(response.headers.get("access-control-allow-headers")!.toLowerCase()).toContain("content-type");
    });

    it("answers other methods 405 invalid_request with Allow", async () => {
      for (const method of ["GET", "PUT", "DELETE"]) {
        const response = await appFetch(`${BASE}${path}`, { method });
        await expectError(response, 405, "invalid_request");
        expect(response.headers.get("allow")).toBe("POST, OPTIONS");
      }
      const head = await appFetch(`${BASE}${path}`, { method: "HEAD" });
      expect(head.status).toBe(405);
      expect(await head.text()).toBe("");
    });

    it("refuses a body over 8 KiB with 413 invalid_request", async () => {
      const response = await postJson(path, { type: "anonymous", padding: "x".repeat(9000) });
      await expectError(response, 413, "invalid_request");
      await expectDocumented("POST", path, response);
    });

    it("enforces its fair-use limit per IP with 429 rate_limited and Retry-After, and counts other IPs apart", async () => {
      const policy = {
        "/agent/identity": RATE_LIMIT_POLICIES.agentIdentity,
        "/oauth2/token": RATE_LIMIT_POLICIES.oauthToken,
        "/oauth2/revoke": RATE_LIMIT_POLICIES.oauthRevoke,
      }[path];
      const ip = "198.51.100.77";
      const send = (from: string) => postJson(path, {}, { ip: from });
      await withinOneWindow(policy.windowSeconds, 10_000);
      for (let i = 0; i < policy.limit; i += 1) expect((await send(ip)).status).not.toBe(429);
      const limited = await send(ip);
      await expectError(limited, 429, "rate_limited");
      await expectDocumented("POST", path, limited);
      const retryAfter = Number(limited.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(policy.windowSeconds);
      expect(limited.headers.get("ratelimit-remaining")).toBeNull();
      expect((await send("198.51.100.78")).status).not.toBe(429);
    });

    it("counts an IPv6 client by its /64 network: a new address in it does not reset the limit", async () => {
      const policy = {
        "/agent/identity": RATE_LIMIT_POLICIES.agentIdentity,
        "/oauth2/token": RATE_LIMIT_POLICIES.oauthToken,
        "/oauth2/revoke": RATE_LIMIT_POLICIES.oauthRevoke,
      }[path];
      const send = (from: string) => postJson(path, {}, { ip: from });
      await withinOneWindow(policy.windowSeconds, 10_000);
      for (let i = 0; i < policy.limit; i += 1) expect((await send(`2001:db8:77:77::${(i + 1).toString(16)}`)).status).not.toBe(429);
      await expectError(await send("2001:db8:77:77:ffff::1"), 429, "rate_limited");
      expect((await send("2001:db8:77:78::1")).status).not.toBe(429);
    });
  });
});
