import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from "@modelcontextprotocol/client";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Doc, docSections, getAllDocs, sectionSources } from "@/lib/content";
import { createMcpHttpHandler } from "@/lib/mcp/http-handler";
import { docsServer } from "@/lib/mcp/servers";
import { mountHandler, type MountedHandler } from "../helpers/mcp-http";

/**
 * Every document and every section through get_doc in both official SDK clients, each of which checks
 * `structuredContent` against the tool's published output schema (`format: uri` included): a source
 * URL that breaks it fails the call here as it would in a host.
 */
let mounted: MountedHandler;
let v1: Client;
let v2: ClientV2;
beforeAll(async () => {
  mounted = await mountHandler(createMcpHttpHandler(docsServer));
  const url = new URL(`${mounted.url}/mcp/docs`);
  v1 = new Client({ name: "every-document-v1", version: "1.0.0" });
  await v1.connect(new StreamableHTTPClientTransport(url));
  v2 = new ClientV2({ name: "every-document-v2", version: "1.0.0" }, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
  await v2.connect(new TransportV2(url));
  // Both clients validate output only for tools they have listed.
  await v1.listTools();
  await v2.listTools();
});
afterAll(async () => {
  await v1.close();
  await v2.close();
  await mounted.close();
});

type GetDocOutput = { id: string; sources: Array<{ url: string }>; documentSources?: number; section?: { anchor: string } };

const docs = getAllDocs();

describe.each([
  ["SDK v1 (2025-11-25)", () => v1],
  ["SDK v2 (2026-07-28)", () => v2],
] as const)("get_doc through %s, output schema checked", (_label, client) => {
  it.each(docs.map((doc) => [doc.id, doc] as [string, Doc]))("%s and each of its sections", async (id, doc) => {
    const whole = await client().callTool({ name: "get_doc", arguments: { id } });
    expect(whole.isError, JSON.stringify(whole.content).slice(0, 300)).toBeFalsy();
    const out = whole.structuredContent as GetDocOutput;
    expect(out.sources.map((source) => source.url)).toEqual(doc.sources.map((source) => source.url));
    expect(out).not.toHaveProperty("documentSources");
    for (const section of docSections(doc)) {
      const part = await client().callTool({ name: "get_doc", arguments: { id, section: section.heading.id } });
      expect(part.isError, `${id}#${section.heading.id}`).toBeFalsy();
      const answer = part.structuredContent as GetDocOutput;
      expect(answer.section?.anchor).toBe(section.heading.id);
      // Only the sources this section names or links, never the whole document's list.
      expect(answer.sources.map((source) => source.url)).toEqual(sectionSources(doc.sources, section).map((source) => source.url));
      expect(answer.documentSources).toBe(doc.sources.length);
    }
  });
});

describe("a section's sources", () => {
  const nazul = docs.find((doc) => doc.id === "nazul-land")!;
  const section = (anchor: string) => docSections(nazul).find((candidate) => candidate.heading.id === anchor)!;

  it("are those the section names: the 2024 Bill's section cites the press, not the 2006 judgment", () => {
    const bill = sectionSources(nazul.sources, section("uttar-pradesh-the-2024-ordinance-and-bill")).map((source) => source.title);
    expect(bill.length).toBeGreaterThan(4);
    expect(bill.length).toBeLessThan(nazul.sources.length);
    expect(bill.some((title) => title.startsWith("LiveLaw") || title.startsWith("LatestLY (PTI)"))).toBe(true);
    expect(bill.some((title) => title.includes("Harish Tandon"))).toBe(false);
    expect(sectionSources(nazul.sources, section("what-a-buyer-should-check"))).toEqual([]);
  });
});
