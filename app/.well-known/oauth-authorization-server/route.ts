import { authorizationServerMetadata } from "@/lib/auth/authorization-server-metadata";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("authorizationServerMetadata", () => ({
  body: JSON.stringify(authorizationServerMetadata()),
  contentType: "application/json",
}));
