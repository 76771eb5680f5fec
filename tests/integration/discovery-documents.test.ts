import { createHash } from "node:crypto";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import matter from "gray-matter";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setConfigForTesting } from "@/lib/config/env";
import { getAllDocs } from "@/lib/content";
import { RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
import { appFetch } from "../helpers/app";

/** The cacheable discovery documents with a fixed path (the sitemaps are reached from the index). */
const DOCUMENTS = [
  "/.well-known/api-catalog",
  "/.well-known/agent-skills/index.json",
  "/.well-known/mcp/server-card.json",
  "/.well-known/mcp/docs/server-card.json",
  "/mcp/server-card",
  "/mcp/docs/server-card",
  "/api/docs",
  "/api/openapi.json",
  "/auth.md",
  "/llms.txt",
  "/robots.txt",
  "/sitemap-index.xml",
  "/sitemap.xml",
  "/sitemap.md",
  "/llms-full.txt",
  "/.well-known/ai-catalog.json",
];

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Response> {
  return appFetch(path, { method, headers, ip: "203.0.113.30" });
}

async function toolsList(path: string): Promise<unknown[]> {
  const response = await appFetch(path, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
    ip: "203.0.113.31",
  });
  return ((await response.json()) as { result: { tools: unknown[] } }).result.tools;
}

beforeEach(() => setRateLimiterForTesting(new RateLimiter(undefined)));
afterEach(() => setConfigForTesting(undefined));

describe("every discovery document", () => {
  it.each(DOCUMENTS.filter((path) => !path.startsWith("/api/")))(
    "%s is CORS-enabled, cacheable with an ETag, answers HEAD, and 304 on a matching If-None-Match",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
      const etag = response.headers.get("etag");
      expect(etag).toMatch(/^"[^"]+"$/);
      const head = await get(path, {}, "HEAD");
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");
      expect((await get(path, { "if-none-match": etag! })).status).toBe(304);
    },
  );
});

describe("API catalog (RFC 9727)", () => {
  it("is an application/linkset+json linkset naming the API's description, docs and status, and both tool servers", async () => {
    const response = await get("/.well-known/api-catalog");
    expect(response.headers.get("content-type")).toMatch(/^application\/linkset\+json/);
    expect(response.headers.get("link")).toBe('<http://localhost:3000/.well-known/api-catalog>; rel="api-catalog"');
    const { linkset } = (await response.json()) as { linkset: Array<Record<string, unknown>> };
    expect(Array.isArray(linkset)).toBe(true);
    for (const context of linkset) {
      expect(() => new URL(context.anchor as string)).not.toThrow();
      for (const [relation, targets] of Object.entries(context)) {
        if (relation === "anchor") continue;
        expect(Array.isArray(targets)).toBe(true);
        for (const target of targets as Array<{ href: string }>) expect(() => new URL(target.href)).not.toThrow();
      }
    }
    const api = linkset.find((context) => context.anchor === "http://localhost:3000/api/")!;
    expect((api["service-desc"] as Array<{ href: string }>)[0]!.href).toBe("http://localhost:3000/api/openapi.json");
    expect((api["service-doc"] as Array<{ href: string }>)[0]!.href).toBe("http://localhost:3000/api/docs");
    expect((api.status as Array<{ href: string }>)[0]!.href).toBe("http://localhost:3000/api/v1/health");
    expect(linkset.map((context) => context.anchor)).toEqual(
      expect.arrayContaining(["http://localhost:3000/mcp", "http://localhost:3000/mcp/docs"]),
    );
  });
});

describe("MCP server cards", () => {
  it.each([
    ["/.well-known/mcp/server-card.json", "/mcp", "service-land-tools"],
    ["/.well-known/mcp/docs/server-card.json", "/mcp/docs", "service-land-docs"],
  ] as const)("%s advertises exactly the tools %s lists", async (cardPath, endpoint, name) => {
    const card = (await (await get(cardPath)).json()) as Record<string, any>;
    expect(card.serverInfo).toMatchObject({ name, version: "1.0.0" });
    expect(card.protocolVersion).toBe("2026-07-28");
    expect(card.supportedProtocolVersions).toEqual(["2026-07-28", "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "2024-10-07"]);
    expect(card.transport).toEqual({ type: "streamable-http", endpoint: `http://localhost:3000${endpoint}` });
    // /mcp serves its calculators' MCP Apps views as resources; the docs server its documents, with completion of
    // their ids, and the site's skills. Both declare MCP Apps; the docs server the Skills extension too.
    const ui = { "io.modelcontextprotocol/ui": { mimeTypes: ["text/html;profile=mcp-app"] } };
    const resources =
      endpoint === "/mcp/docs"
        ? {
            resources: { subscribe: false, listChanged: false },
            completions: {},
            extensions: { ...ui, "io.modelcontextprotocol/skills": {} },
          }
        : { resources: { subscribe: false, listChanged: false }, extensions: ui };
    expect(card.capabilities).toEqual({ tools: { listChanged: false }, ...resources });
    expect(card.tools).toEqual(await toolsList(endpoint));
  });
});

describe("agent skills index", () => {
  it("lists SKILL.md documents only (Agent Skills Discovery 0.2.0), each with the SHA-256 of exactly the bytes its URL serves", async () => {
    const index = (await (await get("/.well-known/agent-skills/index.json")).json()) as {
      $schema: string;
      skills: Array<Record<string, string>>;
    };
    expect(Object.keys(index).sort()).toEqual(["$schema", "skills"]);
    expect(index.$schema).toBe("https://schemas.agentskills.io/discovery/0.2.0/schema.json");
    expect(index.skills.map((skill) => skill.name)).toEqual(["land-calculators", "reference-search", "demo-request", "agent-identity"]);
    for (const skill of index.skills) {
      // The 0.2.0 entry: exactly these fields; skill-md (or archive) only; names per the Agent Skills spec.
      expect(Object.keys(skill).sort()).toEqual(["description", "digest", "name", "type", "url"]);
      expect(skill.type).toBe("skill-md");
      expect(skill.name).toMatch(/^(?!.*--)[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/);
      expect(skill.description!.length).toBeGreaterThan(20);
      expect(skill.description!.length).toBeLessThanOrEqual(1024);
      expect(skill.url).toBe(`http://localhost:3000/.well-known/agent-skills/${skill.name}/SKILL.md`);
      expect(skill.digest).toMatch(/^sha256:[0-9a-f]{64}$/);

      const response = await get(new URL(skill.url!).pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
      const body = Buffer.from(await response.arrayBuffer());
      expect(skill.digest, skill.url).toBe(`sha256:${createHash("sha256").update(body).digest("hex")}`);
      // SKILL.md: YAML front matter whose name matches the index and the folder, and whose description is the index's.
      const { data, content } = matter(body.toString("utf8"));
      expect(data).toEqual({ name: skill.name, description: skill.description });
      expect(content).toMatch(/^# \S/);
    }
    expect((await get("/.well-known/agent-skills/no-such-skill/SKILL.md")).status).toBe(404);
  });

  it("keeps the OpenAPI document, server cards, llms.txt and the skills index discoverable through the API catalog", async () => {
    const catalog = await (await get("/.well-known/api-catalog")).text();
    for (const path of [
      "/api/openapi.json",
      "/.well-known/mcp/server-card.json",
      "/.well-known/mcp/docs/server-card.json",
      "/llms.txt",
      "/.well-known/agent-skills/index.json",
      "/.well-known/ai-catalog.json",
    ]) {
      expect(catalog).toContain(`"http://localhost:3000${path}"`);
    }
  });
});

describe("llms.txt", () => {
  it("follows the llmstxt.org layout and lists every document from the content index", async () => {
    const response = await get("/llms.txt");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    const lines = text.split("\n");
    expect(lines[0]).toMatch(/^# \S/);
    expect(lines.find((line) => line.startsWith(">"))).toBeTruthy();
    const sections = lines.filter((line) => line.startsWith("## "));
    expect(sections).toEqual(expect.arrayContaining(["## API and agent access", "## Calculators", "## Guides", "## Optional"]));
    for (const line of lines.filter((line) => line.startsWith("- "))) expect(line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)]+\)/);
    for (const doc of getAllDocs()) expect(text).toContain(`/${doc.id}`);
    expect(text).toContain("http://localhost:3000/mcp/docs");
  });
});

describe("robots.txt and sitemaps", () => {
  it("opens production to crawlers and names the sitemap index", async () => {
    const text = await (await get("/robots.txt")).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap-index.xml");
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });

  it("closes staging to every crawler", async () => {
    setConfigForTesting({ APP_ENV: "staging" });
    const response = await get("/robots.txt");
    expect(await response.text()).toMatch(/^Disallow: \/$/m);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("serves a valid sitemap index whose sitemaps cover every page with lastmod from the content", async () => {
    const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "sitemap" || name === "url" });
    const indexXml = await (await get("/sitemap-index.xml")).text();
    expect(XMLValidator.validate(indexXml)).toBe(true);
    const index = parser.parse(indexXml);
    expect(index.sitemapindex["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const locations: string[] = [];
    const lastmods = new Map<string, string>();
    for (const sitemap of index.sitemapindex.sitemap as Array<{ loc: string }>) {
      const xml = await (await get(new URL(sitemap.loc).pathname)).text();
      expect(XMLValidator.validate(xml)).toBe(true);
      for (const url of parser.parse(xml).urlset.url as Array<{ loc: string; lastmod?: string }>) {
        locations.push(url.loc);
        if (url.lastmod) lastmods.set(url.loc, url.lastmod);
      }
    }
    for (const doc of getAllDocs()) {
      const loc = locations.find((candidate) => candidate.endsWith(`/${doc.id}`));
      expect(loc, doc.id).toBeTruthy();
      expect(lastmods.get(loc!)).toBe(doc.updated);
    }
    expect(locations).toEqual(
      expect.arrayContaining([
        "http://localhost:3000/",
        "http://localhost:3000/demo",
        "http://localhost:3000/calculators/area-converter",
        "http://localhost:3000/developers",
      ]),
    );
  });
});

describe("staging base address", () => {
  it("builds every URL in the discovery documents from the staging base", async () => {
    setConfigForTesting({ APP_ENV: "staging", BASE_URL: "https://landworks.example", STAGING_URL: "https://staging.landworks.example" });
    for (const path of ["/.well-known/api-catalog", "/llms.txt", "/.well-known/mcp/server-card.json", "/sitemap-index.xml"]) {
      const text = await (await get(path)).text();
      expect(text, path).toContain("https://staging.landworks.example/");
      expect(text, path).not.toContain("http://localhost:3000");
      expect(text, path).not.toContain("https://landworks.example/");
    }
  });
});
