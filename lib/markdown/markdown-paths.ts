/**
 * Paths and headers shared by `proxy.ts` and the internal Markdown route, so
 * the two cannot disagree about what is a page.
 */

/** Internal route that answers Markdown; reachable only through the proxy's rewrite. */
export const MARKDOWN_ROUTE_PREFIX = "/md";

/** Request header the proxy sets on its rewrite: `negotiated` (Accept) or `suffix` (`/blog/<id>.md`). */
export const MARKDOWN_VARIANT_HEADER = "x-markdown-variant";
export type MarkdownVariant = "negotiated" | "suffix";

/** Marks the Markdown route's own fetch of a page's HTML, so the proxy never negotiates it. */
export const INTERNAL_HTML_FETCH_HEADER = "x-markdown-source-fetch";

/** `/blog/<id>.md`: a blog post's static Markdown URL. */
export const BLOG_MARKDOWN_PATH = /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;

/**
 * Paths that are never HTML pages and must not be touched: the API, tool
 * servers, identity endpoints, discovery documents, crawler files, Next.js
 * internals and anything with a file extension. Mirrors `config.matcher` in
 * proxy.ts (which must be a literal there).
 */
const NOT_A_PAGE =
  /^\/(?:_|api(?:\/|$)|mcp(?:\/|$)|md(?:\/|$)|\.well-known(?:\/|$)|agent(?:\/|$)|oauth2(?:\/|$)|llms\.txt$|robots\.txt$|sitemap|auth\.md$)|\.[A-Za-z0-9]+$/;

export function isPagePath(pathname: string): boolean {
  return pathname.startsWith("/") && !pathname.startsWith("//") && !NOT_A_PAGE.test(pathname);
}
