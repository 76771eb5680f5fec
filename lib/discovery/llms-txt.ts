import { CONNECTING_IN_EITHER_ERA } from "@/lib/mcp/protocol-version";
import { CALCULATOR_PAGES, calculatorPath } from "@/components/calculators/calculator-pages";
import { docUrl, getDocsByKind, getTranslationsByKind, KIND_INFO, type Doc, type DocKind } from "@/lib/content";
import { markdownTwinPath } from "@/lib/markdown/markdown-paths";
import { RATE_LIMIT_POLICIES } from "@/lib/ratelimit/policies";
import { SITE } from "@/lib/site";
import { absolute, DISCOVERY_PATHS, serverCardPath, TOOL_SERVERS } from "./discovery-urls";
import { hindiSitePages } from "./site-pages";

/** Pages are linked by their Markdown twins, which an agent can read as they are. */
const markdownUrl = (pagePath: string) => absolute(markdownTwinPath(pagePath));

function docLink(doc: Doc): string {
  return `- [${doc.title}](${markdownUrl(docUrl(doc))}): ${doc.summary}`;
}

function kindSection(kind: DocKind): string[] {
  return [`## ${KIND_INFO[kind].label}`, "", ...getDocsByKind(kind).map(docLink), ""];
}

/**
 * The Hindi edition: its pages (the glossary's index lists its Hindi entries),
 * and its translated guides and help articles.
 */
function hindiSection(): string[] {
  const translated = (kind: DocKind) => getTranslationsByKind(kind, "hi").map(docLink);
  return [
    "## हिंदी (Hindi)",
    "",
    `The Hindi edition lives under \`/hi\` with the same slugs as the English pages (\`/hi/glossary/bigha\`); only translated pages exist there. Each names its English page and the date it was translated from, and says so when the English page has changed since. Hindi pages answer Markdown the same way, with \`lang: hi\` in the front matter and \`Content-Language: hi\`. \`search_docs\` reads Devanagari and Hinglish.`,
    "",
    ...hindiSitePages().map((page) => `- [${page.title}](${markdownUrl(page.path)}): ${page.description}`),
    ...translated("guide"),
    ...translated("help"),
    "",
  ];
}

let cached: { base: string; text: string } | undefined;

/** /llms.txt (llmstxt.org): generated from the content index, the tool registry and the API surface. */
export function renderLlmsTxt(): string {
  const base = absolute("");
  if (cached?.base === base) return cached.text;
  const lines = [
    `# ${SITE.name}`,
    "",
    `> ${SITE.description}`,
    "",
    `Every HTML page on this site is also served as Markdown, at its \`.md\` twin (\`/index.md\` for the home page; the links below) or with \`Accept: text/markdown\`; answers start with YAML front matter and carry \`X-Markdown-Tokens\`. Every page is listed in [sitemap.md](${absolute(DISCOVERY_PATHS.sitemapMd)}), and every guide, help article, glossary entry and post is in [llms-full.txt](${absolute(DISCOVERY_PATHS.llmsFullTxt)}). No credential is needed anywhere. Send a descriptive User-Agent; generic ones get ${RATE_LIMIT_POLICIES.apiGenericAgent.limit} API requests a minute instead of ${RATE_LIMIT_POLICIES.api.limit}.`,
    "",
    CONNECTING_IN_EITHER_ERA,
    "",
    "## API and agent access",
    "",
    `- [API reference](${absolute(DISCOVERY_PATHS.apiDocs)}): the public API (demo requests, health), errors, rate limits, idempotency and versioning, in Markdown.`,
    `- [OpenAPI document](${absolute(DISCOVERY_PATHS.openApi)}): the same API as OpenAPI 3.0.`,
    `- [Agent identity walkthrough](${absolute(DISCOVERY_PATHS.authMd)}): optional anonymous registration, JWT-bearer token exchange and revocation.`,
    // A tool server's endpoint answers only MCP POSTs, so it is given as code, never as a link a checker would GET.
    ...TOOL_SERVERS.map(
      (server) =>
        `- [${server.title} (MCP server card)](${absolute(serverCardPath(server))}): ${server.description} Endpoint (MCP over Streamable HTTP): \`${absolute(server.path)}\`. Tools: ${server.tools.map((tool) => `\`${tool.name}\``).join(", ")}. [Connecting a client](${markdownUrl("/help/connecting-mcp-clients")}).`,
    ),
    `- [API catalog](${absolute(DISCOVERY_PATHS.apiCatalog)}): RFC 9727 linkset of the API and tool servers.`,
    `- [AI catalog](${absolute(DISCOVERY_PATHS.aiCatalog)}): the tool servers, the API, the skills and this file, for agentic resource discovery.`,
    `- [Agent skills index](${absolute(DISCOVERY_PATHS.agentSkills)}): SKILL.md instructions for the calculators, search, demo requests and agent identity, each with its SHA-256 digest; the docs server serves the same files over MCP (\`skills/list\`, \`skill://<name>/SKILL.md\`).`,
    "",
    "## Calculators",
    "",
    ...CALCULATOR_PAGES.map(
      (page) => `- [${page.title}](${markdownUrl(calculatorPath(page.slug))}): ${page.summary} (MCP tool \`${page.toolName}\`)`,
    ),
    "",
    ...kindSection("guide"),
    ...kindSection("help"),
    ...kindSection("blog"),
    ...hindiSection(),
    "## Optional",
    "",
    ...getDocsByKind("glossary").map(docLink),
    "",
  ];
  const text = lines.join("\n");
  cached = { base, text };
  return text;
}
