import { DOC_KINDS, getDocMarkdown, getDocsByKind, KIND_INFO } from "@/lib/content";
import { SITE } from "@/lib/site";
import { absolute, DISCOVERY_PATHS } from "./discovery-urls";

let cached: { base: string; text: Promise<string> } | undefined;

async function render(): Promise<string> {
  const kinds = DOC_KINDS.map((kind) => `${KIND_INFO[kind].label} (${getDocsByKind(kind).length})`).join(", ");
  const intro = [
    `# ${SITE.name}: the full reference`,
    "",
    `> Every document of the site in one Markdown file: ${kinds}. Each starts with its title, summary, dates and address. The index, with the API and tool servers, is [llms.txt](${absolute(DISCOVERY_PATHS.llmsTxt)}).`,
  ].join("\n");
  const docs = await Promise.all(
    DOC_KINDS.flatMap((kind) => getDocsByKind(kind)).map(async (doc) => (await getDocMarkdown(doc)).markdown.trim()),
  );
  return `${[intro, ...docs].join("\n\n---\n\n")}\n`;
}

/** /llms-full.txt: the whole reference corpus, generated from the content index. */
export function renderLlmsFullTxt(): Promise<string> {
  const base = absolute("");
  if (cached?.base !== base) cached = { base, text: render() };
  return cached.text;
}
