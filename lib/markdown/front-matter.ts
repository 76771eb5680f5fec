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
}

/** The Markdown with YAML front matter (`title`, `description`, `canonical_url`, `last_updated`, `last_reviewed`) before it. */
export function withFrontMatter(markdown: string, facts: MarkdownFrontMatter): string {
  return matter.stringify(markdown, {
    title: facts.title,
    description: facts.description,
    canonical_url: facts.canonicalUrl,
    ...(facts.lastUpdated ? { last_updated: facts.lastUpdated } : {}),
    ...(facts.lastReviewed ? { last_reviewed: facts.lastReviewed } : {}),
  });
}
