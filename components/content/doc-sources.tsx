import type { DocSource } from "@/lib/content";
import { isSafeLinkUrl } from "@/lib/markdown/safe-url";

/** The sources behind a document's legal and numeric facts. */
export function DocSources({ sources }: { sources: readonly DocSource[] }) {
  if (sources.length === 0) return null;
  return (
    <section className="doc-sources" aria-labelledby="doc-sources">
      <h2 id="doc-sources">Sources</h2>
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
                  (checked <time dateTime={source.checked}>{source.checked}</time>)
                </span>
              </>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
