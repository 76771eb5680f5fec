import { cacheableDocument, type CacheableDocument } from "./cacheable-document";
import { preflightHeaders } from "./cors";
import { environmentHeaders } from "./environment-headers";
import { httpsRedirect } from "./https-redirect";

/**
 * Route handlers (GET, HEAD, OPTIONS) serving one document. `render` runs per
 * request, so the document follows the environment's base address; it should
 * cache its own work. Other methods get Next.js's 405.
 */
export function cacheableDocumentRoute(render: () => CacheableDocument | Promise<CacheableDocument>) {
  const serve = async (request: Request) => httpsRedirect(request) ?? cacheableDocument(request, await render());
  return {
    GET: serve,
    HEAD: serve,
    OPTIONS: () =>
      new Response(null, {
        status: 204,
        headers: {
          ...preflightHeaders(["GET", "HEAD"], ["Accept", "If-None-Match", "User-Agent"]),
          Allow: "GET, HEAD, OPTIONS",
          ...environmentHeaders(),
        },
      }),
  };
}
