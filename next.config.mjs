/** @type {import('next').NextConfig} */

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
        ],
      },
      {
        source: PAGE_SOURCE,
        headers: [
          { key: "Link", value: pageLinks("/:path.md") },
          { key: "Content-Signal", value: CONTENT_SIGNAL },
        ],
      },
    ];
  },
};

export default nextConfig;
