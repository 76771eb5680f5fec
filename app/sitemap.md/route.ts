import { renderSitemapMd } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("sitemapMd", () => ({
  body: renderSitemapMd(),
  contentType: "text/markdown; charset=utf-8",
}));
