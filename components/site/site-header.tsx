import Link from "next/link";
import { getHindiEnglishPaths } from "@/lib/i18n/page-languages";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { SITE } from "@/lib/site";
import { LanguageSwitch } from "./language-switch";
import { NavLinks } from "./nav-links";
import { primaryNav, SEARCH_PATH } from "./navigation";
import { SiteMenu } from "./site-menu";

/** The main links with their words in the page's language, for the header and the menu. */
export function mainLinks(locale: Locale) {
  const t = translator(locale, "site");
  return primaryNav(locale).map((item) => ({ ...item, text: t(item.label) }));
}

/**
 * One compact bar: the brand, then on wide screens the links, search and the
 * demo button; on narrow screens a menu button that holds them (see globals.css).
 * The language switch is in the bar at every width.
 */
export function SiteHeader({ locale }: { locale: Locale }) {
  const t = translator(locale, "site");
  const links = mainLinks(locale);
  const search = localePath(SEARCH_PATH, locale);
  const demo = localePath("/demo", locale);
  return (
    <header className="site-header">
      <div className="container site-header-bar">
        {/* Named by its visible text (the mark is hidden), so speech users can say what they see. */}
        <Link href={localePath("/", locale)} className="brand">
          <span className="brand-mark" aria-hidden="true">
            B
          </span>
          {SITE.name}
        </Link>
        <div className="site-header-wide">
          <nav className="site-nav" aria-label={t("mainNav")}>
            <NavLinks items={links} />
          </nav>
          <Link href={search} className="site-search-link">
            <SearchIcon />
            {t("search")}
          </Link>
          <Link href={demo} className="button">
            {t("requestDemo")}
          </Link>
        </div>
        <LanguageSwitch
          locale={locale}
          hindiPaths={locale === "en" ? getHindiEnglishPaths() : []}
          text={t("otherLanguage")}
          label={t("otherLanguageLabel")}
          homeLabel={t("otherLanguageHome")}
        />
        <SiteMenu
          links={links}
          words={{
            mainNav: t("mainNav"),
            menu: t("menu"),
            searchLabel: t("menuSearchLabel"),
            search: t("search"),
            requestDemo: t("requestDemo"),
          }}
          searchPath={search}
          demoPath={demo}
        />
      </div>
    </header>
  );
}

function SearchIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M11 11l3.5 3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
