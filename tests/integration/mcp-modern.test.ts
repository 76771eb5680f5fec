import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMcpHttpHandler } from "@/lib/mcp/http-handler";
import { calculatorServer, docsServer } from "@/lib/mcp/servers";
import type { ToolServerDefinition } from "@/lib/mcp/tool-definition";
import { mountHandler, parseSseEvents, type MountedHandler } from "../helpers/mcp-http";

const MODERN = "2026-07-28";
const META = {
  "io.modelcontextprotocol/protocolVersion": MODERN,
  "io.modelcontextprotocol/clientInfo": { name: "modern-test", version: "1.0.0" },
  "io.modelcontextprotocol/clientCapabilities": {},
};

const servers: Array<[string, ToolServerDefinition]> = [
  ["/mcp", calculatorServer],
  ["/mcp/docs", docsServer],
];
const mounted = new Map<string, MountedHandler>();

beforeAll(async () => {
  for (const [path, definition] of servers) mounted.set(path, await mountHandler(createMcpHttpHandler(definition)));
});
afterAll(async () => {
  for (const server of mounted.values()) await server.close();
});

const urlOf = (path: string) => `${mounted.get(path)!.url}${path}`;

/** A 2026-07-28 request as a conforming client sends it: `_meta` in params, the mirrored headers. */
function modern(method: string, params: Record<string, unknown> = {}, id: number | string = 1) {
  const name = typeof params.name === "string" ? { "mcp-name": params.name } : {};
  return {
    headers: {
      "content-type": "application/json",
      accept: "application/json, text/event-stream",
      "mcp-protocol-version": MODERN,
      "mcp-method": method,
      ...name,
    } as Record<string, string>,
    body: { jsonrpc: "2.0", id, method, params: { ...params, _meta: META } } as Record<string, any>,
  };
}

async function post(path: string, request: { headers: Record<string, string>; body: unknown }) {
  const response = await fetch(urlOf(path), {
    method: "POST",
    headers: request.headers,
    body: typeof request.body === "string" ? request.body : JSON.stringify(request.body),
  });
  const text = await response.text();
  const type = response.headers.get("content-type") ?? "";
  const messages = type.startsWith("text/event-stream")
    ? parseSseEvents(text).map((event) => JSON.parse(event.data[0]!))
    : text
      ? [JSON.parse(text)]
      : [];
  return { response, messages, body: messages.at(-1) };
}

/** The SDK v2 client, recording each POST's method header and each HTTP method it sends. */
async function connectV2(path: string, mode: "auto" | { pin: string }) {
  const sent: string[] = [];
  const transport = new StreamableHTTPClientTransport(new URL(urlOf(path)), {
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      sent.push(`${init?.method ?? "GET"} ${body?.method ?? ""}`.trim());
      expect(headers.get("mcp-method") ?? body?.method).toBe(body?.method);
      return fetch(input, init);
    },
  });
  const client = new Client({ name: "sdk-v2-test", version: "1.0.0" }, { versionNegotiation: { mode } });
  await client.connect(transport);
  return { client, sent };
}

describe.each(servers)("the SDK v2 client on %s", (path, definition) => {
  it.each([["pinned to 2026-07-28", { pin: MODERN }] as const, ["in auto mode", "auto"] as const])(
    "%s: discovers, lists and calls with no legacy round trip",
    async (_label, mode) => {
      const { client, sent } = await connectV2(path, mode);
      expect(client.getNegotiatedProtocolVersion()).toBe(MODERN);
      expect(client.getServerVersion()).toMatchObject({ name: definition.name, version: "1.0.0" });
      expect(client.getInstructions()).toBe(definition.instructions);
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(definition.tools.map((tool) => tool.name));
      const call =
        path === "/mcp"
          ? { name: "land_area_convert", arguments: { value: 1, fromUnit: "acre", toUnit: "sqm" } }
          : { name: "search_docs", arguments: { query: "circle rate" } };
      const result = await client.callTool(call);
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toBeTruthy();
      // The first request is the discover probe and it succeeded: no initialize, no GET, nothing retried.
      expect(sent).toEqual(["POST server/discover", "POST tools/list", "POST tools/call"]);
      await client.close();
    },
  );
});

describe("modern answers", () => {
  it("server/discover lists both eras, the capabilities really handled, identity, instructions and cache hints", async () => {
    const { response, body } = await post("/mcp", modern("server/discover"));
    expect(response.status).toBe(200);
    expect(response.headers.get("mcp-session-id")).toBeNull();
    expect(body.id).toBe(1);
    expect(body.result).toMatchObject({
      resultType: "complete",
      supportedVersions: ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "2024-10-07"],
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
      instructions: calculatorServer.instructions,
      ttlMs: 3_600_000,
      cacheScope: "public",
    });
    // Resources: the calculators' MCP Apps views (ui://); extensions: MCP Apps (SEP-2133).
    expect(Object.keys(body.result.capabilities)).toEqual(["tools", "resources", "extensions"]);
    expect(body.result._meta["io.modelcontextprotocol/serverInfo"]).toMatchObject({
      name: "service-land-tools",
      version: "1.0.0",
      websiteUrl: expect.stringMatching(/^https?:\/\//),
      icons: [{ src: expect.stringMatching(/\/icon\.svg$/), mimeType: "image/svg+xml" }],
    });
  });

  it("tools/list carries cache hints, resultType and the tools in the registry's order every time", async () => {
    const first = await post("/mcp", modern("tools/list"));
    const second = await post("/mcp", modern("tools/list", {}, 2));
    expect(first.body.result).toMatchObject({ resultType: "complete", ttlMs: 3_600_000, cacheScope: "public" });
    expect(first.body.result.tools.map((tool: { name: string }) => tool.name)).toEqual(calculatorServer.tools.map((tool) => tool.name));
    expect(second.body.result.tools).toEqual(first.body.result.tools);
  });

  it("tools/call results carry resultType and serverInfo; SSE replies are not buffered by proxies", async () => {
    const { response, body } = await post(
      "/mcp",
      modern("tools/call", { name: "land_roi", arguments: { purchasePrice: 100, salePrice: 150, holdingPeriodYears: 2 } }),
    );
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    expect(response.headers.get("x-accel-buffering")).toBe("no");
    expect(body.result).toMatchObject({ resultType: "complete", structuredContent: { totalProfit: 50 } });
    expect(body.result.isError).toBeUndefined();
    // Name and version on every result; the full card (site, icons) only on server/discover.
    expect(body.result._meta["io.modelcontextprotocol/serverInfo"]).toEqual({ name: "service-land-tools", version: "1.0.0" });
  });

  it("search_docs and get_doc cite their documents as resource_link items", async () => {
    const search = await post("/mcp/docs", modern("tools/call", { name: "search_docs", arguments: { query: "stamp duty" } }));
    const results = search.body.result.structuredContent.results as Array<{ id: string; title: string; url: string }>;
    expect(results.length).toBeGreaterThan(0);
    const links = search.body.result.content.filter((block: { type: string }) => block.type === "resource_link");
    expect(links.map((link: { uri: string; name: string }) => [link.uri, link.name])).toEqual(results.map((r) => [r.url, r.id]));
    const doc = await post("/mcp/docs", modern("tools/call", { name: "get_doc", arguments: { id: results[0]!.id } }));
    expect(doc.body.result.content).toContainEqual(
      // get_doc cites the whole page; search cites the section it quotes (a #heading anchor).
      expect.objectContaining({
        type: "resource_link",
        uri: results[0]!.url.split("#")[0],
        name: results[0]!.id,
        title: results[0]!.title,
      }),
    );
  });

  it("an unknown tool is -32602 with the request's id", async () => {
    const { body } = await post("/mcp", modern("tools/call", { name: "no_such_tool", arguments: {} }, "abc"));
    expect(body).toMatchObject({ id: "abc", error: { code: -32602 } });
  });

  it("subscriptions/listen is acknowledged with an empty filter and ends gracefully at once", async () => {
    const { response, messages } = await post("/mcp", modern("subscriptions/listen", { notifications: { toolsListChanged: true } }, 9));
    expect(response.status).toBe(200);
    expect(messages).toEqual([
      {
        jsonrpc: "2.0",
        method: "notifications/subscriptions/acknowledged",
        params: { _meta: { "io.modelcontextprotocol/subscriptionId": 9 }, notifications: {} },
      },
      expect.objectContaining({ id: 9, result: expect.objectContaining({ resultType: "complete" }) }),
    ]);
    expect(messages[1].result._meta["io.modelcontextprotocol/subscriptionId"]).toBe(9);
  });

  it("accepts Mcp-Name in the Base64 sentinel form", async () => {
    const request = modern("tools/call", { name: "land_roi", arguments: { purchasePrice: 1, salePrice: 2, holdingPeriodYears: 1 } });
    request.headers["mcp-name"] = `=?base64?${Buffer.from("land_roi").toString("base64")}?=`;
    const { response, body } = await post("/mcp", request);
    expect(response.status).toBe(200);
    expect(body.result.isError).toBeUndefined();
  });

  it("the CORS preflight allows the 2026 headers and trace context", async () => {
    const response = await fetch(urlOf("/mcp"), { method: "OPTIONS" });
    const allowed = (response.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(/\s*,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining(["mcp-method", "mcp-name", "traceparent", "tracestate", "baggage", "mcp-protocol-version"]),
    );
  });
});

describe("modern bad input: the documented JSON-RPC error, with the request's id, never a 5xx or HTML", () => {
  async function expectError(request: { headers: Record<string, string>; body: unknown }, status: number, code: number, id: unknown) {
    const { response, body } = await post("/mcp", request);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("mcp-session-id")).toBeNull();
    expect(body).toMatchObject({ jsonrpc: "2.0", id, error: { code } });
    return body.error as { message: string; data?: any };
  }

  it.each([
    ["missing _meta", (r: ReturnType<typeof modern>) => delete r.body.params._meta],
    ["_meta not an object", (r: ReturnType<typeof modern>) => (r.body.params._meta = "2026-07-28")],
    ["no protocol version", (r: ReturnType<typeof modern>) => delete r.body.params._meta["io.modelcontextprotocol/protocolVersion"]],
    [
      "a numeric protocol version",
      (r: ReturnType<typeof modern>) => (r.body.params._meta["io.modelcontextprotocol/protocolVersion"] = 2026),
    ],
    ["no client capabilities", (r: ReturnType<typeof modern>) => delete r.body.params._meta["io.modelcontextprotocol/clientCapabilities"]],
    [
      "client capabilities not an object",
      (r: ReturnType<typeof modern>) => (r.body.params._meta["io.modelcontextprotocol/clientCapabilities"] = []),
    ],
    [
      "client info without a version",
      (r: ReturnType<typeof modern>) => (r.body.params._meta["io.modelcontextprotocol/clientInfo"] = { name: "x" }),
    ],
  ])("%s: 400 -32602", async (_label, spoil) => {
    const request = modern("tools/list", {}, 41);
    request.body.params._meta = { ...META };
    spoil(request);
    await expectError(request, 400, -32602, 41);
  });

  it.each([
    ["no MCP-Protocol-Version header", (r: ReturnType<typeof modern>) => delete r.headers["mcp-protocol-version"]],
    ["a version header that disagrees with _meta", (r: ReturnType<typeof modern>) => (r.headers["mcp-protocol-version"] = "2025-11-25")],
    ["no Mcp-Method header", (r: ReturnType<typeof modern>) => delete r.headers["mcp-method"]],
    ["an Mcp-Method that disagrees with the body", (r: ReturnType<typeof modern>) => (r.headers["mcp-method"] = "tools/list")],
    ["no Mcp-Name on tools/call", (r: ReturnType<typeof modern>) => delete r.headers["mcp-name"]],
    ["an Mcp-Name that disagrees with the body", (r: ReturnType<typeof modern>) => (r.headers["mcp-name"] = "price_per_sqft")],
    ["a malformed Base64 Mcp-Name", (r: ReturnType<typeof modern>) => (r.headers["mcp-name"] = "=?base64?bGFuZF9yb2k=")],
  ])("%s: 400 -32020", async (_label, spoil) => {
    const request = modern("tools/call", { name: "land_roi", arguments: { purchasePrice: 1, salePrice: 2, holdingPeriodYears: 1 } }, 42);
    spoil(request);
    await expectError(request, 400, -32020, 42);
  });

  it("an unknown version in header and _meta: 400 -32022 naming the supported and requested versions", async () => {
    const request = modern("tools/list", {}, 43);
    request.headers["mcp-protocol-version"] = "2099-01-01";
    request.body.params._meta = { ...META, "io.modelcontextprotocol/protocolVersion": "2099-01-01" };
    const error = await expectError(request, 400, -32022, 43);
    expect(error.data).toEqual({
      supported: ["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "2024-10-07"],
      requested: "2099-01-01",
    });
  });

  it.each(["initialize", "ping", "logging/setLevel", "resources/subscribe", "resources/unsubscribe", "prompts/list", "no/such"])(
    "%s: 404 -32601",
    async (method) => {
      const error = await expectError(modern(method, {}, 44), 404, -32601, 44);
      expect(error.message).toContain(method);
    },
  );

  it("a batch: 400 -32600, since 2026-07-28 takes single messages", async () => {
    const request = modern("tools/list");
    const error = await expectError({ headers: request.headers, body: [request.body, request.body] }, 400, -32600, null);
    expect(error.message).toContain("batch");
  });

  it("non-JSON: 400 -32700", async () => {
    await expectError({ headers: modern("tools/list").headers, body: "{not json" }, 400, -32700, null);
  });

  it("a message without jsonrpc: 400 -32600 with its id", async () => {
    const request = modern("tools/list", {}, 45);
    delete request.body.jsonrpc;
    await expectError(request, 400, -32600, 45);
  });

  it("a body above the limit: 413 with a JSON-RPC error", async () => {
    const request = modern("tools/call", { name: "land_roi", arguments: { pad: "x".repeat(1024 * 1024) } });
    await expectError(request, 413, -32600, null);
  });

  it("a deeply nested body: a JSON-RPC answer, never a 5xx", async () => {
    const request = modern("tools/call", { name: "land_roi", arguments: {} }, 46);
    const deep = `${"[".repeat(50_000)}${"]".repeat(50_000)}`;
    const body = JSON.stringify(request.body).replace('"arguments":{}', `"arguments":{"purchasePrice":${deep}}`);
    const { response, body: answer } = await post("/mcp", { headers: request.headers, body });
    expect(response.status).toBeLessThan(500);
    expect(answer).toMatchObject({ jsonrpc: "2.0", id: 46, result: { isError: true } });
  });
});

describe("era selection keeps 2025 clients on the legacy rules", () => {
  it("no 2026 header, a legacy version in _meta, or Mcp-Method on a 2025 request: served as before", async () => {
    const response = await fetch(urlOf("/mcp"), {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("mcp-session-id")).toBeTruthy();
    expect(response.headers.get("mcp-protocol-version")).toBe("2025-11-25");
    expect(await response.json()).toEqual({ jsonrpc: "2.0", id: 1, result: {} });
    const enveloped = await fetch(urlOf("/mcp"), {
      method: "POST",
      headers: { "content-type": "application/json", "mcp-protocol-version": "2025-11-25" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 2,
        method: "ping",
        params: { _meta: { ...META, "io.modelcontextprotocol/protocolVersion": "2025-11-25" } },
      }),
    });
    expect(enveloped.headers.get("mcp-session-id")).toBeTruthy();
    expect(await enveloped.json()).toEqual({ jsonrpc: "2.0", id: 2, result: {} });
    // A 2025 client that also mirrors Mcp-Method (the conformance suite's does) still gets its handshake.
    const mirrored = await fetch(urlOf("/mcp"), {
      method: "POST",
      headers: { "content-type": "application/json", "mcp-protocol-version": "2025-11-25", "mcp-method": "initialize" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 3,
        method: "initialize",
        params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } },
      }),
    });
    expect(mirrored.status).toBe(200);
    expect((await mirrored.json()).result.protocolVersion).toBe("2025-06-18");
  });
});
