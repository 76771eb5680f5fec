import { renderFullSitemap } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, OPTIONS } = cacheableDocumentRoute(() => ({
  body: renderFullSitemap(),
  contentType: "application/xml; charset=utf-8",
}));
