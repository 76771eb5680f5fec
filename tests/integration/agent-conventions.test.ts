import { XMLParser } from "fast-xml-parser";
import matter from "gray-matter";
import { afterEach, describe, expect, it } from "vitest";
import { setConfigForTesting } from "@/lib/config/env";
import { docUrl, getAllDocs, getAllTranslations, getDocMarkdown } from "@/lib/content";
import { hindiSitePages } from "@/lib/discovery/site-pages";
import {
  markdownSite,
  renderAiCatalog,
  renderFullSitemap,
  renderLlmsFullTxt,
  renderLlmsTxt,
  renderRobots,
  renderSitemap,
  renderSitemapMd,
  SITEMAP_NAMES,
  sitePages,
  SKILLS,
} from "@/lib/discovery";
import { CONTENT_SIGNAL } from "@/lib/site";

afterEach(() => setConfigForTesting(undefined));

const parser = new XMLParser({ isArray: (name) => name === "url" });
const locs = (xml: string) =>
  (parser.parse(xml).urlset.url as Array<{ loc: string; lastmod: string }>).map((url) => `${url.loc} ${url.lastmod}`);
const BASE = "http://localhost:3000";
const twinOf = (path: string) => `${BASE}${path === "/" ? "/index.md" : `${path}.md`}`;

describe("sitemap.xml and sitemap.md", () => {
  it("/sitemap.xml lists exactly the pages of the sitemap index's sitemaps, with their lastmod", () => {
    const fromSitemaps = SITEMAP_NAMES.flatMap((name) => locs(renderSitemap(name)));
    expect(locs(renderFullSitemap())).toEqual(fromSitemaps);
    expect(fromSitemaps.length).toBe(sitePages().length + getAllDocs().length + hindiSitePages().length + getAllTranslations("hi").length);
  });

  it("/sitemap.md links every page of the sitemaps by its Markdown twin, with its HTML address and date", () => {
    const markdown = renderSitemapMd();
    const linked = [...markdown.matchAll(/^- \[[^\]]+\]\(([^)]+)\) \(updated (\d{4}-\d{2}-\d{2})\): .* HTML: (\S+)$/gm)].map(
      (match) => `${match[3]} ${match[2]}`,
    );
    expect(linked).toEqual(locs(renderFullSitemap()));
    for (const page of sitePages()) expect(markdown).toContain(`](${twinOf(page.path)})`);
    for (const doc of getAllDocs()) expect(markdown).toContain(`](${twinOf(docUrl(doc))})`);
    expect(markdown).toMatch(/^# /);
  });
});

describe("llms.txt and llms-full.txt", () => {
  it("llms.txt links pages by their .md twins and gives tool-server endpoints as code, never as links", () => {
    const text = renderLlmsTxt();
    for (const doc of getAllDocs()) expect(text).toContain(`](${twinOf(docUrl(doc))})`);
    expect(text).toContain(`](${BASE}/calculators/land-roi.md)`);
    expect(text).not.toMatch(/\]\(http:\/\/localhost:3000\/mcp(?:\/docs)?\)/);
    expect(text).toContain("`http://localhost:3000/mcp`");
    expect(text).toContain("`http://localhost:3000/mcp/docs`");
    expect(text).toContain(`](${BASE}/mcp/server-card)`);
    expect(text).toContain(`](${BASE}/llms-full.txt)`);
    expect(text).toContain(`](${BASE}/sitemap.md)`);
  });

  it("llms-full.txt holds every document's full Markdown", async () => {
    const text = await renderLlmsFullTxt();
    expect(text).toMatch(/^# .+\n\n> /);
    for (const doc of getAllDocs()) expect(text).toContain((await getDocMarkdown(doc)).markdown.trim());
  });
});

describe("Markdown front matter", () => {
  it("every document's answer starts with title, description, canonical_url and last_updated", async () => {
    for (const doc of getAllDocs()) {
      const answer = await markdownSite.document(docUrl(doc));
      const { data, content } = matter(answer!.markdown);
      expect(data).toEqual({
        title: doc.title,
        description: doc.summary,
        canonical_url: `${BASE}${docUrl(doc)}`,
        last_updated: doc.updated,
        ...(doc.reviewed ? { last_reviewed: doc.reviewed } : {}),
        lang: "en-IN",
      });
      expect(content).toBe((await getDocMarkdown(doc)).markdown);
    }
  });

  it("every other page has a title, description and date to state, in English and in Hindi", () => {
    for (const page of [...sitePages(), ...hindiSitePages()]) {
      const facts = markdownSite.pageFacts(page.path);
      expect(facts?.title, page.path).toBeTruthy();
      expect(facts?.description, page.path).toBeTruthy();
      expect(facts?.lastUpdated, page.path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("robots.txt", () => {
  it("states the Content-Signal policy and both sitemaps, with no directive a checker rejects (no Agentmap)", () => {
    const text = renderRobots();
    expect(text).toContain(`\nContent-Signal: ${CONTENT_SIGNAL}\n`);
    expect(CONTENT_SIGNAL).toMatch(/^search=(yes|no), ai-input=(yes|no), ai-train=(yes|no)$/);
    expect(text).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    // Lighthouse's robots-txt safelist; the AI catalog is advertised by Link headers and <link rel="ai-catalog"> instead.
    const KNOWN = [
      "user-agent",
      "allow",
      "disallow",
      "sitemap",
      "crawl-delay",
      "clean-param",
      "host",
      "request-rate",
      "visit-time",
      "noindex",
      "content-signal",
    ];
    for (const line of text.split("\n").filter((line) => line.trim() && !line.startsWith("#"))) {
      expect(KNOWN, line).toContain(line.slice(0, line.indexOf(":")).trim().toLowerCase());
    }
    expect(text).not.toMatch(/agentmap/i);
    // The Content-Signal line belongs to the group it governs.
    expect(text.indexOf("User-agent: *")).toBeLessThan(text.indexOf("Content-Signal:"));
    for (const bot of ["GPTBot", "ClaudeBot", "CCBot", "Google-Extended"]) expect(text).not.toContain(bot);
  });
});

describe("AI catalog (Agentic Resource Discovery 1.0)", () => {
  const URN = /^urn:air:([a-zA-Z0-9.-]+)(?::([a-zA-Z0-9._:-]+))?:([a-zA-Z0-9._-]+)$/;
  const STANDARD_TYPES = ["application/mcp-server-card+json", 'text/markdown; profile="urn:air:agent-skills"'];

  it("lists the tool servers (by their SEP-2127 cards) and every skill in the ARD shape, each with a standard media type", () => {
    const catalog = JSON.parse(renderAiCatalog());
    expect(Object.keys(catalog).sort()).toEqual(["entries", "host", "specVersion"]);
    expect(catalog.specVersion).toBe("1.0");
    expect(catalog.host).toEqual({
      displayName: "Bhoomi Landworks",
      identifier: "did:web:localhost",
      documentationUrl: `${BASE}/developers`,
      logoUrl: `${BASE}/icon-512.png`,
    });
    const ids = new Set<string>();
    for (const entry of catalog.entries) {
      expect(entry.identifier).toMatch(URN);
      expect(ids.has(entry.identifier), entry.identifier).toBe(false);
      ids.add(entry.identifier);
      expect(entry.displayName).toBeTruthy();
      expect(entry.type).toBeTruthy();
      expect(new URL(entry.url).origin).toBe(BASE);
      expect(entry.data).toBeUndefined();
      expect(entry.representativeQueries.length).toBeGreaterThanOrEqual(2);
      expect(entry.representativeQueries.length).toBeLessThanOrEqual(5);
      for (const key of Object.keys(entry)) {
        expect(["identifier", "displayName", "type", "url", "description", "representativeQueries", "tags"]).toContain(key);
      }
    }
    const urls = catalog.entries.map((entry: { url: string }) => new URL(entry.url).pathname);
    expect(urls).toEqual([
      "/mcp/server-card",
      "/mcp/docs/server-card",
      ...SKILLS.map((skill) => `/.well-known/agent-skills/${skill.name}/SKILL.md`),
    ]);
    // Lighthouse's ard-schema warns (0.9) on any other type.
    for (const entry of catalog.entries) expect(STANDARD_TYPES, entry.url).toContain(entry.type);
    expect(catalog.entries[0]).toMatchObject({
      identifier: "urn:air:localhost:mcp:land-calculators",
      type: "application/mcp-server-card+json",
    });
  });

  it("names the publisher after the environment's own host", () => {
    setConfigForTesting({ APP_ENV: "staging", BASE_URL: "https://landworks.example", STAGING_URL: "https://staging.landworks.example" });
    const catalog = JSON.parse(renderAiCatalog());
    expect(catalog.host.identifier).toBe("did:web:staging.landworks.example");
    for (const entry of catalog.entries) expect(entry.identifier).toMatch(/^urn:air:staging\.landworks\.example:/);
  });
});
