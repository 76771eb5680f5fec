import { renderSitemap, SITEMAP_NAMES, type SitemapName } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("sitemap", async ({ route }) => {
  const name = (await (route as { params: Promise<{ name: string }> }).params).name.replace(/\.xml$/, "");
  if (!(SITEMAP_NAMES as readonly string[]).includes(name)) return undefined;
  return { body: renderSitemap(name as SitemapName), contentType: "application/xml; charset=utf-8" };
});
