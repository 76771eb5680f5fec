import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from "@modelcontextprotocol/sdk/types.js";

/**
 * MCP protocol versions, taken from the SDK so the HTTP layer and the SDK's
 * `initialize` handler can never disagree: `2025-11-25` is the latest, and the
 * older ones the SDK still speaks are accepted.
 */
export const LATEST_MCP_PROTOCOL_VERSION: string = LATEST_PROTOCOL_VERSION;
export const SUPPORTED_MCP_PROTOCOL_VERSIONS: readonly string[] = SUPPORTED_PROTOCOL_VERSIONS;

export function isSupportedProtocolVersion(version: string): boolean {
  return SUPPORTED_PROTOCOL_VERSIONS.includes(version);
}

/**
 * The lifecycle rule the SDK's `Server` applies to `initialize`: a version the
 * server supports is answered with that version, anything else with the latest.
 */
export function negotiateProtocolVersion(requested: unknown): string {
  return typeof requested === "string" && isSupportedProtocolVersion(requested) ? requested : LATEST_PROTOCOL_VERSION;
}
