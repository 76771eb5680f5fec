import { beforeEach, describe, expect, it } from "vitest";
import { EMBEDDED_POSTGRES_SETTINGS } from "@/lib/db/client";
import { RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
// @ts-expect-error: the benchmark floors are plain .js outside the app's type check
import { health as floorHealth } from "../../bench/floor-app/lib/health-work.js";
// @ts-expect-error: the benchmark floors are plain .js outside the app's type check
import { FLOOR_POSTGRES_SETTINGS } from "../../bench/floor-app/lib/store.js";
import { callApi } from "../helpers/api-client";

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
});
