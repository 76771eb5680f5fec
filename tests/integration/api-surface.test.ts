import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { API_ERRORS, API_ERROR_CODES, errorAnchor } from "@/lib/errors/error-codes";
import { setConfigForTesting } from "@/lib/config/env";
import { RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
import { callApi, jsonOf } from "../helpers/api-client";
import { createResponseValidator } from "../helpers/openapi-validator";

const expectDocumented = createResponseValidator();

beforeEach(() => setRateLimiterForTesting(new RateLimiter(undefined)));
afterEach(() => setConfigForTesting(undefined));

describe("health", () => {
  for (const path of ["/api/v1/health", "/api/health"]) {
    it(`${path} answers {status: ok} with CORS and rate-limit headers, without touching storage`, async () => {
      const response = await callApi("GET", path);
      expect(response.status).toBe(200);
      await expectDocumented("GET", path, response);
      expect(await jsonOf(response)).toEqual({ status: "ok" });
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("ratelimit-policy")).toBe("300;w=60");
      expect(response.headers.get("ratelimit-limit")).toBe("300");
      expect(response.headers.get("ratelimit-remaining")).toBe("299");
      const reset = Number(response.headers.get("ratelimit-reset"));
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
      expect(response.headers.get("ratelimit")).toBe(`limit=300, remaining=299, reset=${reset}`);
    });
  }

  it("answers HEAD with the headers and no body", async () => {
    const response = await callApi("HEAD", "/api/v1/health");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
  });
});

describe("unknown paths and methods", () => {
  it.each(["/api/nope", "/api/v2/health", "/api/stream/events", "/api/v1/demo-request/extra"])(
    "%s is NOT_FOUND in the JSON envelope",
    async (path) => {
      for (const method of ["GET", "POST", "DELETE"]) {
        const response = await callApi(method, path);
        expect(response.status).toBe(404);
        expect(response.headers.get("content-type")).toBe("application/json");
        expect(response.headers.get("access-control-allow-origin")).toBe("*");
        expect(response.headers.get("ratelimit-policy")).toBe("300;w=60");
        const body = await jsonOf(response);
        expect(body.error.code).toBe("NOT_FOUND");
        expect(body.error.docs).toBe("http://localhost:3000/api/docs#error-not-found");
      }
    },
  );

  it.each([
    ["GET", "/api/v1/demo-request", "POST, OPTIONS"],
    ["PUT", "/api/demo-request", "POST, OPTIONS"],
    ["POST", "/api/v1/health", "GET, HEAD, OPTIONS"],
    ["DELETE", "/api/openapi.json", "GET, HEAD, OPTIONS"],
  ])("%s %s is METHOD_NOT_ALLOWED with Allow: %s", async (method, path, allow) => {
    const response = await callApi(method, path);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect((await jsonOf(response)).error.code).toBe("METHOD_NOT_ALLOWED");
  });

  it("answers the CORS preflight for every path with the methods and headers the API uses", async () => {
    const response = await callApi("OPTIONS", "/api/v1/demo-request", {
      headers: { origin: "https://agent.example", "access-control-request-method": "POST" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
    const allowed = response.headers.get("access-control-allow-headers")!.toLowerCase();
    for (const header of ["content-type", "idempotency-key", "authorization"]) expect(allowed).toContain(header);
  });

  it("exposes the rate-limit, retry, replay and authentication headers to browsers", async () => {
    const exposed = (await callApi("GET", "/api/v1/health")).headers.get("access-control-expose-headers")!;
    for (const header of ["RateLimit", "RateLimit-Reset", "Retry-After", "Idempotency-Replayed", "WWW-Authenticate"]) {
      expect(exposed).toContain(header);
    }
  });
});

describe("reference documents", () => {
  it("/api/docs is Markdown with a real anchor for every error code, without counter headers", async () => {
    const response = await callApi("GET", "/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(response.headers.get("ratelimit-remaining")).toBeNull();
    const text = await response.text();
    for (const code of API_ERROR_CODES) {
      expect(text).toContain(`<a id="${errorAnchor(code)}"></a>`);
      expect(text).toContain(`| ${API_ERRORS[code].status} |`);
    }
  });

  it("/api/openapi.json is a valid OpenAPI 3.0 document listing production then staging", async () => {
    const response = await callApi("GET", "/api/openapi.json");
    expect(response.headers.get("content-type")).toBe("application/openapi+json");
    expect(response.headers.get("ratelimit-remaining")).toBeNull();
    const document = await jsonOf(response);
    const { validate } = await import("@readme/openapi-parser");
    const result = await validate(structuredClone(document) as never);
    expect(result.valid, JSON.stringify(result)).toBe(true);
    expect(document.openapi).toMatch(/^3\.0\./);
    expect(document.servers.map((server: { url: string }) => server.url)).toEqual([
      "http://localhost:3000",
      "https://staging.example.test",
    ]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/v1/demo-request", "/api/demo-request", "/api/v1/health", "/api/health"]),
    );
    expect(document.components.schemas.Error.properties.error.properties.code.enum).toEqual(API_ERROR_CODES);
  });

  it("keeps every error code's status in the OpenAPI responses that list it", async () => {
    const document = await jsonOf(await callApi("GET", "/api/openapi.json"));
    const responses = document.paths["/api/v1/demo-request"].post.responses;
    expect(Object.keys(responses["409"].content["application/json"].examples)).toEqual(["DUPLICATE_REQUEST", "IDEMPOTENCY_KEY_IN_USE"]);
  });
});

describe("framework-level failures stay JSON", () => {
  it("an unexpected exception becomes INTERNAL_ERROR without internal detail", async () => {
    const { apiRoute } = await import("@/lib/api/api-route");
    const route = apiRoute("getHealth", () => {
      throw new Error("secret connection string postgres://user:pw@db");
    });
    const response = await route.GET(new Request("http://localhost:3000/api/v1/boom", { headers: { "user-agent": "t/1" } }));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("secret");
    expect(JSON.parse(text).error.code).toBe("INTERNAL_ERROR");
  });
});
