import type { DocSource } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { isSafeLinkUrl } from "@/lib/markdown/safe-url";

/** The sources behind a document's legal and numeric facts. */
export function DocSources({ sources, locale = "en" }: { sources: readonly DocSource[]; locale?: Locale }) {
  if (sources.length === 0) return null;
  const t = translator(locale, "content");
  return (
    <section className="doc-sources" aria-labelledby="doc-sources">
      <h2 id="doc-sources">{t("sources")}</h2>
      <ol>
        {sources.map((source) => (
          <li key={source.url + source.title}>
            {isSafeLinkUrl(source.url) ? (
              <a href={source.url} rel="noopener noreferrer external">
                {source.title}
              </a>
            ) : (
              source.title
            )}
            {source.checked && (
              <>
                {" "}
                <span className="doc-source-checked">
                  ({t.rich("checked", { day: source.checked, time: (chunks) => <time dateTime={source.checked}>{chunks}</time> })})
                </span>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
