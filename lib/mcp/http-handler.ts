/**
 * The Streamable HTTP endpoint of both tool servers (`/mcp`, `/mcp/docs`), both
 * protocol eras in one handler. This module is the edge every request crosses:
 * Origin, CORS and preflight, the fair-use hook, 405 for anything but POST,
 * `Accept` (406), `Content-Type` (415), body limit (413), UTF-8 and JSON (400
 * -32700). It hands the parsed body to its era, `modern-era.ts` (2026-07-28)
 * or `legacy-era.ts` (the `initialize` handshake); both answer from the one
 * `ToolServerRuntime` of the tool server. Errors are JSON-RPC error objects,
 * never HTML or a stack; unexpected failures are logged by kind only.
 *
 * Every origin is accepted unless an allow-list is configured: the servers use
 * no cookies or credentials, keep no state and offer read-only tools over
 * public information, so a DNS-rebinding page (the attack the MCP spec's Origin
 * check targets on local servers) gains nothing it could not get directly.
 */
import { errorKind, log } from "@/lib/log/logger";
import { readBody } from "@/lib/http/read-body";
import { createOriginCheck, isJsonContentType, responseModeFor } from "./http-negotiation";
import { CORS_HEADERS, rejection } from "./http-replies";
import { JsonRpcErrorCode } from "./json-rpc";
import { serveLegacy } from "./legacy-era";
import { isModernRequest, serveModern } from "./modern-era";
import type { ToolServerDefinition } from "./tool-definition";
import { getToolServerRuntime } from "./tool-server-runtime";

export interface McpHttpHandlerOptions {
  /** Browser origins allowed (or a function returning them, read once). Unset or empty: all; else others get 403. */
  allowedOrigins?: readonly string[] | (() => readonly string[] | undefined) | undefined;
  /** Largest accepted request body; larger gets 413. Default 1 MiB. */
  maxBodyBytes?: number;
  /** Most messages in one batch; more gets 400 (-32600). Default 100. */
  maxBatchSize?: number;
  /** How long one request may take before it is answered with -32603 "Request timed out". Default 30 s. */
  requestTimeoutMs?: number;
  /** Fair use, after the Origin check, not for preflights: a `Response` (429) answers; a throwing hook is logged and skipped. */
  beforeRequest?: (request: Request) => Promise<Response | undefined> | Response | undefined;
}

export type McpHttpHandler = (request: Request) => Promise<Response>;

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_MAX_BATCH_SIZE = 100;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

const ALLOW = "POST, OPTIONS";
// The 2025 headers, then the 2026-07-28 ones and the W3C trace context it propagates.
const ALLOW_HEADERS =
  "Content-Type, Accept, Authorization, Mcp-Session-Id, MCP-Protocol-Version, Last-Event-ID, Mcp-Method, Mcp-Name, traceparent, tracestate, baggage";

/** The Streamable HTTP handler of one tool server, as a Web-standard `Request => Response` function. */
export function createMcpHttpHandler(definition: ToolServerDefinition, options: McpHttpHandlerOptions = {}): McpHttpHandler {
  let originCheck: ((request: Request) => boolean) | undefined;
  const originAllowed = (request: Request): boolean => {
    const { allowedOrigins } = options;
    originCheck ??= createOriginCheck(typeof allowedOrigins === "function" ? allowedOrigins() : allowedOrigins);
    return originCheck(request);
  };
  const { maxBodyBytes = DEFAULT_MAX_BODY_BYTES, beforeRequest } = options;
  const limits = {
    maxBatchSize: options.maxBatchSize ?? DEFAULT_MAX_BATCH_SIZE,
    timeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
  };

  async function handle(request: Request): Promise<Response> {
    if (!originAllowed(request)) return rejection(403, "Forbidden: this origin is not allowed to call the tool server");
    if (request.method === "OPTIONS") return preflight();
    if (beforeRequest) {
      const early = await runHook(beforeRequest, request);
      if (early) return withCors(early);
    }
    if (request.method !== "POST") {
      const message =
        "Method Not Allowed: send JSON-RPC requests with POST; this server is stateless and sends no server-initiated messages";
      return rejection(405, message, { Allow: ALLOW });
    }
    const mode = responseModeFor(request.headers.get("accept"));
    if (!mode) return rejection(406, "Not Acceptable: accept application/json or text/event-stream");
    if (!isJsonContentType(request.headers.get("content-type")))
      return rejection(415, "Unsupported Media Type: the body must be application/json");
    const read = await readBody(request, maxBodyBytes);
    if (!read.ok) {
      // The rest of an oversized body is left unread, so the connection cannot carry another request.
      return read.reason === "too-large"
        ? rejection(413, `Payload Too Large: the body limit is ${maxBodyBytes} bytes`, { Connection: "close" })
        : rejection(400, "Parse error: the body is not valid UTF-8", {}, JsonRpcErrorCode.ParseError);
    }
    let body: unknown;
    try {
      body = JSON.parse(read.text);
    } catch {
      return rejection(400, "Parse error: the body is not valid JSON", {}, JsonRpcErrorCode.ParseError);
    }
    const exchange = { request, body, mode, runtime: getToolServerRuntime(definition), limits };
    return isModernRequest(body, request.headers) ? serveModern(exchange) : serveLegacy(exchange);
  }

  return async (request) => {
    try {
      return await handle(request);
    } catch (error) {
      log.error("mcp handler failed", { error: errorKind(error) });
      return rejection(500, "Internal error", {}, JsonRpcErrorCode.InternalError);
    }
  };
}

/**
 * The route exports for a Next.js route file: POST and OPTIONS do the work;
 * GET, HEAD, PUT, PATCH and DELETE answer 405 with `Allow: POST, OPTIONS`
 * (including a GET asking for an SSE stream, and DELETE of a session, which a
 * stateless server has none of), with the same CORS headers.
 */
export function createMcpRouteHandlers(definition: ToolServerDefinition, options: McpHttpHandlerOptions = {}) {
  const handler = createMcpHttpHandler(definition, options);
  return { GET: handler, HEAD: handler, POST: handler, PUT: handler, PATCH: handler, DELETE: handler, OPTIONS: handler };
}

async function runHook(hook: NonNullable<McpHttpHandlerOptions["beforeRequest"]>, request: Request): Promise<Response | undefined> {
  try {
    return await hook(request);
  } catch (error) {
    log.warn("mcp beforeRequest hook failed; continuing", { error: errorKind(error) });
    return undefined;
  }
}

function preflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...CORS_HEADERS,
      "Access-Control-Allow-Methods": ALLOW,
      "Access-Control-Allow-Headers": ALLOW_HEADERS,
      "Access-Control-Max-Age": "86400",
      Allow: ALLOW,
    },
  });
}

function withCors(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
