import type { ResourceLink, ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type { z } from "zod";
import type { ResourceSource } from "./resource-definition";
import type { SkillSource } from "./skill-source";

export type { ToolAnnotations };

/** Every tool here reads or computes: no side effects, the same answer every time, nothing outside this site. */
export const readOnlyAnnotations = (title: string): ToolAnnotations => ({
  title,
  readOnlyHint: true,
  idempotentHint: true,
  openWorldHint: false,
});

export interface ToolResult<O> {
  /** Matches the tool's output schema; sent as `structuredContent`. */
  structuredContent: O;
  /** Short human-readable summary, sent as the text content block; it states every figure of `structuredContent`. */
  text: string;
  /** Documents the result cites, sent as `resource_link` content blocks after the text. */
  links?: Array<Omit<ResourceLink, "type">>;
}

/**
 * One tool, defined once. The MCP servers register tools from these
 * definitions, and the server card and docs are generated from the same list,
 * so what `tools/list` answers and what is advertised cannot drift apart.
 */
export interface ToolDefinition<I extends z.ZodObject = z.ZodObject, O extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  description: string;
  inputSchema: I;
  outputSchema: O;
  annotations: ToolAnnotations;
  /** Static `_meta` sent with the tool in `tools/list` (e.g. the MCP Apps view it names); never computed per call. */
  _meta?: Record<string, unknown>;
  /** Pure and synchronous or async; throws `InputError` (lib/errors) for input it cannot compute with. */
  run(input: z.output<I>): ToolResult<z.input<O>> | Promise<ToolResult<z.input<O>>>;
}

export function defineTool<I extends z.ZodObject, O extends z.ZodObject>(definition: ToolDefinition<I, O>): ToolDefinition<I, O> {
  return definition;
}

/** A tool server: identity, its tools and, optionally, its resources. */
export interface ToolServerDefinition {
  /** Public path, e.g. `/mcp`. */
  path: string;
  name: string;
  version: string;
  title: string;
  description: string;
  instructions: string;
  tools: ReadonlyArray<ToolDefinition<z.ZodObject, z.ZodObject>>;
  /** Resources (documents, `ui://` views): served by `resources/*` and `completion/complete`, advertised as capabilities. */
  resources?: ResourceSource;
  /**
   * Extensions (SEP-2133) the server declares in `capabilities.extensions`, by identifier, with their
   * settings; the Skills extension is declared from `skills` instead.
   */
  extensions?: Readonly<Record<string, object>>;
  /** Agent Skills served over MCP (SEP-2640): `skills/list`, `skills/get` and `skill://` resources; declares the extension. */
  skills?: SkillSource;
}
