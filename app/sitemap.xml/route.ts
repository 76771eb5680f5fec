import { renderFullSitemap } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("sitemapXml", () => ({
  body: renderFullSitemap(),
  contentType: "application/xml; charset=utf-8",
}));
