import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMcpHttpHandler, createMcpRouteHandlers, type McpHttpHandler } from "@/lib/mcp/http-handler";
import { JSON_HEADERS, mountHandler, postRpc, rawRequest, SSE_HEADERS, type MountedHandler } from "../helpers/mcp-http";
import { createTestToolServer } from "../helpers/mcp-test-server";

const definition = createTestToolServer();
const ping = { jsonrpc: "2.0", id: 1, method: "ping" };
const mounts: MountedHandler[] = [];

async function mount(handler: McpHttpHandler): Promise<string> {
  const mounted = await mountHandler(handler);
  mounts.push(mounted);
  return `${mounted.url}/mcp`;
}

let url: string;
beforeAll(async () => {
  url = await mount(createMcpHttpHandler(definition));
});
afterAll(async () => {
  await Promise.all(mounts.map((mounted) => mounted.close()));
});

function expectCors(response: Response): void {
  expect(response.headers.get("access-control-allow-origin")).toBe("*");
  expect(response.headers.get("access-control-expose-headers")).toBe("Mcp-Session-Id, Mcp-Protocol-Version");
}

async function expectRpcError(response: Response, status: number, code: number): Promise<{ message: string; data?: unknown }> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("application/json");
  const body = await response.json();
  expect(body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code } });
  return body.error;
}

describe("HTTP methods", () => {
  it("refuses GET with Accept: text/event-stream with 405 at once instead of opening a stream", async () => {
    const started = Date.now();
    const response = await fetch(url, { headers: { accept: "text/event-stream" }, signal: AbortSignal.timeout(2_000) });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
    expect(response.headers.get("content-type")).toBe("application/json");
    expectCors(response);
    expect((await response.json()).error.code).toBe(-32600);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it.each(["GET", "PUT", "PATCH", "DELETE"])("answers %s with 405 and Allow: POST, OPTIONS", async (method) => {
    const response = await fetch(url, {
      method,
      headers: { "mcp-session-id": "some-session", "content-type": "application/json" },
      ...(method === "GET" ? {} : { body: "{}" }),
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
    expectCors(response);
    expect(await response.json()).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
  });

  it("answers the CORS preflight with 204 and the allowed methods and headers", async () => {
    const response = await fetch(url, {
      method: "OPTIONS",
      headers: {
        origin: "https://agent.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type, mcp-session-id, mcp-protocol-version",
      },
    });
    expect(response.status).toBe(204);
    expectCors(response);
    expect(response.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
    const allowed = (response.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(/\s*,\s*/);
    for (const header of ["content-type", "accept", "authorization", "mcp-session-id", "mcp-protocol-version", "last-event-id"]) {
      expect(allowed).toContain(header);
    }
    expect(await response.text()).toBe("");
  });

  it("route handlers map every method onto the one handler", async () => {
    const routes = createMcpRouteHandlers(definition);
    expect(Object.keys(routes).sort()).toEqual(["DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT"]);
    const post = await routes.POST(
      new Request("http://localhost/mcp", { method: "POST", headers: JSON_HEADERS, body: JSON.stringify(ping) }),
    );
    expect(await post.json()).toEqual({ jsonrpc: "2.0", id: 1, result: {} });
    const del = await routes.DELETE(new Request("http://localhost/mcp", { method: "DELETE" }));
    expect(del.status).toBe(405);
  });
});

describe("CORS and session headers on every response", () => {
  it.each([
    ["200 JSON", () => postRpc(url, ping), 200],
    ["200 SSE", () => postRpc(url, ping, SSE_HEADERS), 200],
    ["202", () => postRpc(url, { jsonrpc: "2.0", method: "notifications/initialized" }), 202],
    ["400 parse error", () => postRpc(url, "{"), 400],
    ["400 version", () => postRpc(url, ping, { ...JSON_HEADERS, "mcp-protocol-version": "1.0" }), 400],
    ["405", () => fetch(url, { method: "DELETE" }), 405],
    ["406", () => postRpc(url, ping, { "content-type": "application/json", accept: "text/html" }), 406],
    ["415", () => postRpc(url, ping, { "content-type": "text/plain", accept: "application/json" }), 415],
    ["204 preflight", () => fetch(url, { method: "OPTIONS" }), 204],
  ])("%s", async (_label, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    expectCors(response);
    await response.arrayBuffer();
  });

  it("POST answers carry Mcp-Session-Id and Mcp-Protocol-Version", async () => {
    for (const headers of [JSON_HEADERS, SSE_HEADERS]) {
      const response = await postRpc(url, ping, headers);
      expect(response.headers.get("mcp-session-id")).toBeTruthy();
      expect(response.headers.get("mcp-protocol-version")).toBe("2025-11-25");
      await response.arrayBuffer();
    }
  });
});

describe("request validation at the HTTP level", () => {
  it("refuses an unsupported MCP-Protocol-Version with 400 naming the supported versions", async () => {
    const response = await postRpc(url, ping, { ...JSON_HEADERS, "mcp-protocol-version": "2023-01-01" });
    const error = await expectRpcError(response, 400, -32600);
    for (const version of ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]) {
      expect(error.message).toContain(version);
    }
    expect(error.message).toContain("2023-01-01");
    expect(error.data).toEqual({ supported: expect.arrayContaining(["2025-11-25", "2025-06-18"]) });
  });

  it("accepts a request without MCP-Protocol-Version", async () => {
    const response = await postRpc(url, ping);
    expect(response.status).toBe(200);
  });

  it("refuses a body that is not JSON with -32700", async () => {
    const error = await expectRpcError(await postRpc(url, '{"jsonrpc": "2.0", "id": 1,'), 400, -32700);
    expect(error.message).toMatch(/parse error/i);
  });

  it("refuses a body that is not UTF-8 with -32700", async () => {
    const response = await fetch(url, { method: "POST", headers: JSON_HEADERS, body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) });
    await expectRpcError(response, 400, -32700);
  });

  it("refuses an empty body with -32700", async () => {
    await expectRpcError(await postRpc(url, ""), 400, -32700);
  });

  it("refuses a non-JSON Content-Type with 415", async () => {
    for (const contentType of ["text/plain", "text/html", "multipart/form-data; boundary=x"]) {
      const response = await postRpc(url, ping, { "content-type": contentType, accept: "application/json" });
      const error = await expectRpcError(response, 415, -32600);
      expect(error.message).toContain("application/json");
    }
  });

  it("answers a plain `curl -d` (form Content-Type, no Accept) with JSON when the body is JSON-RPC", async () => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: JSON.stringify(ping),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
  });

  it("accepts application/json with a charset", async () => {
    const response = await postRpc(url, ping, { "content-type": "application/json; charset=utf-8", accept: "application/json" });
    expect(response.status).toBe(200);
  });

  it("refuses an Accept that admits neither JSON nor SSE with 406", async () => {
    await expectRpcError(await postRpc(url, ping, { "content-type": "application/json", accept: "text/html" }), 406, -32600);
  });

  it("refuses a body above the limit with 413, by Content-Length and by streamed size", async () => {
    const small = await mount(createMcpHttpHandler(definition, { maxBodyBytes: 64 }));
    const padded = JSON.stringify({ ...ping, params: { _meta: { pad: "x".repeat(100) } } });
    await expectRpcError(await postRpc(small, padded), 413, -32600);

    const chunked = await rawRequest(small, { headers: { ...JSON_HEADERS }, chunks: [padded.slice(0, 50), padded.slice(50)] });
    expect(chunked.headers["content-length"]).not.toBe(String(padded.length));
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.text)).toMatchObject({ error: { code: -32600 } });

    const endless = await rawRequest(small, { headers: { ...JSON_HEADERS }, chunks: Array.from({ length: 64 }, () => "x".repeat(4096)) });
    expect(endless.status).toBe(413);

    const fits = await postRpc(small, ping);
    expect(fits.status).toBe(200);
  });

  it("has a 1 MiB default body limit", async () => {
    const big = JSON.stringify({ ...ping, params: { _meta: { pad: "x".repeat(1024 * 1024) } } });
    const refused = await postRpc(url, big);
    await expectRpcError(refused, 413, -32600);
    expect(refused.headers.get("connection")).toBe("close");
    // The unread remainder must not wedge the next request.
    expect((await postRpc(url, ping)).status).toBe(200);
    const justUnder = JSON.stringify({ ...ping, params: { _meta: { pad: "x".repeat(1000 * 1000) } } });
    expect((await postRpc(url, justUnder)).status).toBe(200);
  });
});

describe("Origin", () => {
  it("accepts any Origin when no allow-list is configured", async () => {
    const response = await postRpc(url, ping, { ...JSON_HEADERS, origin: "https://anywhere.example" });
    expect(response.status).toBe(200);
  });

  it("with an allow-list, refuses other browser origins with 403 and accepts listed, own and Origin-less requests", async () => {
    const listed = await mount(
      createMcpHttpHandler(definition, { originPolicy: { allowList: ["https://allowed.example/"], ownOrigins: ["https://land.example"] } }),
    );
    const refused = await postRpc(listed, ping, { ...JSON_HEADERS, origin: "https://evil.example" });
    const error = await expectRpcError(refused, 403, -32600);
    expect(error.message).toContain("origin is not allowed");
    expectCors(refused);

    const preflight = await fetch(listed, { method: "OPTIONS", headers: { origin: "https://evil.example" } });
    expect(preflight.status).toBe(403);

    expect((await postRpc(listed, ping, { ...JSON_HEADERS, origin: "https://ALLOWED.example" })).status).toBe(200);
    expect((await postRpc(listed, ping, { ...JSON_HEADERS, origin: "https://land.example" })).status).toBe(200);
    expect((await postRpc(listed, ping, JSON_HEADERS)).status).toBe(200);
  });

  it("with an allow-list, does not take the origin the Host header names for its own", async () => {
    const listed = await mount(
      createMcpHttpHandler(definition, { originPolicy: { allowList: ["https://allowed.example"], ownOrigins: ["https://land.example"] } }),
    );
    // Same-origin by the request's own Host: what a DNS-rebinding page sends, and not the configured site.
    await expectRpcError(await postRpc(listed, ping, { ...JSON_HEADERS, origin: new URL(listed).origin }), 403, -32600);
    const rebound = await rawRequest(listed, {
      headers: { ...JSON_HEADERS, host: "evil.example", origin: "http://evil.example" },
      body: JSON.stringify(ping),
    });
    expect(rebound.status).toBe(403);
  });
});

describe("a server configured on a loopback address (DNS-rebinding protection)", () => {
  let local: string;
  beforeAll(async () => {
    local = await mount(createMcpHttpHandler(definition, { originPolicy: { loopbackOnly: true, ownOrigins: ["http://localhost:3000"] } }));
  });

  const send = (headers: Record<string, string>, method = "POST") =>
    rawRequest(local, { method, headers: { ...JSON_HEADERS, ...headers }, ...(method === "POST" ? { body: JSON.stringify(ping) } : {}) });

  it("refuses with 403 and a JSON-RPC error a request whose Host names another site", async () => {
    const rebindings: Array<Record<string, string>> = [
      { host: "evil.example.com", origin: "http://evil.example.com" },
      { host: `evil.example.com:${new URL(local).port}` },
      { host: "192.168.1.20" },
    ];
    for (const headers of rebindings) {
      const refused = await send(headers);
      expect(refused.status, headers.host).toBe(403);
      expect(refused.headers["content-type"]).toBe("application/json");
      expect(refused.headers["access-control-allow-origin"]).toBe("*");
      const body = JSON.parse(refused.text);
      expect(body).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
      expect(body.error.message).toContain("loopback");
    }
    expect((await send({ host: "evil.example.com", origin: "http://evil.example.com" }, "OPTIONS")).status).toBe(403);
  });

  it("refuses another site's Origin even on a loopback Host", async () => {
    const refused = await send({ host: "localhost:3000", origin: "https://evil.example" });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text).error.message).toContain("origin is not allowed");
  });

  it("serves loopback hosts, with loopback origins on any port or none", async () => {
    expect((await postRpc(local, ping, JSON_HEADERS)).status).toBe(200);
    expect((await postRpc(local, ping, { ...JSON_HEADERS, origin: new URL(local).origin })).status).toBe(200);
    expect((await send({ host: "localhost:3000", origin: "http://localhost:6274" })).status).toBe(200);
    expect((await send({ host: "[::1]:3000", origin: "http://localhost:3000" })).status).toBe(200);
  });
});

describe("Origin policy as a function", () => {
  it("is read once, on the first request", async () => {
    let reads = 0;
    const lazy = await mount(
      createMcpHttpHandler(definition, {
        originPolicy: () => {
          reads += 1;
          return { allowList: ["https://configured.example"] };
        },
      }),
    );
    expect(reads).toBe(0);
    await expectRpcError(await postRpc(lazy, ping, { ...JSON_HEADERS, origin: "https://evil.example" }), 403, -32600);
    expect((await postRpc(lazy, ping, { ...JSON_HEADERS, origin: "https://configured.example" })).status).toBe(200);
    expect(reads).toBe(1);
  });

  it("accepts every origin when the function returns no list", async () => {
    const open = await mount(createMcpHttpHandler(definition, { originPolicy: () => ({}) }));
    expect((await postRpc(open, ping, { ...JSON_HEADERS, origin: "https://evil.example" })).status).toBe(200);
  });
});

describe("beforeRequest hook", () => {
  it("answers with the hook's Response, adding CORS headers, and is skipped for preflights", async () => {
    const seen: string[] = [];
    const limited = await mount(
      createMcpHttpHandler(definition, {
        beforeRequest: (request) => {
          seen.push(request.method);
          return new Response(JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32600, message: "Too many requests" } }), {
            status: 429,
            headers: { "retry-after": "30", "content-type": "application/json" },
          });
        },
      }),
    );
    const response = await postRpc(limited, ping);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
    expectCors(response);
    expect((await fetch(limited, { method: "OPTIONS" })).status).toBe(204);
    expect(seen).toEqual(["POST"]);
  });

  it("continues when the hook returns undefined or throws", async () => {
    let calls = 0;
    const passing = await mount(createMcpHttpHandler(definition, { beforeRequest: async () => void calls++ }));
    expect(await (await postRpc(passing, ping)).json()).toEqual({ jsonrpc: "2.0", id: 1, result: {} });
    expect(calls).toBe(1);

    const failing = await mount(
      createMcpHttpHandler(definition, {
        beforeRequest: () => {
          throw new Error("limiter down");
        },
      }),
    );
    expect((await postRpc(failing, ping)).status).toBe(200);
  });
});
