/**
 * The site's languages. English is at the root with no prefix; Hindi lives
 * under `/hi` with the same slugs (`/glossary/bigha` → `/hi/glossary/bigha`).
 */
export const LOCALES = ["en", "hi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** `<html lang>`, the hreflang of alternates, the language's own name and the locale numbers are written in. */
export const LOCALE_INFO: Record<Locale, { htmlLang: string; hreflang: string; name: string; numberLocale: string; prefix: string }> = {
  en: { htmlLang: "en-IN", hreflang: "en-IN", name: "English", numberLocale: "en-IN", prefix: "" },
  hi: { htmlLang: "hi", hreflang: "hi", name: "हिंदी", numberLocale: "hi-IN", prefix: "/hi" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The address of an English page path in `locale`: `/glossary/bigha` → `/hi/glossary/bigha`, `/` → `/hi`. */
export function localePath(englishPath: string, locale: Locale): string {
  const prefix = LOCALE_INFO[locale].prefix;
  if (!prefix) return englishPath;
  return englishPath === "/" ? prefix : `${prefix}${englishPath}`;
}

/** A page path's language and the English path it is a version of: `/hi/glossary/bigha` → hi, `/glossary/bigha`. */
export function splitLocalePath(pathname: string): { locale: Locale; englishPath: string } {
  for (const locale of LOCALES) {
    const prefix = LOCALE_INFO[locale].prefix;
    if (!prefix) continue;
    if (pathname === prefix) return { locale, englishPath: "/" };
    if (pathname.startsWith(`${prefix}/`)) return { locale, englishPath: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, englishPath: pathname };
}
