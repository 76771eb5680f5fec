import { apiNotFoundRoute } from "@/lib/api/api-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiNotFoundRoute();
