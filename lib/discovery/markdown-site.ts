import { docAbsoluteUrl, docLastUpdated, docUrl, findDocByPath, getDoc, getDocMarkdown, type Doc } from "@/lib/content";
import { docMarkdownWords } from "@/lib/i18n/doc-words";
import { LOCALE_INFO } from "@/lib/i18n/locales";
import { countMarkdownTokens } from "@/lib/markdown/count-tokens";
import { withFrontMatter } from "@/lib/markdown/front-matter";
import type { CountedMarkdown, MarkdownSite } from "@/lib/page-markdown/page-markdown";
import { CONTENT_SIGNAL, SEARCH_PATH, SITE } from "@/lib/site";
import { markdownTwinPath } from "@/lib/markdown/markdown-paths";
import { absolute, DISCOVERY_PATHS, serverCardPath, TOOL_SERVERS } from "./discovery-urls";
import { hindiSitePages, sitePages } from "./site-pages";

const documents = new Map<string, Promise<CountedMarkdown>>();

async function frameDocument(doc: Doc): Promise<CountedMarkdown> {
  const { markdown } = await getDocMarkdown(doc, undefined, docMarkdownWords(doc));
  const original = doc.translation && getDoc(doc.id);
  const framed = withFrontMatter(markdown, {
    title: doc.title,
    description: doc.summary,
    canonicalUrl: docAbsoluteUrl(doc),
    lastUpdated: docLastUpdated(doc),
    ...(doc.reviewed ? { lastReviewed: doc.reviewed } : {}),
    lang: doc.translation ? LOCALE_INFO[doc.translation.lang].htmlLang : LOCALE_INFO.en.htmlLang,
    ...(doc.translation && original
      ? {
          translationOf: {
            url: docAbsoluteUrl(original),
            translated: doc.translation.translated,
            translatedFrom: doc.translation.translatedFrom,
            behind: doc.translation.behind,
          },
        }
      : {}),
  });
  return { markdown: framed, tokens: await countMarkdownTokens(framed) };
}

/** The words of a path, to search for ("/calculators/stamp-duty" → "calculators stamp duty"). */
const pathWords = (pagePath: string) =>
  pagePath
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(" ")
    .slice(0, 200);

/** The Markdown 404: what is missing, a search for its words, and the three places that list what exists. */
function notFoundMarkdown(pagePath: string): string {
  const docs = TOOL_SERVERS.find((server) => server.tools.some((tool) => tool.name === "search_docs")) ?? TOOL_SERVERS.at(-1);
  const words = pathWords(pagePath);
  return [
    "# Not found",
    "",
    `There is no page at \`${pagePath}\` on ${SITE.name}.`,
    "",
    ...(words
      ? [`- [Search the site for “${words}”](${absolute(`${markdownTwinPath(SEARCH_PATH)}?q=${encodeURIComponent(words)}`)})`]
      : []),
    `- [Every page, linked as Markdown](${absolute(DISCOVERY_PATHS.sitemapMd)})`,
    `- [llms.txt](${absolute(DISCOVERY_PATHS.llmsTxt)}): the site, the API and the tool servers, for language models`,
    ...(docs
      ? [
          `- Search the guides, help and glossary with the \`search_docs\` tool of the MCP server at \`${absolute(docs.path)}\` ([server card](${absolute(serverCardPath(docs))}))`,
        ]
      : []),
    "",
  ].join("\n");
}

/** The site as the Markdown route sees it: documents, page facts, the 404 body. */
export const markdownSite: MarkdownSite = {
  document(pagePath) {
    const doc = findDocByPath(pagePath);
    if (!doc) return undefined;
    const key = `${absolute("")}\n${docUrl(doc)}`;
    let entry = documents.get(key);
    if (!entry) {
      entry = frameDocument(doc);
      documents.set(key, entry);
    }
    return entry;
  },
  pageFacts(pagePath) {
    const page = [...sitePages(), ...hindiSitePages()].find((candidate) => candidate.path === pagePath);
    return page && { title: page.title, description: page.description, lastUpdated: page.lastModified };
  },
  notFoundMarkdown,
  absoluteUrl: absolute,
  contentSignal: CONTENT_SIGNAL,
};
