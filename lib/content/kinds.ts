import type { DocKind, HelpAudience } from "./schema";

export interface KindInfo {
  /** Folder under `content/` holding this kind's files. */
  directory: string;
  /** Public path of the kind's index page; documents live below it. */
  path: `/${string}`;
  /** Heading of the index page and breadcrumb label. */
  label: string;
  /** What one document of this kind is called. */
  singular: string;
  /** One line for the index page and its metadata. */
  description: string;
}

/** Where each kind lives, on disk and on the site. The only place that maps a kind to a URL. */
export const KIND_INFO: Readonly<Record<DocKind, KindInfo>> = {
  glossary: {
    directory: "glossary",
    path: "/glossary",
    label: "Glossary",
    singular: "Glossary entry",
    description:
      "Land, valuation and records terms used across India, from bigha and guntha to 7/12 extract, khata, mutation and encumbrance certificate, with their regional names.",
  },
  help: {
    directory: "help",
    path: "/help",
    label: "Help centre",
    singular: "Help article",
    description:
      "How to use the land calculators, the public API, the MCP tool servers, Markdown pages and the optional agent identity flow.",
  },
  guide: {
    directory: "guides",
    path: "/guides",
    label: "Guides",
    singular: "Guide",
    description:
      "Long-form guides to acquiring land in India: the process end to end, due diligence, stamp duty and registration by state, conversion and regional area units.",
  },
  blog: {
    directory: "blog",
    path: "/blog",
    label: "Blog",
    singular: "Blog post",
    description: "Notes from our team on land acquisition, valuation, due diligence and making the site work for AI agents.",
  },
};

/** The help centre's groups, in the order shown: the heading and one line for each audience. */
export const HELP_AUDIENCE_INFO: Readonly<Record<HelpAudience, { label: string; description: string }>> = {
  buyers: {
    label: "For land buyers",
    description: "Using the calculators: area units, price per square foot, stamp duty and the full cost of a purchase, returns.",
  },
  teams: {
    label: "For land teams",
    description: "Building the case for coordination software and asking us for a demo.",
  },
  developers: {
    label: "For developers and agents",
    description: "The public API, the MCP tool servers, Markdown pages, staging and the optional agent identity.",
  },
};
