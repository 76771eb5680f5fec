import { renderWellKnownServerCard } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";
import { calculatorServer } from "@/lib/mcp/servers";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("calculatorServerCardAlias", () => ({
  body: renderWellKnownServerCard(calculatorServer),
  contentType: "application/json",
}));
