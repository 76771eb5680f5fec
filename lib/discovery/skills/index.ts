import matter from "gray-matter";
import { STATIC_CACHE_HINT } from "@/lib/mcp/resource-definition";
import { docsServer } from "@/lib/mcp/servers";
import { SKILL_FILE_NAME, type SkillSource } from "@/lib/mcp/skill-source";
import type { ToolServerDefinition } from "@/lib/mcp/tool-definition";
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

/**
 * The same skills over MCP (SEP-2640): each SKILL.md, byte for byte as its `/.well-known/agent-skills/`
 * URL serves it, at `skill://<name>/SKILL.md`, with its front matter as the file itself parses.
 */
export const SKILL_SOURCE: SkillSource = {
  skills: () =>
    SKILLS.map((skill) => {
      const text = renderSkillMd(skill);
      // Options keep gray-matter from caching (and sharing) the parsed object.
      const { data } = matter(text, { excerpt: false });
      return {
        frontmatter: data as { name: string; description: string },
        files: [{ path: SKILL_FILE_NAME, mimeType: "text/markdown", text }],
      };
    }),
  cache: STATIC_CACHE_HINT,
};

/** The reference-content server as served at /mcp/docs: its tools and documents, and the site's skills. */
export const docsServerWithSkills: ToolServerDefinition = { ...docsServer, skills: SKILL_SOURCE };
