/**
 * The content index: the one source for the content pages, search, the docs
 * tool server, Markdown responses, llms.txt and the sitemap.
 */
export {
  absoluteUrl,
  docAbsoluteUrl,
  docUrl,
  findDocByPath,
  getAllDocs,
  getDoc,
  getDocsByKind,
  getAllTranslations,
  getRelatedDocs,
  getTranslation,
  getTranslationsByKind,
  hasTableOfContents,
  kindUrl,
} from "./content-index";
export { ContentError } from "./content-error";
export type { Doc, DocHeading, DocSource, DocTranslation } from "./doc";
export { getDocHtml } from "./doc-html";
export { getDocMarkdown, type DocMarkdown, type DocMarkdownWords } from "./doc-markdown";
export { docLastUpdated } from "./doc-last-updated";
export { docSections, findDocSection, splitMarkdown, type DocSection } from "./doc-sections";
export { KIND_INFO, type KindInfo } from "./kinds";
export { sectionSources } from "./section-sources";
export { DOC_KINDS, type DocKind, HELP_AUDIENCES, type HelpAudience, TRANSLATION_LANGS, type TranslationLang } from "./schema";
export { compareTranslation } from "./translation-check";
export { HELP_AUDIENCE_INFO } from "./kinds";
