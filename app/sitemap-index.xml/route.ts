import { renderSitemapIndex } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("sitemapIndex", () => ({
  body: renderSitemapIndex(),
  contentType: "application/xml; charset=utf-8",
}));
