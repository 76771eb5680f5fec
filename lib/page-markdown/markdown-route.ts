import { edgeRoute, head, methodCheck, plainErrorResponse } from "@/lib/edge";
import { endpoint } from "@/lib/endpoints/endpoint-table";
import { MARKDOWN_VARIANT_HEADER, type MarkdownVariant } from "@/lib/markdown/markdown-paths";
import { pageMarkdownResponse } from "./page-markdown";

const VARIANTS: ReadonlySet<string> = new Set<MarkdownVariant>(["negotiated", "suffix"]);

export interface MarkdownRouteContext {
  params: Promise<{ path?: string[] }>;
}

/**
 * The internal `/md/[[...path]]` route. It answers only requests the proxy
 * rewrote (which carry the variant header); a direct visit is a plain 404,
 * and the proxy refuses direct visits before they get here anyway.
 *
 * The page's path comes from the route's segments: after a rewrite,
 * `request.url` still shows the address the client asked for.
 */
export async function handleMarkdownRoute(request: Request, context: MarkdownRouteContext): Promise<Response> {
  const variant = request.headers.get(MARKDOWN_VARIANT_HEADER);
  if (!variant || !VARIANTS.has(variant)) {
    return new Response("Not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { path = [] } = await context.params;
  const pagePath = `/${path.map((segment) => encodeURIComponent(segment)).join("/")}`;
  return pageMarkdownResponse(request.url, pagePath, new URL(request.url).search, variant as MarkdownVariant);
}

/**
 * The internal route's module. `proxy.ts` has already redirected to HTTPS and
 * added the environment's headers, and the Markdown answer carries its own
 * CORS headers; the pipeline adds the request id, HEAD and the method check.
 */
export function pageMarkdownRoute() {
  return edgeRoute({
    methods: endpoint("pageMarkdown").methods,
    pieces: [head, methodCheck],
    handle: ({ request, route }) => handleMarkdownRoute(request, route as MarkdownRouteContext),
    renderError: plainErrorResponse,
  });
}
