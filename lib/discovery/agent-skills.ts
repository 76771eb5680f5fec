import { absolute } from "./discovery-urls";
import { sha256Digest } from "./documents";
import { renderSkillMd, SKILLS, skillPath } from "./skills";

export const AGENT_SKILLS_SCHEMA = "https://schemas.agentskills.io/discovery/0.2.0/schema.json";

/**
 * /.well-known/agent-skills/index.json in the Agent Skills Discovery format
 * (v0.2.0): one `skill-md` entry per SKILL.md, with the SHA-256 of exactly
 * the bytes its URL serves. The OpenAPI document, server cards and llms.txt
 * are found through the API catalog and the AI catalog instead.
 */
export function renderAgentSkillsIndex(): string {
  const skills = SKILLS.map((skill) => ({
    name: skill.name,
    type: "skill-md",
    description: skill.description,
    url: absolute(skillPath(skill)),
    digest: sha256Digest(renderSkillMd(skill)),
  }));
  return JSON.stringify({ $schema: AGENT_SKILLS_SCHEMA, skills }, null, 2);
}
