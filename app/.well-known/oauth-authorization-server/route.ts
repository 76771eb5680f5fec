import { authorizationServerMetadata } from "@/lib/auth/authorization-server-metadata";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, OPTIONS } = cacheableDocumentRoute(() => ({
  body: JSON.stringify(authorizationServerMetadata()),
  contentType: "application/json",
}));
