import { z } from "zod";
import { leadEventsOpenApiExtension } from "./lead-event-docs";
import { getConfig } from "@/lib/config/env";
import { IPV6_LIMIT_PREFIX_LENGTH } from "@/lib/ratelimit/client-subject";
import { REQUEST_ID_PATTERN } from "@/lib/edge/request-id";
import { API_ERRORS, type ApiErrorCode } from "@/lib/errors/error-codes";
import { RATE_LIMIT_POLICIES } from "@/lib/ratelimit/policies";
import { allOperations, type ApiOperation } from "../operations";
import { apiErrorEnvelope } from "../respond";
import { ErrorEnvelopeSchema } from "./error-envelope-schema";
import { extraOpenApiPaths } from "./openapi-extensions";

type JsonObject = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: "input" | "output"): JsonObject {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: "openapi-3.0", io, unrepresentable: "any" }) as JsonObject;
  return rest;
}

const RATE_LIMIT_HEADER_DOCS: Record<string, string> = {
  RateLimit: "`limit=N, remaining=N, reset=N` for the policy shown.",
  "RateLimit-Limit": "Requests allowed in the window.",
  "RateLimit-Remaining": "Requests left in the window.",
  "RateLimit-Reset": "Seconds until the window resets.",
  "RateLimit-Policy": "`limit;w=window-seconds`, e.g. `300;w=60`.",
};

function rateLimitHeaderRefs(): JsonObject {
  return Object.fromEntries(Object.keys(RATE_LIMIT_HEADER_DOCS).map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}

function errorResponses(operation: ApiOperation): JsonObject {
  const byStatus = new Map<number, ApiErrorCode[]>();
  for (const code of operation.errors) {
    const status = API_ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: JsonObject = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const headers: JsonObject = operation.counterHeaders || status === 429 ? rateLimitHeaderRefs() : {};
    if (status === 429 || codes.includes("DB_UNAVAILABLE") || codes.includes("IDEMPOTENCY_KEY_IN_USE")) {
      headers["Retry-After"] = { $ref: "#/components/headers/Retry-After" };
    }
    if (codes.includes("INVALID_TOKEN")) headers["WWW-Authenticate"] = { $ref: "#/components/headers/WWW-Authenticate" };
    if (codes.includes("METHOD_NOT_ALLOWED")) headers.Allow = { schema: { type: "string" }, description: "Methods the path accepts." };
    responses[String(status)] = {
      description: codes.map((code) => `\`${code}\`: ${API_ERRORS[code].title}.`).join(" "),
      headers,
      content: {
        "application/json": {
          schema: { $ref: "#/components/schemas/Error" },
          examples: Object.fromEntries(codes.map((code) => [code, { value: apiErrorEnvelope(code) }])),
        },
      },
    };
  }
  return responses;
}

function operationObject(operation: ApiOperation, path: string): JsonObject {
  const isAlias = path !== operation.paths[0];
  const successHeaders: JsonObject = operation.counterHeaders ? rateLimitHeaderRefs() : {};
  if (operation.idempotent) successHeaders["Idempotency-Replayed"] = { $ref: "#/components/headers/Idempotency-Replayed" };
  const parameters: JsonObject[] = [];
  if (operation.idempotent) parameters.push({ $ref: "#/components/parameters/IdempotencyKey" });
  const result: JsonObject = {
    operationId: isAlias ? `${operation.id}Alias` : operation.id,
    tags: [operation.tag],
    summary: isAlias ? `${operation.summary} (alias of ${operation.paths[0]})` : operation.summary,
    description: isAlias
      ? `Permanent unversioned alias of \`${operation.paths[0]}\`; behaves exactly the same.\n\n${operation.description}`
      : operation.description,
    parameters,
    security: operation.optionalBearer ? [{}, { bearerAuth: [] }] : [{}],
    responses: {
      [String(operation.success.status)]: {
        description: operation.success.description,
        headers: successHeaders,
        content: {
          [operation.success.mediaType]: {
            schema: operation.success.schema
              ? { $ref: `#/components/schemas/${schemaName(operation.success.schema)}` }
              : { type: "string" },
            ...(operation.success.example ? { example: operation.success.example } : {}),
          },
        },
      },
      ...errorResponses(operation),
    },
  };
  if (operation.requestBody) {
    result.requestBody = {
      required: true,
      content: {
        "application/json": {
          schema: { $ref: `#/components/schemas/${schemaName(operation.requestBody.schema)}` },
          example: operation.requestBody.example,
        },
      },
    };
  }
  if (operation.deprecation) result.deprecated = true;
  return result;
}

function schemaName(schema: z.ZodType): string {
  return (schema.description ?? "Schema")
    .split(/[^A-Za-z0-9]+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}

function componentSchemas(): JsonObject {
  const schemas: JsonObject = { Error: schemaOf(ErrorEnvelopeSchema, "output") };
  for (const operation of allOperations()) {
    if (operation.requestBody) schemas[schemaName(operation.requestBody.schema)] = schemaOf(operation.requestBody.schema, "input");
    if (operation.success.schema) schemas[schemaName(operation.success.schema)] = schemaOf(operation.success.schema, "output");
  }
  return schemas;
}

/** Every answer of every path carries `X-Request-Id`, and every operation accepts one. */
function addRequestIds(paths: JsonObject): void {
  for (const item of Object.values(paths) as JsonObject[]) {
    for (const operation of Object.values(item) as JsonObject[]) {
      operation.parameters = [...((operation.parameters as JsonObject[] | undefined) ?? []), { $ref: "#/components/parameters/RequestId" }];
      for (const response of Object.values(operation.responses as JsonObject) as JsonObject[]) {
        response.headers = {
          ...(response.headers as JsonObject | undefined),
          "X-Request-Id": { $ref: "#/components/headers/X-Request-Id" },
        };
      }
    }
  }
}

export const REQUEST_ID_DOCS =
  "Every answer carries `X-Request-Id`: the one the request sent when it is 1–128 characters of letters, digits, `.`, `_` and `-`, otherwise a fresh UUID. Every log line about the request names it, so quote it when reporting a problem.";

/**
 * The OpenAPI 3.0 document, generated from the route table, the zod schemas,
 * the error table and the rate-limit policies. Cached per base address.
 */
let cached: { key: string; document: JsonObject } | undefined;

export function buildOpenApiDocument(): JsonObject {
  const config = getConfig();
  const key = `${config.productionUrl}|${config.stagingUrl}|${config.siteUrl}`;
  if (cached?.key === key) return cached.document;

  const paths: JsonObject = {};
  for (const operation of allOperations()) {
    for (const path of operation.paths) {
      paths[path] = { ...(paths[path] as JsonObject | undefined), [operation.method.toLowerCase()]: operationObject(operation, path) };
    }
  }
  Object.assign(paths, extraOpenApiPaths());
  addRequestIds(paths);
  const { api, demoRequest, apiGenericAgent } = RATE_LIMIT_POLICIES;
  const document: JsonObject = {
    openapi: "3.0.3",
    info: {
      title: "Land acquisition public API",
      version: "1.0.0",
      description: [
        "The narrow public API of the site: a demo-request form handler and a health check, plus this reference. No credential is needed; an optional agent access token (see /auth.md) only adds the `agent` block to health.",
        "",
        `Rate limits per client IP: ${api.limit} requests per ${api.windowSeconds} s across /api (${apiGenericAgent.limit} per ${apiGenericAgent.windowSeconds} s for generic User-Agents such as curl or python-requests: send a descriptive one, or sign with Web Bot Auth as a signature agent this site trusts), and ${demoRequest.limit} demo requests per hour. An IPv6 client is counted by its /${IPV6_LIMIT_PREFIX_LENGTH} network. Every /api response except /api/docs and this document carries the RateLimit headers.`,
        "",
        "Versioning: the version is in the path (`/api/v1`); unversioned paths are permanent aliases. Breaking changes only ship under a new version; deprecations are announced 6 months ahead with `Deprecation` and `Sunset` headers. `/api/stream/*` is reserved for future streaming endpoints.",
        "",
        REQUEST_ID_DOCS,
        "",
        `Full reference: ${config.siteUrl}/api/docs`,
      ].join("\n"),
      contact: { name: "Developer support", url: `${config.siteUrl}/developers` },
    },
    servers: [
      { url: config.productionUrl, description: "Production" },
      { url: config.stagingUrl, description: "Staging: same code, separate infrastructure, no uptime commitment" },
    ],
    tags: [
      { name: "Leads", description: "Demo requests from the site's form." },
      { name: "Status", description: "Health." },
      { name: "Reference", description: "This documentation." },
      { name: "Agent identity", description: "Optional agent registration and tokens (see /auth.md)." },
    ],
    paths,
    ...leadEventsOpenApiExtension(),
    components: {
      schemas: componentSchemas(),
      parameters: {
        IdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description:
            "Makes a write safe to retry: the same key and body within 24 hours replays the first answer (with `Idempotency-Replayed: true`); the same key with a different body is 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_KEY_IN_USE`. 1–255 printable ASCII characters; a UUID is recommended. 429 and 5xx answers are never remembered. Keys are remembered only for requests that passed validation.",
          schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x21-\\x7E]+$" },
        },
        RequestId: {
          name: "X-Request-Id",
          in: "header",
          required: false,
          description: "Your own id for the request, echoed in `X-Request-Id`; one of another form is replaced by a fresh UUID.",
          schema: { type: "string", pattern: REQUEST_ID_PATTERN.source },
        },
      },
      headers: {
        ...Object.fromEntries(
          Object.entries(RATE_LIMIT_HEADER_DOCS).map(([name, description]) => [
            name,
            { description, schema: { type: name === "RateLimit" || name === "RateLimit-Policy" ? "string" : "integer" } },
          ]),
        ),
        "Retry-After": { description: "Seconds to wait before retrying.", schema: { type: "integer" } },
        "X-Request-Id": {
          description: "The request's id: the one sent when well-formed, otherwise a fresh UUID. Log lines about the request name it.",
          schema: { type: "string", pattern: REQUEST_ID_PATTERN.source },
        },
        "Idempotency-Replayed": {
          description: "`true` when the answer is a replay of an earlier one with the same key.",
          schema: { type: "string", enum: ["true"] },
        },
        "WWW-Authenticate": {
          description: '`Bearer resource_metadata="…/.well-known/oauth-protected-resource", error="invalid_token"`.',
          schema: { type: "string" },
        },
      },
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          description:
            "Optional. An access token from the agent identity flow (/auth.md). It only adds the `agent` block to health and raises no limit; an invalid, expired or revoked token is 401 `INVALID_TOKEN`.",
        },
      },
    },
  };
  cached = { key, document };
  return document;
}

/** The document exactly as `/api/openapi.json` serves it. */
export function renderOpenApiJson(): string {
  return JSON.stringify(buildOpenApiDocument(), null, 2);
}

/** Tests change the route table; the cache must not hide that. */
export function clearOpenApiCache(): void {
  cached = undefined;
}
