import { apiRoute } from "@/lib/api/api-route";
import { renderOpenApiJson } from "@/lib/api/docs/openapi";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute(
  "getOpenApi",
  () =>
    new Response(renderOpenApiJson(), {
      headers: { "Content-Type": "application/openapi+json", "Cache-Control": "public, max-age=300" },
    }),
);
