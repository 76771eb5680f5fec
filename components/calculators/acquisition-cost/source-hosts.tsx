import { ENGLISH } from "../english-words";
import type { CalcWords } from "../words";

/** A source's site, as its link text: "housing.com", "hindustantimes.com". */
export const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^(www|m|stg-www)\./, "");
  } catch {
    return url;
  }
};

/** Sources as short links named by their site, and the date they were checked. */
export function SourceHosts({
  sources,
  checked,
  w = ENGLISH,
}: {
  sources: readonly { title: string; url: string }[];
  checked: string | null;
  w?: CalcWords;
}) {
  return (
    <>
      {sources.map((source, i) => (
        <span key={source.url}>
          {i > 0 ? ", " : ""}
          <a href={source.url}>{hostOf(source.url)}</a>
        </span>
      ))}
      {checked ? w.t("acquisitionCost.checked", { date: checked }) : ""}
    </>
  );
}
