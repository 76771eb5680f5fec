import { beforeEach, describe, expect, it } from "vitest";
import { counterHeaders, type EdgeContext, RateLimitedError, rateLimit } from "@/lib/edge";
import { RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
import type { RateLimitPolicy } from "@/lib/ratelimit/policies";
import { edgeContext, ok, runPiece } from "../helpers/edge-context";

const policy = (name: string, limit: number): RateLimitPolicy => ({ name, prefix: `rl:test-${name}`, limit, windowSeconds: 60 });
const wide = policy("wide", 3);
const narrow = policy("narrow", 1);

beforeEach(() => setRateLimiterForTesting(new RateLimiter(undefined)));

function contextFrom(ip: string): EdgeContext {
  return edgeContext(new Request("https://x.test/"), { ip });
}

async function run(piece: ReturnType<typeof rateLimit>, context: EdgeContext) {
  return Promise.resolve()
    .then(() => piece(context, ok))
    .catch((error: unknown) => error);
}

describe("rateLimit", () => {
  it("counts every policy in order, keeps the last count, and throws RateLimitedError at the first refusal", async () => {
    const piece = rateLimit({ policies: () => [wide, narrow] });
    const first = contextFrom("192.0.2.1");
    expect(await run(piece, first)).toBeInstanceOf(Response);
    expect(first.rateLimit).toMatchObject({ allowed: true, policy: narrow, remaining: 0 });

    const second = contextFrom("192.0.2.1");
    const refused = await run(piece, second);
    expect(refused).toBeInstanceOf(RateLimitedError);
    expect((refused as RateLimitedError).result.policy).toBe(narrow);
    expect(second.rateLimit?.allowed).toBe(false);
  });

  it("counts clients apart, an IPv6 client by its /64, and under the key the surface chooses", async () => {
    const piece = rateLimit({ policies: () => [narrow], key: (subject) => `/one:${subject}` });
    expect(await run(piece, contextFrom("2001:db8:1:2::1"))).toBeInstanceOf(Response);
    expect(await run(piece, contextFrom("2001:db8:1:2::99"))).toBeInstanceOf(RateLimitedError);
    expect(await run(piece, contextFrom("2001:db8:1:3::1"))).toBeInstanceOf(Response);
    const other = rateLimit({ policies: () => [narrow], key: (subject) => `/two:${subject}` });
    expect(await run(other, contextFrom("2001:db8:1:2::1"))).toBeInstanceOf(Response);
  });

  it("counts nothing when no policy applies", async () => {
    const context = contextFrom("192.0.2.9");
    expect(await run(rateLimit({ policies: () => [] }), context)).toBeInstanceOf(Response);
    expect(context.rateLimit).toBeUndefined();
  });
});

describe("counterHeaders", () => {
  const counted = (allowed: boolean): EdgeContext => ({
    ...contextFrom("192.0.2.1"),
    rateLimit: { policy: wide, allowed, limit: 3, remaining: allowed ? 2 : 0, resetSeconds: 42 },
  });

  it("always: every answer shows the count", async () => {
    const response = await runPiece(counterHeaders("always"), counted(true));
    expect(response.headers.get("ratelimit")).toBe("limit=3, remaining=2, reset=42");
    expect(response.headers.get("ratelimit-policy")).toBe("3;w=60");
    expect(response.headers.get("retry-after")).toBeNull();
  });

  it("on-refusal: only a refusal shows it, with Retry-After", async () => {
    expect((await runPiece(counterHeaders("on-refusal"), counted(true))).headers.get("ratelimit")).toBeNull();
    const refused = await runPiece(counterHeaders("on-refusal"), counted(false));
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("retry-after")).toBe("42");
  });

  it("shows nothing before anything was counted", async () => {
    expect((await runPiece(counterHeaders("always"), contextFrom("192.0.2.1"))).headers.get("ratelimit")).toBeNull();
  });
});
