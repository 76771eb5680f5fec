import { skillDocument } from "@/lib/discovery";
import { cacheableDocumentRoute } from "@/lib/http/cacheable-document-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = cacheableDocumentRoute("agentSkill", async ({ route }) =>
  skillDocument((await (route as { params: Promise<{ name: string }> }).params).name),
);
