import { LOCALE_INFO, type Locale } from "@/lib/i18n/locales";

const FORMATS = new Map<Locale, Intl.DateTimeFormat>();

/** "2026-10-05" → "5 October 2026" (or "5 अक्तूबर 2026"), the same on every server whatever its time zone. */
export function formatDate(isoDate: string, locale: Locale = "en"): string {
  let format = FORMATS.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_INFO[locale].numberLocale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    FORMATS.set(locale, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}
