import { renderLlmsTxt } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("llmsTxt", () => ({
  body: renderLlmsTxt(),
  contentType: "text/plain; charset=utf-8",
}));
