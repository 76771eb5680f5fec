/**
 * Streamable HTTP endpoint shared by both tool servers (`/mcp`, `/mcp/docs`).
 *
 * Route files use `mcpRoute(server)` (`mcp-route.ts`), which adds the HTTPS
 * redirect and the fair-use limits to the pipeline built here.
 *
 * Design
 * - One long-lived SDK `McpServer` per tool server and process (built on the
 *   first request, see `tool-server-runtime.ts`), connected to an in-process
 *   `Transport` that routes each response back to the HTTP request that sent
 *   it under the caller's own JSON-RPC id (`in-process-transport.ts`). The
 *   SDK's `WebStandardStreamableHTTPServerTransport` is not used: in stateless
 *   mode it must be built, with its server, for every request (it throws when
 *   reused), which more than halved throughput when measured; and it differs from our
 *   spec in ways this module fixes (406 without both Accept types, a GET that
 *   opens a never-ending stream, a whole batch rejected with -32700 for one bad
 *   member, 202 for an empty batch, no CORS, no Mcp-Session-Id or
 *   Mcp-Protocol-Version response headers, version errors as -32000).
 * - The edge concerns (request id, Origin allow-list, CORS and preflight,
 *   method check, HEAD, environment headers) are the shared pipeline's pieces
 *   (`lib/edge`), rendered here as JSON-RPC errors. This module does the
 *   JSON-RPC envelope work (version header, Content-Type, body size, JSON
 *   parse, batches, JSON or SSE framing); the SDK answers `initialize`, `ping`, `tools/list`
 *   and `tools/call`, after `tool-server-runtime.ts` has turned the requests
 *   the SDK would answer wrongly (unknown tool, malformed params) into -32602.
 * - Errors: refusals before any message is read (403, 405, 406, 413, 415,
 *   400 for the version header, a parse error, an empty or oversized batch, a
 *   lone malformed message) are JSON-RPC error objects with `"id": null`, as
 *   JSON. Per-message errors (-32600 inside a batch, -32601, -32602) are
 *   ordinary responses (200). Bad argument values and `InputError` are
 *   `isError` tool results naming the field. Nothing ever carries HTML or a
 *   stack; unexpected failures are logged by kind only.
 * - Stateless: `Mcp-Session-Id` is echoed or freshly issued but nothing is
 *   stored under it; `tools/list` and `tools/call` need no `initialize`.
 *   Notifications are accepted and dropped (202): `initialized` changes
 *   nothing here, and forwarding `cancelled` would let one client cancel
 *   another's request on the shared server.
 *
 * Origin and CORS: every response carries `Access-Control-Allow-Origin: *` and
 * every origin is accepted unless an allow-list is configured. That is safe
 * because these servers use no cookies or credentials (a browser cannot lend a
 * visitor's authority to a cross-site caller), keep no server-side state, and
 * offer only read-only, side-effect-free tools over public information; the
 * DNS-rebinding attack the MCP spec guards against with Origin checks targets
 * local servers holding private data, which this is not.
 */
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { StoreError } from "@/lib/db/store-error";
import {
  type AllowedOrigins,
  allowedOrigins,
  cors,
  edgeRoute,
  environment,
  head,
  MethodNotAllowedError,
  methodCheck,
  OriginNotAllowedError,
  type Piece,
  RateLimitedError,
  type RouteModule,
} from "@/lib/edge";
import { errorKind, log } from "@/lib/log/logger";
import { isJsonContentType, responseModeFor, sessionIdFor, type ResponseMode } from "./http-negotiation";
import { classifyMessage, errorResponse, isPlainObject, JsonRpcErrorCode, type JsonRpcResponse } from "./json-rpc";
import {
  isSupportedProtocolVersion,
  LATEST_MCP_PROTOCOL_VERSION,
  negotiateProtocolVersion,
  SUPPORTED_MCP_PROTOCOL_VERSIONS,
} from "./protocol-version";
import { readBody } from "@/lib/http/read-body";
import type { ToolServerDefinition } from "./tool-definition";
import { getToolServerRuntime } from "./tool-server-runtime";

export interface McpHttpHandlerOptions {
  /**
   * Browser origins allowed to call the server, or a function returning them
   * (called once, on the first request, so a route can pass
   * `() => getConfig().mcpAllowedOrigins` without reading the environment at
   * import). Unset or empty: every origin. A list: a request whose `Origin` is
   * neither listed nor the server's own origin gets 403; requests without
   * `Origin` (non-browser clients) pass.
   */
  allowedOrigins?: AllowedOrigins;
  /** Largest accepted request body; larger gets 413. Default 1 MiB. */
  maxBodyBytes?: number;
  /** Most messages in one batch; more gets 400 (-32600). Default 100. */
  maxBatchSize?: number;
  /** How long one request may take before it is answered with -32603 "Request timed out". Default 30 s. */
  requestTimeoutMs?: number;
  /**
   * Fair-use hook (rate limiting plugs in here): runs for every request except
   * CORS preflights, after the Origin check. Return a `Response` (e.g. a 429)
   * to answer with it, or `undefined` to continue. A hook that throws is logged
   * and the request continues, so a limiter outage does not take the tools down.
   */
  beforeRequest?: (request: Request) => Promise<Response | undefined> | Response | undefined;
  /** Further edge pieces, run after CORS and before the method check (the route's HTTPS redirect and fair-use limits). */
  pieces?: readonly Piece[];
}

export type McpHttpHandler = (request: Request) => Promise<Response>;

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_MAX_BATCH_SIZE = 100;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

const ALLOW_HEADERS = ["Content-Type", "Accept", "Authorization", "Mcp-Session-Id", "MCP-Protocol-Version", "Last-Event-ID"];
const EXPOSE_HEADERS = ["Mcp-Session-Id", "Mcp-Protocol-Version"];
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": EXPOSE_HEADERS.join(", "),
} as const;

/** The Streamable HTTP handler of one tool server, as a Web-standard `Request => Response` function. */
export function createMcpHttpHandler(definition: ToolServerDefinition, options: McpHttpHandlerOptions = {}): McpHttpHandler {
  return createMcpRouteHandlers(definition, options).POST;
}

/**
 * The route exports for a Next.js route file, every method through the
 * pipeline: the Origin allow-list (403, preflights included), CORS and the
 * preflight, the route's own pieces, then the method check. POST does the
 * work; GET, HEAD, PUT, PATCH and DELETE answer 405 with `Allow: POST, OPTIONS`
 * (including a GET asking for an SSE stream, and DELETE of a session, which a
 * stateless server has none of).
 */
export function createMcpRouteHandlers(definition: ToolServerDefinition, options: McpHttpHandlerOptions = {}): RouteModule {
  const hook = options.beforeRequest;
  const post = createPostHandler(definition, options);
  return edgeRoute({
    methods: ["POST"],
    pieces: [
      head,
      environment,
      allowedOrigins(options.allowedOrigins),
      cors({ allowHeaders: ALLOW_HEADERS, exposeHeaders: EXPOSE_HEADERS }),
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
  if (error instanceof OriginNotAllowedError) return rejection(403, "Forbidden: this origin is not allowed to call the tool server");
  if (error instanceof MethodNotAllowedError) {
    return rejection(
      405,
      "Method Not Allowed: send JSON-RPC requests with POST; this server is stateless and sends no server-initiated messages",
      { Allow: error.allow },
    );
  }
  if (error instanceof RateLimitedError) {
    // The counter headers and Retry-After come from the pipeline's `counterHeaders`.
    const body = errorResponse(null, -32000, `Rate limit exceeded: retry after ${error.result.resetSeconds} seconds`);
    return new Response(JSON.stringify(body), { status: 429, headers: { ...CORS_HEADERS, "Content-Type": "application/json" } });
  }
  if (error instanceof StoreError && error.kind === "unavailable") {
    return rejection(
      503,
      "Service Unavailable: storage is briefly unreachable; retry after Retry-After seconds",
      {
        "Retry-After": String(error.retryAfterSeconds),
      },
      -32000,
    );
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

function createPostHandler(definition: ToolServerDefinition, options: McpHttpHandlerOptions): McpHttpHandler {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const maxBatchSize = options.maxBatchSize ?? DEFAULT_MAX_BATCH_SIZE;
  const timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;

  /** A POST that passed the edge: the JSON-RPC work. */
  async function handle(request: Request): Promise<Response> {
    const sessionId = sessionIdFor(request);
    const versionHeader = request.headers.get("mcp-protocol-version");
    if (versionHeader !== null && !isSupportedProtocolVersion(versionHeader.trim())) {
      return rejection(
        400,
        `Bad Request: unsupported MCP-Protocol-Version "${versionHeader}"; supported versions: ${SUPPORTED_MCP_PROTOCOL_VERSIONS.join(", ")}`,
        { "Mcp-Session-Id": sessionId },
        JsonRpcErrorCode.InvalidRequest,
        { supported: SUPPORTED_MCP_PROTOCOL_VERSIONS },
      );
    }
    let protocolVersion = versionHeader?.trim() ?? LATEST_MCP_PROTOCOL_VERSION;
    const sessionHeaders = () => ({ "Mcp-Session-Id": sessionId, "Mcp-Protocol-Version": protocolVersion });

    const mode = responseModeFor(request.headers.get("accept"));
    if (!mode) {
      return rejection(406, "Not Acceptable: accept application/json or text/event-stream", sessionHeaders());
    }
    if (!isJsonContentType(request.headers.get("content-type"))) {
      return rejection(415, "Unsupported Media Type: the body must be application/json", sessionHeaders());
    }
    const body = await readBody(request, maxBodyBytes);
    if (!body.ok) {
      // The rest of an oversized body is left unread, so the connection cannot carry another request.
      return body.reason === "too-large"
        ? rejection(413, `Payload Too Large: the body limit is ${maxBodyBytes} bytes`, { ...sessionHeaders(), Connection: "close" })
        : rejection(400, "Parse error: the body is not valid UTF-8", sessionHeaders(), JsonRpcErrorCode.ParseError);
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      return rejection(400, "Parse error: the body is not valid JSON", sessionHeaders(), JsonRpcErrorCode.ParseError);
    }

    const isBatch = Array.isArray(parsed);
    const messages: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
    if (isBatch && messages.length === 0) {
      return rejection(400, "Invalid Request: empty batch", sessionHeaders(), JsonRpcErrorCode.InvalidRequest);
    }
    if (messages.length > maxBatchSize) {
      return rejection(
        400,
        `Invalid Request: a batch may hold at most ${maxBatchSize} messages`,
        sessionHeaders(),
        JsonRpcErrorCode.InvalidRequest,
      );
    }

    const runtime = getToolServerRuntime(definition);
    const replies: Array<Promise<JsonRpcResponse>> = [];
    for (const message of messages) {
      const classified = classifyMessage(message);
      if (classified.kind === "ignored") continue;
      if (classified.kind === "invalid") {
        // A lone malformed message is a bad HTTP request; inside a batch it is one member's error.
        if (!isBatch && classified.response.error.code === JsonRpcErrorCode.InvalidRequest) {
          return jsonResponse(400, classified.response, sessionHeaders());
        }
        replies.push(Promise.resolve(classified.response));
        continue;
      }
      const { call } = classified;
      if (call.method === "initialize" && isPlainObject(call.params)) {
        // The same rule the SDK's initialize handler applies, known before it answers so the header can go out first.
        protocolVersion = negotiateProtocolVersion(call.params.protocolVersion);
      }
      replies.push(
        runtime.handle(call, timeoutMs).catch((error: unknown) => {
          log.error("mcp request failed", { method: call.method, error: errorKind(error) });
          return errorResponse(call.id, JsonRpcErrorCode.InternalError, "Internal error");
        }),
      );
    }

    if (replies.length === 0) {
      // Only notifications (or responses): accepted, nothing to answer.
      return new Response(null, { status: 202, headers: { ...CORS_HEADERS, ...sessionHeaders() } });
    }
    return reply(mode, isBatch, replies, sessionHeaders());
  }

  return handle;
}

/** An HTTP-level refusal: a JSON-RPC error object with `"id": null`, as JSON, never SSE. */
function rejection(
  status: number,
  message: string,
  headers: Record<string, string> = {},
  code: number = JsonRpcErrorCode.InvalidRequest,
  data?: unknown,
): Response {
  return jsonResponse(status, errorResponse(null, code, message, data), headers);
}

function jsonResponse(status: number, body: unknown, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, ...headers, "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}

async function reply(
  mode: ResponseMode,
  isBatch: boolean,
  replies: Array<Promise<JsonRpcResponse>>,
  headers: Record<string, string>,
): Promise<Response> {
  if (mode === "sse") {
    return new Response(sseStream(replies), {
      status: 200,
      headers: { ...CORS_HEADERS, ...headers, "Content-Type": "text/event-stream", "Cache-Control": "no-cache, no-transform" },
    });
  }
  // Batch answers keep request order (notifications leave no gap); a single request gets a single object.
  return jsonResponse(200, isBatch ? await Promise.all(replies) : await replies[0]!, headers);
}

const encoder = new TextEncoder();

/**
 * One `event: message` per JSON-RPC response, written as each one is ready
 * (a batch's fast answers do not wait for its slow ones; clients match them by
 * id), then the stream ends. Nothing else is ever sent on it.
 */
function sseStream(replies: Array<Promise<JsonRpcResponse>>): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let remaining = replies.length;
      for (const pending of replies) {
        void pending.then((message: JSONRPCMessage) => {
          if (!open) return;
          controller.enqueue(encoder.encode(`event: message\ndata: ${JSON.stringify(message)}\n\n`));
          remaining -= 1;
          if (remaining === 0) {
            open = false;
            controller.close();
          }
        });
      }
    },
    cancel() {
      // The client went away; the requests still finish (or time out) and their answers are dropped.
      open = false;
    },
  });
}
