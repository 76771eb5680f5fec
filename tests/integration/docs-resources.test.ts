import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from "@modelcontextprotocol/client";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { docSections, getAllDocs, getDoc, getDocMarkdown, splitMarkdown } from "@/lib/content";
import { countMarkdownTokens, estimateTokens } from "@/lib/markdown/count-tokens";
import { createMcpHttpHandler } from "@/lib/mcp/http-handler";
import { docsServer } from "@/lib/mcp/servers";
import { docsTools, GET_DOC_MAX_TOKENS, getDocToolWithBudget } from "@/lib/mcp/tools/docs-tools";
import { mountHandler, type MountedHandler } from "../helpers/mcp-http";

const getDocTool = docsTools[1];
const getDocCall = (args: Record<string, unknown>) => getDocTool.run(getDocTool.inputSchema.parse(args));
const SITE = "http://localhost:3000";

describe("document sections", () => {
  it("every heading of every document has its section, starting at that heading", () => {
    for (const doc of getAllDocs()) {
      const sections = docSections(doc);
      expect(
        sections.map((section) => section.heading),
        doc.id,
      ).toEqual(doc.headings);
      for (const { heading, markdown } of sections) {
        expect(markdown, `${doc.id}#${heading.id}`).toMatch(new RegExp(`^#{${heading.depth}} `));
      }
    }
  });

  it("get_doc with section answers that section only, under the title, and names the sections", async () => {
    const result = await getDocCall({ id: "bigha", section: "regional-values" });
    const out = result.structuredContent as Record<string, any>;
    expect(out.section).toEqual({ heading: "Regional values", anchor: "regional-values" });
    expect(out.markdown).toMatch(/^# Bigha\n\n_From http:\/\/localhost:3000\/glossary\/bigha#regional-values_\n\n## Regional values\n/);
    expect(out.markdown).toContain("West Bengal");
    expect(out.markdown).not.toContain("## Sources");
    expect(out.sections).toContainEqual({ heading: "Regional values", anchor: "regional-values" });
    expect(out).toMatchObject({ part: 1, parts: 1 });
    expect(out.tokens).toBe(await countMarkdownTokens(out.markdown));
    // By heading text too, case and spacing aside.
    expect((await getDocCall({ id: "bigha", section: "  regional   VALUES " })).structuredContent).toMatchObject({
      section: { anchor: "regional-values" },
    });
  });

  it("an unknown section is an InputError naming the document's sections", async () => {
    await expect(getDocCall({ id: "bigha", section: "no-such-part" })).rejects.toMatchObject({
      field: "section",
      message: expect.stringMatching(/^no section 'no-such-part' in 'bigha'; its sections: .*regional-values/),
    });
  });

  it("a whole document within the budget is one part with no `next`; a longer one comes in parts", async () => {
    // The due-diligence checklist, one of the longest documents within the budget.
    const out = (await getDocCall({ id: "due-diligence-checklist" })).structuredContent as Record<string, any>;
    expect(out.tokens).toBeGreaterThan(GET_DOC_MAX_TOKENS / 2);
    expect(out.tokens).toBeLessThanOrEqual(GET_DOC_MAX_TOKENS);
    expect(out).toMatchObject({ part: 1, parts: 1 });
    expect(out).not.toHaveProperty("next");
    await expect(getDocCall({ id: "bigha", part: 2 })).rejects.toMatchObject({ field: "part" });
    // A document over the budget comes in parts, each pointing to the next, that together are the whole text.
    // The same tool with a budget of 4,000 tokens pages the state guide (about 24,000 tokens) as the served one pages a longer document.
    const budget = 4_000;
    const paged = getDocToolWithBudget(budget);
    const call = async (args: Record<string, unknown>) =>
      (await paged.run(paged.inputSchema.parse(args))).structuredContent as Record<string, any>;
    const id = "stamp-duty-and-registration-by-state";
    const first = await call({ id });
    expect(first.parts).toBeGreaterThan(3);
    const parts = [first];
    for (let part = 2; part <= first.parts; part++) parts.push(await call({ id, part }));
    parts.forEach((answer, i) => {
      expect(answer).toMatchObject({ id, part: i + 1, parts: first.parts });
      expect(answer.tokens).toBeLessThanOrEqual(budget + 20);
      if (i + 1 < first.parts) expect(answer.next).toContain(`call get_doc with id '${id}' and part ${i + 2}`);
      else expect(answer).not.toHaveProperty("next");
    });
    const whole = await getDocMarkdown(getDoc(id)!);
    const squash = (text: string) => text.replace(/\s+/g, " ").trim();
    expect(squash(parts.map((answer) => answer.markdown).join("\n\n"))).toBe(squash(whole.markdown));
    await expect(call({ id, part: first.parts + 1 })).rejects.toMatchObject({ field: "part" });
  });

  it("splitMarkdown cuts at block boundaries into parts within the budget, losing nothing", async () => {
    const doc = getDoc("stamp-duty-and-registration-by-state")!;
    const { markdown } = await getDocMarkdown(doc);
    const budget = 600;
    const parts = await splitMarkdown(markdown, budget, countMarkdownTokens);
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts) expect(await countMarkdownTokens(part)).toBeLessThanOrEqual(budget + 20);
    const squash = (text: string) => text.replace(/\s+/g, " ").trim();
    expect(squash(parts.join("\n\n"))).toBe(squash(markdown));
    // A single line longer than the budget is cut too.
    const long = `${"word ".repeat(400)}end`;
    const cut = await splitMarkdown(long, 50, async (text) => estimateTokens(text));
    expect(cut.length).toBeGreaterThan(1);
    expect(cut.join("")).toBe(long);
  });
});

describe("the documents as resources, on /mcp/docs", () => {
  let mounted: MountedHandler;
  let client: Client;
  beforeAll(async () => {
    mounted = await mountHandler(createMcpHttpHandler(docsServer));
    client = new Client({ name: "docs-resources", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${mounted.url}/mcp/docs`)));
  });
  afterAll(async () => {
    await client.close();
    await mounted.close();
  });

  it("lists every document, 25 a page, by its page URL, as Markdown with its date", async () => {
    const uris: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client.listResources(cursor ? { cursor } : {});
      uris.push(...page.resources.map((resource) => resource.uri));
      cursor = page.nextCursor;
      pages += 1;
      expect(page.resources.length).toBeLessThanOrEqual(25);
    } while (cursor);
    expect(pages).toBe(Math.ceil(getAllDocs().length / 25));
    expect(uris).toHaveLength(getAllDocs().length);
    const first = (await client.listResources()).resources.find((resource) => resource.name === "bigha");
    expect(first).toEqual({
      uri: `${SITE}/glossary/bigha`,
      name: "bigha",
      title: "Bigha",
      description: getDoc("bigha")!.summary,
      mimeType: "text/markdown",
      annotations: { lastModified: `${getDoc("bigha")!.updated}T00:00:00Z` },
    });
  });

  it("reads a document as get_doc's Markdown, also from a search result's #section link", async () => {
    const expected = (await getDocMarkdown(getDoc("bigha")!)).markdown;
    for (const uri of [`${SITE}/glossary/bigha`, `${SITE}/glossary/bigha#regional-values`]) {
      const read = await client.readResource({ uri });
      expect(read.contents).toEqual([{ uri: `${SITE}/glossary/bigha`, mimeType: "text/markdown", text: expected }]);
    }
  });

  it("search_docs' resource_link items are readable resources", async () => {
    const search = await client.callTool({ name: "search_docs", arguments: { query: "bigha in west bengal", limit: 2 } });
    const links = (search.content as Array<{ type: string; uri: string; mimeType: string }>).filter(
      (block) => block.type === "resource_link",
    );
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.mimeType).toBe("text/markdown");
      expect((await client.readResource({ uri: link.uri })).contents[0]?.mimeType).toBe("text/markdown");
    }
  });

  it("completes document ids through the template, narrowed by collection", async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual([`${SITE}/{collection}/{id}`]);
    const ref = { type: "ref/resource" as const, uri: `${SITE}/{collection}/{id}` };
    const ids = await client.complete({ ref, argument: { name: "id", value: "big" } });
    expect(ids.completion.values[0]).toBe("bigha");
    const inGuides = await client.complete({ ref, argument: { name: "id", value: "" }, context: { arguments: { collection: "guides" } } });
    expect(inGuides.completion.values.sort()).toEqual(
      getAllDocs()
        .filter((doc) => doc.kind === "guide")
        .map((doc) => doc.id)
        .sort(),
    );
    const collections = await client.complete({ ref, argument: { name: "collection", value: "g" } });
    expect(collections.completion.values).toEqual(["glossary", "guides"]);
  });

  it("an unknown document URI is -32002 Resource not found with the URI", async () => {
    const uri = `${SITE}/glossary/no-such-term`;
    await expect(client.readResource({ uri })).rejects.toMatchObject({ code: -32002, data: { uri } });
  });

  it("the SDK v2 client (2026-07-28) reads a document, and an unknown one is -32602 with the URI", async () => {
    const v2 = new ClientV2({ name: "docs-v2", version: "1.0.0" }, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
    await v2.connect(new TransportV2(new URL(`${mounted.url}/mcp/docs`)));
    expect(v2.getServerCapabilities()).toMatchObject({ resources: {}, completions: {} });
    const { resources } = await v2.listResources();
    expect(resources).toHaveLength(getAllDocs().length);
    expect((await v2.readResource({ uri: `${SITE}/guides/due-diligence-checklist` })).contents[0]).toMatchObject({
      mimeType: "text/markdown",
    });
    const uri = `${SITE}/help/no-such-article`;
    await expect(v2.readResource({ uri })).rejects.toMatchObject({ code: -32602, data: { uri } });
    await v2.close();
  });
});
