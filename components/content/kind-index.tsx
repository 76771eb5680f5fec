import type { Metadata } from "next";
import type { ReactNode } from "react";
import { KIND_INFO, kindUrl, type DocKind } from "@/lib/content";
import { pageAlternates } from "@/lib/markdown/markdown-paths";
import { SITE } from "@/lib/site";
import { Breadcrumbs } from "./breadcrumbs";

export function kindIndexMetadata(kind: DocKind): Metadata {
  const info = KIND_INFO[kind];
  const url = kindUrl(kind);
  return {
    title: info.label,
    description: info.description,
    alternates: pageAlternates(url),
    openGraph: { type: "website", url, title: `${info.label} | ${SITE.name}`, description: info.description, siteName: SITE.name },
  };
}

/** The frame of a kind's index page: breadcrumbs, heading, description, then the listing. */
export function KindIndex({ kind, children }: { kind: DocKind; children: ReactNode }) {
  const info = KIND_INFO[kind];
  return (
    <div className="container">
      <header className="page-header">
        <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: info.label }]} />
        <h1>{info.label}</h1>
        <p>{info.description}</p>
      </header>
      {children}
    </div>
  );
}
