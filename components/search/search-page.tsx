import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { Breadcrumbs } from "@/components/content/breadcrumbs";
import { kindWords } from "@/components/content/kind-words";
import { DOC_KINDS, type DocKind, docUrl, KIND_INFO } from "@/lib/content";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { hindiHref, pageAlternates } from "@/lib/i18n/page-languages";
import { defaultSearchLang, searchDocs } from "@/lib/search/search-docs";
import { SEARCH_PATH } from "@/lib/site";
import { SearchForm } from "./search-form";

/** Most results a page shows: as many as the docs tool's largest answer. */
export const SEARCH_PAGE_LIMIT = 20;

type Params = Record<string, string | string[] | undefined>;

const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** `?q=` (trimmed, at most 500 characters as the docs tool takes) and an optional `?kind=`; anything else is ignored. */
const SearchParamsSchema = z.object({
  q: z.preprocess(first, z.string().trim().max(500).catch("").default("")),
  kind: z.preprocess((value) => first(value) || undefined, z.enum(DOC_KINDS).optional().catch(undefined)),
});

export function readSearchParams(params: Params): { query: string; kind?: DocKind } {
  const { q, kind } = SearchParamsSchema.parse(params);
  return { query: q, ...(kind ? { kind } : {}) };
}

export function searchPageMetadata(params: Params, locale: Locale = "en"): Metadata {
  const { query } = readSearchParams(params);
  const t = translator(locale, "search");
  return {
    title: query ? t("titleWithQuery", { query }) : t("title"),
    description: t("description"),
    alternates: pageAlternates(SEARCH_PATH, locale),
    // The empty search page is a page; each result list is not one to index.
    ...(query ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * Search for people, over the same index and ranking as the docs tool server's
 * `search_docs`; rendered on the server from the URL. The Hindi page searches
 * the same index (which reads Devanagari and Hinglish) and links each hit's
 * Hindi version where there is one.
 */
export function SearchPage({ params, locale = "en" }: { params: Params; locale?: Locale }) {
  const { query, kind } = readSearchParams(params);
  const t = translator(locale, "search");
  const content = translator(locale, "content");
  // The Hindi page answers with Hindi versions where they exist; the English page does too for a query typed in Devanagari.
  const lang = locale === "hi" ? "hi" : defaultSearchLang(query);
  const outcome = query ? searchDocs(query, { limit: SEARCH_PAGE_LIMIT, lang, ...(kind ? { kind } : {}) }) : undefined;
  const scope = kind ? t("scope", { kind: kindWords(kind, locale).label.toLowerCase() }) : "";
  return (
    <div className="container">
      <header className="page-header">
        <Breadcrumbs
          label={content("breadcrumb")}
          items={[{ label: content("home"), href: localePath("/", locale) }, { label: t("title") }]}
        />
        <h1>{t("title")}</h1>
        <p>{t("lead")}</p>
      </header>
      <div className="search-layout">
        <SearchForm id="search" query={query} {...(kind ? { kind } : {})} showKinds locale={locale} />
        {outcome ? (
          <section className="search-results" aria-labelledby="search-results-heading">
            <h2 id="search-results-heading">
              {outcome.hits.length === 0 ? t("noResults", { query, scope }) : t("results", { total: outcome.total, query, scope })}
            </h2>
            {outcome.hits.length === 0 ? (
              <NoResults locale={locale} />
            ) : (
              <ol className="search-hits">
                {outcome.hits.map(({ doc, excerpt, section }) => {
                  const english = locale === "hi" && !doc.translation;
                  return (
                    <li key={doc.id} className="search-hit">
                      <p className="doc-kind">
                        {kindWords(doc.kind, locale).singular}
                        {english ? ` · ${t("inEnglish")}` : ""}
                      </p>
                      <h3 lang={english ? "en-IN" : undefined}>
                        <Link href={section ? `${docUrl(doc)}#${section.anchor}` : docUrl(doc)} hrefLang={english ? "en-IN" : undefined}>
                          {doc.title}
                        </Link>
                      </h3>
                      {section ? <p className="search-section">{t("section", { heading: section.heading })}</p> : null}
                      <p lang={english ? "en-IN" : undefined}>{excerpt || doc.summary}</p>
                    </li>
                  );
                })}
              </ol>
            )}
            {outcome.total > outcome.hits.length ? <p className="search-more">{t("more", { count: outcome.hits.length })}</p> : null}
          </section>
        ) : (
          <BrowseLinks locale={locale} />
        )}
      </div>
    </div>
  );
}

function NoResults({ locale }: { locale: Locale }) {
  return (
    <>
      <p>{translator(locale, "search")("tryAgain")}</p>
      <BrowseLinks locale={locale} />
    </>
  );
}

/** Where to look without searching (in Hindi, the Hindi sections, and the blog in English). */
export function BrowseLinks({ locale = "en" }: { locale?: Locale }) {
  const kinds: DocKind[] = ["guide", "glossary", "help", "blog"];
  const href = (path: string) => (locale === "hi" ? hindiHref(path) : path);
  return (
    <ul className="browse-links">
      <li>
        {translator(locale, "search").rich("browseCalculators", {
          link: (chunks) => <Link href={href("/calculators")}>{chunks}</Link>,
        })}
      </li>
      {kinds.map((value) => (
        <li key={value}>
          <Link href={href(KIND_INFO[value].path)}>{kindWords(value, locale).label}</Link>
        </li>
      ))}
    </ul>
  );
}
