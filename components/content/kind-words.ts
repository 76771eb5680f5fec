import type { DocKind, HelpAudience } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";

/** A kind's index heading, the name of one of its documents, and its one-line description, in a language. */
export function kindWords(kind: DocKind, locale: Locale) {
  const t = translator(locale, "kinds");
  return { label: t(`${kind}Label`), singular: t(`${kind}Singular`), description: t(`${kind}Description`) };
}

/** A help-centre audience's heading and line, in a language. */
export function audienceWords(audience: HelpAudience, locale: Locale) {
  const t = translator(locale, "kinds");
  return { label: t(`${audience}Label`), description: t(`${audience}Description`) };
}
