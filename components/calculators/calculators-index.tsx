import type { Metadata } from "next";
import Link from "next/link";
import { Breadcrumbs } from "@/components/content/breadcrumbs";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { hindiHref, pageAlternates } from "@/lib/i18n/page-languages";
import { CALCULATOR_PAGES, calculatorPath } from "./calculator-pages";
import { calculatorPageIn } from "./calculator-words";

export function calculatorsIndexMetadata(locale: Locale): Metadata {
  const t = translator(locale, "calculators");
  return { title: t("index.title"), description: t("index.description"), alternates: pageAlternates("/calculators", locale) };
}

/** The calculators index in a language: one card per calculator, and where agents find the same tools. */
export function CalculatorsIndex({ locale }: { locale: Locale }) {
  const t = translator(locale, "calculators");
  const content = translator(locale, "content");
  const href = (path: string) => (locale === "en" ? path : hindiHref(path));
  return (
    <div className="container">
      <header className="page-header">
        <Breadcrumbs
          label={locale === "en" ? undefined : content("breadcrumb")}
          items={[{ label: content("home"), href: localePath("/", locale) }, { label: t("layout.calculators") }]}
        />
        <p className="eyebrow">{t("index.eyebrow")}</p>
        <h1>{t("index.heading")}</h1>
        <p>{t("index.lead")}</p>
      </header>

      <ul className="grid calc-index" aria-label={t("index.listLabel")}>
        {CALCULATOR_PAGES.map(({ slug }) => {
          const page = calculatorPageIn(slug, locale);
          return (
            <li key={slug}>
              <Link href={localePath(calculatorPath(slug), locale)} className="card">
                <h2>{page.title}</h2>
                <p>{page.summary}</p>
                <p className="calc-tool">{t.rich("index.tool", { tool: page.toolName, code: (chunks) => <code>{chunks}</code> })}</p>
              </Link>
            </li>
          );
        })}
      </ul>

      <section className="prose calc-explainer" aria-labelledby="calc-agents-heading">
        <h2 id="calc-agents-heading">{t("index.agentsHeading")}</h2>
        <p>
          {t.rich("index.agents", {
            code: (chunks) => <code>{chunks}</code>,
            link: (chunks) => <Link href={href("/help/connecting-mcp-clients")}>{chunks}</Link>,
          })}
        </p>
        <p className="calc-disclaimer">{t("index.disclaimer")}</p>
      </section>
    </div>
  );
}
