import { CALCULATOR_PAGES, calculatorPath, RATES_PAGE } from "@/components/calculators/calculator-pages";
import { SEARCH_PATH, SITE } from "@/lib/site";
import { DOC_KINDS, type DocKind, docLastUpdated, getDocsByKind, getTranslationsByKind, kindUrl, KIND_INFO } from "@/lib/content";
import { localePath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { HINDI_PAGES } from "@/lib/i18n/page-languages";

export interface SitePage {
  path: string;
  title: string;
  description: string;
  /** YYYY-MM-DD: the newest content an index page shows, or the date the page's own text last changed. */
  lastModified: string;
}

/**
 * The date the text of the pages that are not content documents (home, demo,
 * calculators, developers) last changed. Bump it with any edit to them; index
 * pages take the date of their newest document instead.
 */
const STATIC_PAGES_UPDATED = "2026-11-28";

function newest(dates: readonly string[]): string {
  return [...dates].sort().at(-1) ?? STATIC_PAGES_UPDATED;
}

/** The site's pages other than single documents: the sitemaps, llms.txt and Markdown front matter read these. */
export function sitePages(): SitePage[] {
  const page = (path: string, title: string, description: string) => ({ path, title, description, lastModified: STATIC_PAGES_UPDATED });
  return [
    page("/", `${SITE.name}: ${SITE.tagline}`, SITE.description),
    page("/demo", "Request a demo", "Book a walkthrough with a product specialist."),
    page("/calculators", "Land calculators", "Six free land-acquisition calculators."),
    ...CALCULATOR_PAGES.map((calculator) => page(calculatorPath(calculator.slug), calculator.title, calculator.summary)),
    page(RATES_PAGE.path, RATES_PAGE.title, RATES_PAGE.summary),
    page("/privacy", "Privacy notice", "What a demo request collects, why, for how long, and your rights."),
    page("/developers", "Developers", "The public API, MCP tool servers, agent identity and discovery documents."),
    { ...page(SEARCH_PATH, "Search", "Search the guides, glossary, help centre and blog."), lastModified: "2026-11-28" },
    ...DOC_KINDS.map((kind) => ({
      path: kindUrl(kind),
      title: KIND_INFO[kind].label,
      description: KIND_INFO[kind].description,
      lastModified: newest(getDocsByKind(kind).map(docLastUpdated)),
    })),
  ];
}

/** The Hindi title and description of a page of `HINDI_PAGES`, from the messages the page itself shows. */
function hindiWords(englishPath: string): { title: string; description: string } {
  const kind = DOC_KINDS.find((candidate) => kindUrl(candidate) === englishPath);
  if (kind) {
    const kinds = translator("hi", "kinds");
    return { title: kinds(`${kind}Label`), description: kinds(`${kind}Description`) };
  }
  if (englishPath === "/demo" || englishPath === "/privacy" || englishPath === SEARCH_PATH) {
    const t = translator("hi", englishPath === "/demo" ? "demo" : englishPath === "/privacy" ? "privacy" : "search");
    return { title: t("title"), description: t("description") };
  }
  if (englishPath === "/calculators") {
    const t = translator("hi", "calculators");
    return { title: t("index.title"), description: t("index.description") };
  }
  const calculator = CALCULATOR_PAGES.find((candidate) => calculatorPath(candidate.slug) === englishPath);
  if (calculator) {
    const t = translator("hi", "calculators");
    return { title: t(`titles.${calculator.slug}`), description: t(`summaries.${calculator.slug}`) };
  }
  if (englishPath === "/") {
    const meta = translator("hi", "meta");
    return { title: `${SITE.name}: ${meta("tagline")}`, description: meta("description") };
  }
  throw new Error(`No Hindi title for ${englishPath}: add its words to the messages`);
}

/** The Hindi site's pages other than single documents, at their `/hi` addresses, dated as their English pages. */
export function hindiSitePages(): SitePage[] {
  const english = new Map(sitePages().map((page) => [page.path, page]));
  return HINDI_PAGES.map((path) => {
    const kind = DOC_KINDS.find((candidate) => kindUrl(candidate) === path) as DocKind | undefined;
    const lastModified = kind
      ? newest(getTranslationsByKind(kind, "hi").map(docLastUpdated))
      : (english.get(path)?.lastModified ?? STATIC_PAGES_UPDATED);
    return { path: localePath(path, "hi"), ...hindiWords(path), lastModified };
  });
}
