import { getConfig } from "@/lib/config/env";
import { countMarkdownTokens } from "@/lib/markdown/count-tokens";
import { docAbsoluteUrl, getRelatedDocs } from "./content-index";
import type { Doc } from "./doc";
import { KIND_INFO } from "./kinds";

export interface DocMarkdown {
  markdown: string;
  /** `X-Markdown-Tokens` value (see `countMarkdownTokens`). */
  tokens: number;
}

/** Link text and titles are printed inside `[...]`; brackets in them would end the link early. */
const linkText = (text: string) => text.replace(/([[\]\\])/g, "\\$1");

/**
 * A document as one Markdown text: `# Title`, the summary, a line of facts
 * (kind, dates, canonical URL), the source body unchanged, then its sources and
 * related documents as absolute links. This is what the page answers with
 * `Accept: text/markdown` and what `get_doc` returns.
 */
export function renderDocMarkdown(doc: Doc, baseUrl: string): string {
  const facts = [
    KIND_INFO[doc.kind].singular,
    ...(doc.published ? [`published ${doc.published}`] : []),
    `updated ${doc.updated}`,
    ...(doc.reviewed ? [`reviewed ${doc.reviewed}`] : []),
    ...(doc.author ? [`by ${doc.author}`] : []),
    docAbsoluteUrl(doc, baseUrl),
  ];
  const parts = [`# ${doc.title}`, doc.summary, `_${facts.join(" · ")}_`, doc.body.trim()];
  if (doc.sources.length > 0) {
    const line = (source: Doc["sources"][number]) =>
      `- [${linkText(source.title)}](${source.url})${source.checked ? ` (checked ${source.checked})` : ""}`;
    parts.push(`## Sources\n\n${doc.sources.map(line).join("\n")}`);
  }
  const related = getRelatedDocs(doc);
  if (related.length > 0) {
    parts.push(`## Related\n\n${related.map((other) => `- [${linkText(other.title)}](${docAbsoluteUrl(other, baseUrl)})`).join("\n")}`);
  }
  return `${parts.join("\n\n")}\n`;
}

const cache = new Map<string, Promise<DocMarkdown>>();

async function renderWithCount(doc: Doc, baseUrl: string): Promise<DocMarkdown> {
  const markdown = renderDocMarkdown(doc, baseUrl);
  return { markdown, tokens: await countMarkdownTokens(markdown) };
}

/** The document's Markdown and token count, computed once per document and base address. */
export function getDocMarkdown(doc: Doc, baseUrl: string = getConfig().siteUrl): Promise<DocMarkdown> {
  const key = `${baseUrl}\n${doc.id}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = renderWithCount(doc, baseUrl);
    cache.set(key, entry);
  }
  return entry;
}
