import type { MarkdownHeading } from "@/lib/markdown/render-markdown";
import type { DocKind, HelpAudience, TranslationLang } from "./schema";

export type DocHeading = MarkdownHeading;

export interface DocSource {
  title: string;
  url: string;
  /** YYYY-MM-DD the cited page was last read against the document, when recorded. */
  checked?: string;
}

/** One document of the content index: validated front matter plus its Markdown body. */
export interface Doc {
  /** Unique across the whole site (all kinds). */
  id: string;
  kind: DocKind;
  title: string;
  summary: string;
  /** Questions the document answers, in people's own words (at least five). */
  questions: readonly string[];
  /** YYYY-MM-DD. */
  updated: string;
  /** YYYY-MM-DD: when the facts were last checked against the sources. */
  reviewed?: string;
  /** YYYY-MM-DD; always present on blog posts. */
  published?: string;
  author?: string;
  tags: readonly string[];
  /** Who a help article is for; only help articles have one. */
  audience?: HelpAudience;
  /** Other names people search for. */
  aliases: readonly string[];
  /** Ids of related documents; every one exists. */
  related: readonly string[];
  sources: readonly DocSource[];
  /** The Markdown body, front matter removed. */
  body: string;
  /** Headings of the body in order, with the anchor ids the page renders. */
  headings: readonly DocHeading[];
  wordCount: number;
  /** Path of the source file relative to the project root, for messages. */
  file: string;
  /** Set on a translation: its language, and what it was translated from (see `translations.ts`). */
  translation?: DocTranslation;
}

/** What a translated document says about its translation; its English page is `getDoc(id)`. */
export interface DocTranslation {
  lang: TranslationLang;
  /** YYYY-MM-DD the translation was made. */
  translated: string;
  /** The English page's `updated` date it was made from. */
  translatedFrom: string;
  /** The English page was updated after that: the translation is behind and says so. */
  behind: boolean;
}
