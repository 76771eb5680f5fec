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
    return [{ source: "/((?!api/|mcp|_next/).*)", headers: securityHeaders }];
  },
};

export default nextConfig;
