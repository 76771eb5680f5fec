import fc from "fast-check";
import { z } from "zod";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as identityRoute from "@/app/agent/identity/route";
import * as demoAliasRoute from "@/app/api/demo-request/route";
import * as healthAliasRoute from "@/app/api/health/route";
import * as demoV1Route from "@/app/api/v1/demo-request/route";
import * as healthV1Route from "@/app/api/v1/health/route";
import * as calculatorRoute from "@/app/mcp/route";
import * as docsRoute from "@/app/mcp/docs/route";
import * as revokeRoute from "@/app/oauth2/revoke/route";
import * as tokenRoute from "@/app/oauth2/token/route";
import { API_ERROR_CODES, errorAnchor, type ApiErrorCode } from "@/lib/errors/error-codes";
import { JWT_BEARER_GRANT } from "@/lib/auth/constants";
import { OAUTH_ERRORS, type OAuthEndpoint, type OAuthErrorCode } from "@/lib/auth/oauth-error-codes";
import { RegistrationResponseSchema, TokenResponseSchema } from "@/lib/auth/oauth-schemas";
import { setConfigForTesting } from "@/lib/config/env";
import { setDatabaseForTesting, type DatabaseHandle } from "@/lib/db";
import { DemoRequestAcceptedSchema } from "@/lib/demo-requests/schema";
import { HealthSchema } from "@/lib/health/health";
import { calculatorServer, docsServer } from "@/lib/mcp/servers";
import type { ToolServerDefinition } from "@/lib/mcp/tool-definition";
import { RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
import { TEST_USER_AGENT } from "../helpers/api-client";
import { register, useTestSigningKey } from "../helpers/auth-flow";
import { parseSseEvents } from "../helpers/mcp-http";
import { createResponseValidator } from "../helpers/openapi-validator";
import { storeBackends, useStore } from "../helpers/test-store";
import { nextTestIp } from "../helpers/app";

/**
 * Random and hostile input against every JSON endpoint and both tool servers.
 * Whatever arrives, the answer is never a 5xx, never HTML, always the error
 * shape of its surface (the API envelope with a code from the error table;
 * RFC 6749 `{error, error_description}`; JSON-RPC error objects or tool
 * results), and Object.prototype stays clean. The store is the real server
 * when TEST_DATABASE_URL is set (what it refuses matters), PGlite otherwise.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const expectDocumented = createResponseValidator();
type Handler = (request: Request) => Promise<Response> | Response;
type RouteModule = Record<string, Handler>;

async function send(
  module: RouteModule,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array },
): Promise<Response> {
  const method = init.method ?? "POST";
  const headers = new Headers({ "user-agent": TEST_USER_AGENT, "x-peer-address": nextTestIp() });
  for (const [name, value] of Object.entries(init.headers ?? {})) headers.set(name, value);
  const hasBody = method !== "GET" && method !== "HEAD" && init.body !== undefined;
  return module[method]!(
    new Request(new URL(path, "http://localhost:3000"), { method, headers, body: hasBody ? (init.body as BodyInit) : undefined }),
  );
}

// ---------------------------------------------------------------------------
// Arbitraries

const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"] as const;

/** One code unit or point, biased towards what breaks things: lone surrogates, NUL, controls, separators, quotes. */
const nastyChar = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "\u0000",
      "\u0001",
      "\u001f",
      "\u007f",
      "\n",
      "\r",
      "\t",
      "\u2028",
      "\u2029",
      "\ufeff",
      "\ufffe",
      "\\",
      '"',
      "'",
      "<",
      ">",
      "&",
      "%",
      "\u00a0",
    ),
  },
  { weight: 4, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
);
const nastyString = fc.string({ unit: nastyChar, maxLength: 40 });
const hugeString = fc
  .constantFrom(1_000, 9_000, 17_000, 70_000)
  .chain((length) => fc.constantFrom("x", "\u00e9", "\ud83d\ude00", "\u0000").map((unit) => unit.repeat(length)));
const anyString = fc.oneof({ weight: 6, arbitrary: nastyString }, { weight: 1, arbitrary: hugeString });

/** Any JSON value, keys including the prototype-pollution names. */
const jsonish: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constantFrom(0, -0, 1e308, -1e308, 5e-324, Number.MAX_SAFE_INTEGER + 2),
    anyString,
    fc.array(tie("value"), { maxLength: 4 }),
    fc
      .array(fc.tuple(fc.oneof(anyString, fc.constantFrom(...PROTOTYPE_KEYS)), tie("value")), { maxLength: 4 })
      .map((entries) => Object.fromEntries(entries)),
  ),
})).value;

/** JSON text built by hand so `__proto__` is an own key of the text, as an attacker sends it. */
function jsonText(value: unknown): string {
  return JSON.stringify(value) ?? "null";
}
const pollutingJson = fc
  .tuple(jsonish, fc.constantFrom(...PROTOTYPE_KEYS), fc.constantFrom(...PROTOTYPE_KEYS))
  .map(
    ([extra, outer, inner]) =>
      `{"${outer}":{"${inner}":{"polluted":true},"polluted":true},"name":"Proto Type","email":"proto@builders.example.com","extra":${jsonText(extra)}}`,
  );

/** Deeply nested arrays or objects, at depths around each endpoint's body limit. */
const deepNesting = fc
  .tuple(fc.constantFrom(100, 3_000, 8_000, 10_000, 100_000), fc.constantFrom("array", "object", "in-field"))
  .map(([depth, shape]) => {
    if (shape === "array") return `${"[".repeat(depth)}${"]".repeat(depth)}`;
    if (shape === "object") return `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    return `{"name":"Deep","email":"deep@builders.example.com","message":${"[".repeat(depth)}${"]".repeat(depth)}}`;
  });

/** What a body can be: JSON of any shape, near-JSON, garbage text, raw bytes (often invalid UTF-8). */
const anyBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  { weight: 4, arbitrary: jsonish.map(jsonText) },
  { weight: 2, arbitrary: fc.json() },
  { weight: 2, arbitrary: anyString },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
  { weight: 2, arbitrary: pollutingJson },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.json().map((text) => text.slice(0, Math.max(0, text.length - 1))) },
);

const contentType = fc.option(
  fc.oneof(
    fc.constantFrom(
      "application/json",
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/merge-patch+json",
      "application/x-www-form-urlencoded",
      "text/plain",
      "text/html",
      "multipart/form-data; boundary=x",
      "application/xml",
      "",
    ),
    fc.string({ unit: "grapheme-ascii", maxLength: 30 }),
  ),
  { nil: undefined },
);

/** A header value a client can actually send (visible ASCII and Latin-1, no line breaks). */
const headerValue = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 60,
});

const method = fc.constantFrom("POST", "POST", "POST", "GET", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS");

// ---------------------------------------------------------------------------
// Invariants

function expectNotHtml(response: Response, body: string): void {
  expect(response.headers.get("content-type") ?? "").not.toMatch(/html/i);
  expect(body).not.toMatch(/<!doctype|<html/i);
  expect(body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
}

async function expectApiAnswer(response: Response, path: string, requestMethod: string, success: z.ZodType): Promise<void> {
  const text = await response.clone().text();
  expect(response.status, text).toBeLessThan(500);
  expectNotHtml(response, text);
  if (requestMethod === "HEAD" || response.status === 204) return;
  expect(response.headers.get("content-type")).toBe("application/json");
  const body = JSON.parse(text) as Record<string, unknown>;
  if (response.status === 200) {
    expect(success.safeParse(body).error).toBeUndefined();
  } else {
    expect(Object.keys(body)).toEqual(["error"]);
    const error = body.error as { code: ApiErrorCode; message: string; hint?: string; docs: string };
    expect(API_ERROR_CODES).toContain(error.code);
    expect(Object.keys(error).sort()).toEqual(error.hint === undefined ? ["code", "docs", "message"] : ["code", "docs", "hint", "message"]);
    expect(typeof error.message).toBe("string");
    expect(error.docs).toBe(`http://localhost:3000/api/docs#${errorAnchor(error.code)}`);
  }
  const documentedMethod = path.includes("health") ? "GET" : "POST";
  if (requestMethod === documentedMethod) await expectDocumented(requestMethod, path, response);
}

async function expectOAuthAnswer(
  response: Response,
  endpoint: OAuthEndpoint,
  success: z.ZodType | "empty",
  requestMethod = "POST",
): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBeLessThan(500);
  expectNotHtml(response, text);
  if (response.status === 204 || requestMethod === "HEAD") return;
  expect(response.headers.get("cache-control")).toBe("no-store");
  if (response.status === 200) {
    if (success === "empty") expect(text).toBe("");
    else expect(success.safeParse(JSON.parse(text)).error).toBeUndefined();
    return;
  }
  expect(response.headers.get("content-type")).toBe("application/json");
  const body = JSON.parse(text) as { error: OAuthErrorCode; error_description: string };
  expect(Object.keys(body).sort()).toEqual(["error", "error_description"]);
  expect(typeof body.error_description).toBe("string");
  const info = OAUTH_ERRORS[body.error];
  expect(info, body.error).toBeDefined();
  expect(info.endpoints).toContain(endpoint);
  expect([info.status, ...("alsoStatuses" in info ? info.alsoStatuses : [])]).toContain(response.status);
}

const SPEC_RPC_ERRORS = [-32700, -32600, -32601, -32602];
/** Tool calls that computed a result: a fuzzer that never got past validation would prove little. */
let toolSuccesses = 0;

/** The codes a 2026-07-28 request may also get: HeaderMismatch and UnsupportedProtocolVersion. */
const MODERN_RPC_ERRORS = [...SPEC_RPC_ERRORS, -32020, -32022];

function expectRpcMessage(message: unknown, codes: number[] = SPEC_RPC_ERRORS): void {
  const reply = message as { jsonrpc: string; id: unknown; result?: Record<string, unknown>; error?: { code: number; message: string } };
  expect(reply.jsonrpc).toBe("2.0");
  expect("id" in reply).toBe(true);
  expect(reply.id === null || typeof reply.id === "string" || Number.isSafeInteger(reply.id)).toBe(true);
  expect("result" in reply !== "error" in reply).toBe(true);
  if (reply.error) {
    expect(codes, JSON.stringify(reply.error)).toContain(reply.error.code);
    expect(typeof reply.error.message).toBe("string");
    return;
  }
  const result = reply.result!;
  if ("content" in result) {
    // A tool result: text for people, and never an unexpected failure of the tool itself.
    const content = result.content as Array<{ type: string; text: string }>;
    expect(content[0]?.type).toBe("text");
    expect(content[0]?.text, JSON.stringify(result)).not.toMatch(/failed unexpectedly/);
    if (!result.isError) toolSuccesses += 1;
  }
}

async function expectMcpAnswer(response: Response, codes: number[] = SPEC_RPC_ERRORS): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBeLessThan(500);
  expectNotHtml(response, text);
  expect(response.headers.get("access-control-allow-origin")).toBe("*");
  if (response.status === 202 || response.status === 204 || text === "") return;
  const type = response.headers.get("content-type") ?? "";
  if (type.startsWith("text/event-stream")) {
    const events = parseSseEvents(text);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      expect(event.event).toBe("message");
      expectRpcMessage(JSON.parse(event.data.join("\n")), codes);
    }
    return;
  }
  expect(type).toBe("application/json");
  const body = JSON.parse(text) as unknown;
  if (response.status !== 200) {
    // An HTTP-level refusal: one JSON-RPC error object, its id null or the lone request's own id.
    expect(body).toMatchObject({ jsonrpc: "2.0", error: { code: expect.any(Number), message: expect.any(String) } });
    expect(Object.keys(body as object).sort()).toEqual(["error", "id", "jsonrpc"]);
    expect([...codes, -32000]).toContain((body as { error: { code: number } }).error.code);
    return;
  }
  for (const message of Array.isArray(body) ? body : [body]) expectRpcMessage(message, codes);
}

// ---------------------------------------------------------------------------

let handle: DatabaseHandle;
const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort();
const arrayPrototypeNames = Object.getOwnPropertyNames(Array.prototype).sort();

function expectPrototypesClean(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeNames);
  expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(arrayPrototypeNames);
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect((probe.constructor as { polluted?: unknown }).polluted).toBeUndefined();
}

beforeAll(async () => {
  handle = await useStore(storeBackends().at(-1)!);
  await useTestSigningKey();
  // Fair use would refuse a fuzzer; every request also comes from its own address.
  setRateLimiterForTesting(new RateLimiter(undefined));
});
afterAll(async () => {
  setConfigForTesting(undefined);
  setRateLimiterForTesting(undefined);
  await handle.close();
  setDatabaseForTesting(undefined);
});
afterEach(() => expectPrototypesClean());

const params = { numRuns: RUNS, endOnFailure: true } as const;

describe("demo request: /api/v1/demo-request and /api/demo-request", () => {
  const routes = [
    ["/api/v1/demo-request", demoV1Route],
    ["/api/demo-request", demoAliasRoute],
  ] as const;

  it("any body, content type, method and Idempotency-Key", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        method,
        anyBody,
        contentType,
        fc.option(headerValue, { nil: undefined }),
        async ([path, module], requestMethod, body, type, key) => {
          const headers: Record<string, string> = {};
          if (type !== undefined) headers["content-type"] = type;
          if (key !== undefined) headers["idempotency-key"] = key;
          const response = await send(module as RouteModule, path, { method: requestMethod, headers, body });
          await expectApiAnswer(response, path, requestMethod, DemoRequestAcceptedSchema);
        },
      ),
      params,
    );
  });

  it("lead-shaped objects whose fields are anything: strings with NUL, lone surrogates, huge, wrong types", async () => {
    // Mostly plausible values, so many bodies get past validation and reach storage; each field is sometimes hostile.
    const hostile = fc.oneof(hugeString, jsonish, fc.constantFrom("\u0000", "a\u0000b", "\udcec\udf78", "\ud800"));
    const text = fc.oneof({ weight: 6, arbitrary: nastyString.filter((value) => value.trim() !== "") }, { weight: 1, arbitrary: hostile });
    const plausible = <T>(good: fc.Arbitrary<T>) => fc.oneof({ weight: 6, arbitrary: good }, { weight: 1, arbitrary: text });
    const plainEmail = fc
      .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,20}$/), fc.constantFrom("builders.example.com", "Example.COM", "mail.example.in"))
      .map(([local, domain]) => `${local}@${domain}`);
    const email = fc.oneof(
      { weight: 6, arbitrary: plainEmail },
      { weight: 1, arbitrary: fc.emailAddress() },
      { weight: 1, arbitrary: text },
    );
    const lead = fc.record(
      {
        name: text,
        email,
        tool: plausible(fc.constantFrom("platform", "land_roi", "API", " api ")),
        phone: plausible(fc.constantFrom("+91 98450 12345", "")),
        company: text,
        message: text,
        website: plausible(fc.constantFrom("", null)),
      },
      { requiredKeys: ["name", "email"] },
    );
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), lead, fc.boolean(), async ([path, module], body, withKey) => {
        const headers: Record<string, string> = { "content-type": "application/json" };
        if (withKey) headers["idempotency-key"] = crypto.randomUUID();
        const response = await send(module as RouteModule, path, { headers, body: JSON.stringify(body) });
        await expectApiAnswer(response, path, "POST", DemoRequestAcceptedSchema);
        if (response.status === 200) stored += 1;
      }),
      {
        ...params,
        // Found by this property once, kept as fixed cases: PostgreSQL refuses U+0000 in text (was a 500 on
        // every store), and PGlite refused two lone low surrogates in a row (was a 500 on the embedded store).
        examples: [
          [routes[0], { name: "Nul\u0000Byte", email: "nul@builders.example.com", company: "\u0000" }, false],
          [routes[1], { name: "Lone", email: "lone@builders.example.com", company: "\udcec\udf78", message: "x\udc00\udc01" }, true],
        ],
      },
    );
    // Enough of them got past validation to the store for the property to mean something.
    expect(stored).toBeGreaterThan(RUNS / 20);
  });
});

describe("health: /api/v1/health and /api/health", () => {
  it("any method, body and Authorization header", async () => {
    const authorization = fc.option(
      fc.oneof(
        headerValue,
        headerValue.map((value) => `Bearer ${value}`),
        fc
          .string({
            unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
            minLength: 43,
            maxLength: 43,
          })
          .map((value) => `Bearer lat_${value}`),
      ),
      { nil: undefined },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(["/api/v1/health", healthV1Route], ["/api/health", healthAliasRoute]),
        fc.constantFrom("GET", "GET", "HEAD", "POST", "DELETE", "OPTIONS"),
        authorization,
        fc.option(anyBody, { nil: undefined }),
        async ([path, module], requestMethod, auth, body) => {
          const response = await send(module as RouteModule, path, {
            method: requestMethod,
            headers: auth === undefined ? {} : { authorization: auth },
            body,
          });
          await expectApiAnswer(response, path, requestMethod, HealthSchema);
          // A random credential never authenticates.
          if (response.status === 200 && requestMethod === "GET")
            expect(((await response.json()) as { agent?: unknown }).agent).toBeUndefined();
        },
      ),
      params,
    );
  });
});

describe("agent identity and tokens", () => {
  const formBody = fc.oneof(
    fc
      .dictionary(
        fc.oneof(
          anyString,
          fc.constantFrom(
            "grant_type",
            "assertion",
            "resource",
            "token",
            "token_type_hint",
            ...PROTOTYPE_KEYS,
            "__proto__[polluted]",
            "constructor[prototype][polluted]",
          ),
        ),
        anyString,
        { maxKeys: 5 },
      )
      .map((fields) => new URLSearchParams(Object.entries(fields)).toString()),
    anyString,
    fc.constantFrom(
      "__proto__[polluted]=1&constructor[prototype][polluted]=1",
      "a=1&a=2",
      "grant_type=x&grant_type=y",
      "%%%",
      "=&=&",
      "resource=a&resource=b",
    ),
  );
  const tokenParams = fc.record(
    {
      grant_type: fc.oneof(
        fc.constant(JWT_BEARER_GRANT),
        fc.constantFrom("client_credentials", "refresh_token", "authorization_code", ""),
        jsonish,
      ),
      assertion: fc.oneof(
        anyString,
        jsonish,
        fc.tuple(anyString, anyString, anyString).map((parts) => parts.map((part) => Buffer.from(part).toString("base64url")).join(".")),
      ),
      resource: fc.oneof(fc.constant("http://localhost:3000/api/"), jsonish),
    },
    { requiredKeys: [] },
  );

  it("/agent/identity: any body and content type", async () => {
    const body = fc.oneof(
      anyBody,
      fc
        .record(
          { type: fc.oneof(fc.constantFrom("anonymous", "identity_assertion", "service_auth", "ANONYMOUS"), jsonish), client: jsonish },
          { requiredKeys: [] },
        )
        .map(jsonText),
      fc
        .record({ type: fc.constant("anonymous"), client: fc.record({ name: anyString, version: anyString }, { requiredKeys: [] }) })
        .map(jsonText),
    );
    await fc.assert(
      fc.asyncProperty(method, body, contentType, async (requestMethod, payload, type) => {
        const response = await send(identityRoute as RouteModule, "/agent/identity", {
          method: requestMethod,
          headers: type === undefined ? {} : { "content-type": type },
          body: payload,
        });
        await expectOAuthAnswer(response, "identity", RegistrationResponseSchema, requestMethod);
      }),
      {
        ...params,
        examples: [
          ["POST", jsonText({ type: "anonymous", client: { name: "\udcec\udf78", version: "\u0000\ud800" } }), "application/json"],
        ],
      },
    );
  });

  it("/oauth2/token: any form or JSON body; nothing random is ever granted a token", async () => {
    await fc.assert(
      fc.asyncProperty(
        method,
        fc.oneof(
          formBody.map((text) => ["application/x-www-form-urlencoded", text] as const),
          tokenParams.map((value) => ["application/json", jsonText(value)] as const),
          tokenParams.map(
            (value) =>
              [
                "application/x-www-form-urlencoded",
                new URLSearchParams(Object.entries(value).map(([k, v]) => [k, typeof v === "string" ? v : jsonText(v)])).toString(),
              ] as const,
          ),
          fc.tuple(contentType, anyBody),
        ),
        async (requestMethod, [type, payload]) => {
          const response = await send(tokenRoute as RouteModule, "/oauth2/token", {
            method: requestMethod,
            headers: type === undefined ? {} : { "content-type": type },
            body: payload,
          });
          expect(response.status).not.toBe(200);
          await expectOAuthAnswer(response, "token", TokenResponseSchema, requestMethod);
        },
      ),
      params,
    );
  });

  it("/oauth2/revoke: any form or JSON body", async () => {
    const revokeParams = fc.record(
      {
        token: fc.oneof(
          anyString,
          jsonish,
          anyString.map((value) => `lat_${value}`),
        ),
        token_type_hint: fc.oneof(anyString, jsonish),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        method,
        fc.oneof(
          formBody.map((text) => ["application/x-www-form-urlencoded", text] as const),
          revokeParams.map((value) => ["application/json", jsonText(value)] as const),
          fc.tuple(contentType, anyBody),
        ),
        async (requestMethod, [type, payload]) => {
          const response = await send(revokeRoute as RouteModule, "/oauth2/revoke", {
            method: requestMethod,
            headers: type === undefined ? {} : { "content-type": type },
            body: payload,
          });
          await expectOAuthAnswer(response, "revoke", "empty", requestMethod);
        },
      ),
      params,
    );
  });

  /**
   * The token endpoint's answer to a form body with a genuine assertion, decided on the
   * parameters as the server decodes them, not as they were drawn. URLSearchParams holds
   * USVStrings, so every lone surrogate reaches the server as U+FFFD: two names that
   * differ only there arrive as one name sent twice (RFC 6749 §3.1), refused before
   * `resource` is looked at. `resource` alone may repeat (RFC 8707).
   */
  function expectedTokenAnswer(body: string): { status: 200 } | { status: 400; error: OAuthErrorCode; description?: string } {
    const received = new URLSearchParams(body);
    const repeated = [...new Set(received.keys())].find((name) => name !== "resource" && received.getAll(name).length > 1);
    if (repeated !== undefined) {
      return { status: 400, error: "invalid_request", description: `Parameter \`${repeated}\` was sent more than once.` };
    }
    const allowed = received.getAll("resource").every((value) => value === "http://localhost:3000/api/");
    return allowed ? { status: 200 } : { status: 400, error: "invalid_target" };
  }

  /** Extra parameters as a client would build them, the genuine grant set last. */
  function tokenForm(extra: Record<string, string>, assertion: string): string {
    const fields = new URLSearchParams(Object.entries(extra));
    fields.set("grant_type", JWT_BEARER_GRANT);
    fields.set("assertion", assertion);
    return fields.toString();
  }

  it("a genuine assertion with random extra parameters is granted exactly when the parameters allow", async () => {
    const { identity_assertion: assertion } = await register();
    // A lone surrogate after a short prefix: two of them often collapse to one name once encoded.
    const surrogateName = fc
      .tuple(fc.constantFrom("", "scope", "x"), fc.integer({ min: 0xd800, max: 0xdfff }))
      .map(([prefix, code]) => `${prefix}${String.fromCharCode(code)}`);
    const name = fc.oneof(nastyString, fc.constantFrom("scope", "client_id", "resource", ...PROTOTYPE_KEYS), surrogateName);
    await fc.assert(
      fc.asyncProperty(fc.dictionary(name, nastyString, { maxKeys: 3 }), async (extra) => {
        const body = tokenForm(extra, assertion);
        const response = await send(tokenRoute as RouteModule, "/oauth2/token", {
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body,
        });
        const expected = expectedTokenAnswer(body);
        const text = await response.clone().text();
        expect(response.status, text).toBe(expected.status);
        if (expected.status === 400) {
          const { error, error_description: description } = JSON.parse(text) as { error: string; error_description: string };
          expect(error).toBe(expected.error);
          if (expected.description !== undefined) expect(description).toBe(expected.description);
        }
        await expectOAuthAnswer(response, "token", TokenResponseSchema);
      }),
      {
        ...params,
        numRuns: Math.min(RUNS, 60),
        // Found by this property once (seed -861111413), kept as a fixed case: "\udfe8" and "\udd6a" are
        // two names as drawn but one name, U+FFFD, sent twice as the server receives them.
        examples: [[{ "\udfe8": ",\udbbf", "\ud819\udf66<\udf05": "G\ud8e3\udfc6\ud888", "\udd6a": "" }]],
      },
    );
  });

  it("two names that differ only in a lone surrogate arrive as one name sent twice: 400 invalid_request", async () => {
    const { identity_assertion: assertion } = await register();
    const body = tokenForm({ "\ud800": "a", "\udc00": "b" }, assertion);
    // What goes on the wire: both names encoded as U+FFFD in UTF-8.
    expect(body.startsWith("%EF%BF%BD=a&%EF%BF%BD=b&")).toBe(true);
    const response = await send(tokenRoute as RouteModule, "/oauth2/token", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      error: "invalid_request",
      error_description: "Parameter `\ufffd` was sent more than once.",
    });
  });
});

describe("tool servers: /mcp and /mcp/docs", () => {
  /** The parts of a tool's JSON Schema (from its zod input schema) the generators read. */
  type PropertySchema = {
    type?: string | string[];
    enum?: string[];
    minimum?: number;
    maximum?: number;
    exclusiveMinimum?: number;
    exclusiveMaximum?: number;
    minLength?: number;
    maxLength?: number;
  };
  /** Where a schema sets no bound, valid numbers stay within this: realistic amounts whose products stay finite. */
  const UNBOUNDED = 1e9;

  /** A value the property's own schema accepts: an enum member, a number within its bounds (whole where it asks), a string of allowed length. */
  function validValue(property: PropertySchema): fc.Arbitrary<unknown> {
    if (property.enum !== undefined) return fc.constantFrom(...property.enum);
    // An amount (`type: ["number", "string"]`) is a number or its words: a positive amount either way.
    if (Array.isArray(property.type) && property.type.includes("number")) {
      return fc.oneof(
        fc.integer({ min: 1, max: UNBOUNDED }),
        fc.double({ min: 1, max: UNBOUNDED, noNaN: true }),
        fc.constantFrom("12 lakh", "1.2 crore", "₹1,20,00,000", "50k", "12 लाख"),
      );
    }
    if (property.type === "number" || property.type === "integer") {
      const min = property.minimum ?? property.exclusiveMinimum ?? -UNBOUNDED;
      const max = property.maximum ?? property.exclusiveMaximum ?? UNBOUNDED;
      const minExcluded = property.minimum === undefined && property.exclusiveMinimum !== undefined;
      const maxExcluded = property.maximum === undefined && property.exclusiveMaximum !== undefined;
      const whole = fc.integer({
        min: Number.isInteger(min) && minExcluded ? min + 1 : Math.ceil(min),
        max: Number.isInteger(max) && maxExcluded ? max - 1 : Math.floor(max),
      });
      if (property.type === "integer") return whole;
      return fc.oneof(whole, fc.double({ min, max, minExcluded, maxExcluded, noNaN: true }));
    }
    if (property.type === "string") {
      const minLength = property.minLength ?? 0;
      return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(property.maxLength ?? 40, 40)) });
    }
    if (property.type === "boolean") return fc.boolean();
    return jsonish;
  }

  /** Arguments shaped like each tool's input schema: sometimes valid throughout, else with every value sometimes wrong, extreme or hostile. */
  function argumentsFor(definition: ToolServerDefinition) {
    return fc.oneof(
      ...definition.tools.map((tool) => {
        const schema = z.toJSONSchema(tool.inputSchema, { io: "input" }) as {
          properties?: Record<string, PropertySchema>;
          required?: string[];
        };
        // Valid for the schema: required fields present, optional ones sometimes, nothing else. Optional
        // fields can depend on each other (a locality must be in the chosen state), so the required ones
        // alone are drawn too: a call the tool can always answer.
        const entries = Object.entries(schema.properties ?? {});
        const valid = fc.oneof(
          fc.record(Object.fromEntries(entries.map(([name, property]) => [name, validValue(property)])), {
            requiredKeys: schema.required ?? [],
          }),
          fc.record(
            Object.fromEntries(
              entries.filter(([name]) => schema.required?.includes(name)).map(([name, property]) => [name, validValue(property)]),
            ),
          ),
        );
        const fields = Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([name, property]) => {
            const value =
              property.enum !== undefined
                ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...property.enum) }, { weight: 1, arbitrary: anyString })
                : property.type === "number" || property.type === "integer"
                  ? fc.oneof(
                      { weight: 3, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
                      { weight: 2, arbitrary: fc.integer({ min: -10, max: 1_000_000 }) },
                      {
                        weight: 2,
                        arbitrary: fc.constantFrom(
                          0,
                          -0,
                          1e-300,
                          5e-324,
                          1e15,
                          1e300,
                          1.7976931348623157e308,
                          Number.MAX_SAFE_INTEGER,
                          100,
                          101,
                        ),
                      },
                      { weight: 1, arbitrary: jsonish },
                    )
                  : fc.oneof({ weight: 3, arbitrary: anyString }, { weight: 1, arbitrary: jsonish });
            return [name, value];
          }),
        );
        return fc.record({
          name: fc.constant(tool.name),
          arguments: fc.oneof(
            { weight: 6, arbitrary: fc.record(fields, { requiredKeys: [] }) },
            { weight: 3, arbitrary: valid },
            { weight: 1, arbitrary: jsonish },
          ),
        });
      }),
    );
  }

  const rpcId = fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constant(null), fc.double(), jsonish);
  function message(definition: ToolServerDefinition) {
    return fc.oneof(
      {
        weight: 5,
        arbitrary: fc.record({
          jsonrpc: fc.constant("2.0"),
          id: fc.integer({ min: 1, max: 1000 }),
          method: fc.constant("tools/call"),
          params: argumentsFor(definition),
        }),
      },
      {
        weight: 2,
        arbitrary: fc.record(
          {
            jsonrpc: fc.oneof(fc.constant("2.0"), jsonish),
            id: rpcId,
            method: fc.oneof(
              fc.constantFrom(
                "initialize",
                "ping",
                "tools/list",
                "tools/call",
                "notifications/initialized",
                "resources/list",
                ...PROTOTYPE_KEYS,
                "hasOwnProperty",
                "toString",
              ),
              anyString,
            ),
            params: fc.oneof(
              jsonish,
              argumentsFor(definition),
              fc.record(
                {
                  protocolVersion: fc.oneof(fc.constantFrom("2025-11-25", "2025-06-18", "1999-01-01"), jsonish),
                  capabilities: jsonish,
                  clientInfo: jsonish,
                },
                { requiredKeys: [] },
              ),
            ),
          },
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: jsonish },
    );
  }

  function rpcBody(definition: ToolServerDefinition): fc.Arbitrary<string | Uint8Array> {
    return fc.oneof(
      { weight: 5, arbitrary: message(definition).map(jsonText) },
      { weight: 2, arbitrary: fc.array(message(definition), { maxLength: 5 }).map(jsonText) },
      { weight: 1, arbitrary: anyBody },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(10_000, 100_000)
          .map(
            (depth) =>
              `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"land_area_convert","arguments":{"value":${"[".repeat(depth)}${"]".repeat(depth)}}}}`,
          ),
      },
    );
  }

  const accept = fc.option(
    fc.constantFrom("application/json", "application/json, text/event-stream", "text/event-stream", "*/*", "text/html", "image/png"),
    { nil: undefined },
  );
  const protocolVersion = fc.option(fc.oneof(fc.constantFrom("2025-11-25", "2025-06-18"), headerValue), { nil: undefined });

  it.each([
    ["/mcp", calculatorRoute, calculatorServer],
    ["/mcp/docs", docsRoute, docsServer],
  ] as const)("%s: any JSON-RPC message, batch, body and headers", async (path, module, definition) => {
    await fc.assert(
      fc.asyncProperty(
        method,
        rpcBody(definition),
        contentType,
        accept,
        protocolVersion,
        async (requestMethod, body, type, acceptHeader, version) => {
          const headers: Record<string, string> = {};
          if (type !== undefined) headers["content-type"] = type;
          if (acceptHeader !== undefined) headers.accept = acceptHeader;
          if (version !== undefined) headers["mcp-protocol-version"] = version;
          const response = await send(module as unknown as RouteModule, path, { method: requestMethod, headers, body });
          await expectMcpAnswer(response);
        },
      ),
      { ...params, numRuns: RUNS * 2 },
    );
  });

  it.each([
    ["/mcp", calculatorRoute, calculatorServer],
    ["/mcp/docs", docsRoute, docsServer],
  ] as const)(
    "%s: well-formed requests reach every tool with extreme and wrong arguments; no tool ever fails unexpectedly",
    async (path, module, definition) => {
      toolSuccesses = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(message(definition), fc.array(message(definition), { minLength: 1, maxLength: 4 })),
          fc.boolean(),
          async (body, sse) => {
            const response = await send(module as unknown as RouteModule, path, {
              headers: {
                "content-type": "application/json",
                accept: sse ? "application/json, text/event-stream" : "application/json",
                "mcp-protocol-version": "2025-11-25",
              },
              body: jsonText(body),
            });
            await expectMcpAnswer(response);
          },
        ),
        { ...params, numRuns: RUNS * 2 },
      );
      expect(toolSuccesses).toBeGreaterThan(RUNS / 10);
    },
  );

  // The same messages as 2026-07-28 requests: `_meta` valid, fuzzed or absent, headers that mirror the body or not.
  const modernMeta = fc.oneof(
    fc.constant({ "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} }),
    fc.record(
      {
        "io.modelcontextprotocol/protocolVersion": fc.oneof(fc.constant("2026-07-28"), jsonish),
        "io.modelcontextprotocol/clientCapabilities": jsonish,
      },
      { requiredKeys: [] },
    ),
    jsonish,
  );
  it.each([
    ["/mcp", calculatorRoute, calculatorServer],
    ["/mcp/docs", docsRoute, docsServer],
  ] as const)("%s: 2026-07-28 requests with any _meta and headers, single or batched", async (path, module, definition) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(message(definition), fc.array(message(definition), { minLength: 1, maxLength: 3 })),
        modernMeta,
        fc.boolean(),
        fc.option(headerValue, { nil: undefined }),
        async (body, meta, mirror, stray) => {
          const first = (Array.isArray(body) ? body[0] : body) as Record<string, any>;
          for (const item of Array.isArray(body) ? body : [body]) {
            const params = (item as Record<string, any>)?.params;
            if (params && typeof params === "object" && !Array.isArray(params)) params._meta = meta;
          }
          const headers: Record<string, string> = {
            "content-type": "application/json",
            accept: "application/json, text/event-stream",
            "mcp-protocol-version": "2026-07-28",
          };
          // Only values a header can carry (visible ASCII); the others are left out, as a client would have to.
          const headerSafe = (value: unknown): value is string => typeof value === "string" && /^[\x20-\x7e]*$/.test(value);
          if (mirror && headerSafe(first?.method)) headers["mcp-method"] = first.method;
          if (mirror && headerSafe(first?.params?.name)) headers["mcp-name"] = first.params.name;
          if (stray !== undefined) headers[mirror ? "mcp-name" : "mcp-method"] = stray;
          const response = await send(module as unknown as RouteModule, path, { headers, body: jsonText(body) });
          expect(response.headers.get("mcp-session-id")).toBeNull();
          await expectMcpAnswer(response, MODERN_RPC_ERRORS);
        },
      ),
      { ...params, numRuns: RUNS * 2 },
    );
  });
});
