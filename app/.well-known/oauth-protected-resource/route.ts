import { protectedResourceMetadata } from "@/lib/auth/protected-resource-metadata";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("protectedResourceMetadata", () => ({
  body: JSON.stringify(protectedResourceMetadata()),
  contentType: "application/json",
}));
