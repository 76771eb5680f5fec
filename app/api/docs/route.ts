import { apiRoute } from "@/lib/api/api-route";
import { renderApiDocs } from "@/lib/api/docs/render-api-docs";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute(
  "getApiDocs",
  () =>
    new Response(renderApiDocs(), {
      headers: { "Content-Type": "text/markdown; charset=utf-8", "Cache-Control": "public, max-age=300" },
    }),
);
