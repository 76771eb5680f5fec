import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { config } from "@/proxy";
import { isPagePath, markdownTwinPath, pageOfMarkdownTwin } from "@/lib/markdown/markdown-paths";
import { parseAccept, prefersMarkdown } from "@/lib/markdown/negotiate-markdown";

describe("Accept negotiation", () => {
  it.each([
    // Browsers: always HTML.
    ["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", false],
    [
      "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7",
      false,
    ],
    ["text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8", false],
    // Wildcards and nothing: HTML.
    ["*/*", false],
    ["text/*", false],
    ["", false],
    [null, false],
    ["application/json", false],
    // Markdown asked for.
    ["text/markdown", true],
    ["TEXT/MARKDOWN", true],
    ["text/markdown; charset=utf-8", true],
    ["text/markdown, */*;q=0.1", true],
    ["text/markdown;q=0.1, */*", true], // wildcards do not count for HTML
    ["text/markdown, text/html;q=0.9", true],
    ["text/html;q=0.5, text/markdown;q=0.9", true],
    ["text/plain, text/markdown;q=0.5", true],
    // Markdown refused, or not preferred over HTML.
    ["text/markdown;q=0", false],
    ["text/markdown;q=0.000", false],
    ["text/markdown, text/html", false], // a tie goes to HTML
    ["text/markdown;q=0.8, text/html;q=0.8", false],
    ["text/html, text/markdown;q=0.9", false],
    ["text/markdown;q=0.5, text/html", false],
    // A malformed q is ignored, not read as 1.
    ["text/markdown;q=abc", false],
    ["text/markdown;q=1.5", false],
    ["text/markdown;q=abc, text/html;q=0.1", false],
  ])("%j → Markdown: %s", (accept, markdown) => {
    expect(prefersMarkdown(accept)).toBe(markdown);
  });

  it("parses media ranges and q-values", () => {
    expect(parseAccept("text/html;level=1;q=0.7 , text/markdown;q=0.95,*/*;q=0.1")).toEqual([
      { type: "text/html", q: 0.7 },
      { type: "text/markdown", q: 0.95 },
      { type: "*/*", q: 0.1 },
    ]);
    expect(parseAccept("garbage, ,text/markdown")).toEqual([{ type: "text/markdown", q: 1 }]);
  });
});

/** The regexes Next.js compiles `config.matcher` into, so the test checks what the server will run. */
function compiledMatchers(): RegExp[] {
  const require = createRequire(import.meta.url);
  const { getMiddlewareMatchers } = require("next/dist/build/analysis/get-page-static-info.js") as {
    getMiddlewareMatchers(matcher: unknown, nextConfig: Record<string, unknown>): Array<{ regexp: string }>;
  };
  return getMiddlewareMatchers(config.matcher, {}).map((matcher) => new RegExp(matcher.regexp));
}

describe("which paths the proxy runs on", () => {
  const matchers = compiledMatchers();
  const proxied = (path: string) => matchers.some((regexp) => regexp.test(path));

  const PAGES = [
    "/",
    "/glossary",
    "/glossary/bigha",
    "/guides/due-diligence-checklist",
    "/help",
    "/blog",
    "/demo",
    "/developers",
    "/search",
    "/calculators",
    "/calculators/land-roi",
    "/apiary",
    "/agents",
  ];
  const NOT_PAGES = [
    "/api",
    "/api/v1/health",
    "/api/health",
    "/api/docs",
    "/api/openapi.json",
    "/mcp",
    "/mcp/docs",
    "/.well-known/oauth-authorization-server",
    "/.well-known/mcp/server-card.json",
    "/agent/identity",
    "/oauth2/token",
    "/oauth2/revoke",
    "/llms.txt",
    "/robots.txt",
    "/sitemap-index.xml",
    "/sitemap.xml",
    "/sitemaps/pages.xml",
    "/auth.md",
    "/_next/static/chunks/main.js",
    "/__nextjs_original-stack-frame",
    "/favicon.ico",
    "/logo.svg",
    "/sitemap.md",
    "/llms-full.txt",
    "/.well-known/ai-catalog.json",
    "/.well-known/agent-skills/land-calculators/SKILL.md",
  ];

  it.each(PAGES)("runs on the page %s", (path) => {
    expect(proxied(path)).toBe(true);
    expect(isPagePath(path)).toBe(true);
  });

  it.each(NOT_PAGES)("leaves %s alone", (path) => {
    expect(proxied(path)).toBe(false);
    expect(isPagePath(path)).toBe(false);
  });

  it.each(PAGES)("runs on the Markdown twin of %s, which names that page", (path) => {
    const twin = markdownTwinPath(path);
    expect(twin).toBe(path === "/" ? "/index.md" : `${path}.md`);
    expect(proxied(twin)).toBe(true);
    expect(isPagePath(twin)).toBe(false);
    expect(pageOfMarkdownTwin(twin)).toBe(path);
  });

  it("finds no page behind .md URLs of documents and non-pages", () => {
    for (const path of ["/auth.md", "/sitemap.md", "/index", "/api/docs.md", "/mcp.md", "/.well-known/x.md", "/glossary/bigha.json"]) {
      expect(pageOfMarkdownTwin(path), path).toBeUndefined();
    }
    expect(proxied("/auth.md")).toBe(false);
  });

  it("runs on the internal route (to refuse direct visits)", () => {
    expect(proxied("/md/glossary/bigha")).toBe(true);
    expect(isPagePath("/md/glossary/bigha")).toBe(false);
  });
});
