import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { ResponseMode } from "./http-negotiation";
import { errorResponse, JsonRpcErrorCode, type JsonRpcResponse } from "./json-rpc";
import type { ToolServerRuntime } from "./tool-server-runtime";

/** One POST whose body has been read and parsed, handed to the era that serves it. */
export interface Exchange {
  request: Request;
  body: unknown;
  mode: ResponseMode;
  runtime: ToolServerRuntime;
  limits: { maxBatchSize: number; timeoutMs: number };
}

export const EXPOSE_HEADERS = ["Mcp-Session-Id", "Mcp-Protocol-Version"];
export const CORS_HEADERS = { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": EXPOSE_HEADERS.join(", ") } as const;

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, ...headers, "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}

/** A refusal as a JSON-RPC error object (with the request's id when it had a readable one), as JSON, never SSE. */
export function rejection(
  status: number,
  message: string,
  headers: Record<string, string> = {},
  code: number = JsonRpcErrorCode.InvalidRequest,
  data?: unknown,
  id: JsonRpcResponse["id"] | null = null,
): Response {
  return jsonResponse(status, errorResponse(id, code, message, data), headers);
}

/** 202 with no body: a POST that held only notifications. */
export function accepted(headers: Record<string, string> = {}): Response {
  return new Response(null, { status: 202, headers: { ...CORS_HEADERS, ...headers } });
}

// `X-Accel-Buffering: no`: reverse proxies (nginx) must pass events on as they are written.
const SSE_HEADERS = { "Content-Type": "text/event-stream", "Cache-Control": "no-cache, no-transform", "X-Accel-Buffering": "no" };
type Replies = Array<Promise<JSONRPCMessage>>;

/**
 * JSON (a batch's answers in request order, else the last answer) or an SSE stream of them. A
 * lone answer (every `tools/call`) is one event: it is written as one body once ready, which
 * spares a web stream per call; several are streamed as each is ready.
 */
export async function reply(mode: ResponseMode, isBatch: boolean, replies: Replies, headers: Record<string, string>): Promise<Response> {
  if (mode === "sse") {
    const sseHeaders = { ...CORS_HEADERS, ...headers, ...SSE_HEADERS };
    if (replies.length === 1) return new Response(sseEvent(await replies[0]!), { status: 200, headers: sseHeaders });
    return new Response(sseStream(replies), { status: 200, headers: sseHeaders });
  }
  return jsonResponse(200, isBatch ? await Promise.all(replies) : await replies.at(-1)!, headers);
}

const sseEvent = (message: JSONRPCMessage) => `event: message\ndata: ${JSON.stringify(message)}\n\n`;

const encoder = new TextEncoder();

/** One `event: message` per message as each is ready (clients match answers by id), then the stream ends. */
function sseStream(replies: Replies): ReadableStream<Uint8Array> {
  let open = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      let remaining = replies.length;
      for (const pending of replies) {
        void pending.then((message) => {
          if (!open) return;
          controller.enqueue(encoder.encode(sseEvent(message)));
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
