import { getToolServerRuntime } from "@/lib/mcp/tool-server-runtime";
import { LATEST_MCP_PROTOCOL_VERSION } from "@/lib/mcp/protocol-version";
import type { ToolServerDefinition } from "@/lib/mcp/tool-definition";
import { absolute, serverCardPath, TOOL_SERVERS } from "./discovery-urls";

interface ListedTools {
  tools: unknown[];
}

/**
 * The tool list exactly as `tools/list` answers it: the card asks the
 * server's own runtime, so the two cannot differ.
 */
export async function listedTools(server: ToolServerDefinition): Promise<unknown[]> {
  const response = await getToolServerRuntime(server).handle({ id: "server-card", method: "tools/list", params: undefined }, 10_000);
  if (!("result" in response)) throw new Error(`tools/list failed for ${server.path}`);
  return (response.result as unknown as ListedTools).tools;
}

/** An MCP server card (the server-card proposal): identity, transport, capabilities and tools. */
export async function renderServerCard(server: ToolServerDefinition): Promise<string> {
  const others = TOOL_SERVERS.filter((candidate) => candidate !== server);
  const card = {
    $schema: "https://static.modelcontextprotocol.io/schemas/mcp-server-card/v1.json",
    version: "1.0",
    protocolVersion: LATEST_MCP_PROTOCOL_VERSION,
    serverInfo: { name: server.name, title: server.title, version: server.version },
    description: server.description,
    instructions: server.instructions,
    transport: { type: "streamable-http", endpoint: absolute(server.path) },
    capabilities: { tools: { listChanged: false } },
    authentication: { required: false, schemes: [] },
    tools: await listedTools(server),
    relatedServers: others.map((other) => ({
      title: other.title,
      endpoint: absolute(other.path),
      card: absolute(serverCardPath(other)),
    })),
  };
  return JSON.stringify(card, null, 2);
}
