import { apiRoute } from "@/lib/api/api-route";
import { buildOpenApiDocument } from "@/lib/api/docs/openapi";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  GET: {
    operationId: "getOpenApi",
    counterHeaders: false,
    handle: () =>
      new Response(JSON.stringify(buildOpenApiDocument(), null, 2), {
        headers: { "Content-Type": "application/openapi+json", "Cache-Control": "public, max-age=300" },
      }),
  },
});
