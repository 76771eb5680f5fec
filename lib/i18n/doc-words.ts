import { type Doc, type DocMarkdownWords, getRelatedDocs, getTranslation } from "@/lib/content";
import { translator } from "./messages";
import { hindiHref } from "./page-languages";

/**
 * The words a document's Markdown is framed with, in its language: undefined
 * (English) for an English document; for a Hindi translation, Hindi words, its
 * links to the Hindi versions of the pages it names, and its related documents
 * in Hindi where they are translated.
 */
export function docMarkdownWords(doc: Doc): DocMarkdownWords | undefined {
  if (doc.translation?.lang !== "hi") return undefined;
  const t = translator("hi", "content");
  const kinds = translator("hi", "kinds");
  return {
    singular: kinds(`${doc.kind}Singular`),
    published: (day) => t("mdPublished", { day }),
    updated: (day) => t("mdUpdated", { day }),
    reviewed: (day) => t("mdReviewed", { day }),
    by: (author) => t("mdBy", { author }),
    translated: (day, from) => t("mdTranslated", { day, from }),
    checked: (day) => t("mdChecked", { day }),
    sources: t("sources"),
    related: t("related"),
    rewriteHref: hindiHref,
    related_docs: (translated) => getRelatedDocs(translated).map((other) => getTranslation(other.id, "hi") ?? other),
  };
}
