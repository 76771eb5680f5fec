import fs from "node:fs";
import path from "node:path";
import { ContentError } from "./content-error";
import type { Doc } from "./doc";
import { KIND_INFO } from "./kinds";
import { parseDocFile } from "./parse-doc-file";
import { DOC_KINDS } from "./schema";

function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative.split(path.sep).join("/") : file;
}

/**
 * Reads every `<kind folder>/*.md` under `contentDir`, validates each file and
 * the links between them (ids unique across the site, every `related` id
 * exists), and returns the documents. Any problem throws one `ContentError`
 * listing every bad file, so `next build` fails with the files named.
 */
export function loadDocs(contentDir: string): Doc[] {
  const docs: Doc[] = [];
  const problems: string[] = [];

  for (const kind of DOC_KINDS) {
    const directory = path.join(contentDir, KIND_INFO[kind].directory);
    if (!fs.existsSync(directory)) continue;
    const files = fs
      .readdirSync(directory)
      .filter((name) => name.endsWith(".md") && !name.startsWith("."))
      .sort();
    for (const name of files) {
      const file = path.join(directory, name);
      try {
        docs.push(parseDocFile(fs.readFileSync(file, "utf8"), displayPath(file), { kind, id: name.slice(0, -3) }));
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        problems.push(error.message);
      }
    }
  }

  const byId = new Map<string, Doc>();
  for (const doc of docs) {
    const other = byId.get(doc.id);
    if (other) problems.push(`${doc.file}: id "${doc.id}" is already used by ${other.file}; ids must be unique across the site`);
    else byId.set(doc.id, doc);
  }
  for (const doc of docs) {
    for (const id of doc.related) {
      if (!byId.has(id)) problems.push(`${doc.file}: related: no document with id "${id}"`);
    }
  }

  if (problems.length > 0) {
    throw new ContentError(
      `Invalid content (${problems.length} problem${problems.length === 1 ? "" : "s"}):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
  return docs;
}
