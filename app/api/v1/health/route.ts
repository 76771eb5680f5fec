import { apiRoute } from "@/lib/api/api-route";
import { json } from "@/lib/api/respond";
import { getHealth } from "@/lib/health/health";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute("getHealth", ({ agent }) =>
  json(getHealth(agent), 200, { "Cache-Control": "no-store" }),
);
