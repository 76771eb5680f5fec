import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  CallToolRequestSchema,
  InitializeRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  type JSONRPCRequest,
  type Result,
} from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import { errorKind, log } from "@/lib/log/logger";
import { buildMcpServer, toolError } from "./build-mcp-server";
import { InProcessTransport } from "./in-process-transport";
import { errorResponse, JsonRpcErrorCode, type JsonRpcCall, type JsonRpcResponse } from "./json-rpc";
import type { ToolDefinition, ToolServerDefinition } from "./tool-definition";

/**
 * The methods this server answers, each with the SDK schema its handler
 * parses the request with. Checking the same schema first turns a malformed
 * request into -32602 here; inside the SDK the parse failure would surface as
 * -32603 with a zod dump as the message.
 */
const REQUEST_SCHEMAS = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  "tools/list": ListToolsRequestSchema,
  "tools/call": CallToolRequestSchema,
} satisfies Record<string, z.ZodType>;

type KnownMethod = keyof typeof REQUEST_SCHEMAS;

function isKnownMethod(method: string): method is KnownMethod {
  return Object.hasOwn(REQUEST_SCHEMAS, method);
}

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
 * One tool server's process-wide state: a single `McpServer`, built on first
 * use and connected to an `InProcessTransport` for the life of the process.
 * It holds no per-client state that matters: the SDK `Server` records the
 * capabilities of the last client that sent `initialize`, but only consults
 * them before sending requests to a client (sampling, elicitation, roots),
 * which this server never does.
 */
export class ToolServerRuntime {
  readonly server: McpServer;
  private readonly transport = new InProcessTransport();
  private readonly connected: Promise<void>;
  private readonly tools: ReadonlyMap<string, ToolDefinition<z.ZodObject, z.ZodObject>>;
  /** The tool list never changes at run time, so the SDK's answer (JSON Schema conversion per tool) is computed once. */
  private toolsListResult: Result | undefined;

  constructor(readonly definition: ToolServerDefinition) {
    this.tools = new Map(definition.tools.map((tool) => [tool.name, tool]));
    this.server = buildMcpServer(definition);
    // Errors the SDK reports out of band (e.g. a response it could not send) are not fatal.
    this.server.server.onerror = (error) => log.warn("mcp server error", { error: errorKind(error) });
    this.connected = this.server.connect(this.transport);
  }

  get inFlight(): number {
    return this.transport.inFlight;
  }

  /** Answers one request; never rejects. */
  async handle(call: JsonRpcCall, timeoutMs: number): Promise<JsonRpcResponse> {
    const { id, method, params } = call;
    if (!isKnownMethod(method)) {
      return errorResponse(id, JsonRpcErrorCode.MethodNotFound, `Method not found: ${method}`);
    }
    const parsed = REQUEST_SCHEMAS[method].safeParse({ method, params });
    if (!parsed.success) {
      return errorResponse(id, JsonRpcErrorCode.InvalidParams, `Invalid params: ${describeIssues(parsed.error, "params")}`);
    }
    if (method === "tools/call") {
      const early = this.checkToolCall(id, params ?? {});
      if (early) return early;
    }
    if (method === "tools/list" && this.toolsListResult) {
      return { jsonrpc: "2.0", id, result: this.toolsListResult };
    }
    await this.connected;
    const request: JSONRPCRequest = params === undefined ? { jsonrpc: "2.0", id, method } : { jsonrpc: "2.0", id, method, params };
    const response = await this.transport.dispatch(request, timeoutMs);
    if (method === "tools/list" && "result" in response) this.toolsListResult = response.result;
    return response;
  }

  /**
   * `McpServer` answers an unknown tool with an `isError` result; JSON-RPC and
   * MCP call that -32602. Argument values are validated here too, so the
   * `isError` text reads "field: rule" rather than the SDK's
   * "MCP error -32602: Input validation error: ..." (the SDK validates again;
   * a small zod parse).
   */
  private checkToolCall(id: JsonRpcCall["id"], params: Record<string, unknown>): JsonRpcResponse | undefined {
    const name = params.name as string;
    const tool = this.tools.get(name);
    if (!tool) {
      return errorResponse(id, JsonRpcErrorCode.InvalidParams, `Unknown tool: ${name}`, {
        tools: [...this.tools.keys()],
      });
    }
    if (params.task !== undefined) {
      return errorResponse(id, JsonRpcErrorCode.InvalidParams, "Task-augmented tools/call is not supported by this server");
    }
    let checked: ReturnType<typeof tool.inputSchema.safeParse>;
    try {
      checked = tool.inputSchema.safeParse(params.arguments ?? {});
    } catch {
      return undefined; // a schema with async refinements: the SDK's own (async) validation decides
    }
    if (!checked.success) {
      return {
        jsonrpc: "2.0",
        id,
        result: toolError(`Invalid arguments for tool ${name}: ${describeIssues(checked.error)}`),
      };
    }
    return undefined;
  }
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
