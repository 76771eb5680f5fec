import { SpanKind } from "@opentelemetry/api";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as identity from "@/app/agent/identity/route";
import * as llmsTxt from "@/app/llms.txt/route";
import * as calculatorMcp from "@/app/mcp/route";
import * as token from "@/app/oauth2/token/route";
import * as sitemaps from "@/app/sitemaps/[name]/route";
import { setConfigForTesting } from "@/lib/config/env";
import { StoreError } from "@/lib/db/store-error";
import { createMcpRouteHandlers } from "@/lib/mcp/http-handler";
import { RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
import { callApi, TEST_USER_AGENT } from "../helpers/api-client";
import { createTestToolServer } from "../helpers/mcp-test-server";
import { recordSpans } from "../helpers/span-recorder";

const recorder = recordSpans();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

beforeEach(() => {
  setRateLimiterForTesting(new RateLimiter(undefined));
  recorder.reset();
});
afterEach(() => setConfigForTesting(undefined));

function request(path: string, init: RequestInit & { headers?: Record<string, string> } = {}): Request {
  return new Request(new URL(path, "http://localhost:3000"), {
    ...init,
    headers: { "user-agent": TEST_USER_AGENT, "x-peer-address": "203.0.113.40", ...init.headers },
  });
}

const SITEMAP_HANDLERS = { GET: sitemaps.GET, POST: sitemaps.POST, OPTIONS: sitemaps.OPTIONS };
const sitemap = (method: keyof typeof SITEMAP_HANDLERS, name: string, headers: Record<string, string> = {}) =>
  SITEMAP_HANDLERS[method](request(`/sitemaps/${name}`, { method, headers }), { params: Promise.resolve({ name }) });

describe("X-Request-Id on every surface", () => {
  it("the API echoes a well-formed id on success, refusals and preflights, and replaces a malformed one", async () => {
    const answers = [
      await callApi("GET", "/api/v1/health", { headers: { "x-request-id": "trace-1" } }),
      await callApi("POST", "/api/v1/health", { headers: { "x-request-id": "trace-1" } }),
      await callApi("GET", "/api/nope", { headers: { "x-request-id": "trace-1" } }),
      await callApi("OPTIONS", "/api/v1/demo-request", { headers: { "x-request-id": "trace-1" } }),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 405, 404, 204]);
    for (const response of answers) expect(response.headers.get("x-request-id")).toBe("trace-1");
    const replaced = await callApi("GET", "/api/v1/health", { headers: { "x-request-id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(UUID);
  });

  it("the identity endpoints and the documents carry it too", async () => {
    const headers = { "x-request-id": "trace-2", "content-type": "application/json" };
    const answers = [
      await identity.POST(request("/agent/identity", { method: "POST", headers, body: "[]" })),
      await token.GET(request("/oauth2/token", { headers })),
      await llmsTxt.GET(request("/llms.txt", { headers })),
      await sitemap("GET", "pages.xml", headers),
      await sitemap("GET", "nope.xml", headers),
    ];
    expect(answers.map((response) => response.status)).toEqual([400, 405, 200, 200, 404]);
    for (const response of answers) expect(response.headers.get("x-request-id")).toBe("trace-2");
  });
});

describe("the sitemaps behave like every other document", () => {
  it("answer the preflight and a 405 with Allow", async () => {
    const preflight = await sitemap("OPTIONS", "pages.xml");
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, HEAD, OPTIONS");
    const refused = await sitemap("POST", "pages.xml");
    expect(refused.status).toBe(405);
    expect(refused.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("redirect plain HTTP to HTTPS in a deployed environment", async () => {
    setConfigForTesting({ APP_ENV: "production", BASE_URL: "https://landworks.example", TRUST_PROXY: "1" });
    const response = await sitemap("GET", "pages.xml", { "x-forwarded-proto": "http" });
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("https://landworks.example/sitemaps/pages.xml");
  });
});

describe("a span per API operation", () => {
  it("names the operation and its route template, records the status, and carries nothing personal", async () => {
    await callApi("GET", "/api/health", { headers: { "x-request-id": "trace-3" } });
    await callApi("POST", "/api/v1/demo-request", { body: { name: "Asha Menon", email: "asha@builders.example", website: "x" } });
    await callApi("DELETE", "/api/v1/health");
    await callApi("GET", "/api/nope");
    const spans = recorder.spans();
    expect(spans.map((span) => [span.name, span.attributes["http.route"], span.attributes["http.response.status_code"]])).toEqual([
      ["getHealth", "/api/v1/health", 200],
      ["createDemoRequest", "/api/v1/demo-request", 400],
    ]);
    expect(spans.every((span) => span.kind === SpanKind.SERVER)).toBe(true);
    expect(spans[0]?.attributes["request.id"]).toBe("trace-3");
    const recorded = JSON.stringify(spans.map((span) => ({ name: span.name, attributes: span.attributes, events: span.events })));
    for (const personal of ["Asha", "asha@builders.example", "203.0.113"]) expect(recorded).not.toContain(personal);
  });
});

describe("the tool servers", () => {
  const rpc = (body: unknown, headers: Record<string, string> = {}) =>
    request("/mcp", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", ...headers },
      body: JSON.stringify(body),
    });

  it("carry X-Request-Id on answers and refusals", async () => {
    const answered = await calculatorMcp.POST(rpc({ jsonrpc: "2.0", id: 1, method: "ping" }, { "x-request-id": "trace-4" }));
    expect(answered.status).toBe(200);
    expect(answered.headers.get("x-request-id")).toBe("trace-4");
    const refused = await calculatorMcp.GET(request("/mcp", { headers: { "x-request-id": "trace-4" } }));
    expect(refused.status).toBe(405);
    expect(refused.headers.get("x-request-id")).toBe("trace-4");
  });

  it("record a span per tool call naming the tool, without its arguments", async () => {
    const call = {
      jsonrpc: "2.0",
      id: 2,
      method: "tools/call",
      params: { name: "land_area_convert", arguments: { value: 987654321, fromUnit: "acre", toUnit: "sqm" } },
    };
    expect((await calculatorMcp.POST(rpc(call))).status).toBe(200);
    const [span] = recorder.spans().filter((recorded) => recorded.name.startsWith("tools/call"));
    expect(span?.name).toBe("tools/call land_area_convert");
    expect(span?.attributes).toEqual({
      "mcp.method.name": "tools/call",
      "gen_ai.tool.name": "land_area_convert",
      "mcp.server.path": "/mcp",
      "mcp.tool.is_error": false,
    });
    expect(JSON.stringify(span?.attributes)).not.toContain("987654321");
  });
});

describe("storage errors, rendered by each surface", () => {
  const away = () => {
    throw new StoreError("unavailable", { cause: new Error("connect ECONNREFUSED") });
  };

  it("a tool server answers a JSON-RPC error with 503 and Retry-After", async () => {
    const routes = createMcpRouteHandlers(createTestToolServer(), { pieces: [away] });
    const response = await routes.POST(request("/mcp", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }));
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("2");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(await response.json()).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32000 } });
  });
});
