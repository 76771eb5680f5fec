import { getConfig } from "@/lib/config/env";
import { HSTS_HEADER_VALUE } from "./https-redirect";
import type { Piece } from "./pipeline";

let cached: { key: string; headers: Record<string, string> } | undefined;

/**
 * Headers that depend only on the environment: staging is kept out of search
 * indexes on every response, and deployed environments send HSTS.
 */
export function environmentHeaders(): Record<string, string> {
  const config = getConfig();
  const key = `${config.isStaging}:${config.enforceHttps}`;
  if (cached?.key !== key) {
    const headers: Record<string, string> = {};
    if (config.isStaging) headers["X-Robots-Tag"] = "noindex, nofollow";
    if (config.enforceHttps) headers["Strict-Transport-Security"] = HSTS_HEADER_VALUE;
    cached = { key, headers };
  }
  return cached.headers;
}

/** The environment's headers on every answer. */
export const environment: Piece = (context, next) => {
  Object.assign(context.headers, environmentHeaders());
  return next();
};
