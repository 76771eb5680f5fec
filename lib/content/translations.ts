import fs from "node:fs";
import path from "node:path";
import { markdownToPlainText } from "@/lib/markdown/plain-text";
import { renderMarkdown } from "@/lib/markdown/render-markdown";
import { ContentError } from "./content-error";
import type { Doc } from "./doc";
import { KIND_INFO } from "./kinds";
import { normaliseBody, splitFrontMatter } from "./parse-doc-file";
import { DOC_KINDS, type TranslationLang, TranslationFrontMatterSchema } from "./schema";
import { compareTranslation } from "./translation-check";

/**
 * Reads the translations under `content/<lang>/<kind folder>/<id>.md` and
 * returns each as a document: its words (title, summary, questions, aliases,
 * body) from the translation, every fact that is not words (sources, tags,
 * related pages, dates, audience) from its English page. Headings keep the
 * English page's anchors, so `#regional-values` names the same section in
 * both languages.
 *
 * A translation must name an English page of its kind, be made from a date the
 * English page has had, and keep every number, link target, identifier,
 * heading, table row and fold of the English body (`compareTranslation`)
 * while it is current; otherwise the build fails with the file named. Once
 * the English page is updated, the translation is behind: the page says so
 * until it is translated again.
 */
export function loadTranslations(contentDir: string, lang: TranslationLang, english: ReadonlyMap<string, Doc>): Doc[] {
  const docs: Doc[] = [];
  const problems: string[] = [];
  for (const kind of DOC_KINDS) {
    const directory = path.join(contentDir, lang, KIND_INFO[kind].directory);
    if (!fs.existsSync(directory)) continue;
    for (const name of fs
      .readdirSync(directory)
      .filter((n) => n.endsWith(".md") && !n.startsWith("."))
      .sort()) {
      const file = path.join(directory, name);
      const shown = path.relative(process.cwd(), file).split(path.sep).join("/");
      try {
        docs.push(
          parseTranslation(fs.readFileSync(file, "utf8"), shown, { kind: KIND_INFO[kind].directory, id: name.slice(0, -3) }, english),
        );
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems.push(error.message);
      }
    }
  }
  if (problems.length > 0) {
    throw new ContentError(`Invalid translations (${problems.length}):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
  return docs;
}

export function parseTranslation(
  source: string,
  file: string,
  expected: { kind: string; id: string },
  english: ReadonlyMap<string, Doc>,
): Doc {
  const fail = (problem: string): never => {
    throw new ContentError(`${file}: ${problem}`);
  };
  const parsed = splitFrontMatter(source, file);
  const result = TranslationFrontMatterSchema.safeParse(parsed.data);
  if (!result.success) {
    fail(`invalid front matter: ${result.error.issues.map((i) => `${i.path.join(".") || "(front matter)"}: ${i.message}`).join("; ")}`);
  }
  const front = result.data as NonNullable<typeof result.data>;
  if (front.id !== expected.id) fail(`id "${front.id}" must match the file name (${expected.id}.md)`);
  const original = english.get(front.id);
  if (!original || KIND_INFO[original.kind].directory !== expected.kind) {
    return fail(`no English ${expected.kind} page "${front.id}" to be a translation of`);
  }
  if (front.translatedFrom > original.updated) fail(`translatedFrom ${front.translatedFrom} is later than the English page's updated date`);
  const body = normaliseBody(parsed.content, file);
  // A translation behind its English page says so on the page; one that is current must match it.
  const behind = original.updated > front.translatedFrom;
  const differences = behind ? [] : compareTranslation(original.body, body);
  if (differences.length > 0) fail(`does not keep what its English page says: ${differences.join("; ")}`);

  const englishIds = original.headings.map((heading) => heading.id);
  const { headings } = renderMarkdown(body, { headingIds: englishIds });
  return {
    ...original,
    title: front.title,
    summary: front.summary,
    questions: front.questions,
    aliases: front.aliases ?? [],
    body,
    headings,
    wordCount: markdownToPlainText(body).split(/\s+/).filter(Boolean).length,
    file,
    translation: {
      lang: front.lang,
      translated: front.translated,
      translatedFrom: front.translatedFrom,
      behind,
    },
  };
}
