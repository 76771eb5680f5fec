import Link from "next/link";
import { Breadcrumbs } from "@/components/content/breadcrumbs";
import { JsonLd } from "@/components/site/json-ld";
import { getConfig } from "@/lib/config/env";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { hindiHref } from "@/lib/i18n/page-languages";
import { calculatorApplication } from "@/lib/structured-data";
import type { ReactNode } from "react";
import "./calculator-results.css";
import { CalculatorForm } from "./calculator-form";
import { calculatorPath, type CalculatorSlug } from "./calculator-pages";
import { calculatorPageIn, calculatorWords, fieldsIn } from "./calculator-words";
import type { CalculatorState } from "./evaluate-calculator";
import type { FieldSpec } from "./form-spec";
import { cleanQuery, queryShape } from "./clean-query";
import { PrintSheetHead } from "./print-sheet";
import { ResultPanel } from "./result-panel";
import { type ResultSummary, summaryText } from "./result-summary";
import { ShareResult } from "./share-result";

interface Props<O> {
  slug: CalculatorSlug;
  fields: readonly FieldSpec[];
  state: CalculatorState<O>;
  /** The page's language: its words, and where its form and links go. */
  locale?: Locale;
  /** The one-line answer (only read when state is "ok"). */
  headline?: ReactNode;
  /** The breakdown under the answer (only read when state is "ok"). */
  result?: ReactNode;
  /** The answer in words, for the share text (only read when state is "ok"). */
  summary?: ResultSummary;
  /** "How it is calculated" and any unit notes: h2 sections. */
  children: ReactNode;
}

/** A calculator page: header, form beside the result, then the explanation and where else to use it. */
export function CalculatorLayout<O>({ slug, fields: englishFields, state, locale = "en", headline, result, summary, children }: Props<O>) {
  const page = calculatorPageIn(slug, locale);
  const w = calculatorWords(locale);
  const t = translator(locale, "calculators");
  const content = translator(locale, "content");
  const fields = fieldsIn(slug, englishFields, locale);
  const errors = state.status === "invalid" ? state.errors : undefined;
  const query = cleanQuery(queryShape(fields), Object.entries(state.values));
  const path = localePath(calculatorPath(slug), locale);
  const url = `${getConfig().siteUrl}${path}${query ? `?${query}` : ""}`;
  const href = (englishPath: string) => (locale === "hi" ? hindiHref(englishPath) : englishPath);
  return (
    <div className="container">
      <JsonLd entities={[calculatorApplication({ title: page.title, summary: page.summary, path })]} />
      <header className="page-header">
        <Breadcrumbs
          label={locale === "en" ? undefined : content("breadcrumb")}
          items={[
            { label: content("home"), href: localePath("/", locale) },
            { label: t("layout.calculators"), href: localePath("/calculators", locale) },
            { label: page.title },
          ]}
        />
        <p className="eyebrow">{t("layout.eyebrow")}</p>
        <h1>{page.title}</h1>
        <p>{page.summary}</p>
      </header>
      {state.status === "ok" ? <PrintSheetHead locale={locale} title={page.title} url={url} fields={fields} values={state.values} /> : null}

      <div className="two-col calc-columns">
        <div className="card">
          <CalculatorForm slug={slug} locale={locale} fields={fields} values={state.values} errors={errors} />
        </div>
        <ResultPanel
          w={w}
          status={state.status}
          fields={fields}
          errors={errors}
          headline={headline}
          actions={
            summary ? (
              <ShareResult
                url={url}
                title={page.title}
                text={summaryText(summary)}
                words={{
                  share: t("share.share"),
                  copyLink: t("share.copyLink"),
                  copied: t("share.copied"),
                  copyByHand: t("share.copyByHand"),
                  linkLabel: t("share.linkLabel"),
                  print: t("share.print"),
                }}
              />
            ) : null
          }
        >
          {result}
        </ResultPanel>
      </div>

      <div className="prose calc-explainer">
        {children}
        <h2>{t("layout.helpHeading")}</h2>
        <p>{t.rich("layout.help", { link: (chunks) => <Link href={href(`/help/${page.helpId}`)}>{chunks}</Link> })}</p>
        <p className="calc-agents">
          {t.rich("layout.agents", {
            tool: page.toolName,
            code: (chunks) => <code>{chunks}</code>,
            link: (chunks) => <Link href={href("/help/connecting-mcp-clients")}>{chunks}</Link>,
          })}
        </p>
        <p className="calc-disclaimer">{t("layout.disclaimer")}</p>
      </div>
    </div>
  );
}
