import { DocCard } from "@/components/content/doc-card";
import { KindIndex, kindIndexMetadata } from "@/components/content/kind-index";
import { getDocsByKind, HELP_AUDIENCE_INFO, HELP_AUDIENCES } from "@/lib/content";

export const metadata = kindIndexMetadata("help");

/** The help centre, grouped by who each article is for: buyers first, then teams, then developers. */
export default function HelpCentrePage() {
  const docs = getDocsByKind("help");
  const groups = HELP_AUDIENCES.map((audience) => ({ audience, docs: docs.filter((doc) => doc.audience === audience) })).filter(
    (group) => group.docs.length > 0,
  );
  return (
    <KindIndex kind="help">
      <nav className="jump-links" aria-label="Help by audience">
        <ul>
          {groups.map(({ audience }) => (
            <li key={audience}>
              <a href={`#${audience}`}>{HELP_AUDIENCE_INFO[audience].label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map(({ audience, docs: group }) => (
        <section key={audience} className="help-group" aria-labelledby={audience}>
          <h2 id={audience}>{HELP_AUDIENCE_INFO[audience].label}</h2>
          <p className="intro">{HELP_AUDIENCE_INFO[audience].description}</p>
          <div className="grid">
            {group.map((doc) => (
              <DocCard key={doc.id} doc={doc} headingLevel={3} />
            ))}
          </div>
        </section>
      ))}
    </KindIndex>
  );
}
