import type { Metadata } from "next";
import Link from "next/link";
import { CALCULATOR_PAGES, calculatorPath } from "@/components/calculators/calculator-pages";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { hindiHref } from "@/lib/i18n/page-languages";
import { BrowseLinks } from "./search-page";
import { SearchForm } from "./search-form";

export function notFoundMetadata(locale: Locale = "en"): Metadata {
  return { title: translator(locale, "search")("notFoundTitle"), robots: { index: false, follow: true } };
}

/** The 404 page: what happened, a search box, and the places most visitors are looking for. */
export function NotFoundPage({ locale = "en" }: { locale?: Locale }) {
  const t = translator(locale, "search");
  const href = (path: string) => (locale === "hi" ? hindiHref(path) : path);
  return (
    <div className="container">
      <header className="page-header">
        <p className="eyebrow">{t("notFoundEyebrow")}</p>
        <h1>{t("notFoundHeading")}</h1>
        <p>{t("notFoundLead")}</p>
      </header>
      <div className="search-layout">
        <SearchForm id="not-found-search" label={t("notFoundSearch")} locale={locale} />
        <div className="two-col not-found-links">
          <section aria-labelledby="not-found-calculators">
            <h2 id="not-found-calculators">{t("notFoundCalculators")}</h2>
            <ul className="browse-links">
              {CALCULATOR_PAGES.map((page) => (
                <li key={page.slug}>
                  <Link href={href(calculatorPath(page.slug))}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="not-found-browse">
            <h2 id="not-found-browse">{t("notFoundBrowse")}</h2>
            <BrowseLinks locale={locale} />
            <p>
              <Link href={localePath("/", locale)}>{t("homePage")}</Link> ·{" "}
              <Link href={localePath("/demo", locale)}>{translator(locale, "site")("requestDemo")}</Link>
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
