import { renderServerCard } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";
import { calculatorServer } from "@/lib/mcp/servers";

export const { GET, HEAD, OPTIONS } = cacheableDocumentRoute(async () => ({
  body: await renderServerCard(calculatorServer),
  contentType: "application/json",
}));
