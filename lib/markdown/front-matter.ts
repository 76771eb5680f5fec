import matter from "gray-matter";

/** What every Markdown answer states about itself, for attribution and staleness. */
export interface MarkdownFrontMatter {
  title: string;
  description: string;
  /** Absolute URL of the HTML page (also sent as `Link: rel="canonical"`). */
  canonicalUrl: string;
  /** YYYY-MM-DD, when known. */
  lastUpdated?: string;
  /** YYYY-MM-DD: when a specialist last checked the facts against their sources, when that is recorded. */
  lastReviewed?: string;
  /** The language of the text (BCP 47: `en-IN`, `hi`), also sent as `Content-Language`. */
  lang?: string;
  /** For a translation: the page it was translated from (absolute URL) and when (YYYY-MM-DD). */
  translationOf?: { url: string; translated: string; translatedFrom: string; behind: boolean };
}

/** The Markdown with YAML front matter (`title`, `description`, `canonical_url`, `last_updated`, `last_reviewed`, `lang`, and a translation's `translation_of`) before it. */
export function withFrontMatter(markdown: string, facts: MarkdownFrontMatter): string {
  return matter.stringify(markdown, {
    title: facts.title,
    description: facts.description,
    canonical_url: facts.canonicalUrl,
    ...(facts.lastUpdated ? { last_updated: facts.lastUpdated } : {}),
    ...(facts.lastReviewed ? { last_reviewed: facts.lastReviewed } : {}),
    ...(facts.lang ? { lang: facts.lang } : {}),
    ...(facts.translationOf
      ? {
          translation_of: facts.translationOf.url,
          translated: facts.translationOf.translated,
          translated_from_version: facts.translationOf.translatedFrom,
          translation_behind_original: facts.translationOf.behind,
        }
      : {}),
  });
}
