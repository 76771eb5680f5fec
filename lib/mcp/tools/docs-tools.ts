import { z } from "zod";
import {
  docAbsoluteUrl,
  DOC_KINDS,
  docSections,
  findDocSection,
  getAllDocs,
  getDoc,
  getDocMarkdown,
  getDocsByKind,
  getTranslation,
  KIND_INFO,
  sectionSources,
  splitMarkdown,
  type Doc,
} from "@/lib/content";
import { countMarkdownTokens, MARKDOWN_TOKEN_ENCODING } from "@/lib/markdown/count-tokens";
import { InputError } from "@/lib/errors/input-error";
import { defineTool, readOnlyAnnotations as annotations } from "@/lib/mcp/tool-definition";
import { docMarkdownWords } from "@/lib/i18n/doc-words";
import { LOCALE_INFO } from "@/lib/i18n/locales";
import { searchDocs } from "@/lib/search/search-docs";
import { absoluteUri } from "@/lib/validation/absolute-uri";

const kindField = z.enum(DOC_KINDS);
const KIND_HELP = `glossary (terms and area units), help (using the calculators, API and tool servers), guide (long-form guides), blog (articles)`;

const langInput = z
  .enum(["en", "hi"])
  .optional()
  .describe(
    "Language of the documents returned: 'hi' returns the Hindi translation of each document that has one (the others in English), 'en' the English pages. Omit for Hindi when the query has Devanagari words, else English.",
  );

/** The language a document is written in, as its page's `lang` says it. */
const langField = z.enum(["en-IN", "hi"]).describe("Language of the document's text: en-IN (English) or hi (Hindi, a translation).");
const docLang = (doc: Doc) => (doc.translation ? LOCALE_INFO[doc.translation.lang].htmlLang : LOCALE_INFO.en.htmlLang) as "en-IN" | "hi";

const docUrlField = absoluteUri().describe(
  "Public page URL of the document; cite it. The same URL serves Markdown with Accept: text/markdown.",
);

// ---------------------------------------------------------------------------
// search_docs

const searchInput = z.object({
  query: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .describe(
      "What to look for, in the user's own words or as keywords, e.g. 'how many sq ft in a bigha in West Bengal' or 'jantri'. Regional names, common misspellings and synonyms (circle rate = guideline value = jantri = ready reckoner) are handled.",
    ),
  kind: kindField.optional().describe(`Only documents of this kind: ${KIND_HELP}. Omit to search everything.`),
  limit: z.number().int().min(1).max(20).default(5).describe("Most results to return, 1 to 20; default 5."),
  lang: langInput,
});

const searchOutput = z.object({
  query: z.string().describe("The query as searched."),
  results: z
    .array(
      z.object({
        id: z.string().describe("Document id; pass it to get_doc for the full text."),
        title: z.string().describe("Document title."),
        kind: kindField.describe("Kind of document."),
        url: absoluteUri().describe(
          "Public page URL of the document, opening at the section the excerpt comes from (a #heading anchor) when there is one; cite it. The page without the anchor serves Markdown with Accept: text/markdown.",
        ),
        section: z
          .object({
            heading: z.string().describe("The section's heading."),
            anchor: z.string().describe("The heading's id on the page, the fragment of `url`."),
          })
          .optional()
          .describe("The section of the document that best answers the query; absent when the excerpt comes from the opening."),
        score: z.number().describe("Relevance, higher is better; comparable only within this result list."),
        excerpt: z
          .string()
          .describe("A citable plain-text passage (about 160 to 300 characters) of the document: the passage that best answers the query."),
        summary: z.string().describe("The document's one-paragraph summary."),
        updated: z.iso.date().describe("Date the document was last updated (YYYY-MM-DD); rates and rules change, so pass it on."),
        lang: langField,
      }),
    )
    .describe("Matches, best first."),
  total: z.number().int().min(0).describe("How many documents matched before the limit was applied."),
  expandedWith: z.array(z.string()).describe("Synonyms of phrases in the query that were also searched, at a lower weight."),
});

const searchDocsTool = defineTool({
  name: "search_docs",
  title: "Search the reference docs",
  description:
    "Search Bhoomi Landworks' reference content: the glossary of Indian land terms and area units, long-form guides (acquisition process, due diligence, stamp duty by state, conversion, regional units), help articles for the calculators, API and tool servers, and the blog. " +
    "Natural-language or keyword queries in English, Hindi (Devanagari) or Hinglish; prefix and typo tolerant, with regional synonyms. Returns ranked matches, each with a citable excerpt, its public URL, its language and its last-updated date; a Hindi query gets the Hindi translations where they exist. " +
    "Call get_doc with a result's id when the excerpt is not enough.",
  inputSchema: searchInput,
  outputSchema: searchOutput,
  annotations: annotations("Search the reference docs"),
  run: ({ query, kind, limit, lang }) => {
    const outcome = searchDocs(query, { limit, ...(kind ? { kind } : {}), ...(lang ? { lang } : {}) });
    const results = outcome.hits.map(({ doc, score, excerpt, section }) => ({
      id: doc.id,
      title: doc.title,
      kind: doc.kind,
      url: section ? `${docAbsoluteUrl(doc)}#${section.anchor}` : docAbsoluteUrl(doc),
      ...(section ? { section } : {}),
      score,
      excerpt,
      summary: doc.summary,
      updated: doc.updated,
      lang: docLang(doc),
    }));
    const scope = kind ? ` among ${KIND_INFO[kind].label.toLowerCase()}` : "";
    const text =
      results.length === 0
        ? `No documents match "${query}"${scope}. Try other words, or call list_docs for the catalogue.`
        : [
            `${outcome.total} document${outcome.total === 1 ? "" : "s"} match "${query}"${scope}; the top ${results.length}:`,
            ...results.map(
              (r, i) =>
                `${i + 1}. ${r.title}${r.section ? ` › ${r.section.heading}` : ""} [${r.id}] ${r.url} (updated ${r.updated})\n   ${r.excerpt}`,
            ),
          ].join("\n");
    const links = results.map((r) => docLink(r.id, r.title, r.url, r.summary));
    return { structuredContent: { query, results, total: outcome.total, expandedWith: outcome.expandedWith }, text, links };
  },
});

// ---------------------------------------------------------------------------
// get_doc

/** The most one get_doc answer carries; longer text comes in parts (`part`, `parts`). */
export const GET_DOC_MAX_TOKENS = 25_000;
const GET_DOC_MAX_TOKENS_TEXT = "25,000";

const getInput = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .describe(
      "Document id as returned by search_docs or list_docs, e.g. 'bigha' or 'due-diligence-checklist'. A document's page URL is accepted too.",
    ),
  section: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe(
      "Only this section of the document: a heading's anchor (e.g. 'regional-values', as in search_docs' section.anchor) or its text. Omit for the whole document.",
    ),
  part: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(1)
    .describe(`Which part to return when the text is longer than about ${GET_DOC_MAX_TOKENS_TEXT} tokens and comes in parts; default 1.`),
  lang: z
    .enum(["en", "hi"])
    .optional()
    .describe(
      "'hi' for the document's Hindi translation (an error when it has none; search_docs and list_docs say which do), 'en' for the English page. Omit for English, or for Hindi when `id` is a /hi/ page URL.",
    ),
});

const headingField = z.object({
  heading: z.string().describe("The section's heading."),
  anchor: z.string().describe("The heading's id on the page; pass it as `section`."),
});

const getOutput = z.object({
  id: z.string().describe("Document id."),
  title: z.string().describe("Document title."),
  kind: kindField.describe("Kind of document."),
  url: docUrlField,
  summary: z.string().describe("One-paragraph summary."),
  updated: z.iso.date().describe("Date last updated (YYYY-MM-DD)."),
  published: z.iso.date().optional().describe("Date first published (YYYY-MM-DD); blog posts only."),
  tags: z.array(z.string()).describe("Topic tags."),
  sources: z
    .array(
      z.object({
        title: z.string().describe("Name of the source."),
        url: absoluteUri().describe("Address of the source."),
        checked: z.iso.date().optional().describe("Date the source was last read against the document (YYYY-MM-DD), when recorded."),
      }),
    )
    .describe(
      "Sources for the document's legal and numeric facts; cite them with the document. With `section`, only the sources that section names or links (see `documentSources`).",
    ),
  documentSources: z
    .number()
    .int()
    .optional()
    .describe("With `section`: how many sources the whole document has; get_doc without `section` lists them all."),
  related: z.array(z.string()).describe("Ids of related documents, for further get_doc calls."),
  lang: langField,
  translation: z
    .object({
      of: absoluteUri().describe("The English page it is a translation of."),
      translated: z.iso.date().describe("Date translated (YYYY-MM-DD)."),
      translatedFrom: z.iso.date().describe("The English page's updated date it was translated from."),
      behind: z
        .boolean()
        .describe("True when the English page has been updated since: figures or rules may have changed; prefer the English page."),
    })
    .optional()
    .describe("For a translation: what it was translated from, and whether it is behind its English page."),
  markdown: z
    .string()
    .describe(
      "The document as Markdown: title, summary, a line with kind, dates and URL, the body, then sources and related links. With `section`, that section under the document's title; with `parts` above 1, only part `part`.",
    ),
  tokens: z.number().int().min(0).describe(`Approximate token count of \`markdown\` (${MARKDOWN_TOKEN_ENCODING} encoding).`),
  section: headingField.optional().describe("The section returned, when `section` was asked for."),
  sections: z.array(headingField).describe("The document's top-level sections, for asking for one with `section`."),
  part: z.number().int().min(1).describe("Which part `markdown` is."),
  parts: z
    .number()
    .int()
    .min(1)
    .describe(`How many parts of at most about ${GET_DOC_MAX_TOKENS_TEXT} tokens the text comes in; 1 when \`markdown\` is all of it.`),
  next: z.string().optional().describe("How to get the rest, when this is not the last part."),
});

/** Accepts an id, a site path or a page URL ("/glossary/bigha", "https://…/blog/x.md"). */
function resolveDoc(input: string): Doc | undefined {
  const direct = getDoc(input.toLowerCase());
  if (direct) return direct;
  const last =
    input
      .replace(/[?#].*$/, "")
      .replace(/\/+$/, "")
      .split("/")
      .pop() ?? "";
  return getDoc(last.replace(/\.md$/i, "").toLowerCase());
}

/** get_doc with a given budget per answer: the served tool uses GET_DOC_MAX_TOKENS; tests page with a smaller one. */
export const getDocToolWithBudget = (maxTokens: number) =>
  defineTool({
    name: "get_doc",
    title: "Get one document",
    description:
      "Full text of one reference document as Markdown, with its title, kind, public URL, summary, dates, tags, sources, related ids and its sections. " +
      "Use the id from search_docs or list_docs; pass section (a heading's anchor, e.g. search_docs' section.anchor) for one section only. " +
      `An answer holds at most about ${GET_DOC_MAX_TOKENS_TEXT} tokens; longer text comes in parts, and the answer says how to get the next.`,
    inputSchema: getInput,
    outputSchema: getOutput,
    annotations: annotations("Get one document"),
    run: async ({ id, section: sectionName, part, lang }) => {
      const english = resolveDoc(id);
      if (!english) throw new InputError("id", `no document with id '${id}'; call list_docs or search_docs`);
      const wantsHindi = lang === "hi" || (lang === undefined && /(?:^|\/)hi\//.test(id.replace(/^https?:\/\/[^/]+/i, "")));
      const translated = wantsHindi ? getTranslation(english.id, "hi") : undefined;
      if (wantsHindi && !translated) throw new InputError("lang", `'${english.id}' has no Hindi translation; ask for it in English`);
      const doc = translated ?? english;
      const wanted = sectionName;
      const section = wanted === undefined ? undefined : findDocSection(doc, wanted);
      const sections = docSections(doc)
        .filter((candidate) => candidate.heading.depth === 2)
        .map(({ heading }) => ({ heading: heading.text, anchor: heading.id }));
      if (wanted !== undefined && !section) {
        const known = sections.map((candidate) => candidate.anchor).join(", ");
        throw new InputError("section", `no section '${wanted}' in '${doc.id}'${known ? `; its sections: ${known}` : ""}`);
      }
      const url = docAbsoluteUrl(doc);
      const whole = await getDocMarkdown(doc, undefined, docMarkdownWords(doc));
      const text = section ? `# ${doc.title}\n\n_From ${url}#${section.heading.id}_\n\n${section.markdown}\n` : whole.markdown;
      const tokens = section ? await countMarkdownTokens(text) : whole.tokens;
      const pieces = tokens <= maxTokens ? [text] : await splitMarkdown(text, maxTokens, countMarkdownTokens);
      if (part > pieces.length) throw new InputError("part", `'${doc.id}' comes in ${pieces.length} part${pieces.length === 1 ? "" : "s"}`);
      const markdown = pieces[part - 1]!;
      const next =
        part < pieces.length
          ? `This is part ${part} of ${pieces.length}. For the rest, call get_doc with id '${doc.id}'${doc.translation ? " and lang 'hi'" : ""}${section ? ` and section '${section.heading.id}'` : ""} and part ${part + 1}${section ? "" : ", or ask for one section by its anchor (see sections)"}.`
          : undefined;
      return {
        structuredContent: {
          id: doc.id,
          title: doc.title,
          kind: doc.kind,
          url,
          summary: doc.summary,
          updated: doc.updated,
          ...(doc.published ? { published: doc.published } : {}),
          tags: [...doc.tags],
          sources: (section ? sectionSources(doc.sources, section) : doc.sources).map((source) => ({
            title: source.title,
            url: source.url,
            ...(source.checked ? { checked: source.checked } : {}),
          })),
          ...(section ? { documentSources: doc.sources.length } : {}),
          related: [...doc.related],
          lang: docLang(doc),
          ...(doc.translation
            ? {
                translation: {
                  of: docAbsoluteUrl(english),
                  translated: doc.translation.translated,
                  translatedFrom: doc.translation.translatedFrom,
                  behind: doc.translation.behind,
                },
              }
            : {}),
          markdown,
          tokens: pieces.length === 1 ? tokens : await countMarkdownTokens(markdown),
          ...(section ? { section: { heading: section.heading.text, anchor: section.heading.id } } : {}),
          sections,
          part,
          parts: pieces.length,
          ...(next ? { next } : {}),
        },
        // The document itself: clients that read only the text block still get it, and are told how to get the rest.
        text: next ? `${markdown}\n\n---\n${next}\n` : markdown,
        links: [docLink(doc.id, doc.title, url, doc.summary)],
      };
    },
  });

const getDocTool = getDocToolWithBudget(GET_DOC_MAX_TOKENS);

// ---------------------------------------------------------------------------
// list_docs

const listInput = z.object({
  kind: kindField.optional().describe(`Only documents of this kind: ${KIND_HELP}. Omit for every document.`),
});

const listOutput = z.object({
  docs: z
    .array(
      z.object({
        id: z.string().describe("Document id; pass it to get_doc."),
        title: z.string().describe("Document title."),
        kind: kindField.describe("Kind of document."),
        url: docUrlField,
        updated: z.iso.date().describe("Date last updated (YYYY-MM-DD)."),
        hindi: absoluteUri().optional().describe("Page URL of its Hindi translation, when it has one (get_doc with lang 'hi')."),
      }),
    )
    .describe("Documents: by kind (glossary, help, guide, blog), glossary, help and guides by title, blog newest first."),
  total: z.number().int().min(0).describe("Number of documents listed."),
});

const listDocsTool = defineTool({
  name: "list_docs",
  title: "List the reference docs",
  description:
    `Every reference document's id, title, kind, public URL and last-updated date, optionally only one kind: ${KIND_HELP}. ` +
    "Use it to browse or to find an id for get_doc; use search_docs to answer a question.",
  inputSchema: listInput,
  outputSchema: listOutput,
  annotations: annotations("List the reference docs"),
  run: ({ kind }) => {
    const docs = (kind ? getDocsByKind(kind) : getAllDocs()).map((doc) => ({
      id: doc.id,
      title: doc.title,
      kind: doc.kind,
      url: docAbsoluteUrl(doc),
      updated: doc.updated,
      ...(getTranslation(doc.id, "hi") ? { hindi: docAbsoluteUrl(getTranslation(doc.id, "hi")!) } : {}),
    }));
    const counts = DOC_KINDS.map((k) => [k, docs.filter((doc) => doc.kind === k).length] as const)
      .filter(([, count]) => count > 0)
      .map(([k, count]) => `${k} ${count}`)
      .join(", ");
    const text = [
      `${docs.length} document${docs.length === 1 ? "" : "s"} (${counts}):`,
      ...docs.map((doc) => `- ${doc.id}: ${doc.title} ${doc.url}`),
    ].join("\n");
    return { structuredContent: { docs, total: docs.length }, text };
  },
});

/** The reference-content server's tools, in the order the spec lists them. */
export const docsTools = [searchDocsTool, getDocTool, listDocsTool] as const;

/**
 * A `resource_link` to a cited document: its public page, which is also its MCP resource
 * (`resources/read` answers the Markdown, a #section fragment included) and answers Markdown to
 * `Accept: text/markdown`.
 */
function docLink(id: string, title: string, uri: string, description: string) {
  return { uri, name: id, title, description, mimeType: "text/markdown" };
}
