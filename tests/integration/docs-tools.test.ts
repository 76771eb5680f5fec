import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { AjvJsonSchemaValidator } from "@modelcontextprotocol/sdk/validation/ajv";
import { z } from "zod";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findDocByPath, getAllDocs, getDocHtml } from "@/lib/content";
import { createMcpHttpHandler } from "@/lib/mcp/http-handler";
import { calculatorServer, docsServer } from "@/lib/mcp/servers";
import { InputError } from "@/lib/errors/input-error";
import type { ToolDefinition } from "@/lib/mcp/tool-definition";
import { docsTools } from "@/lib/mcp/tools/docs-tools";
import { mountHandler, type MountedHandler } from "../helpers/mcp-http";
import { SPEC_DOCS_TOOLS } from "../helpers/spec-tools";
import { QUESTION_QUERIES } from "../search-quality/question-queries";

const tools: ReadonlyArray<ToolDefinition> = docsTools;
const tool = (name: string) => {
  const found = tools.find((t) => t.name === name);
  if (!found) throw new Error(`no tool ${name}`);
  return found;
};

/** What an MCP client checks: the output schema as published (draft-7 JSON Schema), with AJV; unknown keys fail too. */
const ajv = new AjvJsonSchemaValidator();
const validators = new Map(
  tools.map((t) => [t.name, ajv.getValidator(z.toJSONSchema(t.outputSchema, { target: "draft-7", io: "output" }) as never)]),
);
function expectValidOutput(name: string, structuredContent: unknown) {
  expect(tool(name).outputSchema.safeParse(structuredContent).error).toBeUndefined();
  expect(validators.get(name)?.(structuredContent).errorMessage).toBeUndefined();
}

/** Parse like the server does, then run. */
async function call(name: string, args: Record<string, unknown>) {
  const t = tool(name);
  return t.run(t.inputSchema.parse(args));
}

/** Every property in a JSON Schema, at any depth, must carry a description. */
function undescribed(schema: unknown, at = "$"): string[] {
  if (!schema || typeof schema !== "object") return [];
  const node = schema as { properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[] };
  const missing: string[] = [];
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    if (!(value as { description?: string }).description) missing.push(`${at}.${key}`);
    missing.push(...undescribed(value, `${at}.${key}`));
  }
  if (node.items) missing.push(...undescribed(node.items, `${at}[]`));
  for (const option of node.anyOf ?? []) missing.push(...undescribed(option, at));
  return missing;
}

describe("docs tools, run directly", () => {
  it("are search_docs, get_doc, list_docs: read-only, idempotent, closed-world, every field described", () => {
    expect(tools.map((t) => t.name)).toEqual(SPEC_DOCS_TOOLS);
    for (const t of tools) {
      expect(t.annotations).toMatchObject({ readOnlyHint: true, idempotentHint: true, openWorldHint: false });
      expect(undescribed(z.toJSONSchema(t.inputSchema, { io: "input" })), `${t.name} input`).toEqual([]);
      expect(undescribed(z.toJSONSchema(t.outputSchema, { io: "output" })), `${t.name} output`).toEqual([]);
    }
  });

  it("search_docs answers ranked results with absolute URLs and excerpts", async () => {
    const result = await call("search_docs", { query: "how many sq ft in a bigha in west bengal" });
    expectValidOutput("search_docs", result.structuredContent);
    const out = result.structuredContent as z.output<(typeof docsTools)[0]["outputSchema"]>;
    expect(out.query).toBe("how many sq ft in a bigha in west bengal");
    expect(out.results).toHaveLength(5);
    // The URL opens the page at the section the excerpt quotes.
    expect(out.results[0]).toMatchObject({
      id: "bigha",
      kind: "glossary",
      title: "Bigha",
      url: "http://localhost:3000/glossary/bigha#regional-values",
      section: { heading: "Regional values", anchor: "regional-values" },
    });
    expect(out.results[0]?.excerpt).toMatch(/West Bengal/);
    expect(out.total).toBeGreaterThanOrEqual(5);
    expect(result.text).toContain("1. Bigha › Regional values [bigha] http://localhost:3000/glossary/bigha#regional-values");
  });

  it("search_docs links to the page itself when the answer is the opening, and get_doc takes that URL back", async () => {
    const result = await call("search_docs", { query: "what is mutation", limit: 1 });
    expectValidOutput("search_docs", result.structuredContent);
    const [first] = (result.structuredContent as z.output<(typeof docsTools)[0]["outputSchema"]>).results;
    expect(first).toMatchObject({ id: "mutation", url: "http://localhost:3000/glossary/mutation" });
    expect(first?.section).toBeUndefined();
    expect(first?.excerpt).toMatch(/^Mutation is the process of changing the name of the owner/);

    const deep = await call("search_docs", { query: "dakhil kharij after registration in UP", limit: 3 });
    for (const hit of (deep.structuredContent as z.output<(typeof docsTools)[0]["outputSchema"]>).results) {
      const whole = await call("get_doc", { id: hit.url });
      expect(whole.structuredContent).toMatchObject({ id: hit.id });
      expect((whole.structuredContent as { markdown: string }).markdown.length).toBeGreaterThan(hit.excerpt.length * 3);
    }
  });

  it("search_docs deep links resolve: the path is the document's page and the fragment is a heading id that page renders", async () => {
    let deepLinks = 0;
    for (const { query } of QUESTION_QUERIES) {
      const result = await call("search_docs", { query, limit: 5 });
      for (const hit of (result.structuredContent as z.output<(typeof docsTools)[0]["outputSchema"]>).results) {
        const url = new URL(hit.url);
        const doc = findDocByPath(url.pathname);
        expect(doc?.id, hit.url).toBe(hit.id);
        if (!hit.section) {
          expect(url.hash).toBe("");
          continue;
        }
        deepLinks += 1;
        expect(url.hash).toBe(`#${hit.section.anchor}`);
        const heading = doc!.headings.find((h) => h.id === hit.section!.anchor);
        expect(heading?.text, hit.url).toBe(hit.section.heading);
        expect(getDocHtml(doc!)).toMatch(new RegExp(`<h${heading!.depth} id="${hit.section.anchor}">`));
      }
    }
    expect(deepLinks).toBeGreaterThan(QUESTION_QUERIES.length);
  });

  it("search_docs filters by kind and limits", async () => {
    const result = await call("search_docs", { query: "stamp duty", kind: "guide", limit: 2 });
    expectValidOutput("search_docs", result.structuredContent);
    const out = result.structuredContent as { results: Array<{ kind: string; url: string }> };
    expect(out.results).toHaveLength(2);
    for (const r of out.results) {
      expect(r.kind).toBe("guide");
      expect(r.url).toMatch(/^http:\/\/localhost:3000\/guides\//);
    }
  });

  it("search_docs says so when nothing matches", async () => {
    const result = await call("search_docs", { query: "qqqxxyyzz" });
    expectValidOutput("search_docs", result.structuredContent);
    expect(result.structuredContent).toMatchObject({ results: [], total: 0 });
    expect(result.text).toMatch(/^No documents match/);
  });

  it("search_docs input rejects an empty query and limits outside 1 to 20", () => {
    const input = tool("search_docs").inputSchema;
    expect(input.safeParse({ query: "  " }).success).toBe(false);
    expect(input.safeParse({ query: "x", limit: 0 }).success).toBe(false);
    expect(input.safeParse({ query: "x", limit: 21 }).success).toBe(false);
    expect(input.safeParse({ query: "x", kind: "faq" }).success).toBe(false);
    expect(input.parse({ query: "x" })).toEqual({ query: "x", limit: 5 });
  });

  it("get_doc answers the full Markdown and metadata", async () => {
    const result = await call("get_doc", { id: "due-diligence-checklist" });
    expectValidOutput("get_doc", result.structuredContent);
    const out = result.structuredContent as Record<string, unknown>;
    expect(out).toMatchObject({
      id: "due-diligence-checklist",
      kind: "guide",
      title: "Land due diligence checklist for India",
      url: "http://localhost:3000/guides/due-diligence-checklist",
    });
    expect(out.markdown).toMatch(/^# Land due diligence checklist for India\n/);
    expect(out.markdown).toContain("## Sources");
    expect(out.tokens).toBeGreaterThan(500);
    expect(Array.isArray(out.sources)).toBe(true);
    expect(result.text).toBe(out.markdown);

    const post = await call("get_doc", { id: "making-our-site-agent-ready" });
    expectValidOutput("get_doc", post.structuredContent);
    expect(post.structuredContent).toMatchObject({ published: "2026-10-20" });
  });

  it("get_doc accepts the page URL or path in place of the id", async () => {
    for (const id of ["http://localhost:3000/glossary/bigha", "/glossary/bigha", "https://example.com/blog/x/../bigha.md", "BIGHA"]) {
      expect((await call("get_doc", { id })).structuredContent).toMatchObject({ id: "bigha" });
    }
  });

  it("get_doc refuses an unknown id with an InputError naming the field", async () => {
    await expect(call("get_doc", { id: "no-such-doc" })).rejects.toThrow(InputError);
    await expect(call("get_doc", { id: "no-such-doc" })).rejects.toMatchObject({
      field: "id",
      message: "no document with id 'no-such-doc'; call list_docs or search_docs",
    });
  });

  it("list_docs lists every document, or one kind", async () => {
    const all = await call("list_docs", {});
    expectValidOutput("list_docs", all.structuredContent);
    expect(all.structuredContent).toMatchObject({ total: getAllDocs().length });
    // Counted from the files in content/, not from the loader the tool uses.
    const files = (kind: string) => readdirSync(join(process.cwd(), "content", kind)).filter((f) => f.endsWith(".md")).length;
    const [glossaryCount, helpCount, guideCount, blogCount] = [files("glossary"), files("help"), files("guides"), files("blog")];
    const total = glossaryCount + helpCount + guideCount + blogCount;
    expect(all.text).toMatch(
      new RegExp(`^${total} documents \\(glossary ${glossaryCount}, help ${helpCount}, guide ${guideCount}, blog ${blogCount}\\):`),
    );

    const blog = await call("list_docs", { kind: "blog" });
    expectValidOutput("list_docs", blog.structuredContent);
    const docs = (blog.structuredContent as { docs: Array<{ kind: string; url: string }> }).docs;
    expect(docs).toHaveLength(blogCount);
    expect(docs.every((d) => d.kind === "blog" && d.url.startsWith("http://localhost:3000/blog/"))).toBe(true);
  });
});

describe("the /mcp/docs server over Streamable HTTP", () => {
  let mounted: MountedHandler;
  let client: Client;

  beforeAll(async () => {
    mounted = await mountHandler(createMcpHttpHandler(docsServer));
    client = new Client({ name: "docs-test-client", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${mounted.url}/mcp/docs`)));
  });
  afterAll(async () => {
    await client.close();
    await mounted.close();
  });

  it("has its own name, so a host's list tells it from the calculator server, and its own instructions", () => {
    expect(docsServer).toMatchObject({ path: "/mcp/docs", name: "service-land-docs", version: "1.0.0" });
    expect(calculatorServer).toMatchObject({ path: "/mcp", name: "service-land-tools", version: docsServer.version });
    expect(client.getServerVersion()).toMatchObject({ name: "service-land-docs", version: "1.0.0" });
    expect(client.getInstructions()).toMatch(/search_docs/);
  });

  it("lists the three tools with their schemas", async () => {
    const { tools: listed } = await client.listTools();
    expect(listed.map((t) => t.name)).toEqual(SPEC_DOCS_TOOLS);
    expect(listed[0]).toMatchObject({
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
      inputSchema: { type: "object", required: ["query"] },
    });
  });

  it("answers a search and a get, and reports an unknown id as a tool error", async () => {
    const search = await client.callTool({ name: "search_docs", arguments: { query: "jantri rate Gujarat", limit: 3 } });
    expect(search.isError).toBeFalsy();
    expect((search.structuredContent as { results: Array<{ id: string }> }).results[0]?.id).toBe("jantri");

    const doc = await client.callTool({ name: "get_doc", arguments: { id: "jantri" } });
    expect(doc.isError).toBeFalsy();
    expect((doc.structuredContent as { markdown: string }).markdown).toMatch(/^# Jantri \(Gujarat\)/);

    const missing = await client.callTool({ name: "get_doc", arguments: { id: "nope" } });
    expect(missing.isError).toBe(true);
    expect(JSON.stringify(missing.content)).toContain("no document with id 'nope'; call list_docs or search_docs");
  });
});
