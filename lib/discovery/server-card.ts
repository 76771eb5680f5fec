import { LATEST_MCP_PROTOCOL_VERSION, SUPPORTED_MCP_PROTOCOL_VERSIONS } from "@/lib/mcp/protocol-version";
import { getToolServerRuntime } from "@/lib/mcp/tool-server-runtime";
import type { ToolServerDefinition } from "@/lib/mcp/tool-definition";
import { absolute, serverCardPath, TOOL_SERVERS } from "./discovery-urls";

/**
 * An MCP server card (the server-card proposal): identity, protocol versions
 * of both eras, transport, capabilities and tools, all read from the server's
 * own runtime, so the card and what `server/discover` and `tools/list` answer
 * cannot differ.
 */
export async function renderServerCard(server: ToolServerDefinition): Promise<string> {
  const others = TOOL_SERVERS.filter((candidate) => candidate !== server);
  const runtime = getToolServerRuntime(server);
  const card = {
    $schema: "https://static.modelcontextprotocol.io/schemas/mcp-server-card/v1.json",
    version: "1.0",
    protocolVersion: LATEST_MCP_PROTOCOL_VERSION,
    supportedProtocolVersions: SUPPORTED_MCP_PROTOCOL_VERSIONS,
    serverInfo: runtime.serverInfo,
    description: server.description,
    instructions: server.instructions,
    transport: { type: "streamable-http", endpoint: absolute(server.path) },
    capabilities: runtime.capabilities,
    authentication: { required: false, schemes: [] },
    tools: runtime.toolsList.tools,
    relatedServers: others.map((other) => ({
      title: other.title,
      endpoint: absolute(other.path),
      card: absolute(serverCardPath(other)),
    })),
  };
  return JSON.stringify(card, null, 2);
}
