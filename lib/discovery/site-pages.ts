import { CALCULATOR_PAGES, calculatorPath } from "@/components/calculators/calculator-pages";
import { DOC_KINDS, getDocsByKind, kindUrl, KIND_INFO } from "@/lib/content";

export interface SitePage {
  path: string;
  title: string;
  description: string;
  /** YYYY-MM-DD of the newest content the page shows, when known. */
  lastModified?: string;
}

function newest(dates: readonly string[]): string | undefined {
  return dates.length ? [...dates].sort().at(-1) : undefined;
}

/** The site's pages other than single documents: the sitemap and llms.txt list these. */
export function sitePages(): SitePage[] {
  return [
    { path: "/", title: "Home", description: "What the software does and who it is for." },
    { path: "/demo", title: "Request a demo", description: "Book a walkthrough with a product specialist." },
    { path: "/calculators", title: "Land calculators", description: "Six free land-acquisition calculators." },
    ...CALCULATOR_PAGES.map((page) => ({ path: calculatorPath(page.slug), title: page.title, description: page.summary })),
    { path: "/privacy", title: "Privacy notice", description: "What a demo request collects, why, for how long, and your rights." },
    { path: "/developers", title: "Developers", description: "The public API, MCP tool servers, agent identity and discovery documents." },
    ...DOC_KINDS.map((kind) => ({
      path: kindUrl(kind),
      title: KIND_INFO[kind].label,
      description: KIND_INFO[kind].description,
      lastModified: newest(getDocsByKind(kind).map((doc) => doc.updated)),
    })),
  ];
}
