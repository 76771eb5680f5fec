import { getConfig } from "@/lib/config/env";
import type { Piece } from "./pipeline";

/**
 * 308 to HTTPS for a request that reached a deployed environment over plain
 * HTTP. The original scheme is known only from a trusted proxy's
 * `X-Forwarded-Proto`; local development over http://localhost is untouched.
 */
export function httpsRedirect(request: Request): Response | undefined {
  const config = getConfig();
  if (!config.enforceHttps || !config.trustProxy) return undefined;
  if (request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() !== "http") return undefined;
  const url = new URL(request.url);
  const target = new URL(url.pathname + url.search, config.siteUrl.replace(/^http:/, "https:"));
  return new Response(null, { status: 308, headers: { Location: target.toString(), "Access-Control-Allow-Origin": "*" } });
}

export const HSTS_HEADER_VALUE = "max-age=63072000; includeSubDomains";

/** The redirect as a piece. A CORS preflight is never redirected: browsers do not follow redirects of preflights. */
export const redirectToHttps: Piece = async (context, next) =>
  (context.request.method !== "OPTIONS" && httpsRedirect(context.request)) || next();
