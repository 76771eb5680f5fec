import { createHash } from "node:crypto";
import type { Resource, ResourceContents } from "@modelcontextprotocol/sdk/types.js";
import { type CacheHint, pageOf, type ResourceSource } from "./resource-definition";

/**
 * Agent Skills over MCP: the Skills extension (SEP-2640, `io.modelcontextprotocol/skills`).
 * Each file of a skill is a resource at `skill://<name>/<path>`, read with `resources/read`;
 * `skills/list` and `skills/get` answer complete manifests (every file's SHA-256 digest and
 * size, of exactly the UTF-8 bytes `resources/read` returns) with caching hints.
 */
export const SKILLS_EXTENSION_ID = "io.modelcontextprotocol/skills";

/** One file of a skill, at `path` below the skill's root (`SKILL.md`, `references/rates.md`). */
export interface SkillFile {
  path: string;
  mimeType: string;
  text: string;
}

/** One skill as served: its `SKILL.md` front matter as a JSON object (`name` is the URI's last segment) and every file. */
export interface ServedSkill {
  frontmatter: { name: string; description: string; [field: string]: unknown };
  /** Every file of the skill, `SKILL.md` first. */
  files: readonly SkillFile[];
}

/** The skills a server serves; called per request, so content that depends on the configured site address stays current. */
export interface SkillSource {
  skills(): readonly ServedSkill[];
  /** Caching hints of `skills/list` and `skills/get` (and, with the resources, of `resources/read`). */
  cache: CacheHint;
}

/** A skill's `SkillResource`: the file's URI, the SHA-256 of its UTF-8 bytes (`sha256:<hex>`) and their count. */
export interface SkillManifestEntry {
  uri: string;
  digest: string;
  size: number;
}

/** A skill entry as `skills/list` and `skills/get` answer it. */
export interface SkillEntry {
  uri: string;
  frontmatter: ServedSkill["frontmatter"];
  resources: SkillManifestEntry[];
}

export const SKILL_FILE_NAME = "SKILL.md";

export function skillFileUri(name: string, path: string = SKILL_FILE_NAME): string {
  return `skill://${name}/${path}`;
}

export function skillEntry(skill: ServedSkill): SkillEntry {
  const { name } = skill.frontmatter;
  return {
    uri: skillFileUri(name),
    frontmatter: skill.frontmatter,
    resources: skill.files.map((file) => {
      const bytes = Buffer.from(file.text, "utf8");
      return {
        uri: skillFileUri(name, file.path),
        digest: `sha256:${createHash("sha256").update(bytes).digest("hex")}`,
        size: bytes.byteLength,
      };
    }),
  };
}

/** The skill whose `SKILL.md` is at `uri`, if this source serves one. */
export function findSkill(source: SkillSource, uri: string): ServedSkill | undefined {
  return source.skills().find((skill) => skillFileUri(skill.frontmatter.name) === uri);
}

/** Each skill file as a resource: `SKILL.md` named and described from its front matter (SEP-2640 "Resource Metadata"). */
function listedFiles(source: SkillSource): Resource[] {
  return source.skills().flatMap((skill) =>
    skill.files.map((file) =>
      file.path === SKILL_FILE_NAME
        ? {
            uri: skillFileUri(skill.frontmatter.name),
            name: skill.frontmatter.name,
            description: skill.frontmatter.description,
            mimeType: file.mimeType,
          }
        : { uri: skillFileUri(skill.frontmatter.name, file.path), name: file.path, mimeType: file.mimeType },
    ),
  );
}

/**
 * The skill files as a `ResourceSource`, listed before `rest` (the server's other resources): the first
 * page of `resources/list` opens with every skill file, then `rest`'s pages follow under its own cursors.
 * A `skill://` URI this source does not serve is not found; every other URI is `rest`'s.
 */
export function withSkillResources(source: SkillSource, rest: ResourceSource | undefined): ResourceSource {
  return {
    list(cursor) {
      const skills = cursor === undefined ? listedFiles(source) : [];
      if (!rest) {
        const page = pageOf(skills, cursor, skills.length || 1);
        return page && { resources: page.items };
      }
      const page = rest.list(cursor);
      return page && { ...page, resources: [...skills, ...page.resources] };
    },
    read(uri) {
      if (!uri.startsWith("skill://")) return rest?.read(uri);
      for (const skill of source.skills()) {
        const file = skill.files.find((candidate) => skillFileUri(skill.frontmatter.name, candidate.path) === uri);
        if (file) return [{ uri, mimeType: file.mimeType, text: file.text } as ResourceContents];
      }
      return undefined;
    },
    ...(rest?.templates ? { templates: rest.templates } : {}),
    ...(rest?.complete ? { complete: rest.complete.bind(rest) } : {}),
    ...(rest?.cache ? { cache: rest.cache } : { cache: source.cache }),
  };
}
