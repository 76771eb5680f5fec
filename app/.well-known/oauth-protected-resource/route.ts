import { protectedResourceMetadata } from "@/lib/auth/protected-resource-metadata";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, OPTIONS } = cacheableDocumentRoute(() => ({
  body: JSON.stringify(protectedResourceMetadata()),
  contentType: "application/json",
}));
