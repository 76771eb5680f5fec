import { renderMarkdown } from "@/lib/markdown/render-markdown";
import type { Doc } from "./doc";

const cache = new Map<string, string>();

/** The document body as safe HTML (see `renderMarkdown`), headings carrying the ids in `doc.headings`. */
export function getDocHtml(doc: Doc): string {
  let html = cache.get(doc.id);
  if (html === undefined) {
    html = renderMarkdown(doc.body).html;
    cache.set(doc.id, html);
  }
  return html;
}
