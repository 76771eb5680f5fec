import type { Metadata } from "next";
import type { ReactNode } from "react";
import { kindUrl, type DocKind } from "@/lib/content";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { pageAlternates } from "@/lib/i18n/page-languages";
import { SITE } from "@/lib/site";
import { Breadcrumbs } from "./breadcrumbs";
import { kindWords } from "./kind-words";

export function kindIndexMetadata(kind: DocKind, locale: Locale = "en"): Metadata {
  const words = kindWords(kind, locale);
  const url = localePath(kindUrl(kind), locale);
  return {
    title: words.label,
    description: words.description,
    alternates: pageAlternates(kindUrl(kind), locale),
    openGraph: { type: "website", url, title: `${words.label} | ${SITE.name}`, description: words.description, siteName: SITE.name },
  };
}

/** The frame of a kind's index page: breadcrumbs, heading, description, then the listing. */
export function KindIndex({ kind, locale = "en", children }: { kind: DocKind; locale?: Locale; children: ReactNode }) {
  const words = kindWords(kind, locale);
  const t = translator(locale, "content");
  return (
    <div className="container">
      <header className="page-header">
        <Breadcrumbs label={t("breadcrumb")} items={[{ label: t("home"), href: localePath("/", locale) }, { label: words.label }]} />
        <h1>{words.label}</h1>
        <p>{words.description}</p>
      </header>
      {children}
    </div>
  );
}
