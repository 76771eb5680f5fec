import {
  CallToolRequestSchema,
  type CallToolResult,
  type Implementation,
  ListToolsRequestSchema,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { getConfig } from "@/lib/config/env";
import { InputError } from "@/lib/errors/input-error";
import { errorKind, log } from "@/lib/log/logger";
import { errorResponse, JsonRpcErrorCode, type JsonRpcCall, type JsonRpcResponse } from "./json-rpc";
import type { ToolDefinition, ToolServerDefinition } from "./tool-definition";

type AnyTool = ToolDefinition<z.ZodObject, z.ZodObject>;

/** "params.name: expected string" style text for a zod error; `stripPrefix` drops a leading path segment. */
export function describeIssues(error: z.ZodError, stripPrefix?: string): string {
  return error.issues
    .map((issue) => {
      const path = issue.path[0] === stripPrefix && stripPrefix !== undefined ? issue.path.slice(1) : issue.path;
      const where = path.reduce<string>(
        (text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
        "",
      );
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join("; ");
}

/**
 * What one tool server does, whatever the protocol era: its identity, its
 * tool list and its tool calls. The era modules (`legacy-era.ts`,
 * `modern-era.ts`) wrap these answers in their own envelopes.
 *
 * One runtime per tool server and process, built on first use. It keeps no
 * per-client state: every request is answered from the request alone.
 */
export class ToolServerRuntime {
  /** Fixed for the life of the process, so `tools/list` is computed once and always in the same (registry) order. */
  readonly toolsList: { tools: Tool[] };
  readonly capabilities = { tools: { listChanged: false } } as const;
  private readonly tools: ReadonlyMap<string, AnyTool>;
  private running = 0;
  private identity: Implementation | undefined;

  constructor(readonly definition: ToolServerDefinition) {
    this.tools = new Map(definition.tools.map((tool) => [tool.name, tool]));
    this.toolsList = { tools: definition.tools.map(describeTool) };
  }

  /** Name, version and (SEP-973) the site's address and icon; rebuilt only if the configured site address changes. */
  get serverInfo(): Implementation {
    const { siteUrl } = getConfig();
    if (this.identity?.websiteUrl !== siteUrl) {
      const { name, version, title, description } = this.definition;
      const icons = [{ src: `${siteUrl}/icon.svg`, mimeType: "image/svg+xml", sizes: ["any"] }];
      this.identity = { name, version, title, description, websiteUrl: siteUrl, icons };
    }
    return this.identity;
  }

  /** Tool calls still running (for tests and diagnostics). */
  get inFlight(): number {
    return this.running;
  }

  /** Answers `tools/list` (-32602 for malformed params). */
  listTools(call: JsonRpcCall): JsonRpcResponse {
    const parsed = ListToolsRequestSchema.safeParse({ method: call.method, params: call.params });
    if (parsed.success) return { jsonrpc: "2.0", id: call.id, result: this.toolsList };
    return errorResponse(call.id, JsonRpcErrorCode.InvalidParams, `Invalid params: ${describeIssues(parsed.error, "params")}`);
  }

  /**
   * Answers `tools/call`; never rejects. Malformed params and an unknown tool
   * are -32602; arguments that break the tool's schema, a `InputError`,
   * output that breaks the output schema and any other failure are `isError`
   * results; a call that outlives `timeoutMs` is -32603 "Request timed out".
   */
  async callTool(call: JsonRpcCall, timeoutMs: number): Promise<JsonRpcResponse> {
    const { id } = call;
    const parsed = CallToolRequestSchema.safeParse({ method: call.method, params: call.params });
    if (!parsed.success) {
      return errorResponse(id, JsonRpcErrorCode.InvalidParams, `Invalid params: ${describeIssues(parsed.error, "params")}`);
    }
    const { name, arguments: args = {}, task } = parsed.data.params;
    const tool = this.tools.get(name);
    if (!tool) {
      return errorResponse(id, JsonRpcErrorCode.InvalidParams, `Unknown tool: ${name}`, { tools: [...this.tools.keys()] });
    }
    if (task !== undefined) {
      return errorResponse(id, JsonRpcErrorCode.InvalidParams, "Task-augmented tools/call is not supported by this server");
    }
    const input = await tool.inputSchema.safeParseAsync(args);
    if (!input.success) {
      return { jsonrpc: "2.0", id, result: toolError(`Invalid arguments for tool ${name}: ${describeIssues(input.error)}`) };
    }
    this.running += 1;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<JsonRpcResponse>((resolve) => {
      timer = setTimeout(() => resolve(errorResponse(id, JsonRpcErrorCode.InternalError, "Request timed out")), timeoutMs);
    });
    try {
      const finished = runTool(tool, input.data).then((result): JsonRpcResponse => ({ jsonrpc: "2.0", id, result }));
      return await Promise.race([finished, timedOut]);
    } finally {
      clearTimeout(timer);
      this.running -= 1;
    }
  }
}

/** A tool as `tools/list` describes it; JSON Schema draft-07 from the zod schemas, as the v1 SDK wrote it. */
function describeTool(tool: AnyTool): Tool {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: z.toJSONSchema(tool.inputSchema, { target: "draft-7", io: "input" }) as Tool["inputSchema"],
    outputSchema: z.toJSONSchema(tool.outputSchema, { target: "draft-7", io: "output" }) as Tool["outputSchema"],
    annotations: tool.annotations,
  };
}

/**
 * Runs one tool and never throws: a `InputError` becomes an `isError`
 * result naming the field, anything else one with a generic message (logged
 * by kind only, since an error message can echo user input).
 */
async function runTool(tool: AnyTool, args: Record<string, unknown>): Promise<CallToolResult> {
  try {
    const { text, structuredContent, links = [] } = await tool.run(args);
    const checked = tool.outputSchema.safeParse(structuredContent);
    if (!checked.success) {
      log.error("mcp tool output broke its schema", { tool: tool.name });
      return toolError(`Tool ${tool.name} produced output that breaks its output schema: ${describeIssues(checked.error)}`);
    }
    return {
      content: [{ type: "text", text }, ...links.map((link) => ({ type: "resource_link" as const, ...link }))],
      structuredContent: structuredContent as Record<string, unknown>,
    };
  } catch (error) {
    if (error instanceof InputError) return toolError(`Invalid value for "${error.field}": ${error.message}`);
    log.error("mcp tool failed", { tool: tool.name, error: errorKind(error) });
    return toolError(`Tool ${tool.name} failed unexpectedly. Retry later; if it persists, report it.`);
  }
}

function toolError(text: string): CallToolResult {
  return { content: [{ type: "text", text }], isError: true };
}

const runtimes = new WeakMap<ToolServerDefinition, ToolServerRuntime>();

/** The process-wide runtime of a tool server, built on first use. */
export function getToolServerRuntime(definition: ToolServerDefinition): ToolServerRuntime {
  let runtime = runtimes.get(definition);
  if (!runtime) {
    runtime = new ToolServerRuntime(definition);
    runtimes.set(definition, runtime);
  }
  return runtime;
}
