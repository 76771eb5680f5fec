"use client";

import { usePathname } from "next/navigation";
import { type Locale, localePath, splitLocalePath } from "@/lib/i18n/locales";

interface LanguageSwitchProps {
  locale: Locale;
  /** On the English site: the English paths that have a Hindi version. */
  hindiPaths: readonly string[];
  text: string;
  label: string;
  /** Its name when the page has no Hindi version and the link opens the Hindi home page instead. */
  homeLabel: string;
}

/**
 * The link to this page in the other language: on an English page, its Hindi
 * version (or the Hindi home page when it has none); on a Hindi page, its
 * English page. A plain link, so it works before and without JavaScript.
 */
export function LanguageSwitch({ locale, hindiPaths, text, label, homeLabel }: LanguageSwitchProps) {
  const pathname = usePathname() ?? "/";
  const { englishPath } = splitLocalePath(pathname);
  const other: Locale = locale === "en" ? "hi" : "en";
  const translated = locale === "hi" || hindiPaths.includes(englishPath);
  const href = translated ? localePath(englishPath, other) : localePath("/", other);
  const lang = other === "hi" ? "hi" : "en-IN";
  return (
    // A full page load: each language has its own root layout (<html lang>).
    <a className="language-switch" href={href} hrefLang={lang} lang={lang} aria-label={translated ? label : homeLabel}>
      {text}
    </a>
  );
}
