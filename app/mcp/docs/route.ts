import { mcpRoute } from "@/lib/mcp/mcp-route";
import { docsServer } from "@/lib/mcp/servers";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = mcpRoute(docsServer);
