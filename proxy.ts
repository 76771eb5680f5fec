import { NextResponse, type NextRequest } from "next/server";
import { environmentHeaders } from "@/lib/edge/environment-headers";
import { httpsRedirect } from "@/lib/edge/https-redirect";
import {
  BLOG_MARKDOWN_PATH,
  INTERNAL_HTML_FETCH_HEADER,
  MARKDOWN_ROUTE_PREFIX,
  MARKDOWN_VARIANT_HEADER,
  type MarkdownVariant,
} from "@/lib/markdown/markdown-paths";
import { markdownRoutePath } from "@/lib/markdown/markdown-response";
import { prefersMarkdown } from "@/lib/markdown/negotiate-markdown";

/**
 * Runs before every HTML page (see `config.matcher`): HTTPS redirect, the
 * environment's headers (HSTS, staging's X-Robots-Tag), and Markdown:
 * `Accept: text/markdown` on any page, and `/blog/<id>.md`, are rewritten to
 * the internal `/md/...` route, which answers `text/markdown`.
 */
const REWRITE_TOKEN_HEADER = "x-markdown-rewrite-token";
/** Unguessable per process, so no client can reach the internal route by sending the header itself. */
export const REWRITE_TOKEN = crypto.randomUUID();

export function proxy(request: NextRequest): Response {
  const redirect = httpsRedirect(request);
  if (redirect) return redirect;

  const { pathname } = request.nextUrl;
  const readable = request.method === "GET" || request.method === "HEAD";
  let response: NextResponse;

  // next.config.mjs turns Next's own slash-stripping redirect off (RFC 9728 metadata paths need
  // their trailing slash), so pages get theirs here: one canonical address per page.
  if (pathname.length > 1 && pathname.endsWith("/")) {
    // A plain URL: NextURL would put the trailing slash back when formatted.
    const target = new URL(`${pathname.replace(/\/+$/, "") || "/"}${request.nextUrl.search}`, request.url);
    return NextResponse.redirect(target, 308);
  }

  if (pathname === MARKDOWN_ROUTE_PREFIX || pathname.startsWith(`${MARKDOWN_ROUTE_PREFIX}/`)) {
    // The internal route is reached only through a rewrite, never by its own address. When the
    // server binds a specific host, Next.js carries the rewrite out as a second request that
    // passes through here again; only this process's rewrite token lets that one through.
    response =
      request.headers.get(REWRITE_TOKEN_HEADER) === REWRITE_TOKEN
        ? NextResponse.next()
        : new NextResponse("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  } else if (readable && BLOG_MARKDOWN_PATH.test(pathname)) {
    response = rewriteToMarkdown(request, pathname.slice(0, -".md".length), "suffix");
  } else if (readable && wantsMarkdown(request)) {
    response = rewriteToMarkdown(request, pathname, "negotiated");
  } else {
    // `Vary: Accept` cannot be added to page responses here: Next.js sets the page's
    // Vary header itself after the proxy has run, replacing ours. The Markdown
    // answers carry `Vary: Accept`.
    response = NextResponse.next();
  }

  for (const [name, value] of Object.entries(environmentHeaders())) response.headers.set(name, value);
  return response;
}

function wantsMarkdown(request: NextRequest): boolean {
  const headers = request.headers;
  // Our own fetch of a page's HTML, and the router's RSC requests, are never negotiated.
  if (headers.has(INTERNAL_HTML_FETCH_HEADER) || headers.has("rsc") || headers.has("next-router-prefetch")) return false;
  return prefersMarkdown(headers.get("accept"));
}

function rewriteToMarkdown(request: NextRequest, pagePath: string, variant: MarkdownVariant): NextResponse {
  const target = request.nextUrl.clone();
  target.pathname = markdownRoutePath(pagePath);
  const headers = new Headers(request.headers);
  headers.set(MARKDOWN_VARIANT_HEADER, variant);
  headers.set(REWRITE_TOKEN_HEADER, REWRITE_TOKEN);
  return NextResponse.rewrite(target, { request: { headers } });
}

export const config = {
  matcher: [
    // Pages only. Not: Next.js internals (/_next, /__nextjs…), the API, tool servers, identity and
    // discovery endpoints, crawler files, or any path with a file extension. /md is matched so
    // direct visits to the internal route are refused. Keep in step with isPagePath().
    "/((?!_|api(?:/|$)|mcp(?:/|$)|\\.well-known(?:/|$)|agent(?:/|$)|oauth2(?:/|$)|llms\\.txt$|robots\\.txt$|sitemap|auth\\.md$|.*\\.[A-Za-z0-9]+$).*)",
    // A blog post's static Markdown URL.
    "/blog/:id([a-z0-9-]+)\\.md",
  ],
};
