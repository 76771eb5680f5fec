import Link from "next/link";
import { SITE } from "@/lib/site";
import { FOOTER_NAV } from "./navigation";

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="columns">
          <div>
            <h2>{SITE.name}</h2>
            <p>Land-acquisition coordination software for developers, infrastructure teams and land aggregators in India.</p>
          </div>
          {FOOTER_NAV.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    {link.href.startsWith("/api") || link.href.endsWith(".md") || link.href.endsWith(".txt") ? (
                      <a href={link.href}>{link.label}</a>
                    ) : (
                      <Link href={link.href}>{link.label}</Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="legal">
          © {new Date().getFullYear()} {SITE.name}. Calculator results are estimates; confirm rates and land records with the relevant state
          authority before you transact.
        </p>
      </div>
    </footer>
  );
}
