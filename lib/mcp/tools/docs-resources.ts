import { getConfig } from "@/lib/config/env";
import { docAbsoluteUrl, docLastUpdated, getAllDocs, getDocMarkdown, KIND_INFO, type Doc } from "@/lib/content";
import { pageOf, type Resource, type ResourceSource, type ResourceTemplate } from "@/lib/mcp/resource-definition";

/** Documents per `resources/list` page. */
const PAGE_SIZE = 25;

/** The path segment of each kind's pages (`glossary`, `help`, `guides`, `blog`): the template's `collection`. */
const COLLECTIONS = Object.values(KIND_INFO).map((info) => info.path.slice(1));

/**
 * A document as an MCP resource. Its URI is its public page, which also answers in Markdown
 * (`Accept: text/markdown`), so a client may read it through MCP or fetch it; either way the
 * contents are the Markdown `get_doc` returns.
 */
export function docResource(doc: Doc): Resource {
  return {
    uri: docAbsoluteUrl(doc),
    name: doc.id,
    title: doc.title,
    description: doc.summary,
    mimeType: "text/markdown",
    annotations: { lastModified: `${docLastUpdated(doc)}T00:00:00Z` },
  };
}

/** Page URL (without fragment or `.md`) → document, per site address. */
let byUrl: { siteUrl: string; docs: Map<string, Doc> } | undefined;
function docAt(uri: string): Doc | undefined {
  const { siteUrl } = getConfig();
  if (byUrl?.siteUrl !== siteUrl) byUrl = { siteUrl, docs: new Map(getAllDocs().map((doc) => [docAbsoluteUrl(doc), doc])) };
  return byUrl.docs.get(uri.replace(/#.*$/, "").replace(/\.md$/, ""));
}

const templateUri = () => `${getConfig().siteUrl}/{collection}/{id}`;

/**
 * The reference documents as resources: listed 25 a page in `list_docs` order, one template
 * (`{site}/{collection}/{id}`) whose `id` (and `collection`) complete, and read as Markdown.
 * A page URL with a `#section` fragment (as `search_docs` links) or a `.md` suffix reads as
 * the document.
 */
export const docsResources: ResourceSource = {
  list(cursor) {
    const page = pageOf(getAllDocs(), cursor, PAGE_SIZE);
    return page && { resources: page.items.map(docResource), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
  },
  get templates(): ResourceTemplate[] {
    return [
      {
        uriTemplate: templateUri(),
        name: "document",
        title: "Reference document",
        description: `A glossary entry, help article, guide or blog post by collection (${COLLECTIONS.join(", ")}) and id; read it as Markdown. The id completes.`,
        mimeType: "text/markdown",
      },
    ];
  },
  async read(uri) {
    const doc = docAt(uri);
    if (!doc) return undefined;
    const { markdown } = await getDocMarkdown(doc);
    return [{ uri: docAbsoluteUrl(doc), mimeType: "text/markdown", text: markdown }];
  },
  complete(template, argument, context) {
    if (template !== templateUri()) return undefined;
    const typed = argument.value.toLowerCase();
    if (argument.name === "collection") return COLLECTIONS.filter((collection) => collection.startsWith(typed));
    if (argument.name !== "id") return [];
    const collection = context.collection;
    const ids = getAllDocs()
      .filter((doc) => collection === undefined || KIND_INFO[doc.kind].path === `/${collection}`)
      .map((doc) => doc.id);
    // Ids that start with what was typed first, then those that contain it.
    return [...ids.filter((id) => id.startsWith(typed)), ...ids.filter((id) => !id.startsWith(typed) && id.includes(typed))];
  },
};
