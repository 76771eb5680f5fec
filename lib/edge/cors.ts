import { allowHeader } from "./methods";
import type { Piece } from "./pipeline";

/**
 * Response headers a browser client of the API and the identity endpoints
 * needs to act on. Both are public and credential-free, so any origin may read
 * them (SPEC "What the service does" 6).
 */
export const EXPOSED_HEADERS = [
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
] as const;

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": EXPOSED_HEADERS.join(", "),
};

export interface CorsOptions {
  /** Request headers a browser may send (the preflight's `Access-Control-Allow-Headers`). */
  allowHeaders: readonly string[];
  /** Response headers a browser may read. */
  exposeHeaders: readonly string[];
}

/**
 * CORS for a public, credential-free endpoint: any origin may read every
 * answer, and OPTIONS is the preflight (204 with the endpoint's methods as
 * `Allow` too). Nothing behind this piece runs for OPTIONS.
 */
export function cors(options: CorsOptions): Piece {
  const headers: Record<string, string> = { "Access-Control-Allow-Origin": "*" };
  if (options.exposeHeaders.length > 0) headers["Access-Control-Expose-Headers"] = options.exposeHeaders.join(", ");
  const allowHeaders = options.allowHeaders.join(", ");
  return (context, next) => {
    Object.assign(context.headers, headers);
    if (context.request.method !== "OPTIONS") return next();
    const methods = allowHeader(context.allow);
    const preflight = new Response(null, {
      status: 204,
      headers: {
        "Access-Control-Allow-Methods": methods,
        "Access-Control-Allow-Headers": allowHeaders,
        "Access-Control-Max-Age": "86400",
        Allow: methods,
      },
    });
    return Promise.resolve(preflight);
  };
}
