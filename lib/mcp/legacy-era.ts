import { InitializeRequestSchema, PingRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { errorKind, log } from "@/lib/log/logger";
import { sessionIdFor } from "./http-negotiation";
import { accepted, jsonResponse, rejection, reply, type Exchange } from "./http-replies";
import { classifyMessage, errorResponse, isPlainObject, JsonRpcErrorCode, type JsonRpcCall, type JsonRpcResponse } from "./json-rpc";
import {
  isLegacyProtocolVersion,
  LATEST_LEGACY_PROTOCOL_VERSION,
  negotiateLegacyProtocolVersion,
  SUPPORTED_MCP_PROTOCOL_VERSIONS,
} from "./protocol-version";
import { paramsError, type ToolServerRuntime } from "./tool-server-runtime";

/**
 * The legacy era (2025-11-25 and earlier), as SPEC "Calculator tool server" fixes it: `initialize`
 * negotiates (2025-11-25 by default), batches are answered member by member, `Mcp-Session-Id` is
 * issued or echoed (nothing is stored), notifications get 202 and are dropped, an unknown
 * `MCP-Protocol-Version` gets 400, and `tools/list` and `tools/call` need no `initialize`. A server
 * with resources answers the resource methods and `completion/complete` too (an unknown URI is
 * -32002 "Resource not found" with `data: { uri }`), and one serving skills answers `skills/list` and
 * `skills/get`; results carry no caching hints but those two, whose extension requires them.
 */
export async function serveLegacy(exchange: Exchange): Promise<Response> {
  const { request, body, runtime, limits } = exchange;
  const sessionId = sessionIdFor(request);
  const versionHeader = request.headers.get("mcp-protocol-version")?.trim();
  if (versionHeader !== undefined && !isLegacyProtocolVersion(versionHeader)) {
    const message = `Bad Request: unsupported MCP-Protocol-Version "${versionHeader}"; supported versions: ${SUPPORTED_MCP_PROTOCOL_VERSIONS.join(", ")}`;
    return rejection(400, message, { "Mcp-Session-Id": sessionId }, JsonRpcErrorCode.InvalidRequest, {
      supported: SUPPORTED_MCP_PROTOCOL_VERSIONS,
    });
  }
  let protocolVersion = versionHeader ?? LATEST_LEGACY_PROTOCOL_VERSION;
  const headers = () => ({ "Mcp-Session-Id": sessionId, "Mcp-Protocol-Version": protocolVersion });

  const isBatch = Array.isArray(body);
  const messages: unknown[] = Array.isArray(body) ? body : [body];
  if (isBatch && messages.length === 0) {
    return rejection(400, "Invalid Request: empty batch", headers());
  }
  if (messages.length > limits.maxBatchSize) {
    return rejection(400, `Invalid Request: a batch may hold at most ${limits.maxBatchSize} messages`, headers());
  }

  const replies: Array<Promise<JsonRpcResponse>> = [];
  for (const message of messages) {
    const classified = classifyMessage(message);
    if (classified.kind === "ignored") continue;
    if (classified.kind === "invalid") {
      // A lone malformed message is a bad HTTP request; inside a batch it is one member's error.
      if (!isBatch && classified.response.error.code === JsonRpcErrorCode.InvalidRequest) {
        return jsonResponse(400, classified.response, headers());
      }
      replies.push(Promise.resolve(classified.response));
      continue;
    }
    const { call } = classified;
    if (call.method === "initialize" && isPlainObject(call.params)) {
      // Known before the answer, so the header can go out first.
      protocolVersion = negotiateLegacyProtocolVersion(call.params.protocolVersion);
    }
    replies.push(
      answerLegacyCall(runtime, call, limits.timeoutMs).catch((error: unknown) => {
        log.error("mcp request failed", { method: call.method, error: errorKind(error) });
        return errorResponse(call.id, JsonRpcErrorCode.InternalError, "Internal error");
      }),
    );
  }
  if (replies.length === 0) return accepted(headers()); // only notifications (or client responses)
  return reply(exchange.mode, isBatch, replies, headers());
}

/** The legacy methods; params that break the v1 SDK's schema of their method are -32602. */
async function answerLegacyCall(runtime: ToolServerRuntime, call: JsonRpcCall, timeoutMs: number): Promise<JsonRpcResponse> {
  const { id, method, params } = call;
  switch (method) {
    case "tools/call":
      return runtime.callTool(call, timeoutMs);
    case "tools/list":
      return runtime.listTools(call);
    case "ping":
      return paramsError(PingRequestSchema, call) ?? { jsonrpc: "2.0", id, result: {} };
    case "initialize": {
      const { capabilities, serverInfo, definition } = runtime;
      const protocolVersion = negotiateLegacyProtocolVersion(params?.protocolVersion);
      const result = { protocolVersion, capabilities, serverInfo, instructions: definition.instructions };
      return paramsError(InitializeRequestSchema, call) ?? { jsonrpc: "2.0", id, result };
    }
    default:
      return (
        runtime.answerSkillCall(call) ??
        runtime.answerResourceCall(call, JsonRpcErrorCode.ResourceNotFound) ??
        errorResponse(id, JsonRpcErrorCode.MethodNotFound, `Method not found: ${method}`)
      );
  }
}
