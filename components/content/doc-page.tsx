import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  docUrl,
  getDoc,
  getDocHtml,
  getDocsByKind,
  getRelatedDocs,
  hasTableOfContents,
  KIND_INFO,
  kindUrl,
  type Doc,
  type DocKind,
} from "@/lib/content";
import { SITE } from "@/lib/site";
import { Breadcrumbs } from "./breadcrumbs";
import { DocSources } from "./doc-sources";
import { formatDate } from "./format-date";
import { RelatedDocs } from "./related-docs";
import { TableOfContents } from "./table-of-contents";

/** Props of the `[id]` page of every kind. */
export interface DocRouteProps {
  params: Promise<{ id: string }>;
}

/** One page per document of the kind, generated at build time. */
export function docStaticParams(kind: DocKind): Array<{ id: string }> {
  return getDocsByKind(kind).map((doc) => ({ id: doc.id }));
}

function docOfKind(kind: DocKind, id: string): Doc {
  const doc = getDoc(id);
  if (!doc || doc.kind !== kind) notFound();
  return doc;
}

/** Title, description, canonical URL and Open Graph (blog posts as articles with their dates). */
export async function docPageMetadata(kind: DocKind, props: DocRouteProps): Promise<Metadata> {
  const doc = docOfKind(kind, (await props.params).id);
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
    alternates: {
      canonical: url,
      ...(doc.kind === "blog" ? { types: { "text/markdown": `${url}.md` } } : {}),
    },
    openGraph,
  };
}

/** A document page: breadcrumbs, title and summary, dates, contents for long documents, body, sources, related. */
export async function DocPage({ kind, params }: { kind: DocKind } & DocRouteProps) {
  const doc = docOfKind(kind, (await params).id);
  const info = KIND_INFO[kind];
  const withToc = hasTableOfContents(doc);
  return (
    <div className="container">
      <header className="page-header">
        <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: info.label, href: kindUrl(kind) }, { label: doc.title }]} />
        <h1>{doc.title}</h1>
        <p>{doc.summary}</p>
        <p className="doc-meta">
          {doc.published && (
            <>
              Published <time dateTime={doc.published}>{formatDate(doc.published)}</time>
              {" · "}
            </>
          )}
          Updated <time dateTime={doc.updated}>{formatDate(doc.updated)}</time>
          {doc.reviewed && (
            <>
              {" · "}Facts reviewed <time dateTime={doc.reviewed}>{formatDate(doc.reviewed)}</time>
            </>
          )}
          {doc.author && <> · {doc.author}</>}
        </p>
      </header>
      <div className={withToc ? "doc-layout has-toc" : "doc-layout"}>
        {withToc && <TableOfContents headings={doc.headings} />}
        <div className="doc-main">
          {/* Safe: renderMarkdown escapes raw HTML and drops script URLs. */}
          <article className="prose doc-body" dangerouslySetInnerHTML={{ __html: getDocHtml(doc) }} />
          <DocSources sources={doc.sources} />
        </div>
      </div>
      <RelatedDocs docs={getRelatedDocs(doc)} />
    </div>
  );
}
