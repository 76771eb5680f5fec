import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import matter from "gray-matter";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { setConfigForTesting } from "@/lib/config/env";
import { getDoc, getDocMarkdown } from "@/lib/content";
import { markdownSite } from "@/lib/discovery/markdown-site";
import { countMarkdownTokens } from "@/lib/markdown/count-tokens";
import { INTERNAL_HTML_FETCH_HEADER, MARKDOWN_VARIANT_HEADER } from "@/lib/markdown/markdown-paths";
import { markdownRouteHandler } from "@/lib/page-markdown/markdown-route";
import { htmlSourceOrigin } from "@/lib/page-markdown/page-markdown";

/** Stands in for the site: serves HTML pages and records every request it gets. */
const seen: Array<{ path: string; headers: IncomingHttpHeaders }> = [];
let server: Server;
let origin: string;

const page = (title: string, body: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><header class="site-header"><nav>Site nav</nav></header>` +
  `<main id="main" data-main-content="true"><h1>${title}</h1>${body}</main><footer>Footer</footer></body></html>`;

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url ?? "", headers: req.headers });
    const path = req.url ?? "/";
    if (path.startsWith("/moved")) {
      res.writeHead(308, { location: "/calculators" }).end();
    } else if (path.startsWith("/missing")) {
      res.writeHead(404, { "content-type": "text/html; charset=utf-8" }).end(page("Not found", "<p>No such page.</p>"));
    } else if (path.startsWith("/slow-failure")) {
      req.socket.destroy();
    } else {
      res
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(page(`Page ${path}`, `<p>Content of <a href="/glossary">${path}</a>.</p>`));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const handleMarkdownRoute = markdownRouteHandler(markdownSite);

/** A request as the proxy's rewrite delivers it: the client's URL, the variant header, the page path as route segments. */
function routeRequest(pagePath: string, variant: string | undefined, search = "") {
  const headers: Record<string, string> = { accept: "text/markdown" };
  if (variant) headers[MARKDOWN_VARIANT_HEADER] = variant;
  const segments = pagePath.split("/").filter(Boolean);
  return handleMarkdownRoute(new Request(`${origin}${pagePath}${search}`, { headers }), {
    params: Promise.resolve(segments.length > 0 ? { path: segments } : {}),
  });
}

const fetchesOf = (path: string) => seen.filter((entry) => entry.path === path).length;

describe("the internal Markdown route", () => {
  it("answers a converted page with Markdown headers and a token count", async () => {
    const response = await routeRequest("/developers", "negotiated");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(response.headers.get("vary")).toBe("Accept");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("link")).toBe('<http://localhost:3000/developers>; rel="canonical"');
    expect(response.headers.get("content-signal")).toBe("search=yes, ai-input=yes, ai-train=no");
    const body = await response.text();
    const { data, content } = matter(body);
    expect(data).toEqual({
      title: "Developers",
      description: "The public API, MCP tool servers, agent identity and discovery documents.",
      canonical_url: "http://localhost:3000/developers",
      last_updated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      lang: "en-IN",
    });
    expect(response.headers.get("content-language")).toBe("en-IN");
    expect(body.startsWith("---\ntitle: Developers\n")).toBe(true);
    expect(content).toBe("# Page /developers\n\nContent of [/developers](http://localhost:3000/glossary).\n");
    expect(Number(response.headers.get("x-markdown-tokens"))).toBe(await countMarkdownTokens(body));
  });

  it("fetches the page's HTML from itself once, marked as its own fetch, then serves from memory", async () => {
    await routeRequest("/calculators/land-roi", "negotiated");
    await routeRequest("/calculators/land-roi", "negotiated");
    await Promise.all([routeRequest("/demo", "negotiated"), routeRequest("/demo", "negotiated"), routeRequest("/demo", "negotiated")]);
    expect(fetchesOf("/calculators/land-roi")).toBe(1);
    expect(fetchesOf("/demo")).toBe(1);
    const fetched = seen.find((entry) => entry.path === "/demo")!;
    expect(fetched.headers.accept).toBe("text/html");
    expect(fetched.headers[INTERNAL_HTML_FETCH_HEADER]).toBe("1");
  });

  it("keeps the query string, and caches each query apart", async () => {
    const body = await (await routeRequest("/calculators", "negotiated", "?unit=acre")).text();
    expect(matter(body).content).toMatch(/^# Page \/calculators\?unit=acre/);
    await routeRequest("/calculators", "negotiated", "?unit=bigha");
    expect(fetchesOf("/calculators?unit=acre")).toBe(1);
    expect(fetchesOf("/calculators?unit=bigha")).toBe(1);
  });

  it("answers content documents from their source, without fetching", async () => {
    const before = seen.length;
    const response = await routeRequest("/guides/due-diligence-checklist", "negotiated");
    const doc = getDoc("due-diligence-checklist")!;
    const body = await response.text();
    const { data, content } = matter(body);
    expect(content).toBe((await getDocMarkdown(doc)).markdown);
    expect(data).toEqual({
      title: doc.title,
      description: doc.summary,
      canonical_url: "http://localhost:3000/guides/due-diligence-checklist",
      last_updated: doc.updated,
      ...(doc.reviewed ? { last_reviewed: doc.reviewed } : {}),
      lang: "en-IN",
    });
    expect(response.headers.get("x-markdown-tokens")).toBe(String(await countMarkdownTokens(body)));
    expect(seen.length).toBe(before);
  });

  it("serves every page's .md twin, documents and converted pages alike, without Vary", async () => {
    const post = await routeRequest("/blog/making-our-site-agent-ready", "suffix");
    expect(post.status).toBe(200);
    expect(post.headers.get("vary")).toBeNull();
    expect(post.headers.get("cache-control")).toBe("public, max-age=300");
    expect(matter(await post.text()).content).toMatch(/^# Making our site agent-ready\n/);
    const term = await routeRequest("/glossary/bigha", "suffix");
    expect(term.status).toBe(200);
    expect(matter(await term.text()).data.canonical_url).toBe("http://localhost:3000/glossary/bigha");
    const page = await routeRequest("/demo", "suffix");
    expect(page.status).toBe(200);
    expect(matter(await page.text()).data.title).toBe("Request a demo");
  });

  it("answers Markdown chosen by User-Agent privately, so no shared cache passes it on", async () => {
    const response = await routeRequest("/glossary/bigha", "agent");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, max-age=300");
    expect(response.headers.get("vary")).toBe("Accept, User-Agent");
  });

  it("answers a missing page with a Markdown 404 that says where to look", async () => {
    for (const variant of ["suffix", "negotiated", "agent"]) {
      const response = await routeRequest("/missing/no-such-post", variant);
      expect(response.status, variant).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-store");
      const body = await response.text();
      expect(body).toMatch(/^# Not found\n/);
      expect(body).toContain("`/missing/no-such-post`");
      expect(body).toContain("(http://localhost:3000/sitemap.md)");
      expect(body).toContain("(http://localhost:3000/llms.txt)");
      expect(body).toContain("`search_docs`");
      expect(body).toContain("[Search the site for “missing no such post”](http://localhost:3000/search.md?q=missing%20no%20such%20post)");
    }
  });

  it("passes a page's 404 and redirects through, and does not keep them", async () => {
    const missing = await routeRequest("/missing", "negotiated");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/^# Not found\n\nThere is no page at `\/missing`/);
    await routeRequest("/missing", "negotiated");
    expect(fetchesOf("/missing")).toBe(2);

    const moved = await routeRequest("/moved", "negotiated");
    expect(moved.status).toBe(308);
    expect(moved.headers.get("location")).toBe("/calculators");
  });

  it("answers 503 when the page cannot be fetched, and retries next time", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await routeRequest("/slow-failure", "negotiated")).status).toBe(503);
    expect((await routeRequest("/slow-failure", "negotiated")).status).toBe(503);
    expect(fetchesOf("/slow-failure")).toBe(2);
    expect(quiet).toHaveBeenCalledWith(expect.stringContaining('"msg":"markdown conversion failed"'));
    quiet.mockRestore();
  });

  it("never converts paths that are not pages", async () => {
    const before = seen.length;
    for (const path of ["/api/v1/health", "/mcp", "/.well-known/api-catalog", "/llms.txt"]) {
      expect((await routeRequest(path, "negotiated")).status).toBe(404);
    }
    expect(seen.length).toBe(before);
  });

  it("is a plain 404 when reached without the proxy's rewrite", async () => {
    for (const variant of [undefined, "anything"]) {
      const response = await routeRequest("/glossary/bigha", variant);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    }
  });
});

describe("where page HTML is fetched from", () => {
  it("uses the request's own address when it is ours or loopback, else the configured base address", () => {
    expect(htmlSourceOrigin("http://127.0.0.1:3210/md/x")).toBe("http://127.0.0.1:3210");
    expect(htmlSourceOrigin("http://localhost:3000/md/x")).toBe("http://localhost:3000");
    expect(htmlSourceOrigin("https://staging.example.test/md/x")).toBe("https://staging.example.test");
    // Loopback is the one rule of lib/config/loopback.ts (all of 127.0.0.0/8, *.localhost), plus 0.0.0.0.
    expect(htmlSourceOrigin("http://127.0.0.2:3210/md/x")).toBe("http://127.0.0.2:3210");
    expect(htmlSourceOrigin("http://app.localhost:3210/md/x")).toBe("http://app.localhost:3210");
    expect(htmlSourceOrigin("http://0.0.0.0:3210/md/x")).toBe("http://0.0.0.0:3210");
    // A Host header is the client's to choose: never fetch from an unknown host.
    expect(htmlSourceOrigin("http://attacker.example/md/x")).toBe("http://localhost:3000");
  });

  it("uses the configured https address when a TLS-terminating proxy hands over plain http", () => {
    setConfigForTesting({ APP_ENV: "production", BASE_URL: "https://land.example.com" });
    try {
      expect(htmlSourceOrigin("http://land.example.com/md/demo")).toBe("https://land.example.com");
      expect(htmlSourceOrigin("http://10.0.0.7:3000/md/demo")).toBe("https://land.example.com");
    } finally {
      setConfigForTesting(undefined);
    }
  });
});
