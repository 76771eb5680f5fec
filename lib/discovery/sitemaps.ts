import { DOC_KINDS, docUrl, getDocsByKind, type DocKind } from "@/lib/content";
import { absolute } from "./discovery-urls";
import { sitePages } from "./site-pages";

export const SITEMAP_NAMES = ["pages", ...DOC_KINDS] as const;
export type SitemapName = (typeof SITEMAP_NAMES)[number];

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

interface Entry {
  path: string;
  lastModified?: string;
}

function entries(name: SitemapName): Entry[] {
  if (name === "pages") return sitePages().map(({ path, lastModified }) => ({ path, lastModified }));
  return getDocsByKind(name as DocKind).map((doc) => ({ path: docUrl(doc), lastModified: doc.updated }));
}

export function sitemapPath(name: SitemapName): string {
  return `/sitemaps/${name}.xml`;
}

/** One sitemap (sitemaps.org 0.9) with `lastmod` from the content's own dates. */
export function renderSitemap(name: SitemapName): string {
  const urls = entries(name).map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(absolute(entry.path))}</loc>${entry.lastModified ? `\n    <lastmod>${entry.lastModified}</lastmod>` : ""}\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The sitemap index at /sitemap-index.xml, pointing at every sitemap. */
export function renderSitemapIndex(): string {
  const sitemaps = SITEMAP_NAMES.map((name) => {
    const dates = entries(name)
      .map((entry) => entry.lastModified)
      .filter((date): date is string => Boolean(date))
      .sort();
    const lastmod = dates.at(-1);
    return `  <sitemap>\n    <loc>${escapeXml(absolute(sitemapPath(name)))}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ""}\n  </sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join("\n")}\n</sitemapindex>\n`;
}
