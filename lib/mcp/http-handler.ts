/**
 * Streamable HTTP endpoint shared by both tool servers (`/mcp`, `/mcp/docs`).
 *
 * Usage in a route file (`app/mcp/route.ts`):
 *
 *   export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = createMcpRouteHandlers(calculatorServer, {
 *     allowedOrigins: () => getConfig().mcpAllowedOrigins,
 *     // beforeRequest: fair-use rate limiting, when it exists
 *   });
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
 * - This module does the HTTP and JSON-RPC envelope work (methods, CORS,
 *   Origin, version header, Content-Type, body size, JSON parse, batches,
 *   JSON or SSE framing); the SDK answers `initialize`, `ping`, `tools/list`
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
import { errorKind, log } from "@/lib/log/logger";
import { createOriginCheck, isJsonContentType, responseModeFor, sessionIdFor, type ResponseMode } from "./http-negotiation";
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
  allowedOrigins?: readonly string[] | (() => readonly string[] | undefined) | undefined;
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
}

export type McpHttpHandler = (request: Request) => Promise<Response>;

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
export const DEFAULT_MAX_BATCH_SIZE = 100;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

const ALLOW = "POST, OPTIONS";
const ALLOW_HEADERS = "Content-Type, Accept, Authorization, Mcp-Session-Id, MCP-Protocol-Version, Last-Event-ID";
const EXPOSE_HEADERS = "Mcp-Session-Id, Mcp-Protocol-Version";
const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": EXPOSE_HEADERS,
} as const;

/** The Streamable HTTP handler of one tool server, as a Web-standard `Request => Response` function. */
export function createMcpHttpHandler(definition: ToolServerDefinition, options: McpHttpHandlerOptions = {}): McpHttpHandler {
  let originCheck: ((request: Request) => boolean) | undefined;
  const originAllowed = (request: Request): boolean => {
    const { allowedOrigins } = options;
    originCheck ??= createOriginCheck(typeof allowedOrigins === "function" ? allowedOrigins() : allowedOrigins);
    return originCheck(request);
  };
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const maxBatchSize = options.maxBatchSize ?? DEFAULT_MAX_BATCH_SIZE;
  const timeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const beforeRequest = options.beforeRequest;

  async function handle(request: Request): Promise<Response> {
    if (!originAllowed(request)) {
      return rejection(403, "Forbidden: this origin is not allowed to call the tool server");
    }
    if (request.method === "OPTIONS") return preflight();
    if (beforeRequest) {
      const early = await runHook(beforeRequest, request);
      if (early) return withCors(early);
    }
    if (request.method !== "POST") {
      return rejection(
        405,
        "Method Not Allowed: send JSON-RPC requests with POST; this server is stateless and sends no server-initiated messages",
        { Allow: ALLOW },
      );
    }

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
