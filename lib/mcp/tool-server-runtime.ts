import {
  CallToolRequestSchema,
  type CallToolResult,
  type Implementation,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type Resource,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { getConfig } from "@/lib/config/env";
import { InputError } from "@/lib/errors/input-error";
import { errorKind, log } from "@/lib/log/logger";
import { errorResponse, JsonRpcErrorCode, type JsonRpcCall, type JsonRpcResponse } from "./json-rpc";
import type { ResourceDefinition, ToolDefinition, ToolServerDefinition } from "./tool-definition";
import { traceToolCall } from "./trace-tool-call";

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

/** The request checked against the SDK schema of its method: its parsed form, or the -32602 naming each issue. */
function parseRequest<T extends z.ZodType>(
  schema: T,
  call: JsonRpcCall,
): { ok: true; request: z.infer<T> } | { ok: false; error: JsonRpcResponse } {
  const parsed = schema.safeParse({ method: call.method, params: call.params });
  if (parsed.success) return { ok: true, request: parsed.data };
  return {
    ok: false,
    error: errorResponse(call.id, JsonRpcErrorCode.InvalidParams, `Invalid params: ${describeIssues(parsed.error, "params")}`),
  };
}

/** -32602 naming each issue when a request's params break the SDK schema of its method; else `undefined`. */
export function paramsError(schema: z.ZodType, call: JsonRpcCall): JsonRpcResponse | undefined {
  const parsed = parseRequest(schema, call);
  return parsed.ok ? undefined : parsed.error;
}

/**
 * What one tool server does in either era (identity, tool list, tool calls);
 * the era modules wrap the answers in their envelopes. One per tool server and
 * process, built on first use; it keeps no per-client state.
 */
export class ToolServerRuntime {
  /** Fixed for the life of the process, so `tools/list` is computed once and always in the same (registry) order. */
  readonly toolsList: { tools: Tool[] };
  readonly capabilities: { tools: { listChanged: false }; resources?: { listChanged: false } };
  /** Fixed like the tool list; `undefined` when the server serves no resources. */
  readonly resourcesList: { resources: Resource[] } | undefined;
  private readonly tools: ReadonlyMap<string, AnyTool>;
  private readonly resources: ReadonlyMap<string, ResourceDefinition>;
  /** Each resource's contents, built on its first read for the configured site address. */
  private readonly resourceTexts = new Map<string, { siteUrl: string; text: string }>();
  private running = 0;
  private identity: Implementation | undefined;

  /** Name and version alone: the `serverInfo` of every 2026-07-28 result but `server/discover`'s. */
  readonly serverIdentity: { name: string; version: string };

  constructor(readonly definition: ToolServerDefinition) {
    this.serverIdentity = { name: definition.name, version: definition.version };
    this.tools = new Map(definition.tools.map((tool) => [tool.name, tool]));
    this.toolsList = { tools: definition.tools.map(describeTool) };
    this.resources = new Map((definition.resources ?? []).map((resource) => [resource.uri, resource]));
    this.resourcesList = definition.resources?.length ? { resources: definition.resources.map(describeResource) } : undefined;
    this.capabilities = this.resourcesList
      ? { tools: { listChanged: false }, resources: { listChanged: false } }
      : { tools: { listChanged: false } };
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

  listTools(call: JsonRpcCall): JsonRpcResponse {
    return paramsError(ListToolsRequestSchema, call) ?? { jsonrpc: "2.0", id: call.id, result: this.toolsList };
  }

  /** `resources/list`: every resource at once (a handful, so no cursor is ever returned). */
  listResources(call: JsonRpcCall): JsonRpcResponse {
    return (
      paramsError(ListResourcesRequestSchema, call) ?? { jsonrpc: "2.0", id: call.id, result: this.resourcesList ?? { resources: [] } }
    );
  }

  /** `resources/read`: the contents, or -32002 "Resource not found" with the URI in `data.uri`. */
  readResource(call: JsonRpcCall): JsonRpcResponse {
    const parsed = parseRequest(ReadResourceRequestSchema, call);
    if (!parsed.ok) return parsed.error;
    const { uri } = parsed.request.params;
    const resource = this.resources.get(uri);
    if (!resource) return errorResponse(call.id, JsonRpcErrorCode.ResourceNotFound, `Resource not found: ${uri}`, { uri });
    const { siteUrl } = getConfig();
    let cached = this.resourceTexts.get(uri);
    if (cached?.siteUrl !== siteUrl) {
      cached = { siteUrl, text: resource.read(siteUrl) };
      this.resourceTexts.set(uri, cached);
    }
    const contents = { uri, mimeType: resource.mimeType, text: cached.text, ...(resource._meta ? { _meta: resource._meta } : {}) };
    return { jsonrpc: "2.0", id: call.id, result: { contents: [contents] } };
  }

  /**
   * Answers `tools/call`; never rejects. Malformed params and an unknown tool
   * are -32602; arguments that break the tool's schema, a `InputError`,
   * output that breaks the output schema and any other failure are `isError`
   * results; a call that outlives `timeoutMs` is -32603 "Request timed out".
   */
  async callTool(call: JsonRpcCall, timeoutMs: number): Promise<JsonRpcResponse> {
    const { id } = call;
    // Parsed once: the SDK's request schema is the dearest step of a call with a 2026-07-28 `_meta`.
    const parsed = parseRequest(CallToolRequestSchema, call);
    if (!parsed.ok) return parsed.error;
    const { name, arguments: args = {}, task } = parsed.request.params;
    const tool = this.tools.get(name);
    if (!tool) return errorResponse(id, JsonRpcErrorCode.InvalidParams, `Unknown tool: ${name}`, { tools: [...this.tools.keys()] });
    if (task !== undefined)
      return errorResponse(id, JsonRpcErrorCode.InvalidParams, "Task-augmented tools/call is not supported by this server");
    const input = await tool.inputSchema.safeParseAsync(args);
    if (!input.success)
      return { jsonrpc: "2.0", id, result: toolError(`Invalid arguments for tool ${name}: ${describeIssues(input.error)}`) };
    this.running += 1;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<JsonRpcResponse>((resolve) => {
      timer = setTimeout(() => resolve(errorResponse(id, JsonRpcErrorCode.InternalError, "Request timed out")), timeoutMs);
    });
    try {
      const finished = traceToolCall(this.definition.path, name, () => runTool(tool, input.data)).then(
        (result): JsonRpcResponse => ({ jsonrpc: "2.0", id, result }),
      );
      return await Promise.race([finished, timedOut]);
    } finally {
      clearTimeout(timer);
      this.running -= 1;
    }
  }
}

/** A tool as `tools/list` describes it; JSON Schema draft-07 from the zod schemas, as the v1 SDK wrote it. */
function describeTool({ name, title, description, inputSchema, outputSchema, annotations, _meta }: AnyTool): Tool {
  const input = z.toJSONSchema(inputSchema, { target: "draft-7", io: "input" }) as Tool["inputSchema"];
  const output = z.toJSONSchema(outputSchema, { target: "draft-7", io: "output" }) as Tool["outputSchema"];
  return { name, title, description, inputSchema: input, outputSchema: output, annotations, ...(_meta ? { _meta } : {}) };
}

function describeResource({ uri, name, title, description, mimeType, _meta }: ResourceDefinition): Resource {
  return { uri, name, title, description, mimeType, ...(_meta ? { _meta } : {}) };
}

/** Never throws: an `InputError` is an `isError` result naming the field; anything else a generic one, logged by kind only. */
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
