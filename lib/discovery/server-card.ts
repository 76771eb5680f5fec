import { LATEST_MCP_PROTOCOL_VERSION, SUPPORTED_MCP_PROTOCOL_VERSIONS } from "@/lib/mcp/protocol-version";
import { getToolServerRuntime } from "@/lib/mcp/tool-server-runtime";
import type { ToolServerDefinition } from "@/lib/mcp/tool-definition";
import { absolute, serverCardPath, TOOL_SERVERS } from "./discovery-urls";
import { serverCard } from "./server-listing";

/**
 * The SEP-2127 Server Card served at `<endpoint>/server-card`: name, version, summary, title,
 * site, icons and the endpoint with the protocol versions of both eras.
 */
export function renderServerCard(server: ToolServerDefinition): string {
  return JSON.stringify(serverCard(server), null, 2);
}

/**
 * The card at its earlier `.well-known` address, kept for clients that read it there: the same
 * SEP-2127 card plus what that card has always listed (SPEC "Discovery": transport, capabilities
 * and tools), read from the server's own runtime, so it cannot differ from what `server/discover`
 * and `tools/list` answer.
 */
export function renderWellKnownServerCard(server: ToolServerDefinition): string {
  const runtime = getToolServerRuntime(server);
  const others = TOOL_SERVERS.filter((candidate) => candidate !== server);
  const card = {
    ...serverCard(server),
    protocolVersion: LATEST_MCP_PROTOCOL_VERSION,
    supportedProtocolVersions: SUPPORTED_MCP_PROTOCOL_VERSIONS,
    serverInfo: runtime.serverInfo,
    instructions: server.instructions,
    transport: { type: "streamable-http", endpoint: absolute(server.path) },
    capabilities: runtime.capabilities,
    authentication: { required: false, schemes: [] },
    tools: runtime.toolsList.tools,
    relatedServers: others.map((other) => ({ title: other.title, endpoint: absolute(other.path), card: absolute(serverCardPath(other)) })),
  };
  return JSON.stringify(card, null, 2);
}
