import { NextResponse, type NextRequest } from "next/server";
import { getConfig } from "@/lib/config/env";
import { environmentHeaders } from "@/lib/edge/environment-headers";
import { httpsRedirect } from "@/lib/edge/https-redirect";
import { verifySignedAgent } from "@/lib/edge/signed-agent";
import {
  INTERNAL_HTML_FETCH_HEADER,
  MARKDOWN_ROUTE_PREFIX,
  MARKDOWN_VARIANT_HEADER,
  type MarkdownVariant,
  pageOfMarkdownTwin,
} from "@/lib/markdown/markdown-paths";
import { markdownRoutePath } from "@/lib/markdown/markdown-response";
import { isAgentWithoutPreference, prefersMarkdown } from "@/lib/markdown/negotiate-markdown";

/**
 * Runs before every HTML page (see `config.matcher`): HTTPS redirect, the
 * environment's headers (HSTS, staging's X-Robots-Tag), and Markdown: a
 * page's `.md` twin (`/index.md` for the home page), `Accept: text/markdown`
 * on any page, and an AI agent that states no preference (known by its
 * User-Agent, or by a verified Web Bot Auth signature) are rewritten to the
 * internal `/md/...` route, which answers `text/markdown`.
 */
const REWRITE_TOKEN_HEADER = "x-markdown-rewrite-token";
/** Unguessable per process, so no client can reach the internal route by sending the header itself. */
export const REWRITE_TOKEN = crypto.randomUUID();

export async function proxy(request: NextRequest): Promise<Response> {
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
  } else if (readable && pathname.endsWith(".md")) {
    const page = pageOfMarkdownTwin(pathname);
    response = page === undefined ? NextResponse.next() : rewriteToMarkdown(request, page, "suffix");
  } else if (readable && isNegotiable(request) && prefersMarkdown(request.headers.get("accept"))) {
    response = rewriteToMarkdown(request, pathname, "negotiated");
  } else if (
    readable &&
    isNegotiable(request) &&
    (await isAgentWithoutPreference(request.headers, async () => (await verifySignedAgent(request)) !== undefined))
  ) {
    response = rewriteToMarkdown(request, pathname, "agent");
  } else {
    // `Vary: Accept` cannot be added to page responses here: Next.js sets the page's
    // Vary header itself after the proxy has run, replacing ours. The Markdown
    // answers carry `Vary: Accept`.
    response = NextResponse.next();
  }

  for (const [name, value] of Object.entries(environmentHeaders())) response.headers.set(name, value);
  return response;
}

/** Our own fetch of a page's HTML, and the router's RSC requests, are never negotiated. */
function isNegotiable(request: NextRequest): boolean {
  const headers = request.headers;
  return !headers.has(INTERNAL_HTML_FETCH_HEADER) && !headers.has("rsc") && !headers.has("next-router-prefetch");
}

function rewriteToMarkdown(request: NextRequest, pagePath: string, variant: MarkdownVariant): NextResponse {
  const target = request.nextUrl.clone();
  target.pathname = markdownRoutePath(pagePath);
  const headers = new Headers(request.headers);
  headers.set(MARKDOWN_VARIANT_HEADER, variant);
  headers.set(REWRITE_TOKEN_HEADER, REWRITE_TOKEN);
  const response = NextResponse.rewrite(target, { request: { headers } });
  // On the page's own URL, next.config.mjs's page Link header would replace the Markdown route's;
  // a header set here wins over it, so the Markdown keeps naming its canonical page.
  response.headers.set("Link", `<${getConfig().siteUrl}${pagePath}>; rel="canonical"`);
  return response;
}

export const config = {
  matcher: [
    // Pages only. Not: Next.js internals (/_next, /__nextjs…), the API, tool servers, identity and
    // discovery endpoints, crawler files, or any path with a file extension. /md is matched so
    // direct visits to the internal route are refused. Keep in step with isPagePath().
    "/((?!_|api(?:/|$)|mcp(?:/|$)|\\.well-known(?:/|$)|agent(?:/|$)|oauth2(?:/|$)|llms(?:-full)?\\.txt$|robots\\.txt$|sitemap|auth\\.md$|.*\\.[A-Za-z0-9]+$).*)",
    // A page's static Markdown twin (`/index.md` for the home page); pageOfMarkdownTwin() decides.
    "/((?!_|api/|mcp/|\\.well-known/|sitemap|auth\\.md$)[A-Za-z0-9/_-]+\\.md)",
  ],
};
