/** @type {import('next').NextConfig} */
import { readdirSync, readFileSync } from "node:fs";

// Pages only: API and tool-server responses set their own headers in their wrappers
// (a header rule here is matched against every request, which costs the API throughput).
const securityHeaders = [
  {
    key: "Content-Security-Policy",
    value: [
      "default-src 'self'",
      // Next.js inlines its bootstrap scripts; no third-party script is ever loaded.
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join("; "),
  },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

// Content Signals policy: the value of CONTENT_SIGNAL in lib/site.ts (a test keeps them equal).
const CONTENT_SIGNAL = "search=yes, ai-input=yes, ai-train=no";

/**
 * `Link` header of every page (RFC 8288; relative references, so one build serves any base
 * address): its Markdown twin, llms.txt, the API catalog (RFC 9727) and the AI catalog. Static
 * rules cost a page view nothing at run time, unlike setting them per request in proxy.ts.
 */
const pageLinks = (markdownTwin) =>
  [
    `<${markdownTwin}>; rel="alternate"; type="text/markdown"`,
    '</llms.txt>; rel="describedby"; type="text/plain"',
    '</.well-known/api-catalog>; rel="api-catalog"',
    '</.well-known/ai-catalog.json>; rel="ai-catalog"',
  ].join(", ");

/**
 * The English paths with a Hindi version at `/hi<path>`, grouped by folder: the pages in
 * lib/i18n/hindi-pages.json (folder "") and every document translated under content/hi/ (its
 * folder is its kind's path). The pages' metadata and the sitemaps read the same two sources
 * (lib/i18n/page-languages.ts).
 */
function hindiPathGroups() {
  const pages = JSON.parse(readFileSync(new URL("./lib/i18n/hindi-pages.json", import.meta.url), "utf8"));
  const groups = [{ folder: "", names: pages.filter((path) => path !== "/").map((path) => path.slice(1)) }];
  for (const folder of ["glossary", "guides", "help", "blog"]) {
    try {
      const names = readdirSync(new URL(`./content/hi/${folder}/`, import.meta.url))
        .filter((name) => name.endsWith(".md"))
        .map((name) => name.slice(0, -3));
      if (names.length > 0) groups.push({ folder: `/${folder}`, names });
    } catch {
      // No translations of this kind.
    }
  }
  return groups;
}

const hindiPath = (path) => (path === "/" ? "/hi" : `/hi${path}`);
const twin = (path) => (path === "/" ? "/index.md" : `${path}.md`);

/**
 * The site address this build is for, recorded by scripts/check-env.ts before `next build` (the
 * pages' canonical and alternate URLs are rendered for it too). hreflang URLs must be absolute;
 * without a record (a development server), they stay relative.
 */
function buildSiteUrl() {
  try {
    return JSON.parse(readFileSync(new URL("./.site-url.json", import.meta.url), "utf8")).siteUrl;
  } catch {
    return undefined;
  }
}
const SITE_URL = buildSiteUrl();
const absolute = (path) => (SITE_URL ? new URL(path, `${SITE_URL.replace(/\/+$/, "")}/`).toString() : path);

/** The `Link` header of a page with an English and a Hindi version: its own links, then both versions and `x-default`. */
const bilingualLinks = (path, ownPath) =>
  [
    pageLinks(twin(ownPath)),
    `<${absolute(path)}>; rel="alternate"; hreflang="en-IN"`,
    `<${absolute(hindiPath(path))}>; rel="alternate"; hreflang="hi"`,
    `<${absolute(path)}>; rel="alternate"; hreflang="x-default"`,
  ].join(", ");

// Page paths have no dot; these prefixes are never pages (keep in step with isPagePath()).
const PAGE_SOURCE = "/:path((?!_next/|api(?:/|$)|mcp(?:/|$)|md(?:/|$)|\\.well-known/|agent(?:/|$)|oauth2(?:/|$))[^.]+)";

const nextConfig = {
  poweredByHeader: false,
  // RFC 9728 clients derive `/.well-known/oauth-protected-resource/api/` from the resource
  // `{base}/api/` and do not follow redirects, so Next's slash-stripping 308 is off;
  // proxy.ts redirects pages with a trailing slash instead.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite"],
  experimental: {
    // Next.js loads every route module at start by default. Here that is ~60 routes (content
    // pages, the tool servers, the search index), which made the first health answer wait
    // about a second; each route now loads on its first request instead.
    preloadEntriesOnStart: false,
    // Each language has its own root layout (app/(en), app/hi); an address no route matches is
    // answered by app/global-not-found.tsx, which renders its own document.
    globalNotFound: true,
  },
  outputFileTracingIncludes: {
    "/**": ["./drizzle/**/*", "./content/**/*"],
  },
  async headers() {
    return [
      { source: "/((?!api/|mcp|_next/).*)", headers: securityHeaders },
      {
        source: "/",
        headers: [
          { key: "Link", value: pageLinks("/index.md") },
          { key: "Content-Signal", value: CONTENT_SIGNAL },
          { key: "Content-Language", value: "en-IN" },
        ],
      },
      {
        source: PAGE_SOURCE,
        headers: [
          { key: "Link", value: pageLinks("/:path.md") },
          { key: "Content-Signal", value: CONTENT_SIGNAL },
          { key: "Content-Language", value: "en-IN" },
        ],
      },
      // The Hindi site (later rules win for the same header): its language, and on each page that
      // has both versions, both as hreflang alternates.
      { source: "/hi", headers: [{ key: "Content-Language", value: "hi" }] },
      { source: "/hi/:path*", headers: [{ key: "Content-Language", value: "hi" }] },
      // One rule per folder, its translated names as alternatives, rather than one per page: every
      // rule is matched against every request, and some 180 of them cost the API a tenth of its
      // throughput. `:name` in a value is the matched name.
      { source: "/", headers: [{ key: "Link", value: bilingualLinks("/", "/") }] },
      { source: "/hi", headers: [{ key: "Link", value: bilingualLinks("/", "/hi") }] },
      ...hindiPathGroups().flatMap(({ folder, names }) => {
        const source = `${folder}/:name(${names.join("|")})`;
        const path = `${folder}/:name`;
        return [
          { source, headers: [{ key: "Link", value: bilingualLinks(path, path) }] },
          { source: hindiPath(source), headers: [{ key: "Link", value: bilingualLinks(path, hindiPath(path)) }] },
        ];
      }),
    ];
  },
};

export default nextConfig;
