import { MARKDOWN_ROUTE_PREFIX } from "./markdown-paths";

export interface MarkdownResponseOptions {
  status?: number;
  tokens: number;
  /** Set when the same URL also serves HTML, so caches keep the two apart. */
  negotiated: boolean;
  /** Absolute URL of the HTML page this Markdown renders. */
  canonical?: string;
  location?: string;
}

/** `text/markdown; charset=utf-8` with the token-count hint and the headers every Markdown answer carries. */
export function markdownResponse(markdown: string, options: MarkdownResponseOptions): Response {
  const headers = new Headers({
    "Content-Type": "text/markdown; charset=utf-8",
    "X-Markdown-Tokens": String(options.tokens),
    "Cache-Control": options.status === undefined || options.status === 200 ? "public, max-age=300" : "no-store",
    // Public and credential-free, like every document of the site.
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Expose-Headers": "X-Markdown-Tokens, Link",
    "X-Content-Type-Options": "nosniff",
  });
  if (options.negotiated) headers.set("Vary", "Accept");
  if (options.canonical) headers.set("Link", `<${options.canonical}>; rel="canonical"`);
  if (options.location) headers.set("Location", options.location);
  return new Response(markdown, { status: options.status ?? 200, headers });
}

/** The internal route's own URL, as the proxy rewrites to it: `/md` + the page's path. */
export function markdownRoutePath(pagePath: string): string {
  return pagePath === "/" ? MARKDOWN_ROUTE_PREFIX : `${MARKDOWN_ROUTE_PREFIX}${pagePath}`;
}
