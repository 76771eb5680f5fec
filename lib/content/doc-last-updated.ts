import type { Doc } from "./doc";

/**
 * The date a document was last changed, as every surface reports it (Markdown
 * front matter, sitemaps, structured data). The one place that decides which
 * of a document's dates counts. A review that changed nothing (`reviewed`) is
 * reported beside it, as `last_reviewed`, not as a change: sitemaps' lastmod
 * means a change to the content.
 */
export function docLastUpdated(doc: Doc): string {
  return doc.updated;
}
