import { readFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bridgeMessageProblem, MAX_BRIDGE_MESSAGE_BYTES } from "@/components/calculators/app-view/guard-bridge-messages";
import { JURISDICTIONS, STATE_TRANSFER_RATES } from "@/lib/calculators";
import { getConfig } from "@/lib/config/env";
import { VIEW_SCRIPT } from "@/lib/mcp/apps/view-bundle.generated";
import { viewInputSchema } from "@/lib/mcp/apps/calculator-views";
import { createMcpHttpHandler } from "@/lib/mcp/http-handler";
import { calculatorServer } from "@/lib/mcp/servers";
import { calculatorTools } from "@/lib/mcp/tools/calculator-tools";
import { GENERATED_FILE, generatedModule } from "../../scripts/mcp-views.mjs";
import { mountHandler, postRpc, toolCall, type MountedHandler } from "../helpers/mcp-http";
import { SPEC_CALCULATOR_TOOLS as CALCULATOR_TOOLS } from "../helpers/spec-tools";

let calculators: MountedHandler;
beforeAll(async () => {
  calculators = await mountHandler(createMcpHttpHandler(calculatorServer));
});
afterAll(async () => {
  await calculators.close();
});

const rpc = async (mounted: MountedHandler, method: string, params: Record<string, unknown> = {}) =>
  (await (await postRpc(`${mounted.url}/mcp`, { jsonrpc: "2.0", id: 1, method, params })).json()) as any;

const MODERN = "2026-07-28";
async function modernRpc(method: string, params: Record<string, unknown>) {
  const meta = { "io.modelcontextprotocol/protocolVersion": MODERN, "io.modelcontextprotocol/clientCapabilities": {} };
  const response = await fetch(`${calculators.url}/mcp`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      "mcp-protocol-version": MODERN,
      "mcp-method": method,
      ...(typeof params.uri === "string" ? { "mcp-name": params.uri } : {}),
    },
    body: JSON.stringify({ jsonrpc: "2.0", id: 9, method, params: { ...params, _meta: meta } }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe("MCP Apps views of the calculators", () => {
  it("names a ui:// view on every calculator tool, under _meta.ui and the deprecated flat key one middleware still reads", async () => {
    const { result } = await rpc(calculators, "tools/list");
    expect(result.tools.map((tool: any) => tool.name)).toEqual(CALCULATOR_TOOLS);
    for (const tool of result.tools) {
      const uri = `ui://service-land-tools/${tool.name}`;
      expect(tool._meta).toEqual({ ui: { resourceUri: uri, visibility: ["model", "app"] }, "ui/resourceUri": uri });
    }
  });

  it("lists one text/html;profile=mcp-app resource per tool and advertises resources at initialize", async () => {
    const { result } = await rpc(calculators, "resources/list");
    expect(result.nextCursor).toBeUndefined();
    expect(result.resources.map((resource: any) => resource.uri)).toEqual(
      CALCULATOR_TOOLS.map((name) => `ui://service-land-tools/${name}`),
    );
    for (const resource of result.resources) expect(resource.mimeType).toBe("text/html;profile=mcp-app");
    const init = await rpc(calculators, "initialize", {
      protocolVersion: "2025-11-25",
      capabilities: {},
      clientInfo: { name: "t", version: "1" },
    });
    expect(init.result.capabilities).toEqual({
      tools: { listChanged: false },
      resources: { subscribe: false, listChanged: false },
      extensions: { "io.modelcontextprotocol/ui": { mimeTypes: ["text/html;profile=mcp-app"] } },
    });
  });

  it("reads each view as one self-contained page for its tool, with a CSP that names no domain", async () => {
    const { tools } = (await rpc(calculators, "tools/list")).result;
    const withoutDescriptions = (schema: unknown) =>
      JSON.parse(JSON.stringify(schema, (key, value) => (key === "description" || key === "$schema" ? undefined : value)));
    for (const name of CALCULATOR_TOOLS) {
      const uri = `ui://service-land-tools/${name}`;
      const { result } = await rpc(calculators, "resources/read", { uri });
      const [content] = result.contents;
      expect(content).toMatchObject({ uri, mimeType: "text/html;profile=mcp-app" });
      expect(content._meta.ui.csp).toEqual({ connectDomains: [], resourceDomains: [] });
      const html: string = content.text;
      expect(html.startsWith("<!doctype html>")).toBe(true);
      // The page names its tool and the site, and carries the tool's own schemas as tools/list gives them; the input
      // as the form reads it: an amount ("number or string" to a caller) as its number, a name-or-id choice as its ids.
      const config = JSON.parse(html.match(/<script type="application\/json" id="view-config">(.*?)<\/script>/)![1]!);
      const tool = tools.find((candidate: any) => candidate.name === name);
      const definition = calculatorTools.find((candidate) => candidate.name === name)!;
      expect(config).toEqual({
        toolName: name,
        siteUrl: getConfig().siteUrl,
        inputSchema: withoutDescriptions(viewInputSchema(definition.inputSchema)),
        outputSchema: withoutDescriptions(tool.outputSchema),
      });
      const listed = withoutDescriptions(tool.inputSchema);
      for (const [property, schema] of Object.entries(config.inputSchema.properties as Record<string, any>)) {
        const given = listed.properties[property];
        if (JSON.stringify(schema) === JSON.stringify(given)) continue;
        const amount = JSON.stringify(given.type) === JSON.stringify(["number", "string"]) && schema.type === "number";
        const ids =
          Array.isArray(schema.enum) && given.anyOf?.some((branch: any) => JSON.stringify(branch.enum) === JSON.stringify(schema.enum));
        expect(amount || ids, `${name}.${property}`).toBe(true);
      }
      // Nothing to fetch: no external script, stylesheet, image or frame.
      expect(html).not.toMatch(/<(script|img|iframe|link)\b[^>]*\b(src|href)=/i);
      expect(html.match(/<script/g)).toHaveLength(2);
      expect(html.match(/<\/script/g)).toHaveLength(2);
      // At most 150 KB as sent, before any compression (npm run views:size prints raw and gzipped sizes).
      expect(Buffer.byteLength(html)).toBeLessThanOrEqual(150 * 1024);
      expect(gzipSync(html).length).toBeLessThan(50 * 1024);
    }
  });

  it("answers a ui:// URI it does not have with resource not found naming the URI: -32002, and -32602 in 2026-07-28 (SEP-2164)", async () => {
    const uri = "ui://service-land-tools/no_such_tool";
    expect(await rpc(calculators, "resources/read", { uri })).toMatchObject({
      error: { code: -32002, message: "Resource not found", data: { uri } },
    });
    const modern = await modernRpc("resources/read", { uri });
    expect(modern.status).toBe(200);
    expect(modern.body).toMatchObject({ id: 9, error: { code: -32602, data: { uri } } });
    const missingUri = await rpc(calculators, "resources/read", {});
    expect(missingUri.error.code).toBe(-32602);
  });

  it("marks 2026-07-28 resource results cacheable like the tool list", async () => {
    const { body } = await modernRpc("resources/read", { uri: "ui://service-land-tools/land_roi" });
    expect(body.result).toMatchObject({ ttlMs: 3_600_000, cacheScope: "public", resultType: "complete" });
    expect(body.result.contents[0].uri).toBe("ui://service-land-tools/land_roi");
  });

  it("leaves tool results as they were: the text and structured content a host without Apps shows", async () => {
    const answer = await (
      await postRpc(`${calculators.url}/mcp`, toolCall(1, "land_area_convert", { value: 1, fromUnit: "acre", toUnit: "sqm" }))
    ).json();
    expect(Object.keys(answer.result).sort()).toEqual(["content", "structuredContent"]);
    expect(answer.result.content[0].text).toContain("1 acre = 4,046.856422 sqm, that is 43,560 sq ft");
  });

  it("sends a view as JSON, which HTTP compression applies to, to a host that takes JSON and SSE; a tool call stays one event", async () => {
    const both = { "content-type": "application/json", accept: "application/json, text/event-stream" };
    const url = `${calculators.url}/mcp`;
    const read = await postRpc(
      url,
      { jsonrpc: "2.0", id: 1, method: "resources/read", params: { uri: "ui://service-land-tools/land_roi" } },
      both,
    );
    expect(read.headers.get("content-type")).toBe("application/json");
    const body = (await read.json()) as any;
    expect(body.result.contents[0].mimeType).toBe("text/html;profile=mcp-app");
    const call = await postRpc(
      url,
      toolCall(2, "land_roi", { purchasePrice: 1_000_000, salePrice: 1_500_000, holdingPeriodYears: 3 }),
      both,
    );
    expect(call.headers.get("content-type")).toBe("text/event-stream");
    const event = await call.text();
    expect(event).toMatch(/^event: message\ndata: \{"jsonrpc":"2.0","id":2,"result"/);
    expect(event).not.toContain("isError");
    const sseOnly = await postRpc(
      url,
      { jsonrpc: "2.0", id: 3, method: "resources/read", params: { uri: "ui://service-land-tools/land_roi" } },
      {
        ...both,
        accept: "text/event-stream",
      },
    );
    expect(sseOnly.headers.get("content-type")).toBe("text/event-stream");
  });

  it("ships the bundle built from the current view sources (run npm run build:views after changing them)", async () => {
    expect(await readFile(GENERATED_FILE, "utf8")).toBe(await generatedModule());
  }, 30_000);

  it("speaks the bridge without an SDK: neither ext-apps' App, the MCP SDK client nor zod is in the bundle", () => {
    for (const marker of ["[ext-apps]", "ZodError", "$ZodType", "JSONRPCMessage"]) expect(VIEW_SCRIPT).not.toContain(marker);
    for (const method of ["ui/initialize", "ui/notifications/initialized", "ui/update-model-context", "ui/download-file", "ui/open-link"])
      expect(VIEW_SCRIPT).toContain(method);
  });

  it("leaves the rate table out of the bundle: the view asks the tool to calculate, and carries only the jurisdictions' names", () => {
    const kerala = STATE_TRANSFER_RATES.kerala.localities[0];
    expect(VIEW_SCRIPT).toContain(JURISDICTIONS.kerala.label);
    expect(VIEW_SCRIPT).toContain(JURISDICTIONS.maharashtra.localities[1]?.label);
    for (const text of [STATE_TRANSFER_RATES.kerala.note, kerala?.stampDuty.source.url, kerala?.registration.source.title]) {
      expect(text).toBeTruthy();
      expect(VIEW_SCRIPT).not.toContain(JSON.stringify(text).slice(1, 40));
    }
  });
});

describe("the view's guard on bridge messages", () => {
  it("passes JSON-RPC messages and names what is wrong with any other", () => {
    expect(bridgeMessageProblem({ jsonrpc: "2.0", id: 1, result: {} })).toBeUndefined();
    expect(bridgeMessageProblem("hello")).toBe("not a JSON-RPC message object");
    expect(bridgeMessageProblem([{ jsonrpc: "2.0" }])).toBe("not a JSON-RPC message object");
    expect(bridgeMessageProblem({ id: 1 })).toBe('no "jsonrpc": "2.0"');
    const big = { jsonrpc: "2.0", method: "ui/notifications/tool-result", params: { text: "x".repeat(MAX_BRIDGE_MESSAGE_BYTES) } };
    expect(bridgeMessageProblem(big)).toMatch(/over the 262144-byte limit/);
  });
});
