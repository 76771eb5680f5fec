import { afterEach, describe, expect, it, vi } from "vitest";
import { edgeRoute, methodCheck, plainErrorResponse, REQUEST_ID_PATTERN, requestIdFor } from "@/lib/edge";
import { log } from "@/lib/log/logger";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const idOf = (value: string | null) => requestIdFor(new Headers(value === null ? {} : { "x-request-id": value }));

describe("requestIdFor", () => {
  it.each(["abc", "0b9c1f9e-8a51-4d1e-9d53-0f4f3c2a7b10", "01HZX3.trace_1-2", "a".repeat(128)])("accepts %s", (id) => {
    expect(idOf(id)).toBe(id);
  });

  it.each([
    ["absent", null],
    ["empty", ""],
    ["too long", "a".repeat(129)],
    ["spaces", "a b"],
    ["an email", "me@example.com"],
    ["a tab", "a\tb"],
    ["non-ASCII", "idé"],
  ])("replaces one that is %s with a fresh UUID", (_label, id) => {
    const generated = idOf(id);
    expect(generated).toMatch(UUID);
    expect(generated).toMatch(REQUEST_ID_PATTERN);
  });

  it("trims surrounding whitespace before checking", () => {
    expect(idOf("  abc  ")).toBe("abc");
  });
});

describe("the request id on answers and in logs", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  const route = edgeRoute({
    methods: ["GET"],
    pieces: [methodCheck],
    handle: ({ request }) => {
      log.info("handling", { path: new URL(request.url).pathname });
      if (request.headers.has("x-fail")) throw new Error("fails");
      return new Response("ok");
    },
    renderError: plainErrorResponse,
  });

  it("returns the id on success, on errors and on refused methods, and names it in every log line of the request", async () => {
    vi.stubEnv("LOG_SILENT", "0");
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));

    const sent = await route.GET(new Request("http://x.test/doc", { headers: { "x-request-id": "client-7" } }));
    expect(sent.headers.get("x-request-id")).toBe("client-7");

    const failed = await route.GET(new Request("http://x.test/doc", { headers: { "x-fail": "1" } }));
    expect(failed.status).toBe(500);
    const generated = failed.headers.get("x-request-id")!;
    expect(generated).toMatch(UUID);

    const refused = await route.POST(new Request("http://x.test/doc", { method: "POST" }));
    expect(refused.status).toBe(405);
    expect(refused.headers.get("x-request-id")).toMatch(UUID);

    const entries = lines.map((line) => JSON.parse(line) as { msg: string; requestId?: string });
    expect(entries.filter((entry) => entry.msg === "handling").map((entry) => entry.requestId)).toEqual(["client-7", generated]);
    expect(entries.find((entry) => entry.msg === "document route failed")?.requestId).toBe(generated);
  });

  it("writes no request id on log lines outside a request", () => {
    vi.stubEnv("LOG_SILENT", "0");
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    log.info("background work");
    expect(JSON.parse(lines[0]!)).not.toHaveProperty("requestId");
  });
});
