import { API_CATALOG_MEDIA_TYPE, apiCatalogLinkHeader, renderApiCatalog } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

const route = cacheableDocumentRoute(() => ({ body: renderApiCatalog(), contentType: API_CATALOG_MEDIA_TYPE }));

// RFC 9727 §4: the catalog also names itself in a Link header.
const withLink = (handler: (request: Request) => Promise<Response>) => async (request: Request) => {
  const response = await handler(request);
  response.headers.set("Link", apiCatalogLinkHeader());
  return response;
};

export const GET = withLink(route.GET);
export const HEAD = withLink(route.HEAD);
export const OPTIONS = route.OPTIONS;
