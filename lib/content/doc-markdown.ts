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

/** The words a document's Markdown frames its body with, in its language (English by default). */
export interface DocMarkdownWords {
  singular: string;
  published: (day: string) => string;
  updated: (day: string) => string;
  reviewed: (day: string) => string;
  by: (author: string) => string;
  translated: (day: string, from: string) => string;
  checked: (day: string) => string;
  sources: string;
  related: string;
  /** Rewrites a link of the body (a translation links the translated versions of the pages it names). */
  rewriteHref?: (href: string) => string;
  /** The related documents as this language lists them. */
  related_docs?: (doc: Doc) => readonly Doc[];
}

const ENGLISH = (doc: Doc): DocMarkdownWords => ({
  singular: KIND_INFO[doc.kind].singular,
  published: (day) => `published ${day}`,
  updated: (day) => `updated ${day}`,
  reviewed: (day) => `reviewed ${day}`,
  by: (author) => `by ${author}`,
  translated: (day, from) => `translated ${day} from the English page of ${from}`,
  checked: (day) => `checked ${day}`,
  sources: "Sources",
  related: "Related",
});

/** Relative links of a Markdown body, `](/path…)`, through `rewrite`. */
const rewriteLinks = (body: string, rewrite: (href: string) => string) =>
  body.replace(/\]\((\/[^)\s]*)\)/g, (_, href: string) => `](${rewrite(href)})`);

/**
 * A document as one Markdown text: `# Title`, the summary, a line of facts
 * (kind, dates, canonical URL), the source body, then its sources and related
 * documents as absolute links. This is what the page answers with
 * `Accept: text/markdown` and what `get_doc` returns. A translation's frame is
 * in its language (`words`), and says what it was translated from.
 */
export function renderDocMarkdown(doc: Doc, baseUrl: string, words: DocMarkdownWords = ENGLISH(doc)): string {
  const facts = [
    words.singular,
    ...(doc.published ? [words.published(doc.published)] : []),
    words.updated(doc.updated),
    ...(doc.reviewed ? [words.reviewed(doc.reviewed)] : []),
    ...(doc.translation ? [words.translated(doc.translation.translated, doc.translation.translatedFrom)] : []),
    ...(doc.author ? [words.by(doc.author)] : []),
    docAbsoluteUrl(doc, baseUrl),
  ];
  const body = words.rewriteHref ? rewriteLinks(doc.body.trim(), words.rewriteHref) : doc.body.trim();
  const parts = [`# ${doc.title}`, doc.summary, `_${facts.join(" · ")}_`, body];
  if (doc.sources.length > 0) {
    const line = (source: Doc["sources"][number]) =>
      `- [${linkText(source.title)}](${source.url})${source.checked ? ` (${words.checked(source.checked)})` : ""}`;
    parts.push(`## ${words.sources}\n\n${doc.sources.map(line).join("\n")}`);
  }
  const related = words.related_docs ? words.related_docs(doc) : getRelatedDocs(doc);
  if (related.length > 0) {
    parts.push(
      `## ${words.related}\n\n${related.map((other) => `- [${linkText(other.title)}](${docAbsoluteUrl(other, baseUrl)})`).join("\n")}`,
    );
  }
  return `${parts.join("\n\n")}\n`;
}

const cache = new Map<string, Promise<DocMarkdown>>();

async function renderWithCount(doc: Doc, baseUrl: string, words?: DocMarkdownWords): Promise<DocMarkdown> {
  const markdown = renderDocMarkdown(doc, baseUrl, words);
  return { markdown, tokens: await countMarkdownTokens(markdown) };
}

/**
 * The document's Markdown and token count, computed once per document (each
 * translation its own) and base address. A translation needs its `words`.
 */
export function getDocMarkdown(doc: Doc, baseUrl: string = getConfig().siteUrl, words?: DocMarkdownWords): Promise<DocMarkdown> {
  const key = `${baseUrl}\n${doc.translation?.lang ?? "en"}\n${doc.id}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = renderWithCount(doc, baseUrl, words);
    cache.set(key, entry);
  }
  return entry;
}
