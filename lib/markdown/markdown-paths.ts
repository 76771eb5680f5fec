/**
 * Paths and headers shared by `proxy.ts` and the internal Markdown route, so
 * the two cannot disagree about what is a page.
 */

/** Internal route that answers Markdown; reachable only through the proxy's rewrite. */
export const MARKDOWN_ROUTE_PREFIX = "/md";

/**
 * Request header the proxy sets on its rewrite: `negotiated` (Accept), `suffix`
 * (a page's `.md` twin) or `agent` (a known AI agent that stated no preference).
 */
export const MARKDOWN_VARIANT_HEADER = "x-markdown-variant";
export type MarkdownVariant = "negotiated" | "suffix" | "agent";

/** Marks the Markdown route's own fetch of a page's HTML, so the proxy never negotiates it. */
export const INTERNAL_HTML_FETCH_HEADER = "x-markdown-source-fetch";

/**
 * Paths that are never HTML pages and must not be touched: the API, tool
 * servers, identity endpoints, discovery documents, crawler files, Next.js
 * internals and anything with a file extension. Mirrors `config.matcher` in
 * proxy.ts (which must be a literal there).
 */
const NOT_A_PAGE =
  /^\/(?:_|api(?:\/|$)|mcp(?:\/|$)|md(?:\/|$)|\.well-known(?:\/|$)|agent(?:\/|$)|oauth2(?:\/|$)|llms(?:-full)?\.txt$|robots\.txt$|sitemap|auth(?:\.md)?$|index$)|\.[A-Za-z0-9]+$/;

export function isPagePath(pathname: string): boolean {
  return pathname.startsWith("/") && !pathname.startsWith("//") && !NOT_A_PAGE.test(pathname);
}

/** The page's static Markdown twin: `/index.md` for the home page, `<path>.md` for every other page. */
export function markdownTwinPath(pagePath: string): string {
  return pagePath === "/" ? "/index.md" : `${pagePath}.md`;
}

/** The page a `.md` URL is the twin of, or undefined when it names no page (`/auth.md` is a document of its own). */
export function pageOfMarkdownTwin(pathname: string): string | undefined {
  if (pathname === "/index.md") return "/";
  if (!pathname.endsWith(".md")) return undefined;
  const page = pathname.slice(0, -".md".length);
  return isPagePath(page) ? page : undefined;
}
