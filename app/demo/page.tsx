import type { Metadata } from "next";
import { DemoForm } from "@/components/demo/demo-form";
import { JsonLd } from "@/components/site/json-ld";
import { pageAlternates } from "@/lib/markdown/markdown-paths";
import { breadcrumbList } from "@/lib/structured-data";

export const metadata: Metadata = {
  title: "Request a demo",
  description: "See how your team can run land acquisition from first survey to mutation in one place. Book a 30-minute walkthrough.",
  alternates: pageAlternates("/demo"),
};

export default function DemoPage() {
  return (
    <div className="container">
      <JsonLd entities={[breadcrumbList([{ label: "Home", href: "/" }, { label: "Request a demo" }])]} />
      <header className="page-header">
        <p className="eyebrow">Request a demo</p>
        <h1>See your acquisition pipeline in one place</h1>
        <p>A 30-minute walkthrough with a product specialist, using parcels like yours. No commitment, no sales sequence.</p>
      </header>
      <div className="two-col">
        <DemoForm />
        <aside className="card" aria-labelledby="demo-what-you-get">
          <h2 id="demo-what-you-get" style={{ fontSize: "1.15rem", marginTop: 0 }}>
            What we will cover
          </h2>
          <ul className="checklist">
            <li>Tracking every parcel, owner and document from survey to registration</li>
            <li>Title search and due-diligence checklists your legal team can sign off</li>
            <li>Stamp duty, registration and compensation estimates by state</li>
            <li>Regional area units (bigha, guntha, cent, kanal) handled correctly</li>
            <li>APIs and agent tools for your own systems</li>
          </ul>
          <p style={{ marginTop: "1.2rem" }}>We reply within one working day. We use your details only to arrange the demo.</p>
        </aside>
      </div>
    </div>
  );
}
