import { z } from "zod";
import { getConfig } from "@/lib/config/env";
import { IPV6_LIMIT_PREFIX_LENGTH } from "@/lib/ratelimit/client-subject";
import { RATE_LIMIT_POLICIES } from "@/lib/ratelimit/policies";
import { API_ERRORS, API_ERROR_CODES, errorAnchor } from "@/lib/errors/error-codes";
import { allOperations, type ApiOperation } from "../operations";
import { extraApiDocsSections } from "./api-docs-extensions";
import { REQUEST_ID_DOCS } from "./openapi";

function fieldTable(schema: z.ZodType): string {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, { type?: string; description?: string }>;
    required?: string[];
  };
  const rows = Object.entries(json.properties ?? {}).map(([name, property]) => {
    const required = json.required?.includes(name) ? "yes" : "no";
    return `| \`${name}\` | ${property.type ?? "any"} | ${required} | ${(property.description ?? "").replace(/\|/g, "\\|")} |`;
  });
  return ["| Field | Type | Required | Rules |", "|---|---|---|---|", ...rows].join("\n");
}

function operationSection(operation: ApiOperation, base: string): string {
  const [path, ...aliases] = operation.paths;
  const lines = [`### ${operation.method} ${path}`, "", `${operation.summary}.`, "", operation.description, ""];
  if (aliases.length) lines.push(`Alias: ${aliases.map((alias) => `\`${alias}\``).join(", ")} (permanent, identical behaviour).`, "");
  if (operation.deprecation) {
    lines.push(
      `**Deprecated** since ${operation.deprecation.since}${operation.deprecation.sunset ? `; retired on ${operation.deprecation.sunset}` : ""}${operation.deprecation.successor ? `; use \`${operation.deprecation.successor}\`` : ""}.`,
      "",
    );
  }
  if (operation.requestBody) {
    lines.push(
      "Request body (`application/json`, unknown fields ignored, strings trimmed):",
      "",
      fieldTable(operation.requestBody.schema),
      "",
    );
    lines.push(
      "```bash",
      `curl -s -X ${operation.method} "${base}${path}" \\`,
      `  -H 'Content-Type: application/json' \\`,
      `  -H 'User-Agent: my-agent/1.0 (+https://example.com/contact)' \\`,
    );
    if (operation.idempotent) lines.push(`  -H "Idempotency-Key: $(uuidgen)" \\`);
    lines.push(`  -d '${JSON.stringify(operation.requestBody.example)}'`, "```", "");
  } else {
    lines.push("```bash", `curl -s "${base}${path}" -H 'User-Agent: my-agent/1.0 (+https://example.com/contact)'`, "```", "");
  }
  lines.push(`Success: HTTP ${operation.success.status}, \`${operation.success.mediaType}\`.`);
  if (operation.success.schema) lines.push("", fieldTable(operation.success.schema));
  if (operation.success.example) lines.push("", "```json", JSON.stringify(operation.success.example, null, 2), "```");
  lines.push("", `Errors: ${operation.errors.map((code) => `[\`${code}\`](#${errorAnchor(code)})`).join(", ")}.`, "");
  return lines.join("\n");
}

let cached: { key: string; text: string } | undefined;

/**
 * The Markdown API reference, generated from the same route table, schemas,
 * error table and policies as the OpenAPI document.
 */
export function renderApiDocs(): string {
  const config = getConfig();
  const base = config.siteUrl;
  if (cached?.key === base) return cached.text;
  const { api, apiGenericAgent, demoRequest } = RATE_LIMIT_POLICIES;
  const sections = [
    "# API reference",
    "",
    `Base address: \`${base}\`. Production: \`${config.productionUrl}\`; staging (same code, separate infrastructure, no uptime commitment, not indexed): \`${config.stagingUrl}\`. Switch environments by changing the base address only.`,
    "",
    "The public API is deliberately narrow: a demo-request form handler and a health check. It is not a data API for the hosted product. No credential is needed anywhere; send a descriptive `User-Agent` (name/version and a contact URL).",
    "",
    `Machine-readable: [OpenAPI 3.0](${base}/api/openapi.json). Agent identity walkthrough: [/auth.md](${base}/auth.md).`,
    "",
    "## Endpoints",
    "",
    ...allOperations().map((operation) => operationSection(operation, base)),
    ...extraApiDocsSections(base),
    "## Idempotent writes",
    "",
    "Every write accepts an optional `Idempotency-Key` header (1–255 printable ASCII characters; use a UUID). Keys are remembered for 24 hours per operation, and only for requests that passed validation.",
    "",
    "- Same key, same body: the first answer is replayed with its status and body, plus `Idempotency-Replayed: true`.",
    "- Same key, different body: 422 `IDEMPOTENCY_KEY_REUSED`.",
    "- Same key while the first request is still running: 409 `IDEMPOTENCY_KEY_IN_USE` with `Retry-After`; retry and you get the replay.",
    "- 429 and 5xx answers are never remembered, so retrying them with the same key is always safe.",
    "- Without a key, a retry of a successful demo request is 409 `DUPLICATE_REQUEST`.",
    "",
    "## Rate limits",
    "",
    `Limits are per client IP; an access token does not raise them. An IPv6 client is counted by its /${IPV6_LIMIT_PREFIX_LENGTH} network, the block one host or site is given, so changing addresses within it does not reset a limit. An IPv4-mapped IPv6 address counts as its IPv4 address.`,
    "",
    "| Scope | Limit | `RateLimit-Policy` |",
    "|---|---|---|",
    `| All \`/api/*\` requests (unknown paths and failures count) | ${api.limit} per ${api.windowSeconds} s | \`${api.limit};w=${api.windowSeconds}\` |`,
    `| All \`/api/*\` requests with a generic or missing User-Agent (curl, wget, python-requests, Go-http-client, headless browsers, …), unless the request carries a Web Bot Auth signature that verifies | ${apiGenericAgent.limit} per ${apiGenericAgent.windowSeconds} s | \`${apiGenericAgent.limit};w=${apiGenericAgent.windowSeconds}\` |`,
    `| \`POST /api/v1/demo-request\` and its alias, on top of the above | ${demoRequest.limit} per hour | \`${demoRequest.limit};w=${demoRequest.windowSeconds}\` |`,
    `| Tool servers \`/mcp\`, \`/mcp/docs\` | fair use (${RATE_LIMIT_POLICIES.mcp.limit} per ${RATE_LIMIT_POLICIES.mcp.windowSeconds} s each) | — |`,
    `| \`/agent/identity\`, \`/oauth2/token\`, \`/oauth2/revoke\` | fair use (${RATE_LIMIT_POLICIES.agentIdentity.limit}, ${RATE_LIMIT_POLICIES.oauthToken.limit} and ${RATE_LIMIT_POLICIES.oauthRevoke.limit} per minute) | — |`,
    "",
    "Every `/api/*` response except `/api/docs` and `/api/openapi.json` carries `RateLimit` (`limit=N, remaining=N, reset=N`), `RateLimit-Limit`, `RateLimit-Remaining`, `RateLimit-Reset` (seconds until the window resets) and `RateLimit-Policy`. The demo-request endpoint shows its own, stricter window. A 429 carries `Retry-After` (equal to `RateLimit-Reset`) and the `RATE_LIMITED` code. Wait `Retry-After` seconds; when `RateLimit-Remaining` is 0, wait until `RateLimit-Reset` elapses.",
    "",
    "Windows are fixed and aligned to the clock, so every instance reports the same reset.",
    "",
    "## Errors",
    "",
    "Every `/api/*` failure is JSON (`Content-Type: application/json`, CORS headers), never HTML:",
    "",
    "```json",
    JSON.stringify(
      {
        error: {
          code: "MISSING_FIELDS",
          message: API_ERRORS.MISSING_FIELDS.title,
          hint: "Required: email.",
          docs: `${base}/api/docs#${errorAnchor("MISSING_FIELDS")}`,
        },
      },
      null,
      2,
    ),
    "```",
    "",
    "`hint` is optional; `docs` links to the code's section below. Retry 5xx with exponential backoff and the same request (and `Idempotency-Key`); never resend a 4xx unchanged.",
    "",
    "| Code | HTTP | Condition |",
    "|---|---|---|",
    ...API_ERROR_CODES.map((code) => `| [\`${code}\`](#${errorAnchor(code)}) | ${API_ERRORS[code].status} | ${API_ERRORS[code].title} |`),
    "",
    ...API_ERROR_CODES.flatMap((code) => [
      `<a id="${errorAnchor(code)}"></a>`,
      "",
      `### ${code}`,
      "",
      `HTTP ${API_ERRORS[code].status}. ${API_ERRORS[code].description}`,
      "",
      `What to do: ${API_ERRORS[code].action}`,
      "",
    ]),
    "## CORS",
    "",
    "Every response carries `Access-Control-Allow-Origin: *`; preflight `OPTIONS` is answered for every path. `RateLimit*`, `Retry-After`, `Idempotency-Replayed`, `WWW-Authenticate`, `Deprecation`, `Sunset` and `Link` are exposed to browsers.",
    "",
    "## Request ids",
    "",
    `${REQUEST_ID_DOCS} The identity endpoints, the tool servers and the discovery documents do the same.`,
    "",
    "## Versioning",
    "",
    "- The version is in the path: `/api/v1/...`. Unversioned `/api/*` paths are permanent aliases of v1 and never change behaviour.",
    "- Breaking changes ship only under a new path version (`/api/v2/*`). Within a version, request shapes, response shapes and error codes change additively only.",
    "- Deprecations are announced at least 6 months ahead. A deprecated endpoint sends `Deprecation` (RFC 9745) and, once retirement is scheduled, `Sunset` (RFC 8594) with the date and a `Link` to its successor; the OpenAPI document marks it `deprecated: true`.",
    "- Nothing under `/api/v1/*` or its aliases is retired without a versioned replacement and a 6-month Sunset window.",
    "- `/api/stream/*` is reserved for future long-running (streaming) endpoints; today every non-tool endpoint returns one JSON document, and `/api/stream/*` answers `NOT_FOUND`.",
    "",
    "## Limits on requests",
    "",
    "- Demo-request body: at most 16 KiB (`PAYLOAD_TOO_LARGE`), `Content-Type: application/json` (`UNSUPPORTED_MEDIA_TYPE`).",
    "",
    "## Partner program",
    "",
    "Hosted-application data access (higher volume, tokens scoped to endpoints and quotas) exists by request only through the partner program; its tokens are issued and rotated on request, never self-service. Ask through the demo form.",
    "",
  ];
  const text = sections.join("\n");
  cached = { key: base, text };
  return text;
}
