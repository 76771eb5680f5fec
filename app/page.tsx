import type { Metadata } from "next";
import Link from "next/link";
import { JsonLd } from "@/components/site/json-ld";
import { pageAlternates } from "@/lib/markdown/markdown-paths";
import { product } from "@/lib/structured-data";
import { SITE } from "@/lib/site";

const FEATURES = [
  {
    title: "Every parcel, one record",
    body: "Survey numbers, owners, heirs, documents and negotiation history for each parcel, with its status on a shared map.",
  },
  {
    title: "Due diligence that finishes",
    body: "Title-search, encumbrance and mutation checklists assigned, tracked and signed off, so deals don't stall at registration.",
  },
  {
    title: "Costs before commitments",
    body: "Stamp duty, registration and compensation estimated per state and per parcel, against guideline values and market rates.",
  },
  {
    title: "Regional units, handled",
    body: "Bigha, guntha, cent, kanal, katha and ten more units converted with the regional value stated, never guessed.",
  },
];

export const metadata: Metadata = { alternates: pageAlternates("/") };

export default function HomePage() {
  return (
    <>
      <JsonLd entities={[product()]} />
      <section className="hero">
        <div className="container">
          <p className="eyebrow">{SITE.tagline}</p>
          <h1>Acquire land faster, with fewer surprises</h1>
          <p className="lead">
            {SITE.name} gives developers, infrastructure teams and land aggregators one place to coordinate parcels, owners, documents and
            payments, from the first survey to the final mutation.
          </p>
          <div className="actions">
            <Link href="/demo" className="button">
              Request a demo
            </Link>
            <Link href="/calculators" className="button secondary">
              Try the land calculators
            </Link>
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <h2>Built for how land is really acquired in India</h2>
          <p className="intro">
            Land deals involve dozens of owners, several departments and records in regional units. Spreadsheets and WhatsApp groups lose
            track; we don&apos;t.
          </p>
          <div className="grid">
            {FEATURES.map((feature) => (
              <div key={feature.title} className="card">
                <h3>{feature.title}</h3>
                <p>{feature.body}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section className="section alt">
        <div className="container">
          <h2>Free tools and knowledge</h2>
          <p className="intro">Use them on their own, or connect your AI agent to the same calculators and reference.</p>
          <div className="grid">
            <Link href="/calculators" className="card">
              <h3>Land calculators</h3>
              <p>Area conversion, price per sq ft, ROI, guideline value, acquisition cost and software ROI.</p>
            </Link>
            <Link href="/guides" className="card">
              <h3>Guides</h3>
              <p>The acquisition process end to end, due diligence, stamp duty by state, regional units.</p>
            </Link>
            <Link href="/glossary" className="card">
              <h3>Glossary</h3>
              <p>Circle rate, khata, patta, 7/12 extract, mutation, encumbrance certificate and more.</p>
            </Link>
            <Link href="/developers" className="card">
              <h3>For developers and agents</h3>
              <p>A public API, two MCP tool servers, Markdown for every page and an optional agent identity.</p>
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
