import Link from "next/link";
import { SITE } from "@/lib/site";
import { PRIMARY_NAV } from "./navigation";

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="container">
        {/* Named by its visible text (the mark is hidden), so speech users can say what they see. */}
        <Link href="/" className="brand">
          <span className="brand-mark" aria-hidden="true">
            B
          </span>
          {SITE.name}
        </Link>
        <nav className="site-nav" aria-label="Main">
          {PRIMARY_NAV.map((item) => (
            <Link key={item.href} href={item.href}>
              {item.label}
            </Link>
          ))}
        </nav>
        <Link href="/demo" className="button">
          Request a demo
        </Link>
      </div>
    </header>
  );
}
