import { renderAiCatalog } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, OPTIONS } = cacheableDocumentRoute(() => ({
  body: renderAiCatalog(),
  contentType: "application/json",
}));
