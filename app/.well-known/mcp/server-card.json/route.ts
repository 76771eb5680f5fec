import { renderServerCard } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";
import { calculatorServer } from "@/lib/mcp/servers";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("calculatorServerCard", async () => ({
  body: await renderServerCard(calculatorServer),
  contentType: "application/json",
}));
