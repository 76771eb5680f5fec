"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { LocalNavItem } from "./navigation";
import { isCurrentSection } from "./navigation";

/** The main links, marking where the visitor is: `page` on the section's own page, `true` below it. */
export function NavLinks({ items }: { items: ReadonlyArray<LocalNavItem & { text: string }> }) {
  const pathname = usePathname() ?? "";
  return items.map((item) => {
    const current = pathname === item.href ? "page" : isCurrentSection(item.href, pathname) ? "true" : undefined;
    return (
      <Link key={item.href} href={item.href} aria-current={current} hrefLang={item.hrefLang}>
        {item.text}
      </Link>
    );
  });
}
