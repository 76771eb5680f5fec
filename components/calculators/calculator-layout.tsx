import Link from "next/link";
import { Breadcrumbs } from "@/components/content/breadcrumbs";
import { JsonLd } from "@/components/site/json-ld";
import { getConfig } from "@/lib/config/env";
import { calculatorApplication } from "@/lib/structured-data";
import type { ReactNode } from "react";
import "./calculator-results.css";
import { CalculatorForm } from "./calculator-form";
import { calculatorPage, calculatorPath, type CalculatorSlug } from "./calculator-pages";
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
export function CalculatorLayout<O>({ slug, fields, state, headline, result, summary, children }: Props<O>) {
  const page = calculatorPage(slug);
  const errors = state.status === "invalid" ? state.errors : undefined;
  const query = cleanQuery(queryShape(fields), Object.entries(state.values));
  const url = `${getConfig().siteUrl}${calculatorPath(slug)}${query ? `?${query}` : ""}`;
  return (
    <div className="container">
      <JsonLd entities={[calculatorApplication({ title: page.title, summary: page.summary, path: calculatorPath(slug) })]} />
      <header className="page-header">
        <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Calculators", href: "/calculators" }, { label: page.title }]} />
        <p className="eyebrow">Land calculator</p>
        <h1>{page.title}</h1>
        <p>{page.summary}</p>
      </header>
      {state.status === "ok" ? <PrintSheetHead title={page.title} url={url} fields={fields} values={state.values} /> : null}

      <div className="two-col calc-columns">
        <div className="card">
          <CalculatorForm slug={slug} fields={fields} values={state.values} errors={errors} />
        </div>
        <ResultPanel
          status={state.status}
          fields={fields}
          errors={errors}
          headline={headline}
          actions={summary ? <ShareResult url={url} title={page.title} text={summaryText(summary)} /> : null}
        >
          {result}
        </ResultPanel>
      </div>

      <div className="prose calc-explainer">
        {children}
        <h2>Help and agent access</h2>
        <p>
          For worked examples and the sources of every rate and unit, read{" "}
          <Link href={`/help/${page.helpId}`}>the help article for this calculator</Link>.
        </p>
        <p className="calc-agents">
          The same calculator is available to AI agents as the MCP tool <code>{page.toolName}</code> on our calculator server at{" "}
          <code>/mcp</code>, with the same inputs and the same results. See{" "}
          <Link href="/help/connecting-mcp-clients">connecting MCP clients</Link>.
        </p>
        <p className="calc-disclaimer">
          Results are estimates for planning. Confirm rates, guideline values and land records with the relevant state authority before you
          transact.
        </p>
      </div>
    </div>
  );
}
