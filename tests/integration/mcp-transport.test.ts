import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMcpHttpHandler } from "@/lib/mcp/http-handler";
import {
  JSON_HEADERS,
  mountHandler,
  parseSseEvents,
  postRpc,
  rawRequest,
  SSE_HEADERS,
  toolCall,
  type MountedHandler,
} from "../helpers/mcp-http";
import { createTestToolServer } from "../helpers/mcp-test-server";

let mounted: MountedHandler;
let url: string;

beforeAll(async () => {
  mounted = await mountHandler(createMcpHttpHandler(createTestToolServer()));
  url = `${mounted.url}/mcp`;
});
afterAll(async () => {
  await mounted.close();
});

/** Connects the SDK's real client, recording each HTTP exchange as "METHOD status content-type". */
async function connectClient(acceptOverride?: string) {
  const exchanges: string[] = [];
  const recordingFetch = async (input: string | URL, init?: RequestInit): Promise<Response> => {
    const headers = new Headers(init?.headers);
    if (acceptOverride && (init?.method ?? "GET") === "POST") headers.set("accept", acceptOverride);
    const response = await fetch(input, { ...init, headers });
    exchanges.push(`${init?.method ?? "GET"} ${response.status} ${response.headers.get("content-type") ?? "-"}`);
    return response;
  };
  const transport = new StreamableHTTPClientTransport(new URL(url), { fetch: recordingFetch });
  const client = new Client({ name: "vitest-client", version: "1.0.0" });
  await client.connect(transport);
  return { client, transport, exchanges };
}

describe("with the SDK's Client and StreamableHTTPClientTransport", () => {
  it.each([
    ["SSE (the client's default Accept)", undefined, "text/event-stream"],
    ["JSON (Accept: application/json)", "application/json", "application/json"],
  ])("initializes, lists and calls tools over %s", async (_label, accept, contentType) => {
    const { client, transport, exchanges } = await connectClient(accept);
    try {
      expect(client.getServerVersion()).toMatchObject({ name: "service-land-tools", version: "1.0.0" });
      expect(client.getServerCapabilities()?.tools).toBeDefined();
      expect(client.getInstructions()).toBe("Call add to add numbers.");
      expect(transport.protocolVersion).toBe("2025-11-25");
      expect(transport.sessionId).toMatch(/^[\x21-\x7e]+$/);

      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(["add", "divide", "explode", "slow_echo", "hang", "bad_output"]);
      const add = tools.find((tool) => tool.name === "add");
      expect(add).toMatchObject({
        title: "Add",
        description: "Adds two numbers.",
        annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
        inputSchema: { type: "object", required: ["a", "b"] },
        outputSchema: { type: "object", properties: { sum: { type: "number" } } },
      });

      const result = await client.callTool({ name: "add", arguments: { a: 2, b: 3 } });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toEqual({ sum: 5 });
      expect(result.content).toEqual([{ type: "text", text: "2 + 3 = 5" }]);

      const refused = await client.callTool({ name: "divide", arguments: { a: 1, b: 0 } });
      expect(refused.isError).toBe(true);
      expect(JSON.stringify(refused.content)).toContain('\\"b\\": must not be zero');

      // initialize, tools/list and both tools/call went out as POSTs answered in the expected framing.
      const posts = exchanges.filter((line) => line.startsWith("POST 200"));
      expect(posts).toHaveLength(4);
      for (const line of posts) expect(line).toBe(`POST 200 ${contentType}`);
      // notifications/initialized is accepted with 202; the client's optional GET stream is refused with 405.
      expect(exchanges).toContain("POST 202 -");
      expect(exchanges.some((line) => line.startsWith("GET 405"))).toBe(true);
    } finally {
      await client.close();
    }
  });

  it("negotiates an older protocol version the client asks for", async () => {
    const response = await postRpc(url, {
      jsonrpc: "2.0",
      id: 1,
      method: "initialize",
      params: { protocolVersion: "2025-03-26", capabilities: {}, clientInfo: { name: "old", version: "0.1" } },
    });
    const body = await response.json();
    expect(body.result.protocolVersion).toBe("2025-03-26");
    expect(response.headers.get("mcp-protocol-version")).toBe("2025-03-26");
  });
});

describe("lifecycle and methods", () => {
  const initialize = (protocolVersion: string) => ({
    jsonrpc: "2.0",
    id: "init-1",
    method: "initialize",
    params: { protocolVersion, capabilities: {}, clientInfo: { name: "raw", version: "1" } },
  });

  it("answers initialize with the server identity, the latest version and session headers", async () => {
    const response = await postRpc(url, initialize("2025-11-25"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("mcp-protocol-version")).toBe("2025-11-25");
    const sessionId = response.headers.get("mcp-session-id");
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const body = await response.json();
    expect(body).toMatchObject({
      jsonrpc: "2.0",
      id: "init-1",
      result: {
        protocolVersion: "2025-11-25",
        serverInfo: { name: "service-land-tools", version: "1.0.0" },
        capabilities: { tools: { listChanged: false } },
        instructions: "Call add to add numbers.",
      },
    });
  });

  it("answers an unknown requested version with the latest one", async () => {
    const response = await postRpc(url, initialize("2099-01-01"));
    expect((await response.json()).result.protocolVersion).toBe("2025-11-25");
    expect(response.headers.get("mcp-protocol-version")).toBe("2025-11-25");
  });

  it("issues a fresh session id per request and echoes one the client sends", async () => {
    const first = await postRpc(url, { jsonrpc: "2.0", id: 1, method: "ping" });
    const second = await postRpc(url, { jsonrpc: "2.0", id: 1, method: "ping" });
    expect(first.headers.get("mcp-session-id")).not.toBe(second.headers.get("mcp-session-id"));
    const echoed = await postRpc(
      url,
      { jsonrpc: "2.0", id: 1, method: "ping" },
      { ...JSON_HEADERS, "mcp-session-id": "client-chosen-123" },
    );
    expect(echoed.headers.get("mcp-session-id")).toBe("client-chosen-123");
  });

  it("echoes a supported MCP-Protocol-Version request header", async () => {
    const response = await postRpc(
      url,
      { jsonrpc: "2.0", id: 1, method: "ping" },
      { ...JSON_HEADERS, "mcp-protocol-version": "2025-06-18" },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("mcp-protocol-version")).toBe("2025-06-18");
  });

  it("answers ping with an empty result", async () => {
    const response = await postRpc(url, { jsonrpc: "2.0", id: 7, method: "ping" });
    expect(await response.json()).toEqual({ jsonrpc: "2.0", id: 7, result: {} });
  });

  it("lists and calls tools without initialize, and keeps the caller's string id", async () => {
    const list = await (await postRpc(url, { jsonrpc: "2.0", id: "list", method: "tools/list" })).json();
    expect(list.id).toBe("list");
    expect(list.result.tools).toHaveLength(6);
    const call = await (await postRpc(url, toolCall("call-x", "add", { a: 40, b: 2 }))).json();
    expect(call).toEqual({
      jsonrpc: "2.0",
      id: "call-x",
      result: { content: [{ type: "text", text: "40 + 2 = 42" }], structuredContent: { sum: 42 } },
    });
  });

  it("answers the same tools/list every time (cached after the first answer)", async () => {
    const first = await (await postRpc(url, { jsonrpc: "2.0", id: 1, method: "tools/list" })).json();
    const second = await (await postRpc(url, { jsonrpc: "2.0", id: 2, method: "tools/list", params: { cursor: "x" } })).json();
    expect(second.result).toEqual(first.result);
    expect(second.id).toBe(2);
  });

  it("answers a request without an Accept header (plain curl) with JSON", async () => {
    const response = await rawRequest(url, {
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(response.text).result.tools).toHaveLength(6);
  });

  it("answers */* and application/json with JSON", async () => {
    for (const accept of ["*/*", "application/json", "application/*;q=0.9"]) {
      const response = await postRpc(url, { jsonrpc: "2.0", id: 1, method: "ping" }, { "content-type": "application/json", accept });
      expect(response.headers.get("content-type")).toBe("application/json");
    }
  });
});

describe("batches", () => {
  it("answers each request in its place, with errors for invalid members and nothing for notifications", async () => {
    const response = await postRpc(url, [
      toolCall(1, "add", { a: 1, b: 1 }),
      { jsonrpc: "2.0", method: "notifications/initialized" },
      { jsonrpc: "1.0", id: 2, method: "ping" },
      { jsonrpc: "2.0", id: 3, method: "ping" },
      42,
      { jsonrpc: "2.0", id: 4, method: "no/such/method" },
      toolCall(5, "slow_echo", { value: "late", delayMs: 30 }),
      toolCall(6, "add", { a: 2, b: 2 }),
    ]);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toHaveLength(7);
    expect(body[0]).toEqual({
      jsonrpc: "2.0",
      id: 1,
      result: { content: [{ type: "text", text: "1 + 1 = 2" }], structuredContent: { sum: 2 } },
    });
    expect(body[1]).toMatchObject({ jsonrpc: "2.0", id: 2, error: { code: -32600 } });
    expect(body[2]).toEqual({ jsonrpc: "2.0", id: 3, result: {} });
    expect(body[3]).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
    expect(body[4]).toMatchObject({ jsonrpc: "2.0", id: 4, error: { code: -32601 } });
    expect(body[5]).toMatchObject({ id: 5, result: { structuredContent: { value: "late" } } });
    expect(body[6]).toMatchObject({ id: 6, result: { structuredContent: { sum: 4 } } });
  });

  it("answers a batch of only notifications with 202 and no body", async () => {
    const response = await postRpc(url, [
      { jsonrpc: "2.0", method: "notifications/initialized" },
      { jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1 } },
    ]);
    expect(response.status).toBe(202);
    expect(await response.text()).toBe("");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answers a single notification, or a client response, with 202", async () => {
    const notification = await postRpc(url, { jsonrpc: "2.0", method: "notifications/initialized" }, SSE_HEADERS);
    expect(notification.status).toBe(202);
    expect(await notification.text()).toBe("");
    const clientResponse = await postRpc(url, { jsonrpc: "2.0", id: 9, result: {} });
    expect(clientResponse.status).toBe(202);
  });

  it("rejects an empty batch with -32600", async () => {
    const response = await postRpc(url, []);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
  });

  it("rejects a batch above the size limit", async () => {
    const response = await postRpc(
      url,
      Array.from({ length: 101 }, (_, index) => ({ jsonrpc: "2.0", id: index, method: "ping" })),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: -32600, message: expect.stringContaining("100") });
    const atLimit = await postRpc(
      url,
      Array.from({ length: 100 }, (_, index) => ({ jsonrpc: "2.0", id: index, method: "ping" })),
    );
    expect(await atLimit.json()).toHaveLength(100);
  });

  it("answers a one-element batch with a one-element array", async () => {
    const body = await (await postRpc(url, [{ jsonrpc: "2.0", id: 1, method: "ping" }])).json();
    expect(body).toEqual([{ jsonrpc: "2.0", id: 1, result: {} }]);
  });
});

describe("SSE framing", () => {
  it("sends one `event: message` with one `data:` line per response, then ends", async () => {
    const response = await postRpc(
      url,
      [
        toolCall(1, "add", { a: 1, b: 2 }),
        { jsonrpc: "2.0", method: "notifications/initialized" },
        { jsonrpc: "2.0", id: 2, method: "ping" },
        { jsonrpc: "2.0", id: 3, method: "nope" },
        "not a message",
      ],
      SSE_HEADERS,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    expect(response.headers.get("cache-control")).toContain("no-cache");
    const text = await response.text();
    const events = parseSseEvents(text);
    expect(events).toHaveLength(4);
    for (const event of events) {
      expect(event.event).toBe("message");
      expect(event.data).toHaveLength(1);
      expect(event.lines).toHaveLength(2);
    }
    const messages = events.map((event) => JSON.parse(event.data[0]!));
    const byId = new Map(messages.map((message) => [message.id, message]));
    expect(byId.get(1)).toMatchObject({ result: { structuredContent: { sum: 3 } } });
    expect(byId.get(2)).toEqual({ jsonrpc: "2.0", id: 2, result: {} });
    expect(byId.get(3)).toMatchObject({ error: { code: -32601 } });
    expect(byId.get(null)).toMatchObject({ error: { code: -32600 } });
    expect(text.endsWith("\n\n")).toBe(true);
  });

  it("streams a single response as one event", async () => {
    const response = await postRpc(url, toolCall(11, "add", { a: 5, b: 5 }), SSE_HEADERS);
    const events = parseSseEvents(await response.text());
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.data[0]!)).toMatchObject({ id: 11, result: { structuredContent: { sum: 10 } } });
  });

  it("uses chunked transfer for the stream", async () => {
    const response = await rawRequest(url, {
      headers: { ...SSE_HEADERS },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "ping" }),
    });
    expect(response.headers["transfer-encoding"]).toBe("chunked");
    expect(response.headers["content-length"]).toBeUndefined();
    expect(response.text).toBe('event: message\ndata: {"jsonrpc":"2.0","id":1,"result":{}}\n\n');
  });

  it("selects SSE when text/event-stream is listed at all, and not when its q is 0", async () => {
    const listed = await postRpc(
      url,
      { jsonrpc: "2.0", id: 1, method: "ping" },
      { "content-type": "application/json", accept: "text/event-stream" },
    );
    expect(listed.headers.get("content-type")).toBe("text/event-stream");
    await listed.text();
    const refused = await postRpc(
      url,
      { jsonrpc: "2.0", id: 1, method: "ping" },
      {
        "content-type": "application/json",
        accept: "application/json, text/event-stream;q=0",
      },
    );
    expect(refused.headers.get("content-type")).toBe("application/json");
  });
});
