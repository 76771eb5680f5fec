import { absolute } from "./discovery-urls";
import { AGENT_RESOURCES, sha256Digest } from "./documents";

/** /.well-known/agent-skills/index.json in the Agent Skills Discovery format (v0.2.0). */
export async function renderAgentSkillsIndex(): Promise<string> {
  const skills = await Promise.all(
    AGENT_RESOURCES.map(async (resource) => ({
      name: resource.name,
      type: resource.type,
      description: resource.description,
      url: absolute(resource.path),
      digest: sha256Digest(await resource.render()),
    })),
  );
  return JSON.stringify({ $schema: "https://schemas.agentskills.io/discovery/0.2.0/schema.json", skills }, null, 2);
}
