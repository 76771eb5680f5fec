import { accepted, jsonResponse, rejection, reply, type Exchange } from "./http-replies";
import { classifyMessage, errorResponse, isPlainObject, JsonRpcErrorCode, type JsonRpcCall, type JsonRpcResponse } from "./json-rpc";
import { isLegacyProtocolVersion, isModernProtocolVersion, SUPPORTED_MCP_PROTOCOL_VERSIONS } from "./protocol-version";
import { type CacheHint, STATIC_CACHE_HINT } from "./resource-definition";
import type { ToolServerRuntime } from "./tool-server-runtime";

/**
 * The modern era (MCP 2026-07-28): stateless, no handshake. Its rules, in the order checked:
 * 1. one message per POST (a batch is 400 -32600); a notification gets 202;
 * 2. `_meta` carries a string `…/protocolVersion` and an object `…/clientCapabilities`, else 400 -32602;
 * 3. `MCP-Protocol-Version`, `Mcp-Method` and (for `tools/call` and `resources/read`) `Mcp-Name` match the body, else 400 -32020;
 * 4. the version is one this server speaks, else 400 -32022 with `data.supported` and `data.requested`;
 * 5. `server/discover`, `tools/list`, `tools/call`, `subscriptions/listen` and, on a server with
 *    resources, `resources/list`, `resources/templates/list`, `resources/read` (an unknown URI is
 *    -32602 with `data: { uri }`, SEP-2164) and `completion/complete`, and on a server serving skills
 *    `skills/list` and `skills/get` (SEP-2640), are answered; any other method,
 *    including those the revision removed (`initialize`, `ping`, …), is 404 -32601.
 * Errors carry the request's id. Results carry `resultType` and `_meta[…/serverInfo]`, cacheable ones
 * (discover, the lists, read) `ttlMs` and `cacheScope`. No `Mcp-Session-Id` is read, minted or echoed.
 */
export async function serveModern(exchange: Exchange): Promise<Response> {
  const { request, body, runtime } = exchange;
  if (Array.isArray(body)) {
    return rejection(400, "Invalid Request: MCP 2026-07-28 takes one JSON-RPC message per POST, not a batch");
  }
  const classified = classifyMessage(body);
  if (classified.kind === "ignored") return accepted();
  if (classified.kind === "invalid") return jsonResponse(400, classified.response);
  const { call } = classified;
  const problem = checkEnvelope(call, request.headers);
  if (problem) return rejection(400, problem.message, {}, problem.code, problem.data, call.id);

  const replies = answerModernCall(runtime, call, exchange.limits.timeoutMs).map(async (answer) =>
    decorate(call.method === "server/discover" ? runtime.serverInfo : runtime.serverIdentity, await answer),
  );
  const last = await replies.at(-1)!;
  if ("error" in last) return jsonResponse(last.error.code === JsonRpcErrorCode.MethodNotFound ? 404 : 200, last);
  return reply(exchange.mode, false, replies, {});
}

/** Whether a POST body belongs to the modern era: it carries a non-legacy `_meta` version, or the headers speak 2026-07-28. */
export function isModernRequest(body: unknown, headers: Headers): boolean {
  const messages = Array.isArray(body) ? body : [body];
  for (const message of messages) {
    const version = metaOf(message)?.[PROTOCOL_VERSION];
    if (version !== undefined) return !isLegacyProtocolVersion(version);
  }
  // Not `Mcp-Method` alone: some 2025 clients send it on `initialize`.
  return isModernProtocolVersion(headers.get("mcp-protocol-version")?.trim());
}

const PROTOCOL_VERSION = "io.modelcontextprotocol/protocolVersion";
const CLIENT_CAPABILITIES = "io.modelcontextprotocol/clientCapabilities";
const CLIENT_INFO = "io.modelcontextprotocol/clientInfo";
const SERVER_INFO = "io.modelcontextprotocol/serverInfo";
const SUBSCRIPTION_ID = "io.modelcontextprotocol/subscriptionId";

/** Methods 2026-07-28 removed; named in their -32601 so a misdirected legacy client learns why. */
const REMOVED_METHODS = new Set(["initialize", "ping", "logging/setLevel", "resources/subscribe", "resources/unsubscribe"]);

/** The results 2026-07-28 "Caching" names as cacheable, besides `server/discover` and `tools/list` (always hinted here). */
const CACHEABLE_RESOURCE_METHODS = new Set(["resources/list", "resources/templates/list", "resources/read"]);

function metaOf(message: unknown): Record<string, unknown> | undefined {
  if (!isPlainObject(message) || !isPlainObject(message.params)) return undefined;
  return isPlainObject(message.params._meta) ? message.params._meta : undefined;
}

function checkEnvelope(call: JsonRpcCall, headers: Headers): { code: number; message: string; data?: unknown } | undefined {
  const meta = call.params?._meta;
  const invalid = (message: string) => ({ code: JsonRpcErrorCode.InvalidParams, message: `Invalid params: ${message}` });
  if (!isPlainObject(meta)) return invalid(`"_meta" must be an object carrying "${PROTOCOL_VERSION}" and "${CLIENT_CAPABILITIES}"`);
  const version = meta[PROTOCOL_VERSION];
  if (typeof version !== "string" || version === "") return invalid(`"_meta.${PROTOCOL_VERSION}" must be a non-empty string`);
  if (!isPlainObject(meta[CLIENT_CAPABILITIES])) return invalid(`"_meta.${CLIENT_CAPABILITIES}" must be an object`);
  const info = meta[CLIENT_INFO];
  if (info !== undefined && !(isPlainObject(info) && typeof info.name === "string" && typeof info.version === "string")) {
    return invalid(`"_meta.${CLIENT_INFO}" must be an object with string "name" and "version"`);
  }

  const mismatch = (header: string, sent: string | null, expected: string) => ({
    code: JsonRpcErrorCode.HeaderMismatch,
    message: `Header mismatch: ${header} header ${sent === null ? "is missing" : `value "${sent}"`}; the body says "${expected}"`,
  });
  const sentVersion = headers.get("mcp-protocol-version");
  if (sentVersion?.trim() !== version) return mismatch("MCP-Protocol-Version", sentVersion, version);
  const sentMethod = headers.get("mcp-method");
  if (sentMethod?.trim() !== call.method) return mismatch("Mcp-Method", sentMethod, call.method);
  // `Mcp-Name` mirrors the tool's name on `tools/call` and the URI on `resources/read`.
  const name = call.method === "tools/call" ? call.params?.name : call.method === "resources/read" ? call.params?.uri : undefined;
  if (typeof name === "string") {
    const sentName = headers.get("mcp-name");
    if (decodeHeaderValue(sentName) !== name) return mismatch("Mcp-Name", sentName, name);
  }

  if (!isModernProtocolVersion(version)) {
    return {
      code: JsonRpcErrorCode.UnsupportedProtocolVersion,
      message: `Unsupported protocol version "${version}"; supported versions: ${SUPPORTED_MCP_PROTOCOL_VERSIONS.join(", ")}`,
      data: { supported: SUPPORTED_MCP_PROTOCOL_VERSIONS, requested: version },
    };
  }
  return undefined;
}

/** A header value as sent, or its `=?base64?…?=` sentinel form decoded (2026-07-28 "Value Encoding"). */
function decodeHeaderValue(value: string | null): string | undefined {
  if (value === null) return undefined;
  const encoded = /^=\?base64\?([A-Za-z0-9+/]*={0,2})\?=$/.exec(value);
  return encoded ? Buffer.from(encoded[1]!, "base64").toString("utf8") : value;
}

/** The answers to one modern request: one response, after an acknowledgement for `subscriptions/listen`. */
function answerModernCall(
  runtime: ToolServerRuntime,
  call: JsonRpcCall,
  timeoutMs: number,
): Array<JsonRpcResponse | Promise<JsonRpcResponse>> {
  const { id, method } = call;
  const result = (value: Record<string, unknown>): JsonRpcResponse => ({ jsonrpc: "2.0", id, result: value });
  switch (method) {
    case "server/discover": {
      const { capabilities, definition } = runtime;
      return [
        result({
          supportedVersions: SUPPORTED_MCP_PROTOCOL_VERSIONS,
          capabilities,
          instructions: definition.instructions,
          ...STATIC_CACHE_HINT,
        }),
      ];
    }
    case "tools/list":
      // The tool list is the same for every caller and changes only with a deployment: cacheable by anyone for an hour.
      return [withCacheHint(runtime.listTools(call), STATIC_CACHE_HINT)];
    case "tools/call":
      return [runtime.callTool(call, timeoutMs)];
    case "subscriptions/listen": {
      // Nothing here ever changes: acknowledged with an empty filter (no type honoured), then ended gracefully at once.
      const subscription = { [SUBSCRIPTION_ID]: id };
      const ack = {
        jsonrpc: "2.0",
        method: "notifications/subscriptions/acknowledged",
        params: { _meta: subscription, notifications: {} },
      };
      return [ack as unknown as JsonRpcResponse, result({ _meta: subscription })];
    }
    default: {
      const skills = runtime.answerSkillCall(call);
      if (skills) return [skills];
      const answer = runtime.answerResourceCall(call, JsonRpcErrorCode.InvalidParams);
      if (answer) {
        if (!CACHEABLE_RESOURCE_METHODS.has(method)) return [answer];
        return [Promise.resolve(answer).then((settled) => withCacheHint(settled, runtime.resourceCache))];
      }
      const why = REMOVED_METHODS.has(method) ? " (removed in MCP 2026-07-28; 2025-era clients reach it by sending no 2026 _meta)" : "";
      return [errorResponse(id, JsonRpcErrorCode.MethodNotFound, `Method not found: ${method}${why}`)];
    }
  }
}

/** A result with the caching hints (top-level `ttlMs` and `cacheScope`); an error as it is. */
function withCacheHint(answer: JsonRpcResponse, hint: CacheHint): JsonRpcResponse {
  return "result" in answer ? { ...answer, result: { ...answer.result, ...hint } } : answer;
}

/**
 * Adds the fields every 2026-07-28 result carries. `server/discover` names the server in full
 * (title, description, site, icon); every other result carries the schema's required name and
 * version only, which is all a client logs, so a tool call does not resend the server's card.
 */
function decorate(serverInfo: object, message: JsonRpcResponse): JsonRpcResponse {
  if (!("result" in message)) return message;
  const meta = isPlainObject(message.result._meta) ? message.result._meta : {};
  return { ...message, result: { ...message.result, resultType: "complete", _meta: { ...meta, [SERVER_INFO]: serverInfo } } };
}
