import matter from "gray-matter";
import { absolute, DISCOVERY_PATHS } from "../site-urls";

/** One Agent Skill (agentskills.io): a SKILL.md with `name` and `description` front matter. */
export interface Skill {
  /** 1–64 lower-case letters, digits and single hyphens; the folder name in its URL. */
  name: string;
  /** What the skill does and when to use it (at most 1,024 characters). */
  description: string;
  /** Natural-language queries the skill answers, for catalogs that index them (2 to 5). */
  representativeQueries: readonly string[];
  /** The instructions, in Markdown, for this environment's addresses. */
  body(): string;
}

export function skillPath(skill: Pick<Skill, "name">): string {
  return DISCOVERY_PATHS.agentSkills.replace(/index\.json$/, `${skill.name}/SKILL.md`);
}

/** The SKILL.md exactly as served: front matter, then the instructions. */
export function renderSkillMd(skill: Skill): string {
  return matter.stringify(skill.body(), { name: skill.name, description: skill.description });
}

/** A closing line every skill shares: where the rest is described. */
export function moreAbout(): string {
  return `Everything this site offers agents is listed in [llms.txt](${absolute(DISCOVERY_PATHS.llmsTxt)}) and the [API catalog](${absolute(DISCOVERY_PATHS.apiCatalog)}).`;
}
