import type { Metadata } from "next";
import Link from "next/link";
import { JsonLd } from "@/components/site/json-ld";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { hindiHref, pageAlternates } from "@/lib/i18n/page-languages";
import { SITE } from "@/lib/site";
import { product } from "@/lib/structured-data";

const FEATURES = [1, 2, 3, 4] as const;

export function homeMetadata(locale: Locale): Metadata {
  return { alternates: pageAlternates("/", locale) };
}

/** The home page in a language; its links go to that language's pages where they exist. */
export function HomePage({ locale }: { locale: Locale }) {
  const t = translator(locale, "home");
  const href = (englishPath: string) => (locale === "hi" ? hindiHref(englishPath) : englishPath);
  const other = (englishPath: string) => (locale === "hi" && href(englishPath) === englishPath ? "en-IN" : undefined);
  const cards = [
    { path: "/calculators", title: t("calculatorsTitle"), body: t("calculatorsBody") },
    { path: "/guides", title: t("guidesTitle"), body: t("guidesBody") },
    { path: "/glossary", title: t("glossaryTitle"), body: t("glossaryBody") },
    { path: "/developers", title: t("developersTitle"), body: t("developersBody") },
  ];
  return (
    <>
      <JsonLd entities={[product()]} />
      <section className="hero">
        <div className="container">
          <p className="eyebrow">{translator(locale, "meta")("tagline")}</p>
          <h1>{t("heading")}</h1>
          <p className="lead">{t("lead", { name: SITE.name })}</p>
          <div className="actions">
            <Link href={localePath("/demo", locale)} className="button">
              {t("ctaDemo")}
            </Link>
            <Link href={href("/calculators")} className="button secondary" hrefLang={other("/calculators")}>
              {t("ctaCalculators")}
            </Link>
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2>{t("builtHeading")}</h2>
          <p className="intro">{t("builtIntro")}</p>
          <div className="grid">
            {FEATURES.map((n) => (
              <div key={n} className="card">
                <h3>{t(`feature${n}Title`)}</h3>
                <p>{t(`feature${n}Body`)}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="section alt">
        <div className="container">
          <h2>{t("toolsHeading")}</h2>
          <p className="intro">{t("toolsIntro")}</p>
          <div className="grid">
            {cards.map((card) => (
              <Link key={card.path} href={href(card.path)} className="card" hrefLang={other(card.path)}>
                <h3>{card.title}</h3>
                <p>{card.body}</p>
              </Link>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
