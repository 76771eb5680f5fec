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
