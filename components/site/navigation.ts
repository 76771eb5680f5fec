import { SEARCH_PATH } from "@/lib/site";

/** The site's navigation, in one place for the header, the footer and the sitemap of pages. */
export const PRIMARY_NAV = [
  { href: "/calculators", label: "Calculators" },
  { href: "/guides", label: "Guides" },
  { href: "/glossary", label: "Glossary" },
  { href: "/help", label: "Help" },
  { href: "/blog", label: "Blog" },
  { href: "/developers", label: "Developers" },
] as const;

export { SEARCH_PATH };

export const FOOTER_NAV = [
  {
    title: "Product",
    links: [
      { href: "/", label: "Overview" },
      { href: "/demo", label: "Request a demo" },
      { href: "/calculators", label: "Land calculators" },
      { href: "/privacy", label: "Privacy" },
    ],
  },
  {
    title: "Learn",
    links: [
      { href: "/guides", label: "Guides" },
      { href: "/glossary", label: "Glossary" },
      { href: "/blog", label: "Blog" },
      { href: "/help", label: "Help centre" },
      { href: SEARCH_PATH, label: "Search" },
    ],
  },
  {
    title: "Developers",
    links: [
      { href: "/developers", label: "Developer overview" },
      { href: "/api/docs", label: "API reference" },
      { href: "/api/openapi.json", label: "OpenAPI" },
      { href: "/auth.md", label: "Agent identity" },
      { href: "/llms.txt", label: "llms.txt" },
    ],
  },
] as const;

/** Whether a navigation item is the current page or one of its sections ("you are here"). */
export function isCurrentSection(href: string, pathname: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}
