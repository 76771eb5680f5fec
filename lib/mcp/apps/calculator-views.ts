import type { McpUiResourceMeta, McpUiToolMeta } from "@modelcontextprotocol/ext-apps";
import { RESOURCE_MIME_TYPE, RESOURCE_URI_META_KEY } from "@modelcontextprotocol/ext-apps/server";
import { z } from "zod";
import { getConfig } from "@/lib/config/env";
import { fixedResources, type ResourceSource } from "../resource-definition";
import { VIEW_SCRIPT, VIEW_STYLE } from "./view-bundle.generated";

/**
 * MCP Apps (`io.modelcontextprotocol/ui`, 2026-01-26): each calculator tool names a `ui://` view,
 * an HTML page the host shows in a sandboxed frame. Every view is the same bundled script and
 * stylesheet (components/calculators/app-view) with the tool's name, its input and output JSON Schemas
 * (as `tools/list` gives them, less the descriptions) and the site's address in a JSON block; it
 * needs no network, so its CSP declares no domain.
 */
export const viewUri = (toolName: string) => `ui://service-land-tools/${toolName}`;

/**
 * The tool's static `_meta`: the view under `_meta.ui`, and under the flat `_meta["ui/resourceUri"]`
 * the 2026-01-26 specification deprecates, because AG-UI's MCP Apps middleware (which CopilotKit's
 * hosts use) still reads only the flat key (docs/mcp.md says when to drop it).
 */
export function viewToolMeta(toolName: string): Record<string, unknown> {
  const ui: McpUiToolMeta = { resourceUri: viewUri(toolName), visibility: ["model", "app"] };
  return { ui, [RESOURCE_URI_META_KEY]: ui.resourceUri };
}

const RESOURCE_UI: McpUiResourceMeta = { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: true };

/** JSON inside a <script> element: `<` escaped so no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A tool schema as JSON Schema, as `tools/list` gives it, without the descriptions the view has no use for. */
function viewSchema(schema: z.ZodType, io: "input" | "output"): unknown {
  const strip = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(strip)
      : value !== null && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value).flatMap(([key, inner]) =>
              key === "description" || key === "$schema"
                ? []
                : [
                    [
                      key,
                      key === "properties"
                        ? Object.fromEntries(Object.entries(inner as object).map(([name, s]) => [name, strip(s)]))
                        : strip(inner),
                    ],
                  ],
            ),
          )
        : value;
  return strip(z.toJSONSchema(schema, { target: "draft-7", io }));
}

/**
 * The input schema as the view checks it: the form has already read each amount into a number ("12 lakh" is
 * 1200000), so an amount's property is its number with its bounds (the schema's output side), not the
 * "number or string" a tool call may send; and a choice is one of its ids, not any name the tool would read.
 */
export function viewInputSchema(schema: z.ZodType): unknown {
  type Property = { type?: unknown; anyOf?: { enum?: unknown; type?: unknown }[] };
  const json = viewSchema(schema, "input") as { properties?: Record<string, Property> };
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    const amount = Array.isArray(property.type) && property.type.includes("number") && property.type.includes("string");
    const field = shape[name];
    if (amount && field) json.properties![name] = viewSchema(field, "output") as Property;
    // An id or a name the tool reads ("Maharashtra" for maharashtra): the form offers the ids, so the view checks those.
    const ids = property.anyOf?.find((branch) => Array.isArray(branch.enum));
    if (ids && property.anyOf?.some((branch) => branch.type === "string" && branch.enum === undefined)) json.properties![name] = ids;
  }
  return json;
}

type ViewTool = { name: string; title: string; inputSchema: z.ZodType; outputSchema: z.ZodType };

/** The view's HTML: self-contained (inline style and module script), nothing fetched. */
export function viewHtml(tool: ViewTool, siteUrl: string): string {
  const config = {
    toolName: tool.name,
    siteUrl,
    inputSchema: viewInputSchema(tool.inputSchema),
    outputSchema: viewSchema(tool.outputSchema, "output"),
  };
  return (
    `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(tool.title)}</title><style>${VIEW_STYLE}</style></head><body><div id="root"></div>` +
    `<script type="application/json" id="view-config">${scriptJson(config)}</script>` +
    `<script type="module">${VIEW_SCRIPT}</script></body></html>`
  );
}

/** One `ui://` resource per calculator tool; each page is built on its first read for the configured site address. */
export function calculatorViewResources(tools: ReadonlyArray<ViewTool>): ResourceSource {
  return fixedResources(
    tools.map((tool) => {
      let built: { siteUrl: string; text: string } | undefined;
      return {
        resource: {
          uri: viewUri(tool.name),
          name: `${tool.name}-view`,
          title: `${tool.title} (interactive view)`,
          description: `The ${tool.title.toLowerCase()} as an interactive view: the result with its breakdown, inputs to change and recompute, and a link to the page on the site.`,
          mimeType: RESOURCE_MIME_TYPE,
          _meta: { ui: RESOURCE_UI },
        },
        read: () => {
          const { siteUrl } = getConfig();
          if (built?.siteUrl !== siteUrl) built = { siteUrl, text: viewHtml(tool, siteUrl) };
          return [{ mimeType: RESOURCE_MIME_TYPE, text: built.text, _meta: { ui: RESOURCE_UI } }];
        },
      };
    }),
  );
}
