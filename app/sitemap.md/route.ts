import { renderSitemapMd } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, OPTIONS } = cacheableDocumentRoute(() => ({
  body: renderSitemapMd(),
  contentType: "text/markdown; charset=utf-8",
}));
