import { docsServer } from "@/lib/mcp/servers";
import { absolute } from "../site-urls";
import { mcpSkillBody } from "./mcp-skill-body";
import type { Skill } from "./skill";

export const referenceSearchSkill: Skill = {
  name: "reference-search",
  description:
    "Search and read the site's reference content over MCP: guides to acquiring land in India, help articles, a glossary of land and records terms with regional names (khata, patta, 7/12 extract, jantri…) and blog posts, in English and (for the glossary, the buyers' guides and help) Hindi. Use to answer questions about Indian land acquisition with a citable source, in Hindi when the user writes Hindi.",
  representativeQueries: [
    "what is an encumbrance certificate",
    "due diligence steps before buying agricultural land",
    "difference between khata and patta",
    "how is stamp duty calculated in Maharashtra",
    "खतौनी क्या होती है",
  ],
  body: () =>
    mcpSkillBody(
      docsServer,
      [
        "Search first (`search_docs` returns ranked, citable excerpts with each document's address), then read the whole document with `get_doc` when the excerpt is not enough. Cite the document's address.",
        "",
        'In Hindi: a query in Devanagari (or `lang: "hi"`) returns the Hindi translations where they exist, under `/hi/` with `lang: "hi"`; `get_doc` with `lang: "hi"` reads one. A translation names its English page; when `translation.behind` is true the English page has changed since, so check figures there. People can read the Hindi edition from its home page, ' +
          `${absolute("/hi")}.`,
      ].join("\n"),
      { tool: "search_docs", arguments: { query: "encumbrance certificate" } },
    ),
};
