import Link from "next/link";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { SITE } from "@/lib/site";
import { footerNav } from "./navigation";

export function SiteFooter({ locale }: { locale: Locale }) {
  const t = translator(locale, "site");
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="columns">
          <div>
            <h2>{SITE.name}</h2>
            <p>{t("footerAbout")}</p>
          </div>
          {footerNav(locale).map((column) => (
            <nav key={column.title} aria-label={t(column.title)}>
              <h2>{t(column.title)}</h2>
              <ul>
                {column.links.map((link) => (
                  <li key={link.href}>
                    {link.href.startsWith("/api") || link.href.endsWith(".md") || link.href.endsWith(".txt") ? (
                      <a href={link.href} hrefLang={link.hrefLang}>
                        {t(link.label)}
                      </a>
                    ) : (
                      <Link href={link.href} hrefLang={link.hrefLang}>
                        {t(link.label)}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="legal">{t("legal", { year: String(new Date().getFullYear()), name: SITE.name })}</p>
      </div>
    </footer>
  );
}
