import type { DocHeading } from "@/lib/content";
import type { Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";

interface Section {
  heading: DocHeading;
  children: DocHeading[];
}

function sections(headings: readonly DocHeading[]): Section[] {
  const out: Section[] = [];
  for (const heading of headings) {
    if (heading.depth === 2) out.push({ heading, children: [] });
    else if (heading.depth === 3) out.at(-1)?.children.push(heading);
  }
  return out;
}

/** "On this page": the document's h2 sections, with their h3s nested. */
export function TableOfContents({ headings, locale = "en" }: { headings: readonly DocHeading[]; locale?: Locale }) {
  return (
    <nav className="toc" aria-labelledby="doc-toc">
      <h2 id="doc-toc">{translator(locale, "content")("onThisPage")}</h2>
      <ol>
        {sections(headings).map(({ heading, children }) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
            {children.length > 0 && (
              <ol>
                {children.map((child) => (
                  <li key={child.id}>
                    <a href={`#${child.id}`}>{child.text}</a>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
