import path from "node:path";
import { getConfig } from "@/lib/config/env";
import type { Doc } from "./doc";
import { KIND_INFO } from "./kinds";
import { loadDocs } from "./load-docs";
import { DOC_KINDS, type DocKind, type TranslationLang } from "./schema";
import { loadTranslations } from "./translations";

interface ContentIndex {
  all: readonly Doc[];
  byId: ReadonlyMap<string, Doc>;
  byKind: Readonly<Record<DocKind, readonly Doc[]>>;
  byPath: ReadonlyMap<string, Doc>;
  /** Hindi translations: by id, and each kind's in the English index's order. */
  hi: { all: readonly Doc[]; byId: ReadonlyMap<string, Doc>; byKind: Readonly<Record<DocKind, readonly Doc[]>> };
}

const byTitle = (a: Doc, b: Doc) => a.title.localeCompare(b.title, "en", { sensitivity: "base", numeric: true });
/** Newest first; the publication date breaks ties by update date, then title. */
const newestFirst = (a: Doc, b: Doc) =>
  (b.published ?? b.updated).localeCompare(a.published ?? a.updated) || b.updated.localeCompare(a.updated) || byTitle(a, b);

function buildIndex(docs: readonly Doc[], contentDir: string): ContentIndex {
  const byKind = Object.fromEntries(
    DOC_KINDS.map((kind) => [kind, docs.filter((doc) => doc.kind === kind).sort(kind === "blog" ? newestFirst : byTitle)]),
  ) as Record<DocKind, Doc[]>;
  const all = DOC_KINDS.flatMap((kind) => byKind[kind]);
  const byId = new Map(all.map((doc) => [doc.id, doc]));
  const hiById = new Map(loadTranslations(contentDir, "hi", byId).map((doc) => [doc.id, doc]));
  const hiByKind = Object.fromEntries(DOC_KINDS.map((kind) => [kind, byKind[kind].flatMap((doc) => hiById.get(doc.id) ?? [])])) as Record<
    DocKind,
    Doc[]
  >;
  const hiAll = DOC_KINDS.flatMap((kind) => hiByKind[kind]);
  return {
    all,
    byId,
    byKind,
    byPath: new Map([...all, ...hiAll].map((doc) => [docUrl(doc), doc])),
    hi: { all: hiAll, byId: hiById, byKind: hiByKind },
  };
}

let cached: ContentIndex | undefined;

/** Loaded and validated once per process, on first use. */
function index(): ContentIndex {
  const contentDir = path.join(process.cwd(), "content");
  cached ??= buildIndex(loadDocs(contentDir), contentDir);
  return cached;
}

/** Every document: kinds in `DOC_KINDS` order, each kind in its index-page order. */
export function getAllDocs(): readonly Doc[] {
  return index().all;
}

export function getDoc(id: string): Doc | undefined {
  return index().byId.get(id);
}

/** One kind's documents: blog newest first, the other kinds by title. */
export function getDocsByKind(kind: DocKind): readonly Doc[] {
  return index().byKind[kind];
}

/** A document's translation, if it has one in that language. */
export function getTranslation(id: string, lang: TranslationLang): Doc | undefined {
  return index()[lang].byId.get(id);
}

/** Every translation into a language, kinds in `DOC_KINDS` order, each in its English index's order. */
export function getAllTranslations(lang: TranslationLang): readonly Doc[] {
  return index()[lang].all;
}

/** One kind's translations into a language, in its English index's order. */
export function getTranslationsByKind(kind: DocKind, lang: TranslationLang): readonly Doc[] {
  return index()[lang].byKind[kind];
}

/** The document a site path (e.g. `/glossary/bigha`, `/hi/glossary/bigha`) shows, if any. */
export function findDocByPath(pathname: string): Doc | undefined {
  return index().byPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);
}

/** The documents a document lists as related, in its order. */
export function getRelatedDocs(doc: Doc): Doc[] {
  return doc.related.map((id) => getDoc(id)).filter((related): related is Doc => related !== undefined);
}

/** Site path of a document, e.g. `/guides/due-diligence-checklist`, or `/hi/guides/…` for its Hindi translation. */
export function docUrl(doc: Pick<Doc, "kind" | "id" | "translation">): string {
  const prefix = doc.translation ? `/${doc.translation.lang}` : "";
  return `${prefix}${KIND_INFO[doc.kind].path}/${doc.id}`;
}

/** Site path of a kind's index page, e.g. `/guides`. */
export function kindUrl(kind: DocKind): string {
  return KIND_INFO[kind].path;
}

/** Absolute public URL of a site path, on this environment's base address. */
export function absoluteUrl(pathname: string, baseUrl: string = getConfig().siteUrl): string {
  return new URL(pathname, `${baseUrl.replace(/\/+$/, "")}/`).toString();
}

/** Absolute public URL of a document, e.g. `https://example.com/glossary/bigha`. */
export function docAbsoluteUrl(doc: Pick<Doc, "kind" | "id" | "translation">, baseUrl?: string): string {
  return absoluteUrl(docUrl(doc), baseUrl);
}

/** Long documents get a table of contents: at least three sections and enough text to need one. */
export function hasTableOfContents(doc: Doc): boolean {
  return doc.headings.filter((heading) => heading.depth === 2).length >= 3 && doc.wordCount >= 450;
}

/** Tests load fixture corpora; this drops the cached index so the next call reloads `content/`. */
export function resetContentIndexForTesting(): void {
  cached = undefined;
}
