import { renderWellKnownServerCard } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";
import { docsServer } from "@/lib/mcp/servers";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("docsServerCardAlias", () => ({
  body: renderWellKnownServerCard(docsServer),
  contentType: "application/json",
}));
