import { OriginNotAllowedError } from "./edge-errors";
import type { Piece } from "./pipeline";

function normalizeOrigin(origin: string): string {
  return origin.trim().toLowerCase().replace(/\/+$/, "");
}

/**
 * Builds the Origin check. With no list (or an empty one, or `*`) every
 * origin is accepted. With a list, a request that carries `Origin` must name a
 * listed origin or the server's own; requests without `Origin` (non-browser
 * clients) always pass.
 */
export function createOriginCheck(allowedOrigins: readonly string[] | undefined): (request: Request) => boolean {
  if (!allowedOrigins || allowedOrigins.length === 0 || allowedOrigins.includes("*")) return () => true;
  const allowed = new Set(allowedOrigins.map(normalizeOrigin));
  return (request) => {
    const origin = request.headers.get("origin");
    if (origin === null) return true;
    const normalized = normalizeOrigin(origin);
    if (allowed.has(normalized)) return true;
    try {
      return normalized === new URL(request.url).origin;
    } catch {
      return false;
    }
  };
}

export type AllowedOrigins = readonly string[] | (() => readonly string[] | undefined) | undefined;

/**
 * The Origin allow-list as a piece: a browser request from another origin
 * throws `OriginNotAllowedError`, before anything else, preflights included.
 * A function is read once, on the first request, so a route can pass
 * `() => getConfig().mcpAllowedOrigins` without reading the environment at import.
 */
export function allowedOrigins(origins: AllowedOrigins): Piece {
  let check: ((request: Request) => boolean) | undefined;
  return (context, next) => {
    check ??= createOriginCheck(typeof origins === "function" ? origins() : origins);
    if (!check(context.request)) throw new OriginNotAllowedError();
    return next();
  };
}
