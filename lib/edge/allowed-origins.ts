import type { AppConfig } from "@/lib/config/env";
import { isLoopbackHostname, isLoopbackUrl } from "@/lib/config/loopback";
import { OriginNotAllowedError, type OriginRefusal } from "./edge-errors";
import type { Piece } from "./pipeline";

/** Which browser origins may call an endpoint, and under which host names it answers. */
export interface OriginPolicy {
  /** An allow-list of origins (MCP_ALLOWED_ORIGINS). Unset, empty or holding `*`: no list. */
  allowList?: readonly string[];
  /** The deployment's own addresses, from configuration; never taken from the request's `Host`. */
  ownOrigins?: readonly string[];
  /**
   * The configured address is a loopback one (a developer's machine): a request whose `Host` or
   * `Origin` names any other site is refused, which is what a DNS-rebinding page sends.
   */
  loopbackOnly?: boolean;
}

export type OriginPolicySource = OriginPolicy | (() => OriginPolicy);

/**
 * The tool servers' policy for a configuration: `MCP_ALLOWED_ORIGINS`, the site's own configured
 * addresses (site, production, staging), and loopback-only when the site's address is loopback.
 */
export function originPolicyOf(config: Pick<AppConfig, "siteUrl" | "productionUrl" | "stagingUrl" | "mcpAllowedOrigins">): OriginPolicy {
  return {
    allowList: config.mcpAllowedOrigins,
    ownOrigins: [config.siteUrl, config.productionUrl, config.stagingUrl],
    loopbackOnly: isLoopbackUrl(config.siteUrl),
  };
}

function normalizeOrigin(origin: string): string {
  return origin.trim().toLowerCase().replace(/\/+$/, "");
}

/** The host name the client addressed (`Host`; a request built without one, by its URL), or undefined when malformed. */
function addressedHostname(request: Request): string | undefined {
  const host = request.headers.get("host") ?? new URL(request.url).host;
  return URL.canParse(`http://${host}`) ? new URL(`http://${host}`).hostname : undefined;
}

/**
 * Builds the check; it returns what is wrong with a request, or undefined.
 * - Loopback-only: `Host` must name this machine (localhost, 127.0.0.0/8, [::1]), else "host".
 * - A browser `Origin` is then accepted when it is listed or one of the own origins; without a
 *   list, a loopback-only server also accepts any loopback origin (any port), and any other
 *   server accepts every origin. Otherwise "origin". Requests without `Origin` (non-browser
 *   clients) are not checked for it.
 */
export function createOriginCheck(policy: OriginPolicy): (request: Request) => OriginRefusal | undefined {
  const { allowList, ownOrigins = [], loopbackOnly = false } = policy;
  const listed = allowList && allowList.length > 0 && !allowList.includes("*") ? new Set(allowList.map(normalizeOrigin)) : undefined;
  const own = new Set(ownOrigins.filter((url) => URL.canParse(url)).map((url) => new URL(url).origin));
  const acceptsOrigin = (origin: string): boolean => {
    if (listed) return listed.has(origin) || own.has(origin);
    if (loopbackOnly) return own.has(origin) || isLoopbackUrl(origin);
    return true;
  };
  return (request) => {
    if (loopbackOnly) {
      const hostname = addressedHostname(request);
      if (!hostname || !isLoopbackHostname(hostname)) return "host";
    }
    const origin = request.headers.get("origin");
    if (origin === null || acceptsOrigin(normalizeOrigin(origin))) return undefined;
    return "origin";
  };
}

/**
 * The policy as a piece: a refused request throws `OriginNotAllowedError`, before anything
 * else, preflights included. A function is read once, on the first request, so a route can
 * pass `() => originPolicyOf(getConfig())` without reading the environment at import.
 */
export function allowedOrigins(source: OriginPolicySource = {}): Piece {
  let check: ((request: Request) => OriginRefusal | undefined) | undefined;
  return (context, next) => {
    check ??= createOriginCheck(typeof source === "function" ? source() : source);
    const refusal = check(context.request);
    if (refusal) throw new OriginNotAllowedError(refusal);
    return next();
  };
}
