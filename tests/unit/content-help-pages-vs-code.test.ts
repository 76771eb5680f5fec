import { afterEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { buildOpenApiDocument, clearOpenApiCache } from "../../lib/api/docs/openapi";
import { API_OPERATIONS } from "../../lib/api/operations";
import { authorizationServerMetadata } from "../../lib/auth/authorization-server-metadata";
import {
  ACCESS_TOKEN_LIFETIME_SECONDS,
  ACCESS_TOKEN_PREFIX,
  AGENT_SCOPE,
  ASSERTION_LIFETIME_SECONDS,
  CLIENT_FIELD_MAX_CHARS,
  CLOCK_SKEW_SECONDS,
  JWT_BEARER_GRANT,
  OAUTH_MAX_BODY_BYTES,
  REGISTRATION_LIFETIME_SECONDS,
} from "../../lib/auth/constants";
import { OAUTH_ERRORS } from "../../lib/auth/oauth-error-codes";
import { protectedResourceMetadata } from "../../lib/auth/protected-resource-metadata";
import { getConfig, setConfigForTesting } from "../../lib/config/env";
import { DOC_KINDS, getAllDocs, getDoc } from "../../lib/content";
import { databaseStatus, markDatabaseHealthy, markDatabaseUnavailable } from "../../lib/db/health-state";
import { PHONE_PATTERN, PHONE_RULE } from "../../lib/demo-requests/patterns";
import { DEFAULT_TOOL, DEMO_REQUEST_MAX_BODY_BYTES, DemoRequestSchema } from "../../lib/demo-requests/schema";
import { validateDemoRequest } from "../../lib/demo-requests/validate-demo-request";
import { DISCOVERY_PATHS, serverCardPath, TOOL_SERVERS, wellKnownServerCardPath } from "../../lib/discovery/discovery-urls";
import { renderRobots } from "../../lib/discovery/robots";
import { environmentHeaders } from "../../lib/edge/environment-headers";
import { allowedMethods, allowHeader } from "../../lib/edge/methods";
import { ENDPOINTS } from "../../lib/endpoints/endpoint-table";
import { ApiError } from "../../lib/errors/api-error";
import { API_ERRORS, type ApiErrorCode, errorAnchor } from "../../lib/errors/error-codes";
import { fingerprintOf, IN_FLIGHT_LOCK_SECONDS, idempotencyKeyOf, KEY_MEMORY_HOURS } from "../../lib/idempotency";
import { MARKDOWN_TOKEN_ENCODING } from "../../lib/markdown/count-tokens";
import { withFrontMatter } from "../../lib/markdown/front-matter";
import { markdownResponse } from "../../lib/markdown/markdown-response";
import { prefersMarkdown } from "../../lib/markdown/negotiate-markdown";
import { DEFAULT_MAX_BATCH_SIZE, DEFAULT_MAX_BODY_BYTES, DEFAULT_REQUEST_TIMEOUT_MS } from "../../lib/mcp/http-handler";
import { JsonRpcErrorCode } from "../../lib/mcp/json-rpc";
import { LEGACY_PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSIONS } from "../../lib/mcp/protocol-version";
import { STATIC_CACHE_HINT } from "../../lib/mcp/resource-definition";
import { calculatorServer, docsServer } from "../../lib/mcp/servers";
import { getToolServerRuntime } from "../../lib/mcp/tool-server-runtime";
import { docsResources } from "../../lib/mcp/tools/docs-resources";
import { docsTools, GET_DOC_MAX_TOKENS } from "../../lib/mcp/tools/docs-tools";
import { IPV6_LIMIT_PREFIX_LENGTH } from "../../lib/ratelimit/client-subject";
import { isGenericUserAgent } from "../../lib/ratelimit/generic-user-agent";
import { RATE_LIMIT_POLICIES } from "../../lib/ratelimit/policies";
import { EXCERPT_MAX_CHARS, EXCERPT_MIN_CHARS } from "../../lib/search/excerpt";
import { searchDocs } from "../../lib/search/search-docs";
import { CONTENT_SIGNAL } from "../../lib/site";

/**
 * The help pages that describe the service (not the calculators) against the
 * code that decides each fact: constants, schemas, route and error tables, and
 * where a number alone would not show it, the behaviour itself. Each value is
 * read from its one home, so a change there fails here until the page follows.
 * Checked on 25 November 2026.
 */

function body(id: string): string {
  const doc = getDoc(id);
  expect(doc, id).toBeDefined();
  return doc?.body ?? "";
}

/** The cells of every Markdown table row of a page (header and divider rows included). */
function tableRows(text: string): string[][] {
  return text
    .split("\n")
    .filter((line) => line.startsWith("|"))
    .map((line) =>
      line
        .trim()
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

/** The row whose first cell is exactly `first`. */
function row(text: string, first: string): string[] {
  const found = tableRows(text).find((cells) => cells[0] === first);
  expect(found, `a table row starting with ${first}`).toBeDefined();
  return found ?? [];
}

/** Backticked names in a cell, in order: "`a`, `b?`" gives ["a", "b?"]. */
const codeNames = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

const thousands = (n: number) => n.toLocaleString("en-IN");
const { api, apiGenericAgent, demoRequest, agentIdentity, oauthToken, oauthRevoke, mcp } = RATE_LIMIT_POLICIES;

function apiErrorOf(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected an ApiError");
}

afterEach(() => {
  setConfigForTesting(undefined);
  clearOpenApiCache();
});

describe("agent identity flow", () => {
  const text = body("agent-identity-flow");

  test("the lifetimes table states the three lifetimes and the clock tolerance", () => {
    expect(row(text, "Registration")[1]).toBe(`${REGISTRATION_LIFETIME_SECONDS / 86_400} days`);
    expect(row(text, "Identity assertion")[1]).toContain(`${ASSERTION_LIFETIME_SECONDS / 60} minutes`);
    expect(row(text, "Access token")[1]).toBe(`${thousands(ACCESS_TOKEN_LIFETIME_SECONDS)} seconds`);
    expect(text).toContain(`"expires_in": ${ACCESS_TOKEN_LIFETIME_SECONDS}`);
    expect(text).toContain(`may be up to ${CLOCK_SKEW_SECONDS} seconds ahead of our clock`);
  });

  test("registration, token and scope facts match the constants and the metadata documents", () => {
    expect(text).toContain(`recorded up to ${CLIENT_FIELD_MAX_CHARS} characters each`);
    expect(text).toContain(`Tokens start with \`${ACCESS_TOKEN_PREFIX}\``);
    expect(text).toContain(`pre_claim_scopes: ["${AGENT_SCOPE}"]`);
    expect(text).toContain(`"scope": "${AGENT_SCOPE}"`);
    expect(text).toContain(JWT_BEARER_GRANT);
    const as = authorizationServerMetadata("https://site.example");
    expect(as.grant_types_supported).toEqual([JWT_BEARER_GRANT]);
    expect(as.agent_auth.register_uri).toBe("https://site.example/agent/identity");
    expect(as.agent_auth.identity_endpoint).toBe("https://site.example/agent/identity");
    expect(as.jwks_uri).toBe("https://site.example/.well-known/jwks.json");
    expect(text).toContain("`register_uri` and `identity_endpoint` are `/agent/identity`");
    const pr = protectedResourceMetadata("https://site.example");
    expect(pr.resource).toBe("https://site.example/api/");
    expect(pr.scopes_supported).toEqual([AGENT_SCOPE]);
    expect(text).toContain(`its only scope is \`${AGENT_SCOPE}\``);
  });

  test("every OAuth error code has a row with its statuses, and the limits and body size are the endpoints' own", () => {
    for (const [code, info] of Object.entries(OAUTH_ERRORS)) {
      const statuses = tableRows(text)
        .filter((cells) => cells[0] === `\`${code}\``)
        .flatMap((cells) => (cells[1] ?? "").split(/,\s*/).map(Number));
      expect(statuses.sort(), code).toEqual([info.status, ...("alsoStatuses" in info ? info.alsoStatuses : [])].sort());
    }
    expect(text).toContain(`a body over ${OAUTH_MAX_BODY_BYTES / 1024} KiB`);
    expect(text).toContain(`(\`Allow: ${allowHeader(allowedMethods(ENDPOINTS.registerAgent.methods))}\`)`);
    for (const policy of [agentIdentity, oauthToken, oauthRevoke]) expect(policy.windowSeconds).toBe(60);
    expect(text).toContain(
      `currently ${agentIdentity.limit} registrations, ${oauthToken.limit} token requests or ${oauthRevoke.limit} revocations a minute`,
    );
  });
});

describe("connecting MCP clients", () => {
  const text = body("connecting-mcp-clients");
  const servers = [calculatorServer, docsServer];

  test("the servers table lists each server's tools, and each identifies itself as the code says", () => {
    for (const server of servers) {
      expect(codeNames(row(text, server.title.endsWith("calculators") ? "Land calculators" : "Reference docs")[2] ?? "")).toEqual(
        server.tools.map((tool) => tool.name),
      );
      expect(row(text, server.title.endsWith("calculators") ? "Land calculators" : "Reference docs")[1]).toBe(`\`${server.path}\``);
      expect(text).toContain(`identifies itself as \`${server.name}\` ${server.version}`);
    }
    const total = servers.reduce((sum, server) => sum + server.tools.length, 0);
    expect(total).toBe(9);
    expect(text).toContain("The nine tools appear");
  });

  test("the protocol versions are the two eras' lists", () => {
    expect(MODERN_PROTOCOL_VERSIONS).toEqual(["2026-07-28"]);
    expect(text).toContain(
      `Both servers speak MCP \`${MODERN_PROTOCOL_VERSIONS[0]}\` and, to clients that open with \`initialize\`, \`${LEGACY_PROTOCOL_VERSIONS[0]}\``,
    );
    for (const version of LEGACY_PROTOCOL_VERSIONS.slice(1)) expect(text).toContain(`\`${version}\``);
  });

  test("the tool arguments table lists every argument of every tool's input schema, optional ones marked", () => {
    for (const server of servers) {
      for (const tool of getToolServerRuntime(server).toolsList.tools) {
        const schema = tool.inputSchema as { properties?: Record<string, unknown>; required?: string[] };
        const expected = Object.keys(schema.properties ?? {}).map((name) => (schema.required?.includes(name) ? name : `${name}?`));
        expect(codeNames(row(text, `\`${tool.name}\``)[1] ?? "").sort(), tool.name).toEqual(expected.sort());
      }
    }
    // "The calculator tools reject unknown argument names."
    for (const tool of getToolServerRuntime(calculatorServer).toolsList.tools) {
      expect((tool.inputSchema as { additionalProperties?: boolean }).additionalProperties, tool.name).toBe(false);
    }
  });

  test("resources: both servers answer the resource methods, only the docs server completes", () => {
    const calculators = getToolServerRuntime(calculatorServer);
    const docs = getToolServerRuntime(docsServer);
    expect(calculators.capabilities.resources).toBeDefined();
    expect(calculators.capabilities.completions).toBeUndefined();
    expect(docs.capabilities.resources).toBeDefined();
    expect(docs.capabilities.completions).toBeDefined();
    const views = calculatorServer.resources?.list(undefined)?.resources ?? [];
    expect(views).toHaveLength(6);
    expect(views.every((view) => view.uri.startsWith("ui://"))).toBe(true);
    expect(text).toContain(
      "Both servers also answer `resources/list`, `resources/templates/list` and `resources/read` in both: the calculator server's resources are its six interactive views",
    );
    expect(text).toContain("only the docs server has a template and answers `completion/complete`");
    expect(text).not.toContain("The docs server also answers `resources/list`");
  });

  test("limits, batches and caching hints are the handler's and the endpoint table's", () => {
    expect(ENDPOINTS.calculatorTools.limit).toBe("mcp");
    expect(ENDPOINTS.docsTools.limit).toBe("mcp");
    expect(mcp.windowSeconds).toBe(60);
    expect(text).toContain(`currently ${mcp.limit} requests a minute per IP on each server`);
    expect(ENDPOINTS.calculatorTools.counterHeaders).toBe("on-refusal");
    expect(text).toContain("HTTP 429 with `Retry-After`, the `RateLimit-*` counters and JSON-RPC error -32000");
    expect(text).toContain(`a JSON array of up to ${DEFAULT_MAX_BATCH_SIZE} requests`);
    expect(STATIC_CACHE_HINT).toEqual({ ttlMs: 3_600_000, cacheScope: "public" });
    expect(text).toContain('cached for an hour (`ttlMs`, `cacheScope: "public"`)');
  });
});

describe("errors and rate limits", () => {
  const text = body("errors-and-rate-limits");

  test("every API error code has a row with its status, and no other code does", () => {
    const rows = tableRows(text).filter((cells) => /^`[A-Z_]+`$/.test(cells[0] ?? ""));
    const listed = rows.map((cells) => (cells[0] ?? "").slice(1, -1));
    expect(listed.sort()).toEqual(Object.keys(API_ERRORS).sort());
    for (const cells of rows) {
      const code = (cells[0] ?? "").slice(1, -1) as ApiErrorCode;
      expect(Number(cells[1]), code).toBe(API_ERRORS[code].status);
    }
    expect(row(text, "`PAYLOAD_TOO_LARGE`")[2]).toContain(`${DEMO_REQUEST_MAX_BODY_BYTES / 1024} KiB`);
    expect(row(text, "`IDEMPOTENCY_KEY_REUSED`")[2]).toContain(`within ${KEY_MEMORY_HOURS} hours`);
  });

  test("the example envelope is what a bad tool identifier really gets", () => {
    const error = apiErrorOf(() => validateDemoRequest({ name: "Asha", email: "asha@example.org", tool: "Bad tool!" }));
    expect(error.code).toBe("INVALID_FIELDS");
    expect(text).toContain(`"message": "${API_ERRORS.INVALID_FIELDS.title}"`);
    expect(text).toContain(`"hint": "${error.hint}"`);
    expect(text).toContain(`/api/docs#${errorAnchor("INVALID_FIELDS")}"`);
  });

  test("the demo request is checked in the order the page gives", () => {
    expect(text).toContain("`HONEYPOT_TRIGGERED`, then `MISSING_FIELDS`, `INVALID_FIELDS`, `INVALID_EMAIL` and `DISPOSABLE_EMAIL`");
    const codeFor = (fields: Record<string, unknown>) => apiErrorOf(() => validateDemoRequest(fields)).code;
    expect(codeFor({ website: "x", tool: "Bad tool!" })).toBe("HONEYPOT_TRIGGERED");
    expect(codeFor({ tool: "Bad tool!", email: "not an email" })).toBe("MISSING_FIELDS");
    expect(codeFor({ name: "A", email: "not an email", tool: "Bad tool!" })).toBe("INVALID_FIELDS");
    expect(codeFor({ name: "A", email: "not an email" })).toBe("INVALID_EMAIL");
    expect(codeFor({ name: "A", email: "someone@mailinator.com" })).toBe("DISPOSABLE_EMAIL");
  });

  test("the rate-limit table is the policy table, and generic User-Agents are the ones the code treats so", () => {
    expect(row(text, "All `/api/*` per IP (unknown paths and failures count too)")[1]).toBe(`${api.limit} requests a minute`);
    expect(row(text, "All `/api/*` per IP (unknown paths and failures count too)")[2]).toBe(`\`${api.limit};w=${api.windowSeconds}\``);
    expect(row(text, "All `/api/*` per IP with a generic or missing User-Agent")[2]).toBe(
      `\`${apiGenericAgent.limit};w=${apiGenericAgent.windowSeconds}\``,
    );
    expect(row(text, "Demo requests per IP")[2]).toBe(`\`${demoRequest.limit};w=${demoRequest.windowSeconds}\``);
    expect(row(text, "Tool servers `/mcp` and `/mcp/docs`")[1]).toContain(`currently ${mcp.limit} requests a minute per IP`);
    expect(row(text, "`/agent/identity`, `/oauth2/token`, `/oauth2/revoke`")[1]).toContain(
      `currently ${agentIdentity.limit}, ${oauthToken.limit} and ${oauthRevoke.limit} requests a minute`,
    );
    expect(text).toContain(`counted by its /${IPV6_LIMIT_PREFIX_LENGTH} network`);
    for (const agent of ["curl/8.5.0", "python-requests/2.32.3", "Go-http-client/1.1", "Mozilla/5.0 HeadlessChrome/120.0", ""]) {
      expect(isGenericUserAgent(agent), agent).toBe(true);
    }
    expect(isGenericUserAgent("parcel-scout/0.4 (+https://example.org/contact)")).toBe(false);
  });

  test("counters: on every /api answer but the two reference documents; on a tool server's refusal only; never on the identity endpoints", () => {
    const noCounters = API_OPERATIONS.filter((operation) => !operation.counterHeaders).flatMap((operation) => operation.paths);
    expect(noCounters.sort()).toEqual(["/api/docs", "/api/openapi.json"]);
    expect(text).toContain("The exceptions are `/api/docs` and `/api/openapi.json`");
    expect(ENDPOINTS.docsTools.counterHeaders).toBe("on-refusal");
    for (const id of ["registerAgent", "issueToken", "revokeToken"] as const) {
      expect("counterHeaders" in ENDPOINTS[id], id).toBe(false);
    }
    expect(text).toContain(
      "A tool server's refusal also carries the `RateLimit-*` counters; an identity endpoint's carries `Retry-After` alone.",
    );
    expect(text).toContain("**-32000** with HTTP 429, `Retry-After` and the `RateLimit-*` counters");
  });

  test("every OAuth error code is in the identity table with its status", () => {
    for (const [code, info] of Object.entries(OAUTH_ERRORS)) {
      const cells = tableRows(text).find((candidate) => codeNames(candidate[0] ?? "").includes(code) && !/\s/.test(code));
      expect(cells, code).toBeDefined();
      const statuses = tableRows(text)
        .filter((candidate) => codeNames(candidate[0] ?? "").includes(code))
        .flatMap((candidate) => (candidate[1] ?? "").split(/,\s*/).map(Number));
      expect(statuses, code).toContain(info.status);
    }
    expect(text).toContain(`a body over ${OAUTH_MAX_BODY_BYTES / 1024} KiB`);
  });

  test("every JSON-RPC code the tool servers answer with is explained, with the handler's limits", () => {
    for (const code of Object.values(JsonRpcErrorCode)) expect(text, String(code)).toContain(`**${code}**`);
    expect(text).toContain("Both servers also answer `resources/list`, `resources/templates/list` and `resources/read` in either revision");
    expect(DEFAULT_MAX_BODY_BYTES).toBe(1024 * 1024);
    expect(text).toContain("a body over 1 MiB gets 413");
    expect(text).toContain(`longer than ${DEFAULT_REQUEST_TIMEOUT_MS / 1000} seconds`);
  });

  test("a tool server on a localhost address refuses another site's origin with 403, and accepts a loopback one", async () => {
    expect(getConfig().siteUrl).toBe("http://localhost:3000");
    const { POST } = await import("../../app/mcp/route");
    const call = (origin: string) =>
      POST(
        new Request("http://localhost:3000/mcp", {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: origin, "User-Agent": "help-page-test/1.0" },
          body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
        }),
      );
    const refused = await call("http://evil.example");
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { id: unknown }).id).toBeNull();
    expect((await call("http://localhost:6274")).status).toBe(200);
    expect(text).toContain("a browser `Origin` the server doesn't accept gets 403");
  });
});

describe("idempotent requests", () => {
  const text = body("idempotent-requests");
  const withKey = (key: string) => new Request("https://site.example/api/v1/demo-request", { headers: { "Idempotency-Key": key } });

  test("memory and lock times are the store's", () => {
    expect(text).toContain(`keys are kept for ${KEY_MEMORY_HOURS} hours, separately for each operation`);
    expect(text).toContain(`the key stays locked for up to ${IN_FLIGHT_LOCK_SECONDS} seconds`);
    expect(text).toContain(`Expire your own record after ${KEY_MEMORY_HOURS} hours`);
  });

  test("the key format is the one the header check enforces, surrounding whitespace trimmed", () => {
    expect(text).toContain("1–255 visible ASCII characters, with no spaces (surrounding whitespace is trimmed)");
    expect(idempotencyKeyOf(withKey("  abc  "))).toBe("abc");
    expect(idempotencyKeyOf(withKey("k".repeat(255)))).toBe("k".repeat(255));
    for (const bad of ["a b", "a\tb", "k".repeat(256), "abc\u007f"]) {
      expect(apiErrorOf(() => idempotencyKeyOf(withKey(bad))).code, bad).toBe("INVALID_IDEMPOTENCY_KEY");
    }
  });

  test("bodies are compared after parsing, key order aside; any changed value counts", () => {
    expect(fingerprintOf({ name: "Ravi", tool: "land_roi" })).toBe(fingerprintOf({ tool: "land_roi", name: "Ravi" }));
    expect(fingerprintOf({ name: "Ravi", tool: "land_roi" })).not.toBe(fingerprintOf({ name: "Ravj", tool: "land_roi" }));
  });

  test("the write endpoints it names are the route table's idempotent operations, and the example body is valid", () => {
    const idempotent = API_OPERATIONS.filter((operation) => operation.idempotent);
    expect(idempotent.map((operation) => `${operation.method} ${operation.paths.join(" ")}`)).toEqual([
      "POST /api/v1/demo-request /api/demo-request",
    ]);
    expect(text).toContain("today, `POST /api/v1/demo-request` and its alias `/api/demo-request`");
    const example = /cat > request\.json <<'JSON'\n(.+)\nJSON/.exec(text)?.[1];
    expect(validateDemoRequest(JSON.parse(example ?? "null")).tool).toBe("land_roi");
  });
});

describe("markdown for agents", () => {
  const text = body("markdown-for-agents");

  test("the negotiation examples are decided as the page says", () => {
    expect(prefersMarkdown("text/markdown")).toBe(true);
    expect(prefersMarkdown("text/markdown, text/html;q=0.9")).toBe(true);
    expect(prefersMarkdown("text/markdown, text/html")).toBe(false);
    expect(prefersMarkdown("text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")).toBe(false);
    expect(prefersMarkdown("*/*")).toBe(false);
    expect(text).toContain(
      "So `text/markdown` and `text/markdown, text/html;q=0.9` get Markdown, while a browser's usual header, or `text/markdown, text/html` (a tie), gets HTML. Wildcards such as `*/*` never select Markdown.",
    );
  });

  test("the headers and front matter are the ones the Markdown answers carry", () => {
    const response = markdownResponse("# x\n", { tokens: 2, variant: "negotiated", canonical: "https://site.example/developers" });
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(response.headers.get("vary")).toBe("Accept");
    expect(response.headers.get("x-markdown-tokens")).toBe("2");
    expect(response.headers.get("link")).toBe('<https://site.example/developers>; rel="canonical"');
    expect(text).toContain(
      '`Content-Type: text/markdown; charset=utf-8`, an `X-Markdown-Tokens` header, `Vary: Accept`, and a `Link` header naming the HTML page as `rel="canonical"`',
    );
    const framed = withFrontMatter("body\n", {
      title: "t",
      description: "d",
      canonicalUrl: "https://site.example/help/x",
      lastUpdated: "2026-11-25",
      lastReviewed: "2026-11-25",
    });
    for (const key of ["title", "description", "canonical_url", "last_updated", "last_reviewed"]) {
      expect(framed, key).toMatch(new RegExp(`^${key}: `, "m"));
      expect(text, key).toContain(`\`${key}\``);
    }
    // Every document records a review date, so every document's Markdown carries `last_reviewed`.
    expect(getAllDocs().every((doc) => Boolean(doc.reviewed))).toBe(true);
  });

  test("the token count names its encoding, and robots.txt's content signal refuses training only", () => {
    expect(text).toContain(`counted with the \`${MARKDOWN_TOKEN_ENCODING}\` encoding`);
    expect(CONTENT_SIGNAL).toBe("search=yes, ai-input=yes, ai-train=no");
    expect(renderRobots()).toContain(`Content-Signal: ${CONTENT_SIGNAL}`);
    expect(text).toContain("search and answering from the live page are welcome, training is not");
  });
});

describe("partner program", () => {
  const text = body("partner-program");

  test("the comparison with the agent flow and the User-Agent advice follow the constants", () => {
    expect(row(text, "Scope")[1]).toBe(`\`${AGENT_SCOPE}\`, identical to anonymous access`);
    expect(row(text, "Lifetime")[1]).toBe(
      `${ACCESS_TOKEN_LIFETIME_SECONDS / 3600}-hour tokens, ${REGISTRATION_LIFETIME_SECONDS / 86_400}-day registration`,
    );
    expect(row(text, "How you get a token")[1]).toBe("Register at `/agent/identity`, exchange at `/oauth2/token`");
    expect(text).toContain(`generic agents are held to ${apiGenericAgent.limit} requests a minute instead of ${api.limit}`);
  });

  test("the example application is a valid demo request", () => {
    const example = /-d '(\{[\s\S]+?\})'/.exec(text)?.[1];
    const input = validateDemoRequest(JSON.parse(example ?? "null"));
    expect(input.tool).toBe("platform");
    expect(input.message?.startsWith("Partner program:")).toBe(true);
  });
});

describe("public API overview", () => {
  const text = body("public-api-overview");
  const forClients = API_OPERATIONS.filter((operation) => operation.agentToken !== false);

  test("the endpoints table is the route table's client operations, with the OpenAPI media type", () => {
    for (const operation of forClients) {
      const [path, ...aliases] = operation.paths;
      const cells = tableRows(text).find((candidate) => codeNames(candidate[1] ?? "")[0] === path);
      expect(cells, path).toBeDefined();
      expect(cells?.[0], path).toBe(operation.method);
      expect(codeNames(cells?.[1] ?? "").slice(1), path).toEqual(aliases);
    }
    const openApi = API_OPERATIONS.find((operation) => operation.id === "getOpenApi");
    expect(openApi?.success.mediaType).toBe("application/openapi+json");
    expect(row(text, "GET")[0]).toBe("GET");
    expect(text).toContain("OpenAPI 3.0 document (`application/openapi+json`)");
    expect(buildOpenApiDocument().openapi).toMatch(/^3\.0\./);
  });

  test("the scheduler's endpoint is named as the one that needs a credential", () => {
    const scheduler = API_OPERATIONS.filter((operation) => operation.agentToken === false);
    expect(scheduler.map((operation) => `${operation.method} ${operation.paths[0]}`)).toEqual(["GET /api/cron/lead-deliveries"]);
    expect(scheduler[0]?.errors).toContain("CRON_SECRET_REQUIRED");
    expect(text).toContain(
      `The reference also lists \`GET /api/cron/lead-deliveries\`, which only the deployment's own scheduler may call; anyone else gets \`CRON_SECRET_REQUIRED\` (${API_ERRORS.CRON_SECRET_REQUIRED.status}).`,
    );
    expect(text).not.toContain("No endpoint needs a credential.");
  });

  test("servers, limits, health and deprecation are as the code has them", () => {
    const servers = buildOpenApiDocument().servers as Array<{ url: string }>;
    expect(servers.map((server) => server.url)).toEqual([getConfig().productionUrl, getConfig().stagingUrl]);
    expect(text).toContain("The OpenAPI document lists two servers, production first and staging second");
    expect(text).toContain(`${api.limit} requests a minute across \`/api/*\`, and ${demoRequest.limit} an hour for demo requests`);
    expect(text).toContain(`get ${apiGenericAgent.limit} requests a minute`);
    const now = Date.now();
    markDatabaseUnavailable(now);
    expect(databaseStatus(now + 29_999)).toBe("unavailable");
    expect(databaseStatus(now + 30_000)).toBe("ok");
    markDatabaseHealthy();
    expect(text).toContain("`degraded` when storage was unreachable in the last 30 seconds");
    expect(API_OPERATIONS.some((operation) => operation.deprecation)).toBe(false);
    expect(text).toContain("No endpoint is deprecated today.");
    expect(API_OPERATIONS.some((operation) => operation.paths.some((path) => path.startsWith("/api/stream")))).toBe(false);
  });

  test("the discovery table names every discovery document and server card the site serves", () => {
    const section = text.slice(text.indexOf("## Discovery documents"), text.indexOf("## Beyond the API"));
    const named = new Set(tableRows(section).flatMap((cells) => codeNames(cells[0] ?? "")));
    const reference = new Set<string>([DISCOVERY_PATHS.apiDocs, DISCOVERY_PATHS.openApi, DISCOVERY_PATHS.health]);
    for (const path of Object.values(DISCOVERY_PATHS)) {
      if (!reference.has(path)) expect(named.has(path), path).toBe(true);
    }
    for (const server of TOOL_SERVERS) {
      expect(named.has(serverCardPath(server)), serverCardPath(server)).toBe(true);
      expect(named.has(wellKnownServerCardPath(server)), wellKnownServerCardPath(server)).toBe(true);
    }
  });
});

describe("requesting a demo", () => {
  const text = body("requesting-a-demo");
  const schema = z.toJSONSchema(DemoRequestSchema, { io: "input", unrepresentable: "any" }) as {
    properties: Record<string, { minLength?: number; maxLength?: number }>;
  };
  const max = (field: string) => schema.properties[field]?.maxLength ?? Number.NaN;

  test("the field table gives the schema's lengths", () => {
    expect(row(text, "`name`")[2]).toBe(`${schema.properties.name?.minLength}–${max("name")} characters`);
    expect(row(text, "`email`")[2]).toContain(`Up to ${max("email")} characters`);
    expect(row(text, "`company`")[2]).toBe(`Up to ${max("company")} characters`);
    expect(row(text, "`message`")[2]).toBe(`Up to ${thousands(max("message"))} characters`);
    const attribution = row(text, "`utm_source` … `utm_content`, `referrer`, `landing_page`")[2] ?? "";
    for (const field of ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"]) expect(max(field)).toBe(200);
    expect(attribution).toContain(`up to ${max("utm_source")} characters each`);
    expect(max("referrer")).toBe(max("landing_page"));
    expect(attribution).toContain(`up to ${thousands(max("referrer"))}`);
    expect(text).toContain(`may be at most ${DEMO_REQUEST_MAX_BODY_BYTES / 1024} KiB`);
  });

  test("tool and phone rules are the patterns' own", () => {
    const tool = row(text, "`tool`")[2] ?? "";
    expect(tool).toContain(`Default \`${DEFAULT_TOOL}\``);
    expect(tool).toContain("1–64 characters");
    expect(validateDemoRequest({ name: "A", email: "a@example.org", tool: "t".repeat(64) }).tool).toBe("t".repeat(64));
    expect(apiErrorOf(() => validateDemoRequest({ name: "A", email: "a@example.org", tool: "t".repeat(65) })).code).toBe("INVALID_FIELDS");
    expect(validateDemoRequest({ name: "A", email: "a@example.org", tool: "Land_ROI" }).tool).toBe("land_roi");

    expect(max("phone")).toBe(32);
    expect(PHONE_PATTERN.source).toBe("^\\+?[0-9 ()./-]{4,}$");
    expect(row(text, "`phone`")[2]).toBe(
      `Up to ${max("phone")} characters: an optional leading \`+\`, then at least 4 characters, each a digit, a space or one of \`( ) - . /\``,
    );
    const phone = (value: string) => () => validateDemoRequest({ name: "A", email: "a@example.org", phone: value });
    expect(phone("1234")().phone).toBe("1234");
    expect(phone("+91 (80) 2222-3333")().phone).toBe("+91 (80) 2222-3333");
    for (const bad of ["123", "+123", "12+34", "12a4"]) expect(apiErrorOf(phone(bad)).code, bad).toBe("INVALID_FIELDS");
    // The schema's own description, which /api/docs and the OpenAPI document show, gives the same rule.
    const described = (DemoRequestSchema.shape.phone as { description?: string }).description;
    expect(described).toBe(`Phone number. Optional; up to ${max("phone")} characters: ${PHONE_RULE}.`);
    expect(row(text, "`phone`")[2]).toBe(`Up to ${max("phone")} characters: ${PHONE_RULE}`);
  });

  test("the error table and the limits follow the error and policy tables", () => {
    const rows = tableRows(text).filter((cells) => /^`[A-Z_]+`$/.test(cells[0] ?? ""));
    expect(rows.length).toBeGreaterThan(5);
    for (const cells of rows) {
      const code = (cells[0] ?? "").slice(1, -1) as ApiErrorCode;
      expect(API_ERRORS[code], code).toBeDefined();
      expect(Number(cells[1]), code).toBe(API_ERRORS[code].status);
    }
    expect(text).toContain(
      `The endpoint accepts ${demoRequest.limit} requests per IP address per hour (\`RateLimit-Policy: ${demoRequest.limit};w=${demoRequest.windowSeconds}\`), on top of the ${api.limit}-per-minute limit`,
    );
    expect(text).toContain(`held to ${apiGenericAgent.limit} requests a minute`);
    // The privacy paragraph points back at the Limits section, which comes before it.
    expect(text.indexOf("## Limits")).toBeLessThan(text.indexOf("the limit above"));
    expect(text).not.toContain("the limit below");
  });

  test("the working example is accepted as shown", () => {
    const example = /-d '(\{[\s\S]+?\})'/.exec(text)?.[1];
    const input = validateDemoRequest(JSON.parse(example ?? "null"));
    expect(input.tool).toBe("platform");
    expect(text).toContain('"status": "received"');
  });
});

describe("searching the docs with MCP", () => {
  const text = body("searching-the-docs-with-mcp");
  const [searchTool, getTool] = docsTools;

  test("search_docs arguments are its input schema's", () => {
    const schema = z.toJSONSchema(searchTool.inputSchema, { io: "input" }) as unknown as {
      properties: {
        query: { minLength: number; maxLength: number };
        kind: { enum: string[] };
        limit: { minimum: number; maximum: number; default: number };
        lang: { enum: string[] };
      };
    };
    const { query, kind, limit, lang } = schema.properties;
    expect(row(text, "`search_docs`")[1]).toContain(`\`lang\` (optional: ${lang.enum.map((value) => `\`${value}\``).join(" or ")})`);
    const cell = row(text, "`search_docs`")[1] ?? "";
    expect(cell).toContain(`\`query\` (${query.minLength}–${query.maxLength} characters)`);
    expect(kind.enum).toEqual([...DOC_KINDS]);
    expect(cell).toContain(
      `\`kind\` (optional: ${DOC_KINDS.slice(0, -1)
        .map((k) => `\`${k}\``)
        .join(", ")} or \`${DOC_KINDS.at(-1)}\`)`,
    );
    expect(cell).toContain(`\`limit\` (optional, ${limit.minimum}–${limit.maximum}, default ${limit.default})`);
  });

  test("result and document fields are the output schemas' fields", () => {
    const resultFields = Object.keys((searchTool.outputSchema.shape.results as unknown as z.ZodArray<z.ZodObject>).element.shape);
    for (const field of resultFields) expect(text, field).toContain(`\`${field}\``);
    for (const field of Object.keys(getTool.outputSchema.shape)) expect(text, field).toContain(`\`${field}\``);
    expect(text).toContain(`about ${EXCERPT_MIN_CHARS} to ${EXCERPT_MAX_CHARS} characters`);
    expect(text).toContain(`more than about ${thousands(GET_DOC_MAX_TOKENS)} tokens`);
  });

  test("documents as resources: 25 a page, one template", () => {
    const first = docsResources.list(undefined);
    expect(first?.resources).toHaveLength(25);
    expect(first?.nextCursor).toBeDefined();
    expect(text).toContain("`resources/list` (25 a page, with a cursor for the next)");
    expect(docsResources.templates?.map((template) => template.uriTemplate)).toEqual([`${getConfig().siteUrl}/{collection}/{id}`]);
    expect(text).toContain("The template `{site}/{collection}/{id}`");
  });

  test("the worked searches find what the page says they find", () => {
    expect(searchDocs("how many square feet is a bigha in West Bengal", { limit: 3 }).hits[0]?.doc.id).toBe("bigha");
    expect(text).toContain("The first result is the glossary entry `bigha`.");
    const top = searchDocs("circle rate", { limit: 3, kind: "glossary" }).hits.map((hit) => hit.doc.id);
    expect(top.sort()).toEqual(["circle-rate", "guideline-value", "jantri"]);
    expect(text).toContain("puts the glossary entries for circle rate, guideline value and jantri (Gujarat's name for it) first");
    expect(searchDocs("gunta", { limit: 1 }).hits[0]?.doc.id).toBe("guntha");
  });
});

describe("staging environment", () => {
  const text = body("staging-environment");

  test("staging closes robots.txt and marks every answer noindex", () => {
    setConfigForTesting({ APP_ENV: "staging" });
    expect(renderRobots()).toContain("User-agent: *\nDisallow: /\n");
    expect(environmentHeaders()["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(text).toContain(
      "Its `/robots.txt` disallows everything, and every page and every endpoint answers with `X-Robots-Tag: noindex, nofollow`.",
    );
    setConfigForTesting(undefined);
    expect(environmentHeaders()["X-Robots-Tag"]).toBeUndefined();
  });

  test("staging's address is the OpenAPI document's second server, and staging advertises its own addresses", () => {
    setConfigForTesting({ APP_ENV: "staging" });
    clearOpenApiCache();
    const config = getConfig();
    expect(config.siteUrl).toBe(config.stagingUrl);
    const servers = buildOpenApiDocument().servers as Array<{ url: string }>;
    expect(servers[1]?.url).toBe(config.stagingUrl);
    expect(authorizationServerMetadata().token_endpoint).toBe(`${config.stagingUrl}/oauth2/token`);
    expect(text).toContain("jq -r '.servers[1].url'");
    expect(text).toContain("Staging's discovery documents, `/auth.md` and `/api/docs` advertise staging's own addresses.");
  });

  test("the endpoints it lists exist, and the demo-request advice holds", () => {
    const served = new Set([
      ...API_OPERATIONS.flatMap((operation) => operation.paths),
      ...Object.values(ENDPOINTS).flatMap((endpoint) => endpoint.paths),
    ]);
    const line = text.split("\n").find((candidate) => candidate.startsWith("- **Every endpoint:**")) ?? "";
    const paths = codeNames(line).filter((name) => name.startsWith("/") && !name.startsWith("/.well-known"));
    expect(paths.length).toBeGreaterThan(8);
    for (const path of paths) expect(served.has(path), path).toBe(true);
    expect(text).toContain(`The demo-request limit is still ${demoRequest.limit} per IP per hour`);
    for (const tool of ["test_1", "test_2"]) expect(validateDemoRequest({ name: "A", email: "a@example.org", tool }).tool).toBe(tool);
  });
});
