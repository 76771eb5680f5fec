import {
  CallToolRequestSchema,
  type CallToolResult,
  CompleteRequestSchema,
  type Implementation,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
  type ServerCapabilities,
  type Tool,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { getConfig } from "@/lib/config/env";
import { InputError } from "@/lib/errors/input-error";
import { errorKind, log } from "@/lib/log/logger";
import { errorResponse, JsonRpcErrorCode, type JsonRpcCall, type JsonRpcResponse } from "./json-rpc";
import { type CacheHint, type ResourceSource, STATIC_CACHE_HINT } from "./resource-definition";
import { findSkill, SKILLS_EXTENSION_ID, type SkillSource, skillEntry, withSkillResources } from "./skill-source";
import type { ToolDefinition, ToolServerDefinition } from "./tool-definition";
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

/** Params of the Skills extension's methods (`_meta` and other keys pass). */
const SKILL_PARAMS = {
  "skills/list": z.looseObject({ cursor: z.string().optional() }),
  "skills/get": z.looseObject({ uri: z.string({ error: "uri: expected the URI of a skill's SKILL.md" }).min(1) }),
} as const;

/** The most completion values one `completion/complete` answer carries (the MCP limit). */
const MAX_COMPLETION_VALUES = 100;

/**
 * What one tool server does in either era (identity, tool list, tool calls,
 * resources, completion); the era modules wrap the answers in their envelopes
 * and decide the era's details (caching hints, the not-found code). One per
 * tool server and process, built on first use; it keeps no per-client state.
 */
export class ToolServerRuntime {
  /** Fixed for the life of the process, so `tools/list` is computed once and always in the same (registry) order. */
  readonly toolsList: { tools: Tool[] };
  /**
   * `tools`, plus `resources` and `completions` when the definition has resources (and completes template
   * arguments), and `extensions` (SEP-2133): the definition's, and the Skills extension when it serves skills.
   */
  readonly capabilities: ServerCapabilities;
  /** The server's resources, if it has any; the resource methods are -32601 without. */
  readonly resources: ResourceSource | undefined;
  /** Caching hints of the 2026-07-28 resource results. */
  readonly resourceCache: CacheHint;
  /** The skills it serves (SEP-2640), if any; `skills/*` are -32601 without. */
  readonly skills: SkillSource | undefined;
  private readonly tools: ReadonlyMap<string, AnyTool>;
  private running = 0;
  private identity: Implementation | undefined;

  /** Name and version alone: the `serverInfo` of every 2026-07-28 result but `server/discover`'s. */
  readonly serverIdentity: { name: string; version: string };

  constructor(readonly definition: ToolServerDefinition) {
    this.serverIdentity = { name: definition.name, version: definition.version };
    this.tools = new Map(definition.tools.map((tool) => [tool.name, tool]));
    this.toolsList = { tools: definition.tools.map(describeTool) };
    this.skills = definition.skills;
    this.resources = definition.skills ? withSkillResources(definition.skills, definition.resources) : definition.resources;
    this.resourceCache = this.resources?.cache ?? STATIC_CACHE_HINT;
    const extensions = { ...definition.extensions, ...(definition.skills ? { [SKILLS_EXTENSION_ID]: {} } : {}) };
    this.capabilities = {
      tools: { listChanged: false },
      ...(this.resources ? { resources: { subscribe: false, listChanged: false } } : {}),
      ...(this.resources?.complete ? { completions: {} } : {}),
      ...(Object.keys(extensions).length > 0 ? { extensions } : {}),
    };
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

  /**
   * Answers `resources/list`, `resources/templates/list`, `resources/read` and `completion/complete`
   * when the server has resources (an unknown resource under `notFoundCode`); `undefined` for any
   * other method, or every method on a server without resources, which the era answers itself.
   */
  answerResourceCall(call: JsonRpcCall, notFoundCode: number): JsonRpcResponse | Promise<JsonRpcResponse> | undefined {
    const { resources } = this;
    if (!resources) return undefined;
    switch (call.method) {
      case "resources/list":
        return this.listResources(call, resources);
      case "resources/templates/list":
        return this.listResourceTemplates(call, resources);
      case "resources/read":
        return this.readResource(call, resources, notFoundCode);
      case "completion/complete":
        return resources.complete ? this.complete(call, resources) : undefined;
      default:
        return undefined;
    }
  }

  /**
   * Answers `skills/list` and `skills/get` (SEP-2640) when the server serves skills, in either era, with
   * the extension's caching hints; `undefined` for any other method, or on a server without skills.
   * Every skill is on one page, so any cursor is unknown (-32602); so is a URI that names no skill.
   */
  answerSkillCall(call: JsonRpcCall): JsonRpcResponse | undefined {
    const { skills } = this;
    if (!skills || (call.method !== "skills/list" && call.method !== "skills/get")) return undefined;
    const parsed = SKILL_PARAMS[call.method].safeParse(call.params ?? {});
    if (!parsed.success) return errorResponse(call.id, JsonRpcErrorCode.InvalidParams, `Invalid params: ${describeIssues(parsed.error)}`);
    const { cursor, uri } = parsed.data as { cursor?: string; uri?: string };
    if (call.method === "skills/list") {
      if (cursor !== undefined)
        return errorResponse(call.id, JsonRpcErrorCode.InvalidParams, `Invalid params: unknown cursor "${cursor}"; list again without one`);
      return { jsonrpc: "2.0", id: call.id, result: { skills: skills.skills().map(skillEntry), ...skills.cache } };
    }
    const skill = findSkill(skills, uri!);
    if (!skill) return errorResponse(call.id, JsonRpcErrorCode.InvalidParams, `No skill is served at ${uri}; see skills/list`, { uri });
    return { jsonrpc: "2.0", id: call.id, result: { skill: skillEntry(skill), ...skills.cache } };
  }

  /** `resources/list`, one page; an unknown cursor is -32602. Call only when `resources` is set. */
  listResources(call: JsonRpcCall, resources: ResourceSource): JsonRpcResponse {
    const parsed = parseRequest(ListResourcesRequestSchema, call);
    if (!parsed.ok) return parsed.error;
    const cursor = parsed.request.params?.cursor;
    const page = resources.list(cursor);
    if (!page)
      return errorResponse(call.id, JsonRpcErrorCode.InvalidParams, `Invalid params: unknown cursor "${cursor}"; list again without one`);
    return { jsonrpc: "2.0", id: call.id, result: { ...page } };
  }

  /** `resources/templates/list`: every template in one page. */
  listResourceTemplates(call: JsonRpcCall, resources: ResourceSource): JsonRpcResponse {
    return (
      paramsError(ListResourceTemplatesRequestSchema, call) ?? {
        jsonrpc: "2.0",
        id: call.id,
        result: { resourceTemplates: [...(resources.templates ?? [])] },
      }
    );
  }

  /**
   * `resources/read`; an unknown URI is "Resource not found" with `data: { uri }` under the
   * era's code (`notFoundCode`); a failing read is -32603, logged by kind.
   */
  async readResource(call: JsonRpcCall, resources: ResourceSource, notFoundCode: number): Promise<JsonRpcResponse> {
    const parsed = parseRequest(ReadResourceRequestSchema, call);
    if (!parsed.ok) return parsed.error;
    const { uri } = parsed.request.params;
    try {
      const contents = await resources.read(uri);
      if (!contents || contents.length === 0) return errorResponse(call.id, notFoundCode, "Resource not found", { uri });
      return { jsonrpc: "2.0", id: call.id, result: { contents } };
    } catch (error) {
      log.error("mcp resource read failed", { server: this.definition.path, error: errorKind(error) });
      return errorResponse(call.id, JsonRpcErrorCode.InternalError, "Internal error");
    }
  }

  /** `completion/complete` of a resource template's argument (prompts: none here, so -32602). */
  complete(call: JsonRpcCall, resources: ResourceSource): JsonRpcResponse {
    const parsed = parseRequest(CompleteRequestSchema, call);
    if (!parsed.ok) return parsed.error;
    const { ref, argument, context } = parsed.request.params;
    const invalid = (message: string) => errorResponse(call.id, JsonRpcErrorCode.InvalidParams, `Invalid params: ${message}`);
    if (ref.type !== "ref/resource") return invalid(`this server has no prompts; complete a resource template ("ref/resource")`);
    const values = resources.complete?.(ref.uri, argument, context?.arguments ?? {});
    if (!values) return invalid(`no resource template "${ref.uri}"; see resources/templates/list`);
    const shown = values.slice(0, MAX_COMPLETION_VALUES);
    const completion = { values: shown, total: values.length, hasMore: values.length > shown.length };
    return { jsonrpc: "2.0", id: call.id, result: { completion } };
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
