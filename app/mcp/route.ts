import { mcpRoute } from "@/lib/mcp/mcp-route";
import { calculatorServer } from "@/lib/mcp/servers";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = mcpRoute(calculatorServer);
