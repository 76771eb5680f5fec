import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import {
  docUrl,
  getDoc,
  getDocHtml,
  getDocsByKind,
  getRelatedDocs,
  getTranslation,
  getTranslationsByKind,
  hasTableOfContents,
  kindUrl,
  type Doc,
  type DocKind,
} from "@/lib/content";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { hindiHref, pageAlternates } from "@/lib/i18n/page-languages";
import { SITE } from "@/lib/site";
import { docEntity } from "@/lib/structured-data";
import { JsonLd } from "@/components/site/json-ld";
import { Breadcrumbs } from "./breadcrumbs";
import { DocSources } from "./doc-sources";
import { formatDate } from "./format-date";
import { kindWords } from "./kind-words";
import { RelatedDocs } from "./related-docs";
import { TableOfContents } from "./table-of-contents";

/** Props of the `[id]` page of every kind. */
export interface DocRouteProps {
  params: Promise<{ id: string }>;
}

/** One page per document of the kind (in Hindi, per translated document), generated at build time. */
export function docStaticParams(kind: DocKind, locale: Locale = "en"): Array<{ id: string }> {
  const docs = locale === "hi" ? getTranslationsByKind(kind, "hi") : getDocsByKind(kind);
  return docs.map((doc) => ({ id: doc.id }));
}

function docOfKind(kind: DocKind, id: string, locale: Locale): Doc {
  const doc = locale === "hi" ? getTranslation(id, "hi") : getDoc(id);
  if (!doc || doc.kind !== kind) notFound();
  return doc;
}

/** Title, description, canonical URL, language versions and Open Graph (blog posts as articles with their dates). */
export async function docPageMetadata(kind: DocKind, props: DocRouteProps, locale: Locale = "en"): Promise<Metadata> {
  const doc = docOfKind(kind, (await props.params).id, locale);
  const url = docUrl(doc);
  const openGraph: Metadata["openGraph"] =
    doc.kind === "blog"
      ? {
          type: "article",
          url,
          title: doc.title,
          description: doc.summary,
          siteName: SITE.name,
          publishedTime: doc.published,
          modifiedTime: doc.updated,
          ...(doc.author ? { authors: [doc.author] } : {}),
          tags: [...doc.tags],
        }
      : { type: "website", url, title: doc.title, description: doc.summary, siteName: SITE.name };
  return {
    title: doc.title,
    description: doc.summary,
    keywords: [...doc.aliases],
    alternates: pageAlternates(docUrl({ kind: doc.kind, id: doc.id }), locale),
    openGraph,
  };
}

/** The related documents in the page's language: a Hindi page lists Hindi versions where they exist. */
function relatedIn(doc: Doc, locale: Locale): Doc[] {
  const related = getRelatedDocs(doc);
  return locale === "hi" ? related.map((other) => getTranslation(other.id, "hi") ?? other) : related;
}

/** A document page: breadcrumbs, title and summary, dates, contents for long documents, body, sources, related. */
export async function DocPage({ kind, params, locale = "en" }: { kind: DocKind; locale?: Locale } & DocRouteProps) {
  const doc = docOfKind(kind, (await params).id, locale);
  const t = translator(locale, "content");
  const words = kindWords(kind, locale);
  const withToc = hasTableOfContents(doc);
  const time = (day: string) => (chunks: React.ReactNode) => <time dateTime={day}>{chunks}</time>;
  const html = locale === "hi" ? getDocHtml(doc, { rewriteHref: hindiHref, tableLabel: t("table") }) : getDocHtml(doc);
  return (
    <div className="container">
      <JsonLd entities={[docEntity(doc)]} />
      <header className="page-header">
        <Breadcrumbs
          label={t("breadcrumb")}
          items={[
            { label: t("home"), href: localePath("/", locale) },
            { label: words.label, href: localePath(kindUrl(kind), locale) },
            { label: doc.title },
          ]}
        />
        <h1>{doc.title}</h1>
        <p>{doc.summary}</p>
        <p className="doc-meta">
          {doc.published && (
            <>
              {t.rich("published", { day: formatDate(doc.published, locale), time: time(doc.published) })}
              {" · "}
            </>
          )}
          {t.rich("updated", { day: formatDate(doc.updated, locale), time: time(doc.updated) })}
          {doc.reviewed && (
            <>
              {" · "}
              {t.rich("factsReviewed", { day: formatDate(doc.reviewed, locale), time: time(doc.reviewed) })}
            </>
          )}
          {doc.author && <> · {doc.author}</>}
        </p>
        {doc.translation && <TranslationNote doc={doc} locale={locale} />}
      </header>
      <div className={withToc ? "doc-layout has-toc" : "doc-layout"}>
        {withToc && <TableOfContents headings={doc.headings} locale={locale} />}
        <div className="doc-main">
          {/* Safe: renderMarkdown escapes raw HTML and drops script URLs. */}
          <article className="prose doc-body" dangerouslySetInnerHTML={{ __html: html }} />
          <DocSources sources={doc.sources} locale={locale} />
        </div>
      </div>
      <RelatedDocs docs={relatedIn(doc, locale)} locale={locale} />
    </div>
  );
}

/** What a translation was made from, and a warning when its English page has changed since. */
function TranslationNote({ doc, locale }: { doc: Doc; locale: Locale }) {
  const translation = doc.translation;
  if (!translation) return null;
  const t = translator(locale, "content");
  const englishPath = docUrl({ kind: doc.kind, id: doc.id });
  const link = (
    <Link href={englishPath} hrefLang="en-IN">
      {t("englishPage")}
    </Link>
  );
  return translation.behind ? (
    <p className="translation-note behind" role="note">
      {t("translationBehind", { updated: formatDate(doc.updated, locale) })} {link}
    </p>
  ) : (
    <p className="doc-meta translation-note">
      {t("translationOf", { translated: formatDate(translation.translated, locale), from: formatDate(translation.translatedFrom, locale) })}{" "}
      {link}
    </p>
  );
}
