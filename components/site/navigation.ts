import type { Messages } from "@/lib/i18n/messages";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { SEARCH_PATH } from "@/lib/site";

type SiteLabel = keyof Messages["site"];

/** A link of the site's navigation: its English path, its label's message key, and whether a Hindi version exists. */
interface NavItem {
  href: string;
  label: SiteLabel;
  /** The section has a Hindi version at `/hi<href>`; otherwise the Hindi site links the English page. */
  hindi: boolean;
}

/** The site's navigation, in one place for the header, the footer and the sitemap of pages. */
const PRIMARY: readonly NavItem[] = [
  { href: "/calculators", label: "calculators", hindi: true },
  { href: "/guides", label: "guides", hindi: true },
  { href: "/glossary", label: "glossary", hindi: true },
  { href: "/help", label: "help", hindi: true },
  { href: "/blog", label: "blog", hindi: false },
  { href: "/developers", label: "developers", hindi: false },
];

const FOOTER: ReadonlyArray<{ title: SiteLabel; links: readonly NavItem[] }> = [
  {
    title: "footerProduct",
    links: [
      { href: "/", label: "overview", hindi: true },
      { href: "/demo", label: "requestDemo", hindi: true },
      { href: "/calculators", label: "landCalculators", hindi: true },
      { href: "/privacy", label: "privacy", hindi: true },
    ],
  },
  {
    title: "footerLearn",
    links: [
      { href: "/guides", label: "guides", hindi: true },
      { href: "/glossary", label: "glossary", hindi: true },
      { href: "/blog", label: "blog", hindi: false },
      { href: "/help", label: "helpCentre", hindi: true },
      { href: SEARCH_PATH, label: "search", hindi: true },
    ],
  },
  {
    title: "footerDevelopers",
    links: [
      { href: "/developers", label: "developerOverview", hindi: false },
      { href: "/api/docs", label: "apiReference", hindi: false },
      { href: "/api/openapi.json", label: "openApi", hindi: false },
      { href: "/auth.md", label: "agentIdentity", hindi: false },
      { href: "/llms.txt", label: "llmsTxt", hindi: false },
    ],
  },
];

/** A resolved link: where it goes in this language, its label key, and the language of the page it opens. */
export interface LocalNavItem {
  href: string;
  label: SiteLabel;
  /** Set when the link opens a page in another language than the one shown (an English page from the Hindi site). */
  hrefLang?: string;
}

function resolve(item: NavItem, locale: Locale): LocalNavItem {
  if (locale === "en") return { href: item.href, label: item.label };
  return item.hindi ? { href: localePath(item.href, locale), label: item.label } : { href: item.href, label: item.label, hrefLang: "en" };
}

/** The header's main links: on the Hindi site, the sections that are in Hindi. */
export function primaryNav(locale: Locale): LocalNavItem[] {
  return PRIMARY.filter((item) => locale === "en" || item.hindi).map((item) => resolve(item, locale));
}

/** The footer's columns of links. */
export function footerNav(locale: Locale) {
  return FOOTER.map((column) => ({ title: column.title, links: column.links.map((link) => resolve(link, locale)) }));
}

export { SEARCH_PATH };

/** Whether a navigation item is the current page or one of its sections ("you are here"). */
export function isCurrentSection(href: string, pathname: string): boolean {
  return href === "/" || href === "/hi" ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
}
