import { renderRobots } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, OPTIONS } = cacheableDocumentRoute(() => ({
  body: renderRobots(),
  contentType: "text/plain; charset=utf-8",
}));
