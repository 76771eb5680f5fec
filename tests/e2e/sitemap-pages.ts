import type { APIRequestContext } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";

/** Paths of every page in /sitemap.xml (which the unit tests prove equal to the sitemaps of the index). */
export async function sitemapPagePaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  const parser = new XMLParser({ isArray: (name) => name === "url" });
  const urls = parser.parse(xml).urlset.url as Array<{ loc: string }>;
  return urls.map((url) => new URL(url.loc).pathname);
}
