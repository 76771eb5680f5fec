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
