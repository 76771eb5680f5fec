import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMcpHttpHandler } from "@/lib/mcp/http-handler";
import { getToolServerRuntime } from "@/lib/mcp/tool-server-runtime";
import { mountHandler, parseSseEvents, postRpc, SSE_HEADERS, toolCall, type MountedHandler } from "../helpers/mcp-http";
import { createTestToolServer } from "../helpers/mcp-test-server";

const definition = createTestToolServer();
let mounted: MountedHandler;
let url: string;

beforeAll(async () => {
  mounted = await mountHandler(createMcpHttpHandler(definition, { requestTimeoutMs: 300 }));
  url = `${mounted.url}/mcp`;
});
afterAll(async () => {
  await mounted.close();
});

const echo = (id: number | string, value: string, delayMs: number) => toolCall(id, "slow_echo", { value, delayMs });

describe("one shared server, many HTTP requests", () => {
  it("never crosses answers between HTTP requests that use the same id", async () => {
    // The first request finishes last, so a shared-id mix-up would hand it the second one's answer.
    const [slow, fast] = await Promise.all([
      postRpc(url, echo(1, "from-A", 120)).then((response) => response.json()),
      postRpc(url, echo(1, "from-B", 5)).then((response) => response.json()),
    ]);
    expect(slow).toMatchObject({ id: 1, result: { structuredContent: { value: "from-A" } } });
    expect(fast).toMatchObject({ id: 1, result: { structuredContent: { value: "from-B" } } });
  });

  it("keeps 60 concurrent requests with colliding ids apart, over JSON and SSE", async () => {
    const jobs = Array.from({ length: 60 }, (_, index) => {
      const value = `value-${index}`;
      const id = index % 3; // ids 0, 1, 2 repeated across requests
      const delayMs = (index * 7) % 40;
      const sse = index % 2 === 0;
      return { value, id, send: () => postRpc(url, echo(id, value, delayMs), sse ? SSE_HEADERS : undefined), sse };
    });
    const answers = await Promise.all(
      jobs.map(async (job) => {
        const response = await job.send();
        const text = await response.text();
        return job.sse ? JSON.parse(parseSseEvents(text)[0]!.data[0]!) : JSON.parse(text);
      }),
    );
    answers.forEach((answer, index) => {
      expect(answer.id).toBe(jobs[index]!.id);
      expect(answer.result.structuredContent.value).toBe(jobs[index]!.value);
    });
    expect(getToolServerRuntime(definition).inFlight).toBe(0);
  });

  it("keeps duplicate ids inside one batch apart", async () => {
    const body = await (await postRpc(url, [echo(7, "first", 40), echo(7, "second", 0)])).json();
    expect(body.map((answer: any) => answer.result.structuredContent.value)).toEqual(["first", "second"]);
    expect(body.map((answer: any) => answer.id)).toEqual([7, 7]);
  });

  it("streams a batch's fast answers before its slow ones", async () => {
    const response = await postRpc(url, [echo("slow", "s", 150), echo("fast", "f", 0)], SSE_HEADERS);
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(parseSseEvents(first).map((event) => JSON.parse(event.data[0]!).id)).toEqual(["fast"]);
    let rest = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(parseSseEvents(rest).map((event) => JSON.parse(event.data[0]!).id)).toEqual(["slow"]);
  });

  it("answers a request that runs past the timeout with -32603 and stays usable", async () => {
    const started = Date.now();
    const body = await (await postRpc(url, toolCall(5, "hang", {}))).json();
    expect(body).toMatchObject({ jsonrpc: "2.0", id: 5, error: { code: -32603, message: "Request timed out" } });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(getToolServerRuntime(definition).inFlight).toBe(0);
    const after = await (await postRpc(url, toolCall(6, "add", { a: 1, b: 2 }))).json();
    expect(after.result.structuredContent).toEqual({ sum: 3 });
  });

  it("lets many clients initialize the same server with different versions and capabilities", async () => {
    const versions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "1999-01-01"];
    const answers = await Promise.all(
      versions.map(async (protocolVersion, index) => {
        const response = await postRpc(url, {
          jsonrpc: "2.0",
          id: 1,
          method: "initialize",
          params: {
            protocolVersion,
            capabilities: index % 2 ? { sampling: {} } : {},
            clientInfo: { name: `client-${index}`, version: "1" },
          },
        });
        return { header: response.headers.get("mcp-protocol-version"), body: await response.json() };
      }),
    );
    answers.forEach(({ header, body }, index) => {
      const expected = index === versions.length - 1 ? "2025-11-25" : versions[index];
      expect(body.result.protocolVersion).toBe(expected);
      expect(header).toBe(expected);
    });
    // Tools still work for a client that never initialized.
    const call = await (await postRpc(url, toolCall(2, "add", { a: 2, b: 2 }))).json();
    expect(call.result.structuredContent).toEqual({ sum: 4 });
  });

  it("builds one McpServer per tool server for the whole process", async () => {
    const runtime = getToolServerRuntime(definition);
    await postRpc(url, { jsonrpc: "2.0", id: 1, method: "ping" });
    const second = await mountHandler(createMcpHttpHandler(definition));
    try {
      await postRpc(`${second.url}/mcp`, { jsonrpc: "2.0", id: 1, method: "ping" });
      expect(getToolServerRuntime(definition)).toBe(runtime);
      expect(getToolServerRuntime(createTestToolServer())).not.toBe(runtime);
    } finally {
      await second.close();
    }
  });
});
