import { agentIdentitySkill } from "./agent-identity";
import { demoRequestSkill } from "./demo-request";
import { landCalculatorsSkill } from "./land-calculators";
import { referenceSearchSkill } from "./reference-search";
import { renderSkillMd, type Skill, skillPath } from "./skill";

export { renderSkillMd, type Skill, skillPath };

/** Every skill the site publishes: the skills index, the AI catalog and the SKILL.md route read this list. */
export const SKILLS: readonly Skill[] = [landCalculatorsSkill, referenceSearchSkill, demoRequestSkill, agentIdentitySkill];

export function findSkill(name: string): Skill | undefined {
  return SKILLS.find((skill) => skill.name === name);
}

/** A skill's SKILL.md as its route serves it, or undefined for an unknown name. */
export function skillDocument(name: string): { body: string; contentType: string } | undefined {
  const skill = findSkill(name);
  return skill && { body: renderSkillMd(skill), contentType: "text/markdown; charset=utf-8" };
}
