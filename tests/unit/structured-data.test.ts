import { renderToStaticMarkup } from "react-dom/server";
import type { BlogPosting, DefinedTerm, Thing } from "schema-dts";
import { describe, expect, it } from "vitest";
import { JsonLd } from "@/components/site/json-ld";
import { getDocsByKind } from "@/lib/content";
import { breadcrumbList, calculatorApplication, docEntity, glossaryTermSet, organization, product, website } from "@/lib/structured-data";

const BASE = "http://localhost:3000";

describe("schema.org JSON-LD", () => {
  it("renders one parseable graph, with < escaped so no text can close the script element", () => {
    const html = renderToStaticMarkup(JsonLd({ entities: [{ "@type": "Thing", name: "</script><script>alert(1)</script>" } as Thing] }));
    expect(html).not.toContain("</script><script>");
    const json = JSON.parse(/^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html)![1]!);
    expect(json).toEqual({
      "@context": "https://schema.org",
      "@graph": [{ "@type": "Thing", name: "</script><script>alert(1)</script>" }],
    });
  });

  it("ties the site, the product and every page's entities to one Organization", () => {
    const org = organization();
    expect(org).toMatchObject({ "@type": "Organization", "@id": `${BASE}/#organization`, url: `${BASE}/`, logo: `${BASE}/icon-512.png` });
    expect(website()).toMatchObject({ "@type": "WebSite", publisher: { "@id": `${BASE}/#organization` } });
    expect(product()).toMatchObject({ "@type": "SoftwareApplication", publisher: { "@id": `${BASE}/#organization` } });
    const calculator = calculatorApplication({ title: "Land ROI calculator", summary: "ROI.", path: "/calculators/land-roi" });
    expect(calculator).toMatchObject({ "@type": "WebApplication", url: `${BASE}/calculators/land-roi`, isAccessibleForFree: true });
  });

  it("numbers breadcrumbs from 1 and links all but the current page", () => {
    expect(breadcrumbList([{ label: "Home", href: "/" }, { label: "Glossary", href: "/glossary" }, { label: "Bigha" }])).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${BASE}/` },
        { "@type": "ListItem", position: 2, name: "Glossary", item: `${BASE}/glossary` },
        { "@type": "ListItem", position: 3, name: "Bigha" },
      ],
    });
  });

  it("makes each glossary entry a DefinedTerm of the one DefinedTermSet, and each post a dated BlogPosting", () => {
    const set = glossaryTermSet();
    const terms = set.hasDefinedTerm as DefinedTerm[];
    expect(terms.map((term) => term.name)).toEqual(getDocsByKind("glossary").map((doc) => doc.title));
    for (const term of terms) expect(term.inDefinedTermSet).toEqual({ "@id": set["@id"] });
    const glossaryDoc = getDocsByKind("glossary")[0]!;
    expect(docEntity(glossaryDoc)).toEqual(terms[0]);

    for (const post of getDocsByKind("blog")) {
      const entity = docEntity(post) as Exclude<BlogPosting, string>;
      expect(entity["@type"]).toBe("BlogPosting");
      expect(entity.datePublished).toBe(post.published);
      expect(entity.dateModified).toBe(post.updated);
      expect(entity.headline).toBe(post.title);
    }
    expect(docEntity(getDocsByKind("help")[0]!)["@type"]).toBe("TechArticle");
    expect(docEntity(getDocsByKind("guide")[0]!)["@type"]).toBe("Article");
  });
});
