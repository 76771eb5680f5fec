import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import matter from "gray-matter";
import { sitemapPagePaths } from "./sitemap-pages";

const CONTENT_SIGNAL = "search=yes, ai-input=yes, ai-train=no";
const twinOf = (path: string) => (path === "/" ? "/index.md" : `${path}.md`);

/** Every `<script type="application/ld+json">` of a page, parsed, flattened to its entities. */
function jsonLdEntities(html: string): Array<Record<string, unknown>> {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
  return blocks.flatMap((block) => {
    expect(block["@context"]).toBe("https://schema.org");
    return block["@graph"] as Array<Record<string, unknown>>;
  });
}

/** The schema.org type a page must carry besides Organization and WebSite. */
function expectedType(path: string): string | undefined {
  if (path === "/") return "SoftwareApplication";
  if (path === "/glossary") return "DefinedTermSet";
  if (/^\/glossary\/./.test(path)) return "DefinedTerm";
  if (/^\/blog\/./.test(path)) return "BlogPosting";
  if (/^\/help\/./.test(path)) return "TechArticle";
  if (/^\/guides\/./.test(path)) return "Article";
  // A calculator page (not the state rates page beneath one).
  if (/^\/calculators\/[^/]+$/.test(path)) return "WebApplication";
  return undefined;
}

test("every sitemap page links its Markdown twin, llms.txt and both catalogs, and carries canonical and JSON-LD", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  for (const path of await sitemapPagePaths(request)) {
    const response = await request.get(path, { headers: { Accept: "text/html" } });
    expect(response.status(), path).toBe(200);
    const link = response.headers().link ?? "";
    expect(link, path).toContain(`<${twinOf(path)}>; rel="alternate"; type="text/markdown"`);
    expect(link, path).toContain('</llms.txt>; rel="describedby"');
    expect(link, path).toContain('</.well-known/api-catalog>; rel="api-catalog"');
    expect(link, path).toContain('</.well-known/ai-catalog.json>; rel="ai-catalog"');
    expect(response.headers()["content-signal"], path).toBe(CONTENT_SIGNAL);

    const html = await response.text();
    const canonical = `${baseURL}${path === "/" ? "" : path}`;
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="${canonical.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/?"`));
    expect(html, path).toContain(`<link rel="alternate" type="text/markdown" href="${baseURL}${twinOf(path)}"`);
    // The AI catalog in the HTML too, where a crawler that reads only the document finds it.
    expect(html, path).toMatch(/<head>[\s\S]*<link rel="ai-catalog" href="\/\.well-known\/ai-catalog\.json"\/?>[\s\S]*<\/head>/);

    const types = jsonLdEntities(html).map((entity) => entity["@type"]);
    expect(types, path).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    // The home pages (English and Hindi) have no trail; every other page does.
    if (path !== "/" && path !== "/hi") expect(types, path).toContain("BreadcrumbList");
    const own = expectedType(path.replace(/^\/hi(?=\/|$)/, "") || "/");
    if (own) expect(types, path).toContain(own);
  }
});

test("every sitemap page has a .md twin with front matter and a canonical Link", async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  for (const path of await sitemapPagePaths(request)) {
    const response = await request.get(twinOf(path));
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    const canonical = `${baseURL}${path}`;
    expect(response.headers().link, path).toBe(`<${canonical}>; rel="canonical"`);
    const { data, content } = matter(await response.text());
    expect(data.title, path).toBeTruthy();
    expect(data.description, path).toBeTruthy();
    expect(data.canonical_url, path).toBe(canonical);
    expect(data.last_updated, path).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(content, path).toMatch(/^#{1,2} \S/m);
  }
});

test("a missing page answers 404: HTML for browsers, helpful Markdown for agents", async ({ request }) => {
  const html = await request.get("/no-such-page", { headers: { Accept: "text/html" } });
  expect(html.status()).toBe(404);
  for (const markdown of [
    await request.get("/no-such-page.md"),
    await request.get("/no-such-page", { headers: { Accept: "text/markdown" } }),
  ]) {
    expect(markdown.status()).toBe(404);
    expect(markdown.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
    const body = await markdown.text();
    expect(body).toMatch(/^# Not found/);
    expect(body).toContain("/sitemap.md)");
    expect(body).toContain("/llms.txt)");
  }
});

test("a known AI agent without an Accept preference gets Markdown, privately cached; a browser gets HTML", async ({ request }) => {
  const agent = await request.get("/glossary/bigha", { headers: { "User-Agent": "ClaudeBot/1.0", Accept: "*/*" } });
  expect(agent.headers()["content-type"]).toBe("text/markdown; charset=utf-8");
  expect(agent.headers()["cache-control"]).toBe("private, max-age=300");
  const browser = await request.get("/glossary/bigha", {
    headers: { "User-Agent": "ClaudeBot/1.0", Accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
  });
  expect(browser.headers()["content-type"]).toContain("text/html");
});

test("no link in llms.txt answers an error to a GET", async ({ request }) => {
  const text = await (await request.get("/llms.txt")).text();
  const links = [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((match) => new URL(match[1]!).pathname);
  expect(links.length).toBeGreaterThan(50);
  expect(links).not.toContain("/mcp");
  const failures: string[] = [];
  for (const path of new Set(links)) {
    const status = (await request.get(path)).status();
    if (status >= 400) failures.push(`${path}: ${status}`);
  }
  expect(failures).toEqual([]);
});

test("the favicon and app icons are served", async ({ request }) => {
  for (const [path, type] of [
    ["/favicon.ico", "image/x-icon"],
    ["/icon.svg", "image/svg+xml"],
    ["/icon-512.png", "image/png"],
    ["/apple-touch-icon.png", "image/png"],
  ]) {
    const response = await request.get(path!);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type!);
  }
});

test("every skill and every AI catalog entry is served, skills with the digest the index states", async ({ request }) => {
  const index = (await (await request.get("/.well-known/agent-skills/index.json")).json()) as {
    skills: Array<{ url: string; digest: string }>;
  };
  for (const skill of index.skills) {
    const response = await request.get(new URL(skill.url).pathname);
    expect(response.status(), skill.url).toBe(200);
    const digest = `sha256:${createHash("sha256")
      .update(await response.body())
      .digest("hex")}`;
    expect(digest, skill.url).toBe(skill.digest);
  }
  const catalog = (await (await request.get("/.well-known/ai-catalog.json")).json()) as { entries: Array<{ url: string }> };
  for (const entry of catalog.entries) expect((await request.get(new URL(entry.url).pathname)).status(), entry.url).toBe(200);
});
