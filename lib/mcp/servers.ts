import { EXTENSION_ID as UI_EXTENSION_ID, RESOURCE_MIME_TYPE } from "@modelcontextprotocol/ext-apps/server";
import { calculatorViewResources } from "./apps/calculator-views";
import type { ToolServerDefinition } from "./tool-definition";
import { calculatorTools } from "./tools/calculator-tools";
import { docsResources } from "./tools/docs-resources";
import { docsTools } from "./tools/docs-tools";

/**
 * MCP Apps (`io.modelcontextprotocol/ui`), declared in `capabilities.extensions` (SEP-2133) by both
 * servers in both eras, so a strict host that uses an extension only when both sides declare it
 * shows the calculators' views. A client that declares nothing still gets complete text.
 */
const UI_EXTENSION = { [UI_EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } } as const;

export const calculatorServer: ToolServerDefinition = {
  path: "/mcp",
  // SPEC "Calculator tool server" fixes this name and version.
  name: "service-land-tools",
  version: "1.0.0",
  title: "Bhoomi Landworks land calculators",
  description:
    "Six land-acquisition calculators for India: area conversion across 17 units (regional bigha, biswa and katha), price per area, land ROI, guideline value vs market rate, full acquisition cost with state stamp duty, and software ROI.",
  instructions:
    "Pure calculators: no credential, no side effects, deterministic. Bigha, biswa and katha differ by region, so pass region when the user names a place; otherwise the default region is assumed and stated in the answer. " +
    "Stamp duty and registration defaults are per state; confirm current rates with the state authority before relying on them. " +
    "For definitions, state rules and sources, use the reference-content server at /mcp/docs (search_docs, get_doc, list_docs).",
  tools: calculatorTools,
  resources: calculatorViewResources(calculatorTools),
  extensions: UI_EXTENSION,
};

/**
 * The reference-content server's tools and documents. It is served with the site's Agent Skills
 * attached (`docsServerWithSkills` in lib/discovery, which writes them); its own name, so a host's
 * server list tells the two servers apart.
 */
export const docsServer: ToolServerDefinition = {
  path: "/mcp/docs",
  name: "service-land-docs",
  version: "1.0.0",
  title: "Bhoomi Landworks reference docs",
  description:
    "Search and read the site's reference content: a glossary of Indian land terms and area units, long-form guides, help articles for the calculators, API and tool servers, and the blog.",
  instructions:
    "Start with search_docs using the user's own words; it handles regional names, misspellings and synonyms (circle rate, guideline value, jantri and ready reckoner are one idea). " +
    "Quote the excerpt and cite the result's URL and updated date. Call get_doc with a result's id for the full Markdown (steps, tables, sources), or with its section.anchor as section for that part only, and list_docs to browse by kind. " +
    "Every document is also a resource (its page URL, read as Markdown), listed by resources/list and completed by id through the resource template. " +
    "If nothing relevant is found, say so rather than guessing about state law. For calculations use the calculator server at /mcp. " +
    "The site's agent skills (how to use these servers, the API and agent identity) are resources at skill://<name>/SKILL.md; skills/list lists them with their digests.",
  tools: docsTools,
  resources: docsResources,
  extensions: UI_EXTENSION,
};
