import { getDocsByKind, getTranslationsByKind, HELP_AUDIENCES } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { DocCard } from "./doc-card";
import { audienceWords } from "./kind-words";

/** The help centre, grouped by who each article is for: buyers first, then teams, then developers (in Hindi, the articles in Hindi). */
export function HelpCentre({ locale = "en" }: { locale?: Locale }) {
  const docs = locale === "hi" ? getTranslationsByKind("help", "hi") : getDocsByKind("help");
  const groups = HELP_AUDIENCES.map((audience) => ({ audience, docs: docs.filter((doc) => doc.audience === audience) })).filter(
    (group) => group.docs.length > 0,
  );
  return (
    <>
      <nav className="jump-links" aria-label={translator(locale, "content")("helpByAudience")}>
        <ul>
          {groups.map(({ audience }) => (
            <li key={audience}>
              <a href={`#${audience}`}>{audienceWords(audience, locale).label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ audience, docs: group }) => (
        <section key={audience} className="help-group" aria-labelledby={audience}>
          <h2 id={audience}>{audienceWords(audience, locale).label}</h2>
          <p className="intro">{audienceWords(audience, locale).description}</p>
          <div className="grid">
            {group.map((doc) => (
              <DocCard key={doc.id} doc={doc} headingLevel={3} locale={locale} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
