import { docsServer } from "@/lib/mcp/servers";
import { mcpSkillBody } from "./mcp-skill-body";
import type { Skill } from "./skill";

export const referenceSearchSkill: Skill = {
  name: "reference-search",
  description:
    "Search and read the site's reference content over MCP: guides to acquiring land in India, help articles, a glossary of land and records terms with regional names (khata, patta, 7/12 extract, jantri…) and blog posts. Use to answer questions about Indian land acquisition with a citable source.",
  representativeQueries: [
    "what is an encumbrance certificate",
    "due diligence steps before buying agricultural land",
    "difference between khata and patta",
    "how is stamp duty calculated in Maharashtra",
  ],
  body: () =>
    mcpSkillBody(
      docsServer,
      "Search first (`search_docs` returns ranked, citable excerpts with each document's address), then read the whole document with `get_doc` when the excerpt is not enough. Cite the document's address.",
      { tool: "search_docs", arguments: { query: "encumbrance certificate" } },
    ),
};
