import { renderAuthMd } from "@/lib/auth/render-auth-md";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("authMd", () => ({
  body: renderAuthMd(),
  contentType: "text/markdown; charset=utf-8",
}));
