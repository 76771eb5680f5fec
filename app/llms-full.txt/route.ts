import { renderLlmsFullTxt } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("llmsFullTxt", async () => ({
  body: await renderLlmsFullTxt(),
  contentType: "text/plain; charset=utf-8",
}));
