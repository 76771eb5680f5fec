import { renderAuthMd } from "@/lib/auth/render-auth-md";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, OPTIONS } = cacheableDocumentRoute(() => ({
  body: renderAuthMd(),
  contentType: "text/markdown; charset=utf-8",
}));
