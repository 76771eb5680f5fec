import { renderAgentSkillsIndex } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, OPTIONS } = cacheableDocumentRoute(async () => ({
  body: await renderAgentSkillsIndex(),
  contentType: "application/json",
}));
