import { markdownTwinPath } from "@/lib/markdown/markdown-paths";
import { SITE } from "@/lib/site";
import { absolute, DISCOVERY_PATHS } from "./discovery-urls";
import { SITEMAP_NAMES, sitemapEntries, sitemapLabel } from "./sitemaps";

/** Link text is printed inside `[...]`; brackets in it would end the link early. */
const linkText = (text: string) => text.replace(/([[\]\\])/g, "\\$1");

/** /sitemap.md: every page of the sitemaps, by section, each with its Markdown twin and date. */
export function renderSitemapMd(): string {
  const sections = SITEMAP_NAMES.map((name) => {
    const lines = sitemapEntries(name).map(
      (entry) =>
        `- [${linkText(entry.title)}](${absolute(markdownTwinPath(entry.path))}) (updated ${entry.lastModified}): ${entry.description} HTML: ${absolute(entry.path)}`,
    );
    return `## ${sitemapLabel(name)}\n\n${lines.join("\n")}`;
  });
  const intro = `Every page of ${SITE.name}, linked as Markdown. The same pages are listed in [sitemap.xml](${absolute(DISCOVERY_PATHS.sitemapXml)}); [llms.txt](${absolute(DISCOVERY_PATHS.llmsTxt)}) describes the API and tool servers too.`;
  return `# ${SITE.name}: sitemap\n\n${intro}\n\n${sections.join("\n\n")}\n`;
}
