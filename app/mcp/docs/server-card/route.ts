import { renderServerCard, SERVER_CARD_MEDIA_TYPE } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";
import { docsServer } from "@/lib/mcp/servers";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("docsServerCard", () => ({
  body: renderServerCard(docsServer),
  contentType: SERVER_CARD_MEDIA_TYPE,
}));
