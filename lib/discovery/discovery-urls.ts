import type { ToolServerDefinition } from "@/lib/mcp/tool-definition";
import { calculatorServer } from "@/lib/mcp/servers";
import { docsServerWithSkills } from "./skills";

export { absolute, DISCOVERY_PATHS, serverCardPath, wellKnownServerCardPath } from "./site-urls";

/** The two tool servers as served: the reference-content server with the site's skills (SEP-2640). */
export const TOOL_SERVERS: readonly ToolServerDefinition[] = [calculatorServer, docsServerWithSkills];
