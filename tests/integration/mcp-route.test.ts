import { afterEach, beforeEach, describe, expect, it } from "vitest";
import * as docsRoute from "@/app/mcp/docs/route";
import * as calculatorRoute from "@/app/mcp/route";
import { setConfigForTesting } from "@/lib/config/env";
import { RATE_LIMIT_POLICIES, RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
import { withinOneWindow } from "../helpers/rate-window";
import { SPEC_CALCULATOR_TOOLS } from "../helpers/spec-tools";

function rpc(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost:3000/mcp", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", "x-peer-address": "203.0.113.7", ...headers },
    body: JSON.stringify(body),
  });
}

let limiter: RateLimiter;
beforeEach(() => {
  limiter = new RateLimiter(undefined);
  setRateLimiterForTesting(limiter);
});
afterEach(() => setConfigForTesting(undefined));

describe("the /mcp route", () => {
  it("serves service-land-tools 1.0.0 with the six calculators, in the spec's order", async () => {
    const init = await calculatorRoute.POST(
      rpc({
        jsonrpc: "2.0",
        id: 1,
        method: "initialize",
        params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "t", version: "1" } },
      }),
    );
    const initialized = await init.json();
    expect(initialized.result.serverInfo).toMatchObject({ name: "service-land-tools", version: "1.0.0" });
    expect(initialized.result.protocolVersion).toBe("2025-11-25");
    expect(init.headers.get("mcp-session-id")).toBeTruthy();

    const list = await (await calculatorRoute.POST(rpc({ jsonrpc: "2.0", id: 2, method: "tools/list" }))).json();
    expect(list.result.tools.map((tool: { name: string }) => tool.name)).toEqual(SPEC_CALCULATOR_TOOLS);
  });

  it("computes an exact conversion through tools/call", async () => {
    const response = await calculatorRoute.POST(
      rpc({
        jsonrpc: "2.0",
        id: 3,
        method: "tools/call",
        params: { name: "land_area_convert", arguments: { value: 1, fromUnit: "acre", toUnit: "sqm" } },
      }),
    );
    const body = await response.json();
    expect(body.result.isError).toBeFalsy();
    expect(body.result.structuredContent.result).toBe(4046.8564224);
  });

  it("counts an IPv6 client's fair use by its /64 network", async () => {
    await withinOneWindow(RATE_LIMIT_POLICIES.mcp.windowSeconds, 3_000);
    for (let index = 0; index < RATE_LIMIT_POLICIES.mcp.limit; index += 1) {
      await limiter.hit(RATE_LIMIT_POLICIES.mcp, "/mcp:2001:db8:7:7::/64");
    }
    const sameNetwork = await calculatorRoute.POST(
      rpc({ jsonrpc: "2.0", id: 7, method: "ping" }, { "x-peer-address": "2001:db8:7:7:1234:5678:9abc:def0" }),
    );
    expect(sameNetwork.status).toBe(429);
    const nextNetwork = await calculatorRoute.POST(rpc({ jsonrpc: "2.0", id: 8, method: "ping" }, { "x-peer-address": "2001:db8:7:8::1" }));
    expect(nextNetwork.status).toBe(200);
  });

  it("limits each client IP to fair use with a JSON-RPC error and Retry-After", async () => {
    await withinOneWindow(RATE_LIMIT_POLICIES.mcp.windowSeconds, 3_000);
    for (let index = 0; index < RATE_LIMIT_POLICIES.mcp.limit; index += 1) {
      await limiter.hit(RATE_LIMIT_POLICIES.mcp, "/mcp:203.0.113.7");
    }
    const refused = await calculatorRoute.POST(rpc({ jsonrpc: "2.0", id: 4, method: "ping" }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("access-control-allow-origin")).toBe("*");
    expect((await refused.json()).error.code).toBe(-32000);
    const other = await calculatorRoute.POST(rpc({ jsonrpc: "2.0", id: 5, method: "ping" }, { "x-peer-address": "203.0.113.8" }));
    expect(other.status).toBe(200);
    // Each tool server has its own budget.
    const docs = await docsRoute.POST(
      new Request("http://localhost:3000/mcp/docs", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", "x-peer-address": "203.0.113.7" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 6, method: "ping" }),
      }),
    );
    expect(docs.status).toBe(200);
  });

  it("on the test environment's loopback BASE_URL, refuses what a DNS-rebinding page sends with 403", async () => {
    const rebound = await calculatorRoute.POST(
      new Request("http://evil.example.com/mcp", {
        method: "POST",
        headers: {
          host: "evil.example.com",
          origin: "http://evil.example.com",
          "content-type": "application/json",
          accept: "application/json",
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 9, method: "ping" }),
      }),
    );
    expect(rebound.status).toBe(403);
    expect(await rebound.json()).toMatchObject({ jsonrpc: "2.0", id: null, error: { code: -32600 } });
    const crossSite = await docsRoute.POST(
      new Request("http://localhost:3000/mcp/docs", {
        method: "POST",
        headers: { origin: "https://evil.example", "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 10, method: "ping" }),
      }),
    );
    expect(crossSite.status).toBe(403);
    const ownPage = await calculatorRoute.POST(rpc({ jsonrpc: "2.0", id: 11, method: "ping" }, { origin: "http://localhost:3000" }));
    expect(ownPage.status).toBe(200);
  });

  it("keeps staging out of search indexes", async () => {
    setConfigForTesting({ APP_ENV: "staging" });
    const response = await calculatorRoute.POST(rpc({ jsonrpc: "2.0", id: 6, method: "ping" }));
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });
});
