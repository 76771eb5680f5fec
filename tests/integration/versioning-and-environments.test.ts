import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiRoute } from "@/lib/api/api-route";
import { buildOpenApiDocument, clearOpenApiCache } from "@/lib/api/docs/openapi";
import { renderApiDocs } from "@/lib/api/docs/render-api-docs";
import { json } from "@/lib/api/respond";
import { setExtraOperationsForTesting } from "@/lib/api/operations";
import { setConfigForTesting } from "@/lib/config/env";
import { RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
import { callApi, jsonOf, TEST_USER_AGENT } from "../helpers/api-client";

beforeEach(() => setRateLimiterForTesting(new RateLimiter(undefined)));
afterEach(() => {
  setConfigForTesting(undefined);
  setExtraOperationsForTesting([]);
  clearOpenApiCache();
});

describe("deprecation, driven by the route table", () => {
  const legacy = {
    id: "getLegacyThing",
    method: "GET" as const,
    paths: ["/api/v1/legacy-thing"],
    summary: "A test-only legacy operation",
    description: "Exists only in this test.",
    tag: "Status" as const,
    success: { status: 200, description: "ok", mediaType: "application/json" },
    errors: ["RATE_LIMITED"] as const,
    counterHeaders: true,
  };
  const route = apiRoute("getLegacyThing", () => json({ ok: true }));
  const call = () => route.GET(new Request("http://localhost:3000/api/v1/legacy-thing", { headers: { "user-agent": TEST_USER_AGENT } }));

  it("sends no deprecation headers for a current operation", async () => {
    setExtraOperationsForTesting([legacy]);
    const response = await call();
    expect(response.headers.get("deprecation")).toBeNull();
    expect(response.headers.get("sunset")).toBeNull();
  });

  it("sends Deprecation, then Sunset and a successor Link once retirement is scheduled, and marks the OpenAPI operation", async () => {
    setExtraOperationsForTesting([{ ...legacy, deprecation: { since: "2026-06-01" } }]);
    let response = await call();
    expect(response.headers.get("deprecation")).toBe(`@${Date.parse("2026-06-01") / 1000}`);
    expect(response.headers.get("sunset")).toBeNull();

    setExtraOperationsForTesting([
      { ...legacy, deprecation: { since: "2026-06-01", sunset: "2027-06-01", successor: "/api/v2/legacy-thing" } },
    ]);
    clearOpenApiCache();
    response = await call();
    expect(response.headers.get("sunset")).toBe("Tue, 01 Jun 2027 00:00:00 GMT");
    expect(response.headers.get("link")).toBe('</api/v2/legacy-thing>; rel="successor-version"');
    expect(response.headers.get("access-control-expose-headers")).toContain("Sunset");
    const document = buildOpenApiDocument() as { paths: Record<string, Record<string, { deprecated?: boolean }>> };
    expect(document.paths["/api/v1/legacy-thing"]!.get!.deprecated).toBe(true);
    expect(document.paths["/api/v1/health"]!.get!.deprecated).toBeUndefined();
    expect(renderApiDocs()).toContain("**Deprecated** since 2026-06-01; retired on 2027-06-01; use `/api/v2/legacy-thing`.");
  });
});

describe("/api/stream/* is reserved", () => {
  it("answers NOT_FOUND today", async () => {
    const response = await callApi("GET", "/api/stream/anything");
    expect(response.status).toBe(404);
    expect((await jsonOf(response)).error.code).toBe("NOT_FOUND");
  });
});

describe("staging", () => {
  it("builds every absolute URL from the staging base and keeps staging out of indexes", async () => {
    setConfigForTesting({ APP_ENV: "staging", BASE_URL: "https://landworks.example", STAGING_URL: "https://staging.landworks.example" });
    clearOpenApiCache();
    const response = await callApi("POST", "/api/v1/demo-request", { body: {} });
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect((await jsonOf(response)).error.docs).toBe("https://staging.landworks.example/api/docs#error-missing-fields");
    const document = await jsonOf(await callApi("GET", "/api/openapi.json"));
    expect(document.servers.map((server: { url: string }) => server.url)).toEqual([
      "https://landworks.example",
      "https://staging.landworks.example",
    ]);
  });

  it("treats a Vercel preview deployment as staging", () => {
    setConfigForTesting({
      VERCEL: "1",
      VERCEL_ENV: "preview",
      VERCEL_URL: "land-git-feature.vercel.app",
      STAGING_URL: undefined,
      APP_ENV: undefined,
      DATABASE_URL: "postgres://u@db.example/x",
    });
    return callApi("GET", "/api/v1/health").then((response) => {
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    });
  });
});

describe("TLS only in deployed environments", () => {
  it("redirects plain HTTP to HTTPS with 308 behind a trusted proxy, and sends HSTS", async () => {
    setConfigForTesting({ APP_ENV: "production", BASE_URL: "https://landworks.example", TRUST_PROXY: "1" });
    const redirected = await callApi("GET", "/api/v1/health?x=1", { headers: { "x-forwarded-proto": "http" } });
    expect(redirected.status).toBe(308);
    expect(redirected.headers.get("location")).toBe("https://landworks.example/api/v1/health?x=1");
    const secure = await callApi("GET", "/api/v1/health", { headers: { "x-forwarded-proto": "https" } });
    expect(secure.status).toBe(200);
    expect(secure.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
  });

  it("does not trust X-Forwarded-Proto from an untrusted client, and leaves localhost alone", async () => {
    setConfigForTesting({ APP_ENV: "production", BASE_URL: "https://landworks.example", TRUST_PROXY: undefined });
    expect((await callApi("GET", "/api/v1/health", { headers: { "x-forwarded-proto": "http" } })).status).toBe(200);
    setConfigForTesting({ BASE_URL: "http://localhost:3000", TRUST_PROXY: "1" });
    const local = await callApi("GET", "/api/v1/health", { headers: { "x-forwarded-proto": "http" } });
    expect(local.status).toBe(200);
    expect(local.headers.get("strict-transport-security")).toBeNull();
  });
});
