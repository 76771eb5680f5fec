/**
 * The Streamable HTTP endpoint of both tool servers (`/mcp`, `/mcp/docs`), both protocol eras in
 * one handler. Route files use `mcpRoute(server)` (`mcp-route.ts`), which adds the HTTPS redirect
 * and the fair-use limits to the pipeline built here.
 *
 * The edge concerns (request id, Origin allow-list, CORS and preflight, method check, HEAD,
 * environment headers) are the shared pipeline's pieces (`lib/edge`), rendered here as JSON-RPC
 * errors. The POST handler then checks `Accept` (406), `Content-Type` (415), the body limit (413),
 * UTF-8 and JSON (400 -32700), and hands the parsed body to its era: `modern-era.ts` (2026-07-28)
 * or `legacy-era.ts` (the `initialize` handshake); both answer from the one `ToolServerRuntime` of
 * the tool server. Errors never carry HTML or a stack; unexpected failures are logged by kind only.
 *
 * Origins (`allowedOrigins`, with the policy `mcp-route.ts` builds from configuration): a public
 * deployment accepts every origin unless an allow-list is configured, since the servers use no
 * cookies or credentials, keep no state and offer read-only tools over public information. A server
 * whose configured address is loopback (a developer's machine) answers only requests addressed to
 * a loopback host from loopback or own origins, refusing the rest with 403: that is what a
 * DNS-rebinding page, the attack the MCP spec's Origin rule targets, sends.
 */
import { StoreError } from "@/lib/db/store-error";
import {
  allowedOrigins,
  cors,
  edgeRoute,
  environment,
  head,
  MethodNotAllowedError,
  methodCheck,
  OriginNotAllowedError,
  type OriginPolicySource,
  type Piece,
  RateLimitedError,
  type RouteModule,
} from "@/lib/edge";
import { readBody } from "@/lib/http/read-body";
import { errorKind, log } from "@/lib/log/logger";
import { acceptsJson, isJsonContentType, responseModeFor } from "./http-negotiation";
import { CORS_HEADERS, EXPOSE_HEADERS, jsonResponse, rejection } from "./http-replies";
import { errorResponse, JsonRpcErrorCode } from "./json-rpc";
import { serveLegacy } from "./legacy-era";
import { isModernRequest, serveModern } from "./modern-era";
import type { ToolServerDefinition } from "./tool-definition";
import { getToolServerRuntime } from "./tool-server-runtime";

export interface McpHttpHandlerOptions {
  /** Which origins and hosts are accepted (or a function returning that, read once); others get 403. Unset: all. */
  originPolicy?: OriginPolicySource;
  /** Largest accepted request body; larger gets 413. Default 1 MiB. */
  maxBodyBytes?: number;
  /** Most messages in one batch; more gets 400 (-32600). Default 100. */
  maxBatchSize?: number;
  /** How long one request may take before it is answered with -32603 "Request timed out". Default 30 s. */
  requestTimeoutMs?: number;
  /** Fair use, after the Origin check, not for preflights: a `Response` (429) answers; a throwing hook is logged and skipped. */
  beforeRequest?: (request: Request) => Promise<Response | undefined> | Response | undefined;
  /** Further edge pieces, run after CORS and before the method check (the route's HTTPS redirect and fair-use limits). */
  pieces?: readonly Piece[];
}

export type McpHttpHandler = (request: Request) => Promise<Response>;

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_MAX_BATCH_SIZE = 100;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

// The 2025 headers, then the 2026-07-28 ones and the W3C trace context it propagates.
const ALLOW_HEADERS = ["Content-Type", "Accept", "Authorization", "Mcp-Session-Id", "MCP-Protocol-Version", "Last-Event-ID"];
const MODERN_HEADERS = ["Mcp-Method", "Mcp-Name", "traceparent", "tracestate", "baggage"];

/** The Streamable HTTP handler of one tool server, as a Web-standard `Request => Response` function. */
export function createMcpHttpHandler(definition: ToolServerDefinition, options: McpHttpHandlerOptions = {}): McpHttpHandler {
  return createMcpRouteHandlers(definition, options).POST;
}

/**
 * The route exports for a Next.js route file, every method through the pipeline: the Origin
 * allow-list (403, preflights included), CORS and the preflight, the route's own pieces, then the
 * method check. POST does the work; GET, HEAD, PUT, PATCH and DELETE answer 405 with
 * `Allow: POST, OPTIONS` (a GET asking for an SSE stream, and DELETE of a session, included).
 */
export function createMcpRouteHandlers(definition: ToolServerDefinition, options: McpHttpHandlerOptions = {}): RouteModule {
  const hook = options.beforeRequest;
  const post = createPostHandler(definition, options);
  return edgeRoute({
    methods: ["POST"],
    pieces: [
      head,
      environment,
      allowedOrigins(options.originPolicy),
      cors({ allowHeaders: [...ALLOW_HEADERS, ...MODERN_HEADERS], exposeHeaders: EXPOSE_HEADERS }),
      ...(options.pieces ?? []),
      ...(hook ? [beforeRequestPiece(hook)] : []),
      methodCheck,
    ],
    handle: ({ request }) => post(request),
    renderError: renderMcpError,
  });
}

/** Anything the pipeline or the handler throws, as the JSON-RPC error of an HTTP-level refusal. */
function renderMcpError(error: unknown): Response {
  if (error instanceof OriginNotAllowedError) {
    const message =
      error.refused === "host"
        ? "Forbidden: this server is configured on a loopback address and answers only requests addressed to localhost, 127.0.0.1 or [::1] (DNS-rebinding protection)"
        : "Forbidden: this origin is not allowed to call the tool server";
    return rejection(403, message);
  }
  if (error instanceof MethodNotAllowedError) {
    const message = "Method Not Allowed: send JSON-RPC requests with POST; this server is stateless and sends no server-initiated messages";
    return rejection(405, message, { Allow: error.allow });
  }
  if (error instanceof RateLimitedError) {
    // The counter headers and Retry-After come from the pipeline's `counterHeaders`.
    const body = errorResponse(null, -32000, `Rate limit exceeded: retry after ${error.result.resetSeconds} seconds`);
    return new Response(JSON.stringify(body), { status: 429, headers: { ...CORS_HEADERS, "Content-Type": "application/json" } });
  }
  if (error instanceof StoreError && error.kind === "unavailable") {
    const message = "Service Unavailable: storage is briefly unreachable; retry after Retry-After seconds";
    return rejection(503, message, { "Retry-After": String(error.retryAfterSeconds) }, -32000);
  }
  log.error("mcp handler failed", { error: errorKind(error) });
  return rejection(500, "Internal error", {}, JsonRpcErrorCode.InternalError);
}

/** A hook that answers early; one that throws is logged and the request continues. */
function beforeRequestPiece(hook: NonNullable<McpHttpHandlerOptions["beforeRequest"]>): Piece {
  return async (context, next) => {
    if (context.request.method === "OPTIONS") return next();
    try {
      const early = await hook(context.request);
      if (early) return early;
    } catch (error) {
      log.warn("mcp beforeRequest hook failed; continuing", { error: errorKind(error) });
    }
    return next();
  };
}

const isResourceRead = (body: unknown) =>
  typeof body === "object" && body !== null && (body as { method?: unknown }).method === "resources/read";

/** A POST that passed the edge: read, parse and hand to its era. */
function createPostHandler(definition: ToolServerDefinition, options: McpHttpHandlerOptions): McpHttpHandler {
  const { maxBodyBytes = DEFAULT_MAX_BODY_BYTES } = options;
  const limits = {
    maxBatchSize: options.maxBatchSize ?? DEFAULT_MAX_BATCH_SIZE,
    timeoutMs: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
  };
  return async (request) => {
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
      return jsonResponse(400, errorResponse(null, JsonRpcErrorCode.ParseError, "Parse error: the body is not valid JSON"));
    }
    // A resource read (a view's HTML, a document: static and cacheable) goes as JSON to a client that
    // takes JSON too, because Next.js compresses JSON and never an event stream.
    const answerMode = mode === "sse" && isResourceRead(body) && acceptsJson(request.headers.get("accept")) ? "json" : mode;
    const exchange = { request, body, mode: answerMode, runtime: getToolServerRuntime(definition), limits };
    return isModernRequest(body, request.headers) ? serveModern(exchange) : serveLegacy(exchange);
  };
}
