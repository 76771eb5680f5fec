"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { NavLinks } from "./nav-links";
import type { LocalNavItem } from "./navigation";

/** What the menu shows, in the page's language (the header reads the messages; this runs in the browser). */
export interface SiteMenuProps {
  links: ReadonlyArray<LocalNavItem & { text: string }>;
  words: { mainNav: string; menu: string; searchLabel: string; search: string; requestDemo: string };
  searchPath: string;
  demoPath: string;
}

/** The menu's content: the main links, a search box and the demo link. */
function MenuContent({ links, words, searchPath, demoPath }: SiteMenuProps) {
  return (
    <>
      <nav className="site-menu-nav" aria-label={words.mainNav}>
        <NavLinks items={links} />
      </nav>
      <search className="site-menu-search" aria-label="Site">
        <form action={searchPath} method="get">
          <label htmlFor="site-menu-q">{words.searchLabel}</label>
          <div className="search-row">
            <input id="site-menu-q" name="q" type="search" autoComplete="off" enterKeyHint="search" />
            <button className="button" type="submit">
              {words.search}
            </button>
          </div>
        </form>
      </search>
      <Link href={demoPath} className="button secondary">
        {words.requestDemo}
      </Link>
    </>
  );
}

/**
 * The menu button of narrow screens. The server sends a `<details>` disclosure,
 * which opens and closes without JavaScript; once the page is interactive it
 * becomes a button with `aria-expanded` that Escape, a click outside and a
 * navigation close.
 */
export function SiteMenu(props: SiteMenuProps): ReactNode {
  const [enhanced, setEnhanced] = useState(false);
  const [open, setOpen] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const pathname = usePathname();

  useEffect(() => {
    // Keep a menu the visitor opened before the script ran.
    setOpen(details.current?.open ?? false);
    setEnhanced(true);
  }, []);

  // A link followed inside the menu navigates without reloading the header: close it.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  if (!enhanced) {
    return (
      <details className="site-menu" ref={details}>
        <summary className="site-menu-button">
          <MenuIcon />
          {props.words.menu}
        </summary>
        <div className="site-menu-panel">
          <MenuContent {...props} />
        </div>
      </details>
    );
  }
  return (
    <div className="site-menu" ref={root} data-open={open ? "" : undefined}>
      <button
        ref={button}
        type="button"
        className="site-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <MenuIcon />
        {props.words.menu}
      </button>
      <div className="site-menu-panel" id={panelId} hidden={!open}>
        <MenuContent {...props} />
      </div>
    </div>
  );
}

function MenuIcon() {
  return (
    <svg className="site-menu-icon" width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      <path d="M2 4h14M2 9h14M2 14h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
