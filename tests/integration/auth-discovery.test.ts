import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { JWK } from "jose";
import { generateSigningKey } from "@/lib/auth/generate-signing-key";
import { OAUTH_ERROR_CODES } from "@/lib/auth/oauth-error-codes";
import { setConfigForTesting } from "@/lib/config/env";
import { callApi } from "../helpers/api-client";
import { appFetch, BASE } from "../helpers/app";
import { useTestSigningKey } from "../helpers/auth-flow";

const STAGING = "https://staging.example.test";
const get = (path: string, headers: Record<string, string> = {}) => appFetch(`${BASE}${path}`, { headers });

function expectedPrm(base: string) {
  return {
    resource: `${base}/api/`,
    resource_name: "Bhoomi Landworks public API",
    authorization_servers: [base],
    scopes_supported: ["api.read"],
    bearer_methods_supported: ["header"],
    resource_documentation: `${base}/api/docs`,
  };
}

function expectedAs(base: string) {
  return {
    issuer: base,
    token_endpoint: `${base}/oauth2/token`,
    revocation_endpoint: `${base}/oauth2/revoke`,
    jwks_uri: `${base}/.well-known/jwks.json`,
    grant_types_supported: ["urn:ietf:params:oauth:grant-type:jwt-bearer"],
    response_types_supported: [],
    token_endpoint_auth_methods_supported: ["none"],
    revocation_endpoint_auth_methods_supported: ["none"],
    scopes_supported: ["api.read"],
    service_documentation: `${base}/auth.md`,
    agent_auth: {
      skill: `${base}/auth.md`,
      register_uri: `${base}/agent/identity`,
      identity_endpoint: `${base}/agent/identity`,
      identity_types_supported: ["anonymous"],
      anonymous: { credential_types_supported: ["urn:ietf:params:oauth:token-type:access_token"] },
    },
  };
}

describe("discovery documents", () => {
  let key: JWK;
  beforeAll(async () => {
    key = await useTestSigningKey();
  });
  afterEach(async () => {
    // Tests below switch environments; restore the file's key and base.
    setConfigForTesting({ AUTH_SIGNING_KEY: JSON.stringify(key) });
  });

  it.each([
    "/.well-known/oauth-protected-resource",
    "/.well-known/oauth-protected-resource/api",
    "/.well-known/oauth-protected-resource/api/",
  ])("%s is the RFC 9728 document, exactly", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual(expectedPrm(BASE));
  });

  it("the RFC 8414 document has exactly the advertised fields: no claim or events endpoint, no authorization endpoint", async () => {
    const body = (await (await get("/.well-known/oauth-authorization-server")).json()) as Record<string, unknown>;
    expect(body).toEqual(expectedAs(BASE));
    const text = JSON.stringify(body);
    for (const absent of ["claim_endpoint", "events_endpoint", "authorization_endpoint", "refresh_token", "code_challenge"]) {
      expect(text).not.toContain(absent);
    }
  });

  it("builds every address from the environment's own base (staging)", async () => {
    setConfigForTesting({ APP_ENV: "staging", AUTH_SIGNING_KEY: JSON.stringify(key) });
    expect(await (await get("/.well-known/oauth-protected-resource/api")).json()).toEqual(expectedPrm(STAGING));
    expect(await (await get("/.well-known/oauth-authorization-server")).json()).toEqual(expectedAs(STAGING));
    const authMd = await (await get("/auth.md")).text();
    expect(authMd).toContain(`curl -s -A "$UA" -X POST ${STAGING}/agent/identity`);
    expect(authMd).not.toContain(BASE);
    const staging = await get("/.well-known/oauth-authorization-server");
    expect(staging.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it.each(["/.well-known/oauth-protected-resource", "/.well-known/oauth-authorization-server", "/.well-known/jwks.json", "/auth.md"])(
    "%s is public, cacheable, CORS-readable and revalidates with its ETag",
    async (path) => {
      const first = await get(path, { authorization: "Bearer not-even-checked" });
      expect(first.status).toBe(200);
      expect(first.headers.get("access-control-allow-origin")).toBe("*");
      expect(first.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      const body = await first.text();

      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
        const revalidated = await get(path, { "if-none-match": ifNoneMatch });
        expect(revalidated.status).toBe(304);
        expect(await revalidated.text()).toBe("");
        expect(revalidated.headers.get("etag")).toBe(etag);
        expect(revalidated.headers.get("cache-control")).toBe(first.headers.get("cache-control"));
        expect(revalidated.headers.get("access-control-allow-origin")).toBe("*");
      }
      expect((await get(path, { "if-none-match": '"stale"' })).status).toBe(200);

      const head = await appFetch(`${BASE}${path}`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("etag")).toBe(etag);
      expect(await head.text()).toBe("");

      const preflight = await appFetch(`${BASE}${path}`, { method: "OPTIONS" });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, HEAD, OPTIONS");
      expect(body.length).toBeGreaterThan(0);
    },
  );

  it("the discovery metadata is cacheable for an hour", async () => {
    for (const path of ["/.well-known/oauth-protected-resource", "/.well-known/oauth-authorization-server", "/auth.md"]) {
      expect((await get(path)).headers.get("cache-control")).toBe("public, max-age=3600");
    }
  });

  it("the JWKS publishes the current and previous public keys, never a private part", async () => {
    const previous = await generateSigningKey();
    const { d: _d, ...previousPublic } = previous;
    // A previous key pasted with its private part must still be published without it.
    await useTestSigningKey([previous]);
    const response = await get("/.well-known/jwks.json");
    expect(response.headers.get("content-type")).toBe("application/jwk-set+json");
    const { keys } = (await response.json()) as { keys: JWK[] };
    expect(keys.map((item) => item.kid)).toHaveLength(2);
    expect(keys[1]).toEqual({ ...previousPublic, alg: "EdDSA", use: "sig" });
    for (const item of keys) {
      expect(Object.keys(item).sort()).toEqual(["alg", "crv", "kid", "kty", "use", "x"]);
    }
  });

  it("/auth.md walks through the flow with this base, the lifetimes and every error code", async () => {
    const response = await get("/auth.md");
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    const text = await response.text();
    expect(text).toContain(`${BASE}/.well-known/oauth-protected-resource`);
    expect(text).toContain(`-X POST ${BASE}/oauth2/token`);
    expect(text).toContain(`-X POST ${BASE}/oauth2/revoke`);
    expect(text).toContain(`-H "Authorization: Bearer $TOKEN" ${BASE}/api/v1/health`);
    expect(text).toContain("grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer");
    for (const fact of ["30 days", "15 minutes", "3600 seconds", "Cache-Control: no-store", "WWW-Authenticate"]) {
      expect(text).toContain(fact);
    }
    for (const code of OAUTH_ERROR_CODES) expect(text).toContain(`| \`${code}\` |`);
  });

  it("/api/docs documents the flow and the OpenAPI document lists the three endpoints", async () => {
    const docs = await (await callApi("GET", "/api/docs")).text();
    expect(docs).toContain("## Agent identity");
    expect(docs).toContain(
      'WWW-Authenticate: Bearer resource_metadata="http://localhost:3000/.well-known/oauth-protected-resource", error="invalid_token"',
    );
    for (const code of OAUTH_ERROR_CODES) expect(docs).toContain(`| \`${code}\` |`);
    const document = (await (await callApi("GET", "/api/openapi.json")).json()) as {
      paths: Record<string, { post: { tags: string[]; responses: Record<string, unknown> } }>;
    };
    expect(document.paths["/oauth2/token"]!.post.tags).toEqual(["Agent identity"]);
    expect(Object.keys(document.paths["/oauth2/token"]!.post.responses)).toEqual(["200", "400", "405", "413", "415", "429", "500", "503"]);
    expect(Object.keys(document.paths["/agent/identity"]!.post.responses)).toContain("503");
    expect(Object.keys(document.paths["/oauth2/revoke"]!.post.responses)).toContain("503");
    const { validate } = await import("@readme/openapi-parser");
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, JSON.stringify(result)).toBe(true);
  });
});
