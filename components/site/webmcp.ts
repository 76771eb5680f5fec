/**
 * WebMCP declarative form attributes (`toolname`, `tooldescription`): a
 * browser with WebMCP offers the form to an in-page agent as a tool. Browsers
 * without it ignore unknown attributes. Calculator forms take the name of the
 * same calculator on the MCP server, so an agent meets one name everywhere.
 */
export function webMcpFormAttributes(toolName: string, description: string): Record<string, string> {
  return { toolname: toolName, tooldescription: description };
}
