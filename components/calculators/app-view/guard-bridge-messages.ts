/** Larger bridge messages are ignored: a calculator's tool result is a few kilobytes. */
export const MAX_BRIDGE_MESSAGE_BYTES = 256 * 1024;

/** Why a message from the host is not one the view will read, or `undefined` when it is. */
export function bridgeMessageProblem(data: unknown): string | undefined {
  if (data === null || typeof data !== "object" || Array.isArray(data)) return "not a JSON-RPC message object";
  if ((data as { jsonrpc?: unknown }).jsonrpc !== "2.0") return 'no "jsonrpc": "2.0"';
  let size: number;
  try {
    size = JSON.stringify(data).length;
  } catch {
    return "not serialisable as JSON";
  }
  if (size > MAX_BRIDGE_MESSAGE_BYTES) return `${size} bytes, over the ${MAX_BRIDGE_MESSAGE_BYTES}-byte limit`;
  return undefined;
}

/**
 * Stops malformed and oversized `postMessage` traffic before the bridge's transport sees it, and logs each
 * one in the view's console; the view and the host carry on. Installed before the transport's own listener.
 */
export function guardBridgeMessages(target: Window): void {
  target.addEventListener(
    "message",
    (event: MessageEvent) => {
      const problem = bridgeMessageProblem(event.data);
      if (problem === undefined) return;
      event.stopImmediatePropagation();
      console.warn(`calculator view: ignored a bridge message (${problem})`);
    },
    { capture: true },
  );
}
