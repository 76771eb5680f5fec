import { DOC_KINDS, docLastUpdated, docUrl, getAllTranslations, getDocsByKind, KIND_INFO, type DocKind } from "@/lib/content";
import { splitLocalePath } from "@/lib/i18n/locales";
import { languageVersions } from "@/lib/i18n/page-languages";
import { absolute } from "./discovery-urls";
import { hindiSitePages, sitePages } from "./site-pages";

/** The sitemaps: the English pages, one per kind of document, and the Hindi site (`hi`). */
export const SITEMAP_NAMES = ["pages", ...DOC_KINDS, "hi"] as const;
export type SitemapName = (typeof SITEMAP_NAMES)[number];

/** One page as the sitemaps list it. */
export interface SitemapEntry {
  path: string;
  title: string;
  description: string;
  lastModified: string;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

/** The pages of one sitemap, in the order they are listed everywhere (XML, Markdown, tests). */
export function sitemapEntries(name: SitemapName): SitemapEntry[] {
  if (name === "pages") return sitePages();
  if (name === "hi") {
    return [
      ...hindiSitePages(),
      ...getAllTranslations("hi").map((doc) => ({
        path: docUrl(doc),
        title: doc.title,
        description: doc.summary,
        lastModified: docLastUpdated(doc),
      })),
    ];
  }
  return getDocsByKind(name as DocKind).map((doc) => ({
    path: docUrl(doc),
    title: doc.title,
    description: doc.summary,
    lastModified: docLastUpdated(doc),
  }));
}

/** Heading of a sitemap's section in /sitemap.md. */
export function sitemapLabel(name: SitemapName): string {
  return name === "pages" ? "Pages" : name === "hi" ? "हिंदी (Hindi)" : KIND_INFO[name].label;
}

export function sitemapPath(name: SitemapName): string {
  return `/sitemaps/${name}.xml`;
}

/**
 * A page's language versions as `xhtml:link` alternates (Google's sitemap
 * hreflang): every version of a page that has more than one, `x-default` the
 * English page, listed the same way under each version.
 */
function alternates(path: string): string {
  const versions = Object.entries(languageVersions(splitLocalePath(path).englishPath));
  if (versions.length <= 2) return "";
  return versions
    .map(([hreflang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absolute(href))}"/>`)
    .join("");
}

function urlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(absolute(entry.path))}</loc>\n    <lastmod>${entry.lastModified}</lastmod>${alternates(entry.path)}\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** One sitemap (sitemaps.org 0.9) with `lastmod` from the content's own dates. */
export function renderSitemap(name: SitemapName): string {
  return urlset(sitemapEntries(name));
}

/** /sitemap.xml, the conventional address: every page of every sitemap in one urlset. */
export function renderFullSitemap(): string {
  return urlset(SITEMAP_NAMES.flatMap(sitemapEntries));
}

/** The sitemap index at /sitemap-index.xml, pointing at every sitemap. */
export function renderSitemapIndex(): string {
  const sitemaps = SITEMAP_NAMES.map((name) => {
    const lastmod = sitemapEntries(name)
      .map((entry) => entry.lastModified)
      .sort()
      .at(-1);
    return `  <sitemap>\n    <loc>${escapeXml(absolute(sitemapPath(name)))}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ""}\n  </sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}
