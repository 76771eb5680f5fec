import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createMcpHttpHandler } from "@/lib/mcp/http-handler";
import { mountHandler, postRpc, toolCall, type MountedHandler } from "../helpers/mcp-http";
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

async function rpc(body: unknown): Promise<{ status: number; body: any; text: string }> {
  const response = await postRpc(url, body);
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text };
}

/** No HTML, no stack frames, no file paths in anything the server says. */
function expectNoInternals(text: string): void {
  expect(text).not.toMatch(/<html|<!doctype/i);
  expect(text).not.toMatch(/\n\s+at |\.ts:\d+|\.js:\d+|node_modules/);
}

describe("-32600 Invalid Request", () => {
  it.each([
    ["missing jsonrpc", { id: 1, method: "ping" }, 1],
    ['jsonrpc "1.0"', { jsonrpc: "1.0", id: 1, method: "ping" }, 1],
    ["method not a string", { jsonrpc: "2.0", id: 1, method: 5 }, 1],
    ["empty method", { jsonrpc: "2.0", id: 1, method: "" }, 1],
    ["id an object", { jsonrpc: "2.0", id: { a: 1 }, method: "ping" }, null],
    ["id null", { jsonrpc: "2.0", id: null, method: "ping" }, null],
    ["id a fraction", { jsonrpc: "2.0", id: 1.5, method: "ping" }, null],
    ["neither method nor result", { jsonrpc: "2.0", id: 3 }, 3],
    ["a JSON string", '"hello"', null],
    ["a JSON number", "42", null],
    ["JSON null", "null", null],
  ])("%s", async (_label, body, id) => {
    const { status, body: answer, text } = await rpc(body);
    expect(status).toBe(400);
    expect(answer).toMatchObject({ jsonrpc: "2.0", id, error: { code: -32600 } });
    expectNoInternals(text);
  });
});

describe("-32601 Method not found", () => {
  it.each(["resources/list", "prompts/list", "tools/delete", "notifications/initialized", "__proto__", "constructor"])(
    "%s",
    async (method) => {
      const { status, body } = await rpc({ jsonrpc: "2.0", id: 1, method });
      expect(status).toBe(200);
      expect(body).toMatchObject({ jsonrpc: "2.0", id: 1, error: { code: -32601 } });
      expect(body.error.message).toContain(method);
    },
  );
});

describe("-32602 Invalid params", () => {
  it("names an unknown tool and lists the known ones", async () => {
    const { status, body } = await rpc(toolCall(1, "no_such_tool", {}));
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 1, error: { code: -32602, message: expect.stringContaining("no_such_tool") } });
    expect(body.error.data.tools).toContain("add");
    expect(body.result).toBeUndefined();
  });

  it.each([
    ["params an array", { jsonrpc: "2.0", id: 1, method: "tools/call", params: ["add"] }, "params"],
    ["params a string", { jsonrpc: "2.0", id: 1, method: "ping", params: "x" }, "params"],
    ["params.name missing", { jsonrpc: "2.0", id: 1, method: "tools/call", params: { arguments: {} } }, "name"],
    ["params missing on tools/call", { jsonrpc: "2.0", id: 1, method: "tools/call" }, "params"],
    ["params.name a number", { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: 3 } }, "name"],
    ["arguments an array", { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "add", arguments: [1, 2] } }, "arguments"],
    [
      "initialize without clientInfo",
      { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {} } },
      "clientInfo",
    ],
    ["tools/list cursor a number", { jsonrpc: "2.0", id: 1, method: "tools/list", params: { cursor: 5 } }, "cursor"],
    ["_meta not an object", { jsonrpc: "2.0", id: 1, method: "ping", params: { _meta: 5 } }, "_meta"],
    [
      "task augmentation",
      { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "add", arguments: { a: 1, b: 1 }, task: {} } },
      "Task",
    ],
  ])("%s", async (_label, body, mentioned) => {
    const { status, body: answer, text } = await rpc(body);
    expect(status).toBe(200);
    expect(answer).toMatchObject({ jsonrpc: "2.0", id: 1, error: { code: -32602 } });
    expect(answer.error.message).toContain(mentioned);
    expectNoInternals(text);
  });
});

describe("tool results with isError", () => {
  it("reports an argument of the wrong type as isError naming the field and the rule", async () => {
    const { status, body } = await rpc(toolCall(1, "add", { a: "one", b: 2 }));
    expect(status).toBe(200);
    expect(body.error).toBeUndefined();
    expect(body.result.isError).toBe(true);
    const text: string = body.result.content[0].text;
    expect(text).toContain("add");
    expect(text).toMatch(/\ba: .*expected number, received string/);
    expect(body.result.structuredContent).toBeUndefined();
  });

  it("reports a missing argument and a broken range rule, each by field", async () => {
    const { body } = await rpc(toolCall(1, "add", { b: -1 }));
    const text: string = body.result.content[0].text;
    expect(body.result.isError).toBe(true);
    expect(text).toMatch(/\ba: .*expected number, received undefined/);
    expect(text).toMatch(/\bb: .*>=0/);
  });

  it("reports missing arguments as an empty object", async () => {
    const { body } = await rpc({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "add" } });
    expect(body.result.isError).toBe(true);
    expect(body.result.content[0].text).toMatch(/\ba: /);
  });

  it("reports an InputError as isError naming the field", async () => {
    const { body } = await rpc(toolCall(1, "divide", { a: 1, b: 0 }));
    expect(body.result).toEqual({ isError: true, content: [{ type: "text", text: 'Invalid value for "b": must not be zero' }] });
  });

  it("reports an unexpected tool failure without its message or stack, and keeps serving", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { body, text } = await rpc(toolCall(1, "explode", {}));
      expect(body.result.isError).toBe(true);
      expect(body.result.content[0].text).toContain("explode");
      expect(text).not.toContain("secret");
      expectNoInternals(text);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]?.[0])).not.toContain("secret");
    } finally {
      logged.mockRestore();
    }
    const after = await rpc(toolCall(2, "add", { a: 1, b: 1 }));
    expect(after.body.result.structuredContent).toEqual({ sum: 2 });
  });

  it("reports structured content that breaks the output schema as isError", async () => {
    const { body } = await rpc(toolCall(1, "bad_output", {}));
    expect(body.result.isError).toBe(true);
    expect(body.result.content[0].text).toContain("count");
  });
});
