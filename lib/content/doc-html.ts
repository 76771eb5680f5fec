import { type RenderOptions, renderMarkdown } from "@/lib/markdown/render-markdown";
import { docUrl } from "./content-index";
import type { Doc } from "./doc";

const cache = new Map<string, string>();

/**
 * The document body as safe HTML (see `renderMarkdown`), headings carrying the
 * ids in `doc.headings`. A translation's page passes how its links are
 * rewritten and its word for a table; one rendering is kept per page.
 */
export function getDocHtml(doc: Doc, options: Pick<RenderOptions, "rewriteHref" | "tableLabel"> = {}): string {
  const key = docUrl(doc);
  let html = cache.get(key);
  if (html === undefined) {
    html = renderMarkdown(doc.body, { ...options, headingIds: doc.headings.map((heading) => heading.id) }).html;
    cache.set(key, html);
  }
  return html;
}
