import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from "@modelcontextprotocol/client";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMcpHttpHandler } from "@/lib/mcp/http-handler";
import { fixedResources, pageOf, type ResourceSource } from "@/lib/mcp/resource-definition";
import { mountHandler, postRpc, type MountedHandler } from "../helpers/mcp-http";
import { createTestToolServer } from "../helpers/mcp-test-server";

const APP = "text/html;profile=mcp-app";
const VIEWS = ["area", "roi", "cost"].map((name) => ({
  resource: { uri: `ui://test/${name}`, name, title: `View ${name}`, mimeType: APP },
  read: () => [{ mimeType: APP, text: `<!doctype html><p>${name}</p>`, _meta: { ui: { csp: {} } } }],
}));
const NOTES = ["alpha", "alps", "beta"];

/** Three fixed views (two per page), plus a template of notes whose `id` completes by prefix. */
const source: ResourceSource = {
  ...fixedResources(VIEWS, { pageSize: 2 }),
  templates: [{ uriTemplate: "note://{id}", name: "note", mimeType: "text/markdown" }],
  complete: (template, argument) =>
    template === "note://{id}" && argument.name === "id" ? NOTES.filter((id) => id.startsWith(argument.value)) : undefined,
};

let withResources: MountedHandler;
let toolsOnly: MountedHandler;
beforeAll(async () => {
  withResources = await mountHandler(createMcpHttpHandler(createTestToolServer({ resources: source })));
  toolsOnly = await mountHandler(createMcpHttpHandler(createTestToolServer()));
});
afterAll(async () => {
  await withResources.close();
  await toolsOnly.close();
});

const MODERN = "2026-07-28";
async function modern(base: string, method: string, params: Record<string, unknown> = {}, name?: string) {
  const meta = { "io.modelcontextprotocol/protocolVersion": MODERN, "io.modelcontextprotocol/clientCapabilities": {} };
  const headers = {
    "content-type": "application/json",
    accept: "application/json",
    "mcp-protocol-version": MODERN,
    "mcp-method": method,
    ...(name === undefined ? {} : { "mcp-name": name }),
  };
  const response = await postRpc(`${base}/mcp`, { jsonrpc: "2.0", id: 7, method, params: { ...params, _meta: meta } }, headers);
  return { status: response.status, body: (await response.json()) as any };
}

describe("pageOf: opaque offset cursors", () => {
  it("pages a list and refuses cursors it did not issue", () => {
    const first = pageOf([1, 2, 3, 4, 5], undefined, 2);
    expect(first?.items).toEqual([1, 2]);
    const second = pageOf([1, 2, 3, 4, 5], first?.nextCursor, 2);
    expect(second?.items).toEqual([3, 4]);
    expect(pageOf([1, 2, 3, 4, 5], second?.nextCursor, 2)).toEqual({ items: [5] });
    for (const bad of [
      "",
      "nope",
      Buffer.from("o0").toString("base64url"),
      Buffer.from("o99").toString("base64url"),
      `${first?.nextCursor}=`,
    ]) {
      expect(pageOf([1, 2, 3, 4, 5], bad, 2), bad).toBeUndefined();
    }
  });
});

describe("a server with resources, through the v1 SDK client (2025-11-25)", () => {
  let client: Client;
  beforeAll(async () => {
    client = new Client({ name: "resources-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${withResources.url}/mcp`)));
  });
  afterAll(async () => client.close());

  it("advertises resources and completions, and lists page by page with cursors", async () => {
    expect(client.getServerCapabilities()).toMatchObject({
      tools: {},
      resources: { subscribe: false, listChanged: false },
      completions: {},
    });
    const first = await client.listResources();
    expect(first.resources.map((r) => r.uri)).toEqual(["ui://test/area", "ui://test/roi"]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await client.listResources({ cursor: first.nextCursor });
    expect(second.resources).toEqual([{ uri: "ui://test/cost", name: "cost", title: "View cost", mimeType: APP }]);
    expect(second.nextCursor).toBeUndefined();
    // The 2025 revisions define no caching hints.
    expect(second).not.toHaveProperty("ttlMs");
  });

  it("reads a view as text/html;profile=mcp-app, with its _meta", async () => {
    const read = await client.readResource({ uri: "ui://test/roi" });
    expect(read.contents).toEqual([{ uri: "ui://test/roi", mimeType: APP, text: "<!doctype html><p>roi</p>", _meta: { ui: { csp: {} } } }]);
  });

  it("lists templates and completes their arguments", async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates).toEqual([{ uriTemplate: "note://{id}", name: "note", mimeType: "text/markdown" }]);
    const done = await client.complete({ ref: { type: "ref/resource", uri: "note://{id}" }, argument: { name: "id", value: "al" } });
    expect(done.completion).toEqual({ values: ["alpha", "alps"], total: 2, hasMore: false });
  });

  it("an unknown URI is -32002 Resource not found with the URI; a bad cursor or template is -32602", async () => {
    const missing = await client.readResource({ uri: "ui://test/nope" }).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(McpError);
    expect(missing).toMatchObject({ code: -32002, data: { uri: "ui://test/nope" } });
    expect((missing as Error).message).toContain("Resource not found");
    await expect(client.listResources({ cursor: "bogus" })).rejects.toMatchObject({ code: -32602 });
    await expect(
      client.complete({ ref: { type: "ref/resource", uri: "other://{x}" }, argument: { name: "x", value: "" } }),
    ).rejects.toMatchObject({ code: -32602 });
    await expect(client.complete({ ref: { type: "ref/prompt", name: "p" }, argument: { name: "x", value: "" } })).rejects.toMatchObject({
      code: -32602,
    });
  });
});

describe("a server with resources, in 2026-07-28", () => {
  it("lists, lists templates and reads with caching hints; server/discover advertises resources", async () => {
    const discover = await modern(withResources.url, "server/discover");
    expect(discover.body.result.capabilities).toMatchObject({ resources: {}, completions: {} });
    for (const [method, params, name] of [
      ["resources/list", {}, undefined],
      ["resources/templates/list", {}, undefined],
      ["resources/read", { uri: "ui://test/area" }, "ui://test/area"],
    ] as const) {
      const { status, body } = await modern(withResources.url, method, params, name);
      expect(status, method).toBe(200);
      expect(body.result, method).toMatchObject({ resultType: "complete", ttlMs: 3_600_000, cacheScope: "public" });
    }
    const completion = await modern(withResources.url, "completion/complete", {
      ref: { type: "ref/resource", uri: "note://{id}" },
      argument: { name: "id", value: "b" },
    });
    expect(completion.body.result).toMatchObject({ resultType: "complete", completion: { values: ["beta"] } });
    expect(completion.body.result).not.toHaveProperty("ttlMs");
  });

  it("an unknown URI is -32602 with data exactly { uri } (SEP-2164); Mcp-Name must mirror the URI", async () => {
    const missing = await modern(withResources.url, "resources/read", { uri: "ui://test/nope" }, "ui://test/nope");
    expect(missing.status).toBe(200);
    expect(missing.body).toEqual({
      jsonrpc: "2.0",
      id: 7,
      error: { code: -32602, message: "Resource not found", data: { uri: "ui://test/nope" } },
    });
    const mismatch = await modern(withResources.url, "resources/read", { uri: "ui://test/area" }, "ui://test/roi");
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.code).toBe(-32020);
  });

  it("the SDK v2 client lists (following the cursor) and reads", async () => {
    const client = new ClientV2({ name: "resources-v2", version: "1.0.0" }, { versionNegotiation: { mode: { pin: MODERN } } });
    await client.connect(new TransportV2(new URL(`${withResources.url}/mcp`)));
    // The v2 client follows `nextCursor` itself and returns the whole list.
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.name)).toEqual(["area", "roi", "cost"]);
    const read = await client.readResource({ uri: "ui://test/cost" });
    expect(read.contents[0]).toMatchObject({ uri: "ui://test/cost", mimeType: APP });
    await expect(client.readResource({ uri: "ui://test/nope" })).rejects.toMatchObject({ code: -32602, data: { uri: "ui://test/nope" } });
    await client.close();
  });
});

describe("a server without resources", () => {
  it("advertises none and answers the resource methods with -32601 in both eras", async () => {
    const legacy = await postRpc(`${toolsOnly.url}/mcp`, { jsonrpc: "2.0", id: 1, method: "resources/list" });
    expect(((await legacy.json()) as any).error.code).toBe(-32601);
    const discover = await modern(toolsOnly.url, "server/discover");
    expect(discover.body.result.capabilities).toEqual({ tools: { listChanged: false } });
    const listed = await modern(toolsOnly.url, "resources/list");
    expect(listed.status).toBe(404);
    expect(listed.body.error.code).toBe(-32601);
  });
});
