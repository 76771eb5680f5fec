/**
 * CORS for every public response: the API is public and credential-free, so
 * any origin may read it (SPEC "What the service does" 6). Headers a browser
 * client needs to act on are exposed.
 */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": [
    "RateLimit",
    "RateLimit-Limit",
    "RateLimit-Remaining",
    "RateLimit-Reset",
    "RateLimit-Policy",
    "Retry-After",
    "Idempotency-Replayed",
    "WWW-Authenticate",
    "Deprecation",
    "Sunset",
    "Link",
    "Location",
  ].join(", "),
};

export function preflightHeaders(methods: readonly string[], allowHeaders: readonly string[]): Record<string, string> {
  return {
    ...CORS_HEADERS,
    "Access-Control-Allow-Methods": [...methods, "OPTIONS"].join(", "),
    "Access-Control-Allow-Headers": allowHeaders.join(", "),
    "Access-Control-Max-Age": "86400",
  };
}
