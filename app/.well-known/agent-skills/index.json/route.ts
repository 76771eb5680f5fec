import { renderAgentSkillsIndex } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("agentSkills", async () => ({
  body: await renderAgentSkillsIndex(),
  contentType: "application/json",
}));
