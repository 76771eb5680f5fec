import { docsServerWithSkills, renderServerCard, SERVER_CARD_MEDIA_TYPE } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("docsServerCard", () => ({
  body: renderServerCard(docsServerWithSkills),
  contentType: SERVER_CARD_MEDIA_TYPE,
}));
