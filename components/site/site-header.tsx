import Link from "next/link";
import { SITE } from "@/lib/site";
import { NavLinks } from "./nav-links";
import { SEARCH_PATH } from "./navigation";
import { SiteMenu } from "./site-menu";

/**
 * One compact bar: the brand, then on wide screens the links, search and the
 * demo button; on narrow screens a menu button that holds them (see globals.css).
 */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container site-header-bar">
        {/* Named by its visible text (the mark is hidden), so speech users can say what they see. */}
        <Link href="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            B
          </span>
          {SITE.name}
        </Link>
        <div className="site-header-wide">
          <nav className="site-nav" aria-label="Main">
            <NavLinks />
          </nav>
          <Link href={SEARCH_PATH} className="site-search-link">
            <SearchIcon />
            Search
          </Link>
          <Link href="/demo" className="button">
            Request a demo
          </Link>
        </div>
        <SiteMenu />
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
