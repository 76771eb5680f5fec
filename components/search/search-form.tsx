import { DOC_KINDS, type DocKind, KIND_INFO } from "@/lib/content";
import { SEARCH_PATH } from "@/lib/site";

/**
 * The search box people use: a plain GET form to the search page, so it
 * works without JavaScript and every search has its own address.
 */
export function SearchForm({
  id,
  query = "",
  kind,
  showKinds = false,
  label = "Search the guides, glossary, help and blog",
}: {
  /** Prefix of the fields' ids, unique on the page. */
  id: string;
  query?: string;
  kind?: DocKind;
  showKinds?: boolean;
  label?: string;
}) {
  return (
    <search aria-label={label}>
      <form className="search-form" action={SEARCH_PATH} method="get">
        <label htmlFor={`${id}-q`}>{label}</label>
        <div className="search-row">
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            defaultValue={query}
            maxLength={500}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="e.g. bigha in square feet"
          />
          <button className="button" type="submit">
            Search
          </button>
        </div>
        {showKinds ? (
          <div className="field search-kind">
            <label htmlFor={`${id}-kind`}>Only</label>
            <select id={`${id}-kind`} name="kind" defaultValue={kind ?? ""}>
              <option value="">Everything</option>
              {DOC_KINDS.map((value) => (
                <option key={value} value={value}>
                  {KIND_INFO[value].label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </form>
    </search>
  );
}
