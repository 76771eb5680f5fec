import type { Metadata } from "next";
import Link from "next/link";
import { Breadcrumbs } from "@/components/content/breadcrumbs";
import { CALCULATOR_PAGES, calculatorPath } from "@/components/calculators/calculator-pages";
import { pageAlternates } from "@/lib/i18n/page-languages";

export const metadata: Metadata = {
  title: "Land calculators",
  description:
    "Free land calculators for India: area unit conversion with regional bigha and katha, price per sq ft, land ROI, guideline value check, acquisition cost with stamp duty by state, and software ROI.",
  alternates: pageAlternates("/calculators"),
};

export default function CalculatorsPage() {
  return (
    <div className="container">
      <header className="page-header">
        <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Calculators" }]} />
        <p className="eyebrow">Free tools</p>
        <h1>Land calculators</h1>
        <p>
          Six calculators for the figures every land deal needs, with the formula and the regional value behind each answer. Every result
          has its own link, so you can share it with your team.
        </p>
      </header>

      <ul className="grid calc-index" aria-label="Calculators">
        {CALCULATOR_PAGES.map((page) => (
          <li key={page.slug}>
            <Link href={calculatorPath(page.slug)} className="card">
              <h2>{page.title}</h2>
              <p>{page.summary}</p>
              <p className="calc-tool">
                MCP tool <code>{page.toolName}</code>
              </p>
            </Link>
          </li>
        ))}
      </ul>

      <section className="prose calc-explainer" aria-labelledby="calc-agents-heading">
        <h2 id="calc-agents-heading">For AI agents and developers</h2>
        <p>
          Each calculator is also a tool on our calculator MCP server at <code>/mcp</code>, with the same inputs and the same results as
          these pages. See <Link href="/help/connecting-mcp-clients">connecting MCP clients</Link> to add it to your agent.
        </p>
        <p className="calc-disclaimer">
          Results are estimates for planning. Confirm rates, guideline values and land records with the relevant state authority before you
          transact.
        </p>
      </section>
    </div>
  );
}
