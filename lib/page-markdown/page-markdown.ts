import { getConfig } from "@/lib/config/env";
import { isLoopbackHostname } from "@/lib/config/loopback";
import { log, errorKind } from "@/lib/log/logger";
import { countMarkdownTokens } from "@/lib/markdown/count-tokens";
import { withFrontMatter } from "@/lib/markdown/front-matter";
import { htmlToMarkdown } from "@/lib/markdown/html-to-markdown";
import { INTERNAL_HTML_FETCH_HEADER, isPagePath, type MarkdownVariant } from "@/lib/markdown/markdown-paths";
import { markdownResponse } from "@/lib/markdown/markdown-response";
import { LOCALE_INFO, splitLocalePath } from "@/lib/i18n/locales";

/** The language of a page path: Hindi under `/hi`, English elsewhere. */
const pageLanguage = (pagePath: string) => LOCALE_INFO[splitLocalePath(pagePath).locale].htmlLang;

/** A Markdown answer and its `X-Markdown-Tokens` count. */
export interface CountedMarkdown {
  markdown: string;
  tokens: number;
}

/**
 * What the Markdown route needs to know about the site, supplied by the
 * discovery layer (which owns the content index, the page list and the
 * discovery paths), so this folder depends on neither.
 */
export interface MarkdownSite {
  /** A content document's answer, front matter included, or undefined when the path is no document. */
  document(pagePath: string): Promise<CountedMarkdown> | undefined;
  /** Title, description and date of any other page, or undefined when unknown. */
  pageFacts(pagePath: string): { title: string; description: string; lastUpdated?: string } | undefined;
  /** Body of the Markdown 404: where to look instead. */
  notFoundMarkdown(pagePath: string): string;
  /** Absolute URL of a page path on this environment. */
  absoluteUrl(pagePath: string): string;
  /** `Content-Signal` value, as robots.txt states it. */
  contentSignal: string;
}

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

/** This machine: a loopback name, or the unspecified address a server bound to all interfaces may be reached by. */
const isThisMachine = (hostname: string) => isLoopbackHostname(hostname) || hostname === "0.0.0.0";

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
  return isThisMachine(url.hostname) ? url.origin : new URL(config.siteUrl).origin;
}

async function plainAnswer(status: number, markdown: string, variant: MarkdownVariant, site: MarkdownSite): Promise<Response> {
  const tokens = await countMarkdownTokens(markdown);
  return markdownResponse(markdown, { status, tokens, variant, contentSignal: site.contentSignal });
}

/** A missing page is a 404 in Markdown that says where to look instead (see docs/content.md, "Markdown for every page"). */
const notFound = (pagePath: string, variant: MarkdownVariant, site: MarkdownSite) =>
  plainAnswer(404, site.notFoundMarkdown(pagePath), variant, site);

/** The `<title>` of a converted page, for pages the site does not list. */
function htmlTitle(html: string): string {
  const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() ?? "";
  return title
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

async function convertPage(origin: string, pathAndQuery: string, site: MarkdownSite): Promise<PageMarkdown> {
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
  if (response.status === 404) {
    const markdown = site.notFoundMarkdown(pathname);
    return { status: 404, markdown, tokens: await countMarkdownTokens(markdown) };
  }
  const isHtml = /text\/html|application\/xhtml\+xml/i.test(type);
  let markdown = isHtml ? htmlToMarkdown(body, getConfig().siteUrl) : body;
  if (response.status === 200) {
    const facts = site.pageFacts(pathname) ?? { title: htmlTitle(body), description: "" };
    markdown = withFrontMatter(markdown, { ...facts, canonicalUrl: site.absoluteUrl(pathname), lang: pageLanguage(pathname) });
  }
  return { status: response.status, markdown, tokens: await countMarkdownTokens(markdown) };
}

/** Converts once per page and base address; concurrent requests share one conversion. Errors and non-200s are not kept. */
function cachedConversion(origin: string, pathAndQuery: string, site: MarkdownSite): Promise<PageMarkdown> {
  const key = `${origin}${pathAndQuery}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const pending = convertPage(origin, pathAndQuery, site);
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
 * The Markdown answer for a page, front matter first. Content documents
 * answer with their source Markdown (see `MarkdownSite.document`); any other
 * page is fetched from this server as HTML and converted. Every variant
 * (`.md` twin, Accept, agent) answers the same Markdown; only caching differs.
 */
export async function pageMarkdownResponse(
  requestUrl: string,
  pathname: string,
  search: string,
  variant: MarkdownVariant,
  site: MarkdownSite,
): Promise<Response> {
  const canonical = site.absoluteUrl(pathname);
  const document = site.document(pathname);
  if (document) {
    const { markdown, tokens } = await document;
    return markdownResponse(markdown, { tokens, variant, canonical, contentSignal: site.contentSignal, language: pageLanguage(pathname) });
  }
  if (!isPagePath(pathname)) return notFound(pathname, variant, site);

  try {
    const page = await cachedConversion(htmlSourceOrigin(requestUrl), `${pathname}${search}`, site);
    return markdownResponse(page.markdown, {
      status: page.status,
      tokens: page.tokens,
      variant,
      contentSignal: site.contentSignal,
      ...(page.status === 200 ? { canonical, language: pageLanguage(pathname) } : {}),
      ...(page.location ? { location: page.location } : {}),
    });
  } catch (error) {
    log.error("markdown conversion failed", { path: pathname, error: errorKind(error) });
    return plainAnswer(
      503,
      "# Temporarily unavailable\n\nThis page could not be converted to Markdown. Retry shortly, or request it as HTML.\n",
      variant,
      site,
    );
  }
}
