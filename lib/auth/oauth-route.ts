import { ApiError } from "@/lib/api/api-error";
import { clientIp } from "@/lib/http/client-ip";
import { CORS_HEADERS, preflightHeaders } from "@/lib/http/cors";
import { environmentHeaders } from "@/lib/http/environment-headers";
import { httpsRedirect } from "@/lib/http/https-redirect";
import { STORE_RETRY_AFTER_SECONDS } from "@/lib/db/errors";
import { errorKind, log } from "@/lib/log/logger";
import { getRateLimiter, limitSubjectFor, type RateLimitPolicy } from "@/lib/ratelimit";
import { OAuthError } from "./oauth-error";

export interface OAuthContext {
  request: Request;
  ip: string;
}

export interface OAuthPost {
  /** The endpoint's fair-use policy, counted per IP. */
  limit: RateLimitPolicy;
  handle(context: OAuthContext): Promise<Response>;
}

/**
 * RFC 6749 §5.1 / RFC 7009: anything carrying an assertion or token (and the
 * errors of the same endpoints, which may echo request details) is never stored by caches.
 */
const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" } as const;

const ALLOW = "POST, OPTIONS";

export function oauthJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

/** Maps anything thrown to the RFC 6749 §5.2 error shape, with no internal detail. */
function toOAuthError(error: unknown): OAuthError {
  if (error instanceof OAuthError) return error;
  if (error instanceof ApiError && error.code === "DB_UNAVAILABLE") {
    log.warn("credential storage unreachable", { cause: errorKind(error.cause) });
    return new OAuthError(
      "temporarily_unavailable",
      "Credential storage is briefly unreachable; nothing was stored. Retry after Retry-After seconds.",
      { headers: { "Retry-After": error.headers["Retry-After"] ?? String(STORE_RETRY_AFTER_SECONDS) } },
    );
  }
  // DB_NOT_CONFIGURED / DB_NOT_INITIALIZED and anything unexpected: a server fault, logged by kind only.
  log.error("oauth endpoint error", { error: errorKind(error), code: error instanceof ApiError ? error.code : undefined });
  return new OAuthError("server_error", "Unexpected server fault. Retry with exponential backoff.");
}

function oauthErrorResponse(error: unknown): Response {
  const oauthError = toOAuthError(error);
  return oauthJson({ error: oauthError.code, error_description: oauthError.description }, oauthError.status, oauthError.headers);
}

function finish(response: Response): Response {
  for (const [name, value] of Object.entries({ ...CORS_HEADERS, ...NO_STORE, ...environmentHeaders() })) {
    response.headers.set(name, value);
  }
  return response;
}

async function run(request: Request, endpoint: OAuthPost): Promise<Response> {
  const redirect = httpsRedirect(request);
  if (redirect) return redirect;
  const ip = clientIp(request.headers);
  try {
    const limit = await getRateLimiter().hit(endpoint.limit, limitSubjectFor(ip));
    if (!limit.allowed) {
      // Fair use is not a contractual number (SPEC "Limits"): no counter headers that would make it one, only Retry-After.
      throw new OAuthError(
        "rate_limited",
        `Too many requests to this endpoint from your address. Retry after ${limit.resetSeconds} seconds.`,
        {
          headers: { "Retry-After": String(limit.resetSeconds) },
        },
      );
    }
    return finish(await endpoint.handle({ request, ip }));
  } catch (error) {
    return finish(oauthErrorResponse(error));
  }
}

/**
 * Route handlers for an OAuth-style POST endpoint: HTTPS redirect, per-IP
 * fair-use limit, OAuth error mapping, no-store and CORS on every answer;
 * other methods are 405 `invalid_request`; OPTIONS answers the preflight.
 * The OAuth counterpart of `apiRoute`, kept apart because the body shape of
 * errors differs (RFC 6749 §5.2 instead of the API envelope).
 */
export function oauthRoute(endpoint: OAuthPost) {
  const notAllowed = (request: Request) =>
    Promise.resolve(
      finish(
        oauthErrorResponse(
          new OAuthError("invalid_request", `${request.method} is not supported here; send a POST.`, {
            status: 405,
            headers: { Allow: ALLOW },
          }),
        ),
      ),
    );
  const options = () =>
    new Response(null, {
      status: 204,
      headers: {
        ...preflightHeaders(["POST"], ["Content-Type", "Accept", "Authorization", "User-Agent"]),
        Allow: ALLOW,
        ...environmentHeaders(),
      },
    });
  return {
    POST: (request: Request) => run(request, endpoint),
    GET: notAllowed,
    HEAD: (request: Request) => notAllowed(request).then((response) => new Response(null, response)),
    PUT: notAllowed,
    PATCH: notAllowed,
    DELETE: notAllowed,
    OPTIONS: options,
  };
}
