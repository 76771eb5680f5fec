import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import { errorKind, log } from "@/lib/log/logger";
import { InputError } from "@/lib/errors/input-error";
import type { ToolDefinition, ToolServerDefinition } from "./tool-definition";
import { traceToolCall } from "./trace-tool-call";

/**
 * Builds the SDK `McpServer` for a tool server: identity from the definition,
 * each tool registered with its zod input and output schemas, results carrying
 * `structuredContent` plus one text block.
 */
export function buildMcpServer(definition: ToolServerDefinition): McpServer {
  const server = new McpServer(
    { name: definition.name, version: definition.version, title: definition.title, description: definition.description },
    { instructions: definition.instructions },
  );
  for (const tool of definition.tools) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        outputSchema: tool.outputSchema,
        annotations: tool.annotations,
      },
      (args: Record<string, unknown>) => traceToolCall(definition.path, tool.name, () => runTool(tool, args)),
    );
  }
  // McpServer advertises `tools.listChanged: true`; this server is stateless
  // with a fixed tool list and has no stream to send that notification on.
  server.server.registerCapabilities({ tools: { listChanged: false } });
  return server;
}

/**
 * Runs one tool and never throws, so a failing tool cannot disturb the shared
 * server: a `InputError` becomes an `isError` result naming the field, and
 * anything else an `isError` result with a generic message (logged by kind
 * only, since an error message can echo user input).
 */
export async function runTool(tool: ToolDefinition<z.ZodObject, z.ZodObject>, args: Record<string, unknown>): Promise<CallToolResult> {
  try {
    const result = await tool.run(args);
    return {
      content: [{ type: "text", text: result.text }],
      structuredContent: result.structuredContent as Record<string, unknown>,
    };
  } catch (error) {
    if (error instanceof InputError) {
      return toolError(`Invalid value for "${error.field}": ${error.message}`);
    }
    log.error("mcp tool failed", { tool: tool.name, error: errorKind(error) });
    return toolError(`Tool ${tool.name} failed unexpectedly. Retry later; if it persists, report it.`);
  }
}

export function toolError(text: string): CallToolResult {
  return { content: [{ type: "text", text }], isError: true };
}
