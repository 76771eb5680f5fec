import { API_CATALOG_MEDIA_TYPE, apiCatalogLinkHeader, renderApiCatalog } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("apiCatalog", () => ({
  body: renderApiCatalog(),
  contentType: API_CATALOG_MEDIA_TYPE,
  // RFC 9727 §4: the catalog also names itself in a Link header.
  headers: { Link: apiCatalogLinkHeader() },
}));
