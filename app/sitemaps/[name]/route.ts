import { renderSitemap, SITEMAP_NAMES, type SitemapName } from "@/lib/discovery";
import { cacheableDocument } from "@/lib/http/cacheable-document";

export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const name = (await params).name.replace(/\.xml$/, "");
  if (!(SITEMAP_NAMES as readonly string[]).includes(name)) {
    return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return cacheableDocument(request, { body: renderSitemap(name as SitemapName), contentType: "application/xml; charset=utf-8" });
}

export const HEAD = GET;
