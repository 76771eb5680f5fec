import { docsServerWithSkills } from "@/lib/discovery";
import { mcpRoute } from "@/lib/mcp/mcp-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = mcpRoute(docsServerWithSkills);
