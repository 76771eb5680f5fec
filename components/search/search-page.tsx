import type { Metadata } from "next";
import Link from "next/link";
import { z } from "zod";
import { Breadcrumbs } from "@/components/content/breadcrumbs";
import { DOC_KINDS, type DocKind, docUrl, KIND_INFO } from "@/lib/content";
import { pageAlternates } from "@/lib/markdown/markdown-paths";
import { searchDocs } from "@/lib/search/search-docs";
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

export function searchPageMetadata(params: Params): Metadata {
  const { query } = readSearchParams(params);
  return {
    title: query ? `Search: ${query}` : "Search",
    description: "Search the guides, glossary, help centre and blog: Indian land terms, area units, stamp duty and the calculators.",
    alternates: pageAlternates(SEARCH_PATH),
    // The empty search page is a page; each result list is not one to index.
    ...(query ? { robots: { index: false, follow: true } } : {}),
  };
}

/** Search for people, over the same index and ranking as the docs tool server's `search_docs`; rendered on the server from the URL. */
export function SearchPage({ params }: { params: Params }) {
  const { query, kind } = readSearchParams(params);
  const outcome = query ? searchDocs(query, { limit: SEARCH_PAGE_LIMIT, ...(kind ? { kind } : {}) }) : undefined;
  const scope = kind ? ` in ${KIND_INFO[kind].label.toLowerCase()}` : "";
  return (
    <div className="container">
      <header className="page-header">
        <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Search" }]} />
        <h1>Search</h1>
        <p>Find a term, a unit, a state&apos;s rates or a how-to in the guides, glossary, help centre and blog.</p>
      </header>
      <div className="search-layout">
        <SearchForm id="search" query={query} {...(kind ? { kind } : {})} showKinds />
        {outcome ? (
          <section className="search-results" aria-labelledby="search-results-heading">
            <h2 id="search-results-heading">
              {outcome.hits.length === 0
                ? `No pages match “${query}”${scope}`
                : `${outcome.total} ${outcome.total === 1 ? "page matches" : "pages match"} “${query}”${scope}`}
            </h2>
            {outcome.hits.length === 0 ? (
              <NoResults />
            ) : (
              <ol className="search-hits">
                {outcome.hits.map(({ doc, excerpt, section }) => (
                  <li key={doc.id} className="search-hit">
                    <p className="doc-kind">{KIND_INFO[doc.kind].singular}</p>
                    <h3>
                      <Link href={section ? `${docUrl(doc)}#${section.anchor}` : docUrl(doc)}>{doc.title}</Link>
                    </h3>
                    {section ? <p className="search-section">Section: {section.heading}</p> : null}
                    <p>{excerpt || doc.summary}</p>
                  </li>
                ))}
              </ol>
            )}
            {outcome.total > outcome.hits.length ? (
              <p className="search-more">
                The best {outcome.hits.length} are shown. Add a word or choose a kind of page to narrow the search.
              </p>
            ) : null}
          </section>
        ) : (
          <BrowseLinks />
        )}
      </div>
    </div>
  );
}

function NoResults() {
  return (
    <>
      <p>Check the spelling, try another name for the same thing (circle rate, guideline value, jantri) or fewer words. Or browse:</p>
      <BrowseLinks />
    </>
  );
}

/** Where to look without searching. */
export function BrowseLinks() {
  const kinds: DocKind[] = ["guide", "glossary", "help", "blog"];
  return (
    <ul className="browse-links">
      <li>
        <Link href="/calculators">Land calculators</Link>: area units, price per sq ft, stamp duty and acquisition cost, returns
      </li>
      {kinds.map((value) => (
        <li key={value}>
          <Link href={KIND_INFO[value].path}>{KIND_INFO[value].label}</Link>
        </li>
      ))}
    </ul>
  );
}
