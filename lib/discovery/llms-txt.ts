import { CONNECTING_IN_EITHER_ERA } from "@/lib/mcp/protocol-version";
import { CALCULATOR_PAGES, calculatorPath } from "@/components/calculators/calculator-pages";
import { docAbsoluteUrl, getDocsByKind, KIND_INFO, type Doc, type DocKind } from "@/lib/content";
import { RATE_LIMIT_POLICIES } from "@/lib/ratelimit/policies";
import { SITE } from "@/lib/site";
import { absolute, DISCOVERY_PATHS, serverCardPath, TOOL_SERVERS } from "./discovery-urls";

function docLink(doc: Doc): string {
  // Blog posts have a static Markdown twin; every other page answers Markdown on Accept: text/markdown.
  const url = doc.kind === "blog" ? `${docAbsoluteUrl(doc)}.md` : docAbsoluteUrl(doc);
  return `- [${doc.title}](${url}): ${doc.summary}`;
}

function kindSection(kind: DocKind): string[] {
  return [`## ${KIND_INFO[kind].label}`, "", ...getDocsByKind(kind).map(docLink), ""];
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
    `Every HTML page on this site is also served as Markdown: send \`Accept: text/markdown\` (the answer carries \`X-Markdown-Tokens\`). No credential is needed anywhere. Send a descriptive User-Agent; generic ones get ${RATE_LIMIT_POLICIES.apiGenericAgent.limit} API requests a minute instead of ${RATE_LIMIT_POLICIES.api.limit}.`,
    "",
    CONNECTING_IN_EITHER_ERA,
    "",
    "## API and agent access",
    "",
    `- [API reference](${absolute(DISCOVERY_PATHS.apiDocs)}): the public API (demo requests, health), errors, rate limits, idempotency and versioning, in Markdown.`,
    `- [OpenAPI document](${absolute(DISCOVERY_PATHS.openApi)}): the same API as OpenAPI 3.0.`,
    `- [Agent identity walkthrough](${absolute(DISCOVERY_PATHS.authMd)}): optional anonymous registration, JWT-bearer token exchange and revocation.`,
    ...TOOL_SERVERS.map(
      (server) =>
        `- [${server.title} (MCP, Streamable HTTP)](${absolute(server.path)}): ${server.description} Tools: ${server.tools.map((tool) => `\`${tool.name}\``).join(", ")}. [Server card](${absolute(serverCardPath(server))}).`,
    ),
    `- [API catalog](${absolute(DISCOVERY_PATHS.apiCatalog)}): RFC 9727 linkset of the API and tool servers.`,
    `- [Agent skills index](${absolute(DISCOVERY_PATHS.agentSkills)}): every agent-callable resource with its SHA-256 digest.`,
    "",
    "## Calculators",
    "",
    ...CALCULATOR_PAGES.map(
      (page) => `- [${page.title}](${absolute(calculatorPath(page.slug))}): ${page.summary} (MCP tool \`${page.toolName}\`)`,
    ),
    "",
    ...kindSection("guide"),
    ...kindSection("help"),
    ...kindSection("blog"),
    "## Optional",
    "",
    ...getDocsByKind("glossary").map(docLink),
    "",
  ];
  const text = lines.join("\n");
  cached = { base, text };
  return text;
}
