import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { JSONRPCMessage, JSONRPCRequest, RequestId } from "@modelcontextprotocol/sdk/types.js";
import { errorResponse, JsonRpcErrorCode, type JsonRpcResponse } from "./json-rpc";

interface Pending {
  callerId: RequestId;
  resolve: (response: JsonRpcResponse) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * The SDK `Transport` between one long-lived `McpServer` and many concurrent
 * HTTP requests. `dispatch` hands a request to the server under a fresh
 * internal id and resolves with the server's response under the caller's id.
 *
 * Why the remapping: the SDK's `Protocol` keys in-flight requests (abort
 * controllers, and the response it sends back) by JSON-RPC id, and every
 * client numbers its requests from 0 or 1, so two HTTP requests carrying
 * `"id": 1` at the same moment would otherwise collide and could receive each
 * other's results.
 */
export class InProcessTransport implements Transport {
  onmessage?: Transport["onmessage"];
  onclose?: () => void;
  onerror?: (error: Error) => void;

  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  async start(): Promise<void> {}

  async close(): Promise<void> {
    for (const [internalId, entry] of this.pending) {
      this.settle(internalId, entry, errorResponse(entry.callerId, JsonRpcErrorCode.InternalError, "Server closed"));
    }
    this.onclose?.();
  }

  /** Called by the SDK with each message it sends; only responses to `dispatch`ed requests are expected. */
  async send(message: JSONRPCMessage): Promise<void> {
    if (!("id" in message) || typeof message.id !== "number" || "method" in message) return;
    const entry = this.pending.get(message.id);
    if (!entry) return; // timed out earlier; the late answer is dropped
    const id = entry.callerId;
    if ("result" in message) this.settle(message.id, entry, { jsonrpc: "2.0", id, result: message.result });
    else if ("error" in message) this.settle(message.id, entry, { jsonrpc: "2.0", id, error: message.error });
  }

  /** Number of requests awaiting a response (for tests and diagnostics). */
  get inFlight(): number {
    return this.pending.size;
  }

  /**
   * Passes `request` to the server. Never rejects: a server that does not
   * answer within `timeoutMs` yields a -32603 error response, and the SDK is
   * told to cancel the request so it drops its own late answer.
   */
  dispatch(request: JSONRPCRequest, timeoutMs: number): Promise<JsonRpcResponse> {
    const onmessage = this.onmessage;
    if (!onmessage) {
      return Promise.resolve(errorResponse(request.id, JsonRpcErrorCode.InternalError, "Server not connected"));
    }
    this.nextId = this.nextId >= Number.MAX_SAFE_INTEGER ? 1 : this.nextId + 1;
    const internalId = this.nextId;
    return new Promise<JsonRpcResponse>((resolve) => {
      const entry: Pending = { callerId: request.id, resolve, timer: undefined };
      if (timeoutMs > 0 && Number.isFinite(timeoutMs)) {
        entry.timer = setTimeout(() => this.timeout(internalId), timeoutMs);
      }
      this.pending.set(internalId, entry);
      try {
        onmessage({ ...request, id: internalId });
      } catch {
        this.settle(internalId, entry, errorResponse(request.id, JsonRpcErrorCode.InternalError, "Internal error"));
      }
    });
  }

  private timeout(internalId: number): void {
    const entry = this.pending.get(internalId);
    if (!entry) return;
    this.settle(internalId, entry, errorResponse(entry.callerId, JsonRpcErrorCode.InternalError, "Request timed out"));
    // The SDK aborts the handler's signal and sends nothing for a cancelled request.
    this.onmessage?.({
      jsonrpc: "2.0",
      method: "notifications/cancelled",
      params: { requestId: internalId, reason: "timed out" },
    });
  }

  private settle(internalId: number, entry: Pending, response: JsonRpcResponse): void {
    this.pending.delete(internalId);
    if (entry.timer !== undefined) clearTimeout(entry.timer);
    entry.resolve(response);
  }
}
