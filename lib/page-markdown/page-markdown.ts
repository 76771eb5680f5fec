import { getConfig } from "@/lib/config/env";
import { absoluteUrl, findDocByPath, getDocMarkdown } from "@/lib/content";
import { log, errorKind } from "@/lib/log/logger";
import { countMarkdownTokens } from "@/lib/markdown/count-tokens";
import { htmlToMarkdown } from "@/lib/markdown/html-to-markdown";
import { INTERNAL_HTML_FETCH_HEADER, isPagePath, type MarkdownVariant } from "@/lib/markdown/markdown-paths";
import { markdownResponse } from "@/lib/markdown/markdown-response";

interface PageMarkdown {
  status: number;
  markdown: string;
  tokens: number;
  location?: string;
}

/** Converted pages kept per base address, path and query; oldest dropped past this many. */
const MAX_CACHED_PAGES = 256;
const FETCH_TIMEOUT_MS = 10_000;
const cache = new Map<string, Promise<PageMarkdown>>();

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);

/**
 * Where to fetch a page's HTML from. For a request to one of our configured
 * addresses, that address as configured (its https scheme, not the plain-http
 * URL a TLS-terminating proxy hands the server, which would only redirect);
 * for a loopback address (local and test servers), the request's own origin;
 * for anything else, the configured base address. Never a host taken from the
 * request's Host header, which a client controls.
 */
export function htmlSourceOrigin(requestUrl: string): string {
  const config = getConfig();
  const url = new URL(requestUrl);
  const configured = [config.siteUrl, config.productionUrl, config.stagingUrl].map((base) => new URL(base));
  const ours = configured.find((base) => base.host === url.host);
  if (ours) return ours.origin;
  return LOOPBACK_HOSTS.has(url.hostname) ? url.origin : new URL(config.siteUrl).origin;
}

async function plainAnswer(status: number, markdown: string, negotiated: boolean): Promise<Response> {
  return markdownResponse(markdown, { status, tokens: await countMarkdownTokens(markdown), negotiated });
}

const notFound = (negotiated: boolean) => plainAnswer(404, "# Not found\n\nThere is no page at this address.\n", negotiated);

async function convertPage(origin: string, pathAndQuery: string): Promise<PageMarkdown> {
  const target = new URL(origin);
  const [pathname = "/", query] = pathAndQuery.split("?", 2);
  target.pathname = pathname; // assigning the path can never change the host
  target.search = query ? `?${query}` : "";
  const response = await fetch(target, {
    headers: { Accept: "text/html", [INTERNAL_HTML_FETCH_HEADER]: "1" },
    redirect: "manual",
    cache: "no-store",
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    const location = response.headers.get("location") ?? undefined;
    const markdown = `Moved to ${location ?? "another address"}.\n`;
    return { status: response.status, markdown, tokens: await countMarkdownTokens(markdown), ...(location ? { location } : {}) };
  }
  const type = response.headers.get("content-type") ?? "";
  const body = await response.text();
  const markdown = /text\/html|application\/xhtml\+xml/i.test(type) ? htmlToMarkdown(body, getConfig().siteUrl) : body;
  return { status: response.status, markdown, tokens: await countMarkdownTokens(markdown) };
}

/** Converts once per page and base address; concurrent requests share one conversion. Errors and non-200s are not kept. */
function cachedConversion(origin: string, pathAndQuery: string): Promise<PageMarkdown> {
  const key = `${origin}${pathAndQuery}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const pending = convertPage(origin, pathAndQuery);
  if (getConfig().nodeEnv === "development") return pending; // pages change while editing
  cache.set(key, pending);
  if (cache.size > MAX_CACHED_PAGES) cache.delete(cache.keys().next().value as string);
  pending.then(
    (page) => {
      if (page.status !== 200) cache.delete(key);
    },
    () => cache.delete(key),
  );
  return pending;
}

/**
 * The Markdown answer for a page. Content documents answer with their source
 * Markdown (see `getDocMarkdown`); any other page is fetched from this server
 * as HTML and converted. `/blog/<id>.md` (variant `suffix`) answers only for
 * blog posts.
 */
export async function pageMarkdownResponse(
  requestUrl: string,
  pathname: string,
  search: string,
  variant: MarkdownVariant,
): Promise<Response> {
  const negotiated = variant === "negotiated";
  const doc = findDocByPath(pathname);
  if (doc && (negotiated || doc.kind === "blog")) {
    const { markdown, tokens } = await getDocMarkdown(doc);
    return markdownResponse(markdown, { tokens, negotiated, canonical: absoluteUrl(pathname) });
  }
  if (!negotiated || !isPagePath(pathname)) return notFound(negotiated);

  try {
    const page = await cachedConversion(htmlSourceOrigin(requestUrl), `${pathname}${search}`);
    return markdownResponse(page.markdown, {
      status: page.status,
      tokens: page.tokens,
      negotiated,
      ...(page.status === 200 ? { canonical: absoluteUrl(pathname) } : {}),
      ...(page.location ? { location: page.location } : {}),
    });
  } catch (error) {
    log.error("markdown conversion failed", { path: pathname, error: errorKind(error) });
    return plainAnswer(
      503,
      "# Temporarily unavailable\n\nThis page could not be converted to Markdown. Retry shortly, or request it as HTML.\n",
      negotiated,
    );
  }
}
