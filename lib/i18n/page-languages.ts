import { getAllTranslations, getDoc } from "@/lib/content";
import { docUrl } from "@/lib/content";
import { markdownTwinPath } from "@/lib/markdown/markdown-paths";
import hindiPages from "./hindi-pages.json";
import { LOCALE_INFO, type Locale, localePath } from "./locales";

/**
 * Pages other than documents that have a Hindi version, by English path. A
 * page joins `hindi-pages.json` when its Hindi version is built (next.config.mjs
 * reads the same file for the pages' `Link` headers); a page not in Hindi is
 * not listed under `/hi` at all (no thin duplicates). Documents have a Hindi
 * version when `content/hi/` holds their translation.
 */
export const HINDI_PAGES: readonly string[] = hindiPages;

let cached: ReadonlySet<string> | undefined;

function hindiSet(): ReadonlySet<string> {
  cached ??= new Set([
    ...HINDI_PAGES,
    ...getAllTranslations("hi").flatMap((doc) => {
      const english = getDoc(doc.id);
      return english ? [docUrl(english)] : [];
    }),
  ]);
  return cached;
}

/** The English paths that have a Hindi version, sorted. */
export function getHindiEnglishPaths(): string[] {
  return [...hindiSet()].sort();
}

/** Whether an English page has a Hindi version. */
export function hasHindi(englishPath: string): boolean {
  return hindiSet().has(englishPath);
}

/** The page's versions by hreflang, `x-default` the English one; only the English one when it has no Hindi version. */
export function languageVersions(englishPath: string): Record<string, string> {
  const versions: Record<string, string> = { [LOCALE_INFO.en.hreflang]: englishPath };
  if (hasHindi(englishPath)) versions[LOCALE_INFO.hi.hreflang] = localePath(englishPath, "hi");
  versions["x-default"] = englishPath;
  return versions;
}

/**
 * A page's `alternates` metadata in one language: its canonical address, its
 * Markdown twin, and, when it has a Hindi version, its versions in each
 * language (hreflang, `x-default` the English page).
 */
export function pageAlternates(englishPath: string, locale: Locale = "en") {
  const path = localePath(englishPath, locale);
  return {
    canonical: path,
    ...(hasHindi(englishPath) ? { languages: languageVersions(englishPath) } : {}),
    types: { "text/markdown": markdownTwinPath(path) },
  };
}

/** A link target in a Hindi page: the Hindi version of an English page where there is one, else the English page. */
export function hindiHref(href: string): string {
  const match = /^(\/[^?#]*)([?#].*)?$/.exec(href);
  if (!match?.[1]) return href;
  return hasHindi(match[1]) ? `${localePath(match[1], "hi")}${match[2] ?? ""}` : href;
}
