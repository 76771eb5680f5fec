/**
 * The protocol versions of both eras, in one place. Legacy versions open with
 * an `initialize` handshake (2025-11-25 and earlier, the list the v1 SDK
 * speaks); modern versions carry their version and client capabilities in
 * every request's `_meta` (2026-07-28).
 */
export const LEGACY_PROTOCOL_VERSIONS: readonly string[] = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "2024-10-07"];
export const MODERN_PROTOCOL_VERSIONS: readonly string[] = ["2026-07-28"];

/** What `server/discover`, the server cards and `-32022` errors list: newest first. */
export const SUPPORTED_MCP_PROTOCOL_VERSIONS: readonly string[] = [...MODERN_PROTOCOL_VERSIONS, ...LEGACY_PROTOCOL_VERSIONS];
export const LATEST_MCP_PROTOCOL_VERSION = MODERN_PROTOCOL_VERSIONS[0]!;
export const LATEST_LEGACY_PROTOCOL_VERSION = LEGACY_PROTOCOL_VERSIONS[0]!;

export function isLegacyProtocolVersion(version: unknown): version is string {
  return typeof version === "string" && LEGACY_PROTOCOL_VERSIONS.includes(version);
}

export function isModernProtocolVersion(version: unknown): version is string {
  return typeof version === "string" && MODERN_PROTOCOL_VERSIONS.includes(version);
}

/** The `initialize` rule: a legacy version the server speaks is answered with itself, anything else with the latest legacy one. */
export function negotiateLegacyProtocolVersion(requested: unknown): string {
  return isLegacyProtocolVersion(requested) ? requested : LATEST_LEGACY_PROTOCOL_VERSION;
}

/** How a client connects in either era; the developers page, llms.txt and auth.md all print this one text. */
export const CONNECTING_IN_EITHER_ERA =
  `Both tool servers speak MCP ${LATEST_MCP_PROTOCOL_VERSION} and the 2025 revisions (${LEGACY_PROTOCOL_VERSIONS.slice(0, 4).join(", ")}) at the same URL. ` +
  `${LATEST_MCP_PROTOCOL_VERSION} clients skip \`initialize\`: each POST carries \`_meta\` with \`io.modelcontextprotocol/protocolVersion\` and \`io.modelcontextprotocol/clientCapabilities\`, ` +
  "and the headers `MCP-Protocol-Version`, `Mcp-Method` and, for `tools/call`, `Mcp-Name`; `server/discover` lists the versions and capabilities. " +
  "2025 clients open with `initialize` as before (2025-11-25 unless they ask for an older version) and get an `Mcp-Session-Id`, which stores nothing.";
