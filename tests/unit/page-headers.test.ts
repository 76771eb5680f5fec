import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
// @ts-expect-error next.config.mjs is plain JavaScript, and the project type-checks TypeScript only
import nextConfig from "@/next.config.mjs";
import { hasHindi } from "@/lib/i18n/page-languages";
import { CONTENT_SIGNAL } from "@/lib/site";

const require = createRequire(import.meta.url);
const { getPathMatch } = require("next/dist/shared/lib/router/utils/path-match") as {
  getPathMatch(
    path: string,
    options?: { regexModifier?: (regex: string) => string; removeUnnamedParams?: boolean; strict?: boolean },
  ): (pathname: string) => Record<string, string> | false;
};

interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

/** The page headers Next.js would send for a path: every matching rule, `:param`s substituted, as Next.js does. */
async function headersFor(path: string): Promise<Record<string, string>> {
  const rules = (await (nextConfig as { headers(): Promise<HeaderRule[]> }).headers()) as HeaderRule[];
  const result: Record<string, string> = {};
  for (const rule of rules) {
    const params = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(path);
    if (!params) continue;
    for (const header of rule.headers) {
      result[header.key.toLowerCase()] = header.value.replace(/:(\w+)/g, (whole, name: string) => params[name] ?? whole);
    }
  }
  return result;
}

/** hreflang URLs are absolute on the address a build recorded (scripts/check-env.ts), relative before any build. */
const recorded = existsSync(".site-url.json")
  ? (JSON.parse(readFileSync(".site-url.json", "utf8")) as { siteUrl: string }).siteUrl
  : undefined;
const absolute = (path: string) => (recorded ? new URL(path, `${recorded.replace(/\/+$/, "")}/`).toString() : path);

describe("static page headers (next.config.mjs)", () => {
  it.each([
    "/",
    "/demo",
    "/calculators",
    "/glossary/bigha",
    "/calculators/land-roi",
    "/calculators/acquisition-cost/rates",
    "/guides/taxes-on-land-deals",
    "/guides/land-for-solar-and-wind-projects",
    "/help/connecting-mcp-clients",
    "/blog/making-our-site-agent-ready",
  ])("%s links its Markdown twin, llms.txt, the API catalog and the AI catalog, with the Content-Signal policy", async (path) => {
    const headers = await headersFor(path);
    const twin = path === "/" ? "/index.md" : `${path}.md`;
    const own =
      `<${twin}>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"; type="text/plain", ` +
      '</.well-known/api-catalog>; rel="api-catalog", </.well-known/ai-catalog.json>; rel="ai-catalog"';
    const hindi = path === "/" ? "/hi" : `/hi${path}`;
    const versions = `, <${absolute(path)}>; rel="alternate"; hreflang="en-IN", <${absolute(hindi)}>; rel="alternate"; hreflang="hi", <${absolute(path)}>; rel="alternate"; hreflang="x-default"`;
    // A page with a Hindi version names both versions; the others only their own links.
    expect(headers.link).toBe(hasHindi(path) ? own + versions : own);
    expect(headers["content-language"]).toBe("en-IN");
    expect(headers["content-signal"]).toBe(CONTENT_SIGNAL);
    expect(headers["content-security-policy"]).toBeTruthy();
  });

  it.each(["/hi", "/hi/demo", "/hi/glossary/bigha", "/hi/calculators/land-roi", "/hi/guides/taxes-on-land-deals"])(
    "%s links its Markdown twin and both versions, in Hindi",
    async (path) => {
      const headers = await headersFor(path);
      const english = path === "/hi" ? "/" : path.slice(3);
      expect(headers.link).toBe(
        `<${path}.md>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"; type="text/plain", ` +
          '</.well-known/api-catalog>; rel="api-catalog", </.well-known/ai-catalog.json>; rel="ai-catalog"' +
          `, <${absolute(english)}>; rel="alternate"; hreflang="en-IN", <${absolute(path)}>; rel="alternate"; hreflang="hi", <${absolute(english)}>; rel="alternate"; hreflang="x-default"`,
      );
      expect(headers["content-language"]).toBe("hi");
    },
  );

  it.each([
    "/api/v1/health",
    "/mcp",
    "/mcp/docs",
    "/.well-known/api-catalog",
    "/llms.txt",
    "/sitemap.xml",
    "/glossary/bigha.md",
    "/md/demo",
    "/_next/static/x.js",
    "/agent/identity",
    "/oauth2/token",
  ])("%s gets no page Link header", async (path) => {
    expect((await headersFor(path)).link).toBeUndefined();
  });
});
