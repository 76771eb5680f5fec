import { beforeEach, describe, expect, it } from "vitest";
import { EMBEDDED_POSTGRES_SETTINGS } from "@/lib/db/client";
import { RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
// @ts-expect-error: the benchmark floors are plain .js outside the app's type check
import { health as floorHealth } from "../../bench/floor-app/lib/health-work.js";
// @ts-expect-error: the benchmark floors are plain .js outside the app's type check
import { FLOOR_POSTGRES_SETTINGS } from "../../bench/floor-app/lib/store.js";
// @ts-expect-error: the benchmark floors are plain .js outside the app's type check
import { POST as mcpHandlerPeer } from "../../bench/floor-app/app/mcp-handler/route.js";
import { callApi } from "../helpers/api-client";
import { appFetch } from "../helpers/app";

/**
 * `npm run bench` compares the app with floors that must do the same work.
 * The floors are plain JavaScript, independent of the app by design, so
 * these tests keep the facts they copy equal to the app's.
 */
const SHARED_HEADERS = [
  "access-control-allow-origin",
  "access-control-expose-headers",
  "cache-control",
  "content-type",
  "ratelimit-limit",
  "ratelimit-policy",
  "ratelimit-remaining",
] as const;

describe("benchmark floors do the app's work", () => {
  beforeEach(() => setRateLimiterForTesting(new RateLimiter(undefined)));

  it("the health floor answers a client's first request with the app's status, body and headers", async () => {
    const app = await callApi("GET", "/api/v1/health", { ip: "203.0.113.200" });
    const floor = floorHealth("203.0.113.200") as { status: number; headers: Record<string, string>; body: string };
    const floorHeaders = new Headers(floor.headers);

    expect(floor.status).toBe(app.status);
    expect(JSON.parse(floor.body)).toEqual(await app.json());
    for (const name of SHARED_HEADERS) expect(floorHeaders.get(name), name).toBe(app.headers.get(name));
    expect(floorHeaders.has("ratelimit")).toBe(true);
    expect(floorHeaders.has("ratelimit-reset")).toBe(true);
  });

  it("the PGlite reference runs the embedded store's Postgres settings", () => {
    expect(FLOOR_POSTGRES_SETTINGS).toEqual([...EMBEDDED_POSTGRES_SETTINGS]);
  });

  it.each([
    ["2025-11-25", {}, undefined],
    [
      "2026-07-28",
      { "mcp-method": "tools/call", "mcp-name": "land_area_convert" },
      { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} },
    ],
  ])("the mcp-handler peer converts as land_area_convert does (%s)", async (version, extra, meta) => {
    const params = {
      name: "land_area_convert",
      arguments: { value: 1, fromUnit: "acre", toUnit: "sqm" },
      ...(meta ? { _meta: meta } : {}),
    };
    const init = {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-protocol-version": version,
        ...extra,
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params }),
    };
    const result = async (response: Response) => {
      const text = await response.text();
      return JSON.parse(/^data: (.*)$/m.exec(text)?.[1] ?? text).result.structuredContent.result;
    };
    const peer = await result(await mcpHandlerPeer(new Request("http://localhost/mcp-handler", init)));
    expect(peer).toBe(await result(await appFetch("/mcp", init)));
    expect(peer).toBe(4046.8564224);
  });
});
