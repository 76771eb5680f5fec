/** Facts about the company that several surfaces print: one home for each. */
export const SITE = {
  name: "Bhoomi Landworks",
  tagline: "Land-acquisition coordination software",
  description:
    "Bhoomi Landworks helps developers, infrastructure teams and land aggregators in India coordinate land acquisition: parcels, owners, documents, due diligence and payments in one place. Free land calculators, guides and an agent-ready API.",
} as const;

/**
 * The site's icon: the favicon, app icons, the Organization logo and the icon
 * the tool servers advertise. Paths under `public/`.
 */
export const SITE_ICONS = {
  svg: { path: "/icon.svg", mimeType: "image/svg+xml", sizes: "any" },
  png: { path: "/icon-512.png", mimeType: "image/png", sizes: "512x512" },
  apple: { path: "/apple-touch-icon.png", mimeType: "image/png", sizes: "180x180" },
  favicon: { path: "/favicon.ico", mimeType: "image/x-icon", sizes: "16x16 32x32 48x48" },
} as const;

/**
 * Content Signals (contentsignals.org) for everything on this site, stated in
 * robots.txt and sent as a `Content-Signal` header on pages and Markdown:
 * search and answering with the live page are welcome; training is not,
 * because stamp-duty rates and guideline values change by notification, and
 * a trained-in copy would be repeated without the date it was checked.
 * next.config.mjs repeats this value (it cannot import TypeScript); a test
 * keeps the two equal.
 */
export const CONTENT_SIGNAL = "search=yes, ai-input=yes, ai-train=no";

/** The search page for people; agents search the same index with the docs tool server's `search_docs`. */
export const SEARCH_PATH = "/search";
