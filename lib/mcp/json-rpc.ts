import type { JSONRPCErrorResponse, JSONRPCResultResponse, RequestId } from "@modelcontextprotocol/sdk/types.js";

/**
 * The JSON-RPC 2.0 error codes the tool servers answer with (SPEC "Tool-server
 * errors"), the 2025 revisions' "Resource not found", and the two that MCP
 * 2026-07-28 adds for its per-request checks.
 */
export const JsonRpcErrorCode = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  /** `resources/read` of an unknown URI in the 2025 revisions; 2026-07-28 (SEP-2164) uses -32602 with `data: { uri }`. */
  ResourceNotFound: -32002,
  HeaderMismatch: -32020,
  UnsupportedProtocolVersion: -32022,
} as const;

export type JsonRpcResponse = JSONRPCResultResponse | JSONRPCErrorResponse;

/** A request that passed the envelope checks; `params` is a plain object or absent. */
export interface JsonRpcCall {
  id: RequestId;
  method: string;
  params: Record<string, unknown> | undefined;
}

/** One message of a POST body: a request to answer, one to ignore (a notification or a response), or invalid. */
export type ClassifiedMessage =
  | { kind: "call"; call: JsonRpcCall }
  | { kind: "ignored" }
  | { kind: "invalid"; response: JSONRPCErrorResponse };

export function errorResponse(id: RequestId | null, code: number, message: string, data?: unknown): JSONRPCErrorResponse {
  // JSON-RPC requires `"id": null` when the id could not be read; the SDK's type
  // models that as an absent id, so the null is written through a cast.
  return { jsonrpc: "2.0", id: id as RequestId, error: data === undefined ? { code, message } : { code, message, data } };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** MCP ids are strings or integers (never null); the SDK's `RequestIdSchema` says the same. */
function isRequestId(value: unknown): value is RequestId {
  return typeof value === "string" || (typeof value === "number" && Number.isSafeInteger(value));
}

/**
 * By hand rather than with the SDK's `JSONRPCMessageSchema`, which says only "valid or not":
 * JSON-RPC needs the reason per batch member (-32600 envelope, -32602 params) and the member's id
 * when readable. Unknown extra keys are accepted; only the known fields are passed on.
 */
export function classifyMessage(message: unknown): ClassifiedMessage {
  if (!isPlainObject(message)) return invalid(null, "Invalid Request: each message must be a JSON object");
  const hasId = "id" in message;
  const id = hasId && isRequestId(message.id) ? message.id : null;
  if (message.jsonrpc !== "2.0") return invalid(id, 'Invalid Request: "jsonrpc" must be the string "2.0"');
  if (hasId && !isRequestId(message.id)) return invalid(null, 'Invalid Request: "id" must be a string or an integer');
  if ("method" in message) {
    if (typeof message.method !== "string" || message.method === "")
      return invalid(id, 'Invalid Request: "method" must be a non-empty string');
    if (!hasId) return { kind: "ignored" };
    if (message.params !== undefined && !isPlainObject(message.params)) {
      return { kind: "invalid", response: errorResponse(id, JsonRpcErrorCode.InvalidParams, 'Invalid params: "params" must be an object') };
    }
    const params = message.params as Record<string, unknown> | undefined;
    return { kind: "call", call: { id: id as RequestId, method: message.method, params } };
  }
  // A client's reply to a server-initiated request; this server never sends one.
  if (hasId && ("result" in message || "error" in message)) return { kind: "ignored" };
  return invalid(id, 'Invalid Request: a message needs "method" (a request) or "result"/"error" (a response)');
}

function invalid(id: RequestId | null, message: string): ClassifiedMessage {
  return { kind: "invalid", response: errorResponse(id, JsonRpcErrorCode.InvalidRequest, message) };
}
