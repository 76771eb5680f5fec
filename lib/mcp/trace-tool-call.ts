import { trace } from "@opentelemetry/api";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

const tracer = trace.getTracer("land-acquisition-web");

/**
 * One OpenTelemetry span per tool call, named after the tool. Its attributes
 * are the tool and server names and whether the result is an error; never the
 * arguments, which are the caller's own text.
 */
export function traceToolCall(server: string, tool: string, call: () => Promise<CallToolResult>): Promise<CallToolResult> {
  return tracer.startActiveSpan(
    `tools/call ${tool}`,
    { attributes: { "mcp.method.name": "tools/call", "gen_ai.tool.name": tool, "mcp.server.path": server } },
    async (span) => {
      try {
        const result = await call();
        span.setAttribute("mcp.tool.is_error", result.isError === true);
        return result;
      } finally {
        span.end();
      }
    },
  );
}
