import { docsServerWithSkills, renderWellKnownServerCard } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("docsServerCardAlias", () => ({
  body: renderWellKnownServerCard(docsServerWithSkills),
  contentType: "application/json",
}));
