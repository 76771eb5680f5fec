import matter from "gray-matter";
import { markdownToPlainText } from "@/lib/markdown/plain-text";
import { renderMarkdown } from "@/lib/markdown/render-markdown";
import { ContentError } from "./content-error";
import type { Doc } from "./doc";
import { FrontMatterSchema } from "./schema";

/** gray-matter would `eval` front matter opened with `---js`; content is data, never code. */
const refuseCode = () => {
  throw new Error("JavaScript front matter is not allowed");
};
const MATTER_OPTIONS = { engines: { js: refuseCode, javascript: refuseCode } };

/**
 * YAML turns `2026-10-05` into a Date at UTC midnight; the schema wants the
 * YYYY-MM-DD string back, at the top level and inside lists of objects
 * (a source's `checked` date).
 */
function normaliseDates(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? value : value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(normaliseDates);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, normaliseDates(inner)]));
  }
  return value;
}

function fail(file: string, problem: string): never {
  throw new ContentError(`${file}: ${problem}`);
}

/**
 * Parses and validates one Markdown file. `file` is the path shown in errors;
 * `expected` is what its location implies (kind from the folder, id from the
 * file name).
 */
/** A file's front matter (dates as YYYY-MM-DD strings) and its body, or a `ContentError` naming the file. */
export function splitFrontMatter(source: string, file: string): { data: unknown; content: string } {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options also keeps gray-matter from caching (and sharing) the parsed object.
    parsed = matter(source, MATTER_OPTIONS);
  } catch (error) {
    fail(file, `front matter cannot be parsed: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
  }
  if (!parsed.matter.trim()) fail(file, "missing front matter (a YAML block between --- lines at the top)");
  return { data: normaliseDates(parsed.data), content: parsed.content };
}

/** The body as the index keeps it: no leading blank lines, one final newline. */
export function normaliseBody(content: string, file: string): string {
  const body = `${content.replace(/^\s*\n/, "").trimEnd()}\n`;
  if (!body.trim()) fail(file, "the body is empty");
  return body;
}

export function parseDocFile(source: string, file: string, expected: { kind: string; id: string }): Doc {
  const parsed = splitFrontMatter(source, file);
  const result = FrontMatterSchema.safeParse(parsed.data);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join(".") || "(front matter)"}: ${issue.message}`);
    fail(file, `invalid front matter: ${issues.join("; ")}`);
  }
  const front = result.data;
  if (front.kind !== expected.kind) fail(file, `kind is "${front.kind}" but files in this folder have kind "${expected.kind}"`);
  if (front.id !== expected.id) fail(file, `id "${front.id}" must match the file name (${expected.id}.md)`);
  if (front.kind === "blog" && !front.published) fail(file, "published: a blog post needs a publication date");
  if (front.published && front.published > front.updated) fail(file, "published is later than updated");
  if (front.reviewed && front.published && front.reviewed < front.published) fail(file, "reviewed is earlier than published");
  if (front.kind === "help" && !front.audience) fail(file, `audience: a help article names who it is for (buyers, teams or developers)`);
  if (front.kind !== "help" && front.audience) fail(file, "audience: only help articles name an audience");
  if (front.related?.includes(front.id)) fail(file, "related: a document cannot be related to itself");
  const badSource = front.sources?.find((source) => !/^https?:\/\//i.test(source.url));
  if (badSource) fail(file, `sources: "${badSource.url}" must be an http(s) URL`);
  const futureCheck = front.sources?.find(
    (source) => source.checked && source.checked > front.updated && source.checked > (front.reviewed ?? ""),
  );
  if (futureCheck)
    fail(file, `sources: "${futureCheck.url}" is checked ${futureCheck.checked}, after the document's updated and reviewed dates`);

  const body = normaliseBody(parsed.content, file);
  const plain = markdownToPlainText(body);

  return {
    id: front.id,
    kind: front.kind,
    title: front.title,
    summary: front.summary,
    questions: front.questions,
    updated: front.updated,
    ...(front.reviewed ? { reviewed: front.reviewed } : {}),
    ...(front.published ? { published: front.published } : {}),
    ...(front.author ? { author: front.author } : {}),
    tags: front.tags,
    ...(front.audience ? { audience: front.audience } : {}),
    aliases: front.aliases ?? [],
    related: [...new Set(front.related ?? [])],
    sources: front.sources ?? [],
    body,
    headings: renderMarkdown(body).headings,
    wordCount: plain.split(/\s+/).filter(Boolean).length,
    file,
  };
}
