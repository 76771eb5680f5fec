"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { isCurrentSection, PRIMARY_NAV } from "./navigation";

/** The main links, marking where the visitor is: `page` on the section's own page, `true` below it. */
export function NavLinks() {
  const pathname = usePathname() ?? "";
  return PRIMARY_NAV.map((item) => {
    const current = pathname === item.href ? "page" : isCurrentSection(item.href, pathname) ? "true" : undefined;
    return (
      <Link key={item.href} href={item.href} aria-current={current}>
        {item.label}
      </Link>
    );
  });
}
