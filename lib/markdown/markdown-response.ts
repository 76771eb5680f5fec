import { MARKDOWN_ROUTE_PREFIX, type MarkdownVariant } from "./markdown-paths";

export interface MarkdownResponseOptions {
  status?: number;
  tokens: number;
  variant: MarkdownVariant;
  /** Absolute URL of the HTML page this Markdown renders. */
  canonical?: string;
  location?: string;
  /** `Content-Signal` value (contentsignals.org), the same policy robots.txt states. */
  contentSignal?: string;
  /** `Content-Language` of the text (`en-IN`, `hi`), as the HTML page sends it. */
  language?: string;
}

/**
 * Caching per variant. A `.md` twin is one representation per URL: no Vary.
 * A negotiated answer shares its URL with the HTML page: `Vary: Accept`. An
 * answer chosen by User-Agent must never reach another client from a shared
 * cache (most do not key on User-Agent), so it is private.
 */
function cachingHeaders(variant: MarkdownVariant, ok: boolean): Record<string, string> {
  if (!ok) return { "Cache-Control": "no-store", ...(variant === "suffix" ? {} : { Vary: "Accept" }) };
  if (variant === "agent") return { "Cache-Control": "private, max-age=300", Vary: "Accept, User-Agent" };
  return { "Cache-Control": "public, max-age=300", ...(variant === "negotiated" ? { Vary: "Accept" } : {}) };
}

/** `text/markdown; charset=utf-8` with the token-count hint and the headers every Markdown answer carries. */
export function markdownResponse(markdown: string, options: MarkdownResponseOptions): Response {
  const status = options.status ?? 200;
  const headers = new Headers({
    "Content-Type": "text/markdown; charset=utf-8",
    "X-Markdown-Tokens": String(options.tokens),
    ...cachingHeaders(options.variant, status === 200),
    // Public and credential-free, like every document of the site.
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Expose-Headers": "X-Markdown-Tokens, Link, Content-Signal",
    "X-Content-Type-Options": "nosniff",
  });
  if (options.canonical) headers.set("Link", `<${options.canonical}>; rel="canonical"`);
  if (options.contentSignal) headers.set("Content-Signal", options.contentSignal);
  if (options.location) headers.set("Location", options.location);
  if (options.language) headers.set("Content-Language", options.language);
  return new Response(markdown, { status, headers });
}

/** The internal route's own URL, as the proxy rewrites to it: `/md` + the page's path. */
export function markdownRoutePath(pagePath: string): string {
  return pagePath === "/" ? MARKDOWN_ROUTE_PREFIX : `${MARKDOWN_ROUTE_PREFIX}${pagePath}`;
}
