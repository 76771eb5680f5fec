import type { Article, BlogPosting, DefinedTerm, DefinedTermSet, TechArticle } from "schema-dts";
import { docLastUpdated, docUrl, getDoc, getDocsByKind, getTranslationsByKind, KIND_INFO, type Doc } from "@/lib/content";
import { translator } from "@/lib/i18n/messages";
import { ENTITY_IDS, siteUrl } from "./site-entities";

/** A document's language, as its page's `lang` says it. */
const docLanguage = (doc: Doc) => (doc.translation ? doc.translation.lang : "en-IN");

/** The glossary's DefinedTermSet id in a language (the Hindi glossary is its own set). */
const glossaryId = (lang: "en" | "hi") => (lang === "hi" ? siteUrl("/hi/glossary#terms") : ENTITY_IDS.glossary());

/** A translation names the work it translates (schema.org `translationOfWork`). */
function translationOf(doc: Doc) {
  const original = doc.translation ? getDoc(doc.id) : undefined;
  return original ? { translationOfWork: { "@id": siteUrl(docUrl(original)) } } : {};
}

function definedTerm(doc: Doc): DefinedTerm {
  return {
    "@type": "DefinedTerm",
    "@id": siteUrl(`${docUrl(doc)}#term`),
    name: doc.title,
    description: doc.summary,
    url: siteUrl(docUrl(doc)),
    ...(doc.aliases.length > 0 ? { alternateName: [...doc.aliases] } : {}),
    inDefinedTermSet: { "@id": glossaryId(doc.translation ? "hi" : "en") },
    ...(doc.translation ? { inLanguage: docLanguage(doc) } : {}),
  };
}

/** The glossary as one DefinedTermSet, every entry a DefinedTerm in it. */
export function glossaryTermSet(lang: "en" | "hi" = "en"): DefinedTermSet {
  if (lang === "hi") {
    const kinds = translator("hi", "kinds");
    return {
      "@type": "DefinedTermSet",
      "@id": glossaryId("hi"),
      name: kinds("glossaryLabel"),
      description: kinds("glossaryDescription"),
      url: siteUrl(`/hi${KIND_INFO.glossary.path}`),
      inLanguage: "hi",
      hasDefinedTerm: getTranslationsByKind("glossary", "hi").map(definedTerm),
    };
  }
  return {
    "@type": "DefinedTermSet",
    "@id": ENTITY_IDS.glossary(),
    name: KIND_INFO.glossary.label,
    description: KIND_INFO.glossary.description,
    url: siteUrl(KIND_INFO.glossary.path),
    hasDefinedTerm: getDocsByKind("glossary").map(definedTerm),
  };
}

/**
 * A document's own entity: a glossary entry is a DefinedTerm, a post a
 * BlogPosting, a help article a TechArticle, a guide an Article. None is a
 * HowTo or FAQPage: their text is prose with headings, not steps or
 * question-and-answer pairs (see docs/content.md, "Structured data").
 */
export function docEntity(doc: Doc): DefinedTerm | BlogPosting | TechArticle | Article {
  if (doc.kind === "glossary") return definedTerm(doc);
  const common = {
    headline: doc.title,
    description: doc.summary,
    url: siteUrl(docUrl(doc)),
    mainEntityOfPage: siteUrl(docUrl(doc)),
    dateModified: docLastUpdated(doc),
    ...(doc.published ? { datePublished: doc.published } : {}),
    keywords: [...doc.tags],
    inLanguage: docLanguage(doc),
    ...translationOf(doc),
    publisher: { "@id": ENTITY_IDS.organization() },
    author: doc.author ? { "@type": "Person" as const, name: doc.author } : { "@id": ENTITY_IDS.organization() },
  };
  if (doc.kind === "blog") return { "@type": "BlogPosting", ...common };
  if (doc.kind === "help") return { "@type": "TechArticle", ...common };
  return { "@type": "Article", ...common };
}
