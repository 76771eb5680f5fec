import type { Metadata } from "next";
import Link from "next/link";
import { CALCULATOR_PAGES, calculatorPath } from "@/components/calculators/calculator-pages";
import { BrowseLinks } from "./search-page";
import { SearchForm } from "./search-form";

export const notFoundMetadata: Metadata = {
  title: "Page not found",
  robots: { index: false, follow: true },
};

/** The 404 page: what happened, a search box, and the places most visitors are looking for. */
export function NotFoundPage() {
  return (
    <div className="container">
      <header className="page-header">
        <p className="eyebrow">Error 404</p>
        <h1>We could not find that page</h1>
        <p>The address may have a typo, or the page may have moved. Search for it, or start from one of the pages below.</p>
      </header>
      <div className="search-layout">
        <SearchForm id="not-found-search" label="Search the site" />
        <div className="two-col not-found-links">
          <section aria-labelledby="not-found-calculators">
            <h2 id="not-found-calculators">Calculators</h2>
            <ul className="browse-links">
              {CALCULATOR_PAGES.map((page) => (
                <li key={page.slug}>
                  <Link href={calculatorPath(page.slug)}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="not-found-browse">
            <h2 id="not-found-browse">Read and learn</h2>
            <BrowseLinks />
            <p>
              <Link href="/">Home page</Link> · <Link href="/demo">Request a demo</Link>
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
