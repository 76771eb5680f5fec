import { renderAiCatalog } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("aiCatalog", () => ({
  body: renderAiCatalog(),
  contentType: "application/json",
}));
