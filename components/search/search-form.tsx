import { DOC_KINDS, type DocKind } from "@/lib/content";
import { kindWords } from "@/components/content/kind-words";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import { SEARCH_PATH } from "@/lib/site";

/**
 * The search box people use: a plain GET form to the search page of the
 * page's language, so it works without JavaScript and every search has its
 * own address.
 */
export function SearchForm({
  id,
  query = "",
  kind,
  showKinds = false,
  label,
  locale = "en",
}: {
  /** Prefix of the fields' ids, unique on the page. */
  id: string;
  query?: string;
  kind?: DocKind;
  showKinds?: boolean;
  label?: string;
  locale?: Locale;
}) {
  const t = translator(locale, "search");
  const name = label ?? t("formLabel");
  return (
    <search aria-label={name}>
      <form className="search-form" action={localePath(SEARCH_PATH, locale)} method="get">
        <label htmlFor={`${id}-q`}>{name}</label>
        <div className="search-row">
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={query}
            maxLength={500}
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t("placeholder")}
          />
          <button className="button" type="submit">
            {t("button")}
          </button>
        </div>
        {showKinds ? (
          <div className="field search-kind">
            <label htmlFor={`${id}-kind`}>{t("only")}</label>
            <select id={`${id}-kind`} name="kind" defaultValue={kind ?? ""}>
              <option value="">{t("everything")}</option>
              {DOC_KINDS.map((value) => (
                <option key={value} value={value}>
                  {kindWords(value, locale).label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </form>
    </search>
  );
}
