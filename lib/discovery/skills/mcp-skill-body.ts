import type { ToolServerDefinition } from "@/lib/mcp/tool-definition";
import { absolute, serverCardPath, wellKnownServerCardPath } from "../site-urls";
import { moreAbout } from "./skill";

/** Instructions for one tool server, generated from its definition so the tool list cannot drift. */
export function mcpSkillBody(server: ToolServerDefinition, intro: string, example: { tool: string; arguments: object }): string {
  const endpoint = absolute(server.path);
  const call = JSON.stringify({
    jsonrpc: "2.0",
    id: 1,
    method: "tools/call",
    params: { name: example.tool, arguments: example.arguments },
  });
  return [
    `# ${server.title}`,
    "",
    intro,
    "",
    "## Connect",
    "",
    `- Endpoint: \`${endpoint}\` (MCP over Streamable HTTP, JSON-RPC 2.0 by POST; a GET is not a page).`,
    "- No credential. Send a descriptive `User-Agent` (generic ones get a lower rate limit).",
    `- Server Card (SEP-2127): ${absolute(serverCardPath(server))}; the same with every tool's input and output schema: ${absolute(wellKnownServerCardPath(server))}`,
    `- Client set-up (Claude Desktop, Cursor, MCP Inspector): ${absolute("/help/connecting-mcp-clients.md")}`,
    "",
    "## Tools",
    "",
    ...server.tools.map((tool) => `- \`${tool.name}\`: ${tool.description}`),
    "",
    "## Example",
    "",
    "```sh",
    `curl -s ${endpoint} -H 'Content-Type: application/json' -H 'Accept: application/json, text/event-stream' \\`,
    `  -H 'User-Agent: my-agent/1.0 (+https://example.com/contact)' \\`,
    `  -d '${call}'`,
    "```",
    "",
    "The answer's `result.structuredContent` matches the tool's output schema; `result.isError: true` means the input could not be used, with the reason in the text.",
    "",
    moreAbout(),
    "",
  ].join("\n");
}
