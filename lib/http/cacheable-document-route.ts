import { cors, EXPOSED_HEADERS, edgeRoute, environment, head, methodCheck, plainErrorResponse, redirectToHttps } from "@/lib/edge";
import { endpoint, type EndpointId } from "@/lib/endpoints/endpoint-table";
import { type CacheableDocument, cacheableDocument } from "./cacheable-document";

export interface DocumentRequest {
  request: Request;
  /** Next.js's second handler argument, for routes with dynamic segments. */
  route: unknown;
}

const NOT_FOUND = () => new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * The route module serving one public document (`lib/endpoints`): request id,
 * HEAD, HTTPS redirect, the environment's headers, CORS and preflight, the
 * method check (a plain 405 with `Allow`), then the document with its ETag.
 * `render` runs per request, so the document follows the environment's base
 * address; it should cache its own work. It returns undefined for a document
 * that does not exist (404).
 */
export function cacheableDocumentRoute(
  id: EndpointId,
  render: (request: DocumentRequest) => CacheableDocument | undefined | Promise<CacheableDocument | undefined>,
) {
  return edgeRoute({
    methods: endpoint(id).methods,
    pieces: [
      head,
      redirectToHttps,
      environment,
      cors({ allowHeaders: ["Accept", "If-None-Match", "User-Agent"], exposeHeaders: EXPOSED_HEADERS }),
      methodCheck,
    ],
    handle: async ({ request, route }) => {
      const document = await render({ request, route });
      return document ? cacheableDocument(request, document) : NOT_FOUND();
    },
    renderError: plainErrorResponse,
  });
}
