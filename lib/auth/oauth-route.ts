import { StoreError } from "@/lib/db/store-error";
import {
  clientAddress,
  cors,
  EXPOSED_HEADERS,
  edgeRoute,
  environment,
  head,
  MethodNotAllowedError,
  methodCheck,
  RateLimitedError,
  rateLimit,
  redirectToHttps,
  responseHeaders,
} from "@/lib/edge";
import { endpoint, type EndpointId } from "@/lib/endpoints/endpoint-table";
import { errorKind, log } from "@/lib/log/logger";
import { RATE_LIMIT_POLICIES } from "@/lib/ratelimit/policies";
import { OAuthError } from "./oauth-error";

export interface OAuthContext {
  request: Request;
  ip: string;
}

export type OAuthHandler = (context: OAuthContext) => Promise<Response>;

/**
 * RFC 6749 §5.1 / RFC 7009: anything carrying an assertion or token (and the
 * errors of the same endpoints, which may echo request details) is never stored by caches.
 */
const NO_STORE = { "Cache-Control": "no-store", Pragma: "no-cache" } as const;

const ALLOWED_REQUEST_HEADERS = ["Content-Type", "Accept", "Authorization", "User-Agent"] as const;

export function oauthJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json", ...headers } });
}

/** Maps anything thrown to the RFC 6749 §5.2 error shape, with no internal detail. */
function toOAuthError(error: unknown): OAuthError {
  if (error instanceof OAuthError) return error;
  if (error instanceof RateLimitedError) {
    // Fair use is not a contractual number (SPEC "Limits"): no counter headers that would make it one, only Retry-After.
    const seconds = error.result.resetSeconds;
    return new OAuthError("rate_limited", `Too many requests to this endpoint from your address. Retry after ${seconds} seconds.`, {
      headers: { "Retry-After": String(seconds) },
    });
  }
  if (error instanceof MethodNotAllowedError) {
    return new OAuthError("invalid_request", `${error.method} is not supported here; send a POST.`, {
      status: 405,
      headers: { Allow: error.allow },
    });
  }
  if (error instanceof StoreError && error.kind === "unavailable") {
    log.warn("credential storage unreachable", { cause: errorKind(error.cause) });
    return new OAuthError(
      "temporarily_unavailable",
      "Credential storage is briefly unreachable; nothing was stored. Retry after Retry-After seconds.",
      { headers: { "Retry-After": String(error.retryAfterSeconds) } },
    );
  }
  // Storage not configured or not initialised, and anything unexpected: a server fault, logged by kind only.
  log.error("oauth endpoint error", { error: errorKind(error), code: error instanceof StoreError ? error.kind : undefined });
  return new OAuthError("server_error", "Unexpected server fault. Retry with exponential backoff.");
}

function oauthErrorResponse(error: unknown): Response {
  const oauthError = toOAuthError(error);
  return oauthJson({ error: oauthError.code, error_description: oauthError.description }, oauthError.status, oauthError.headers);
}

/**
 * The route module of an identity or token endpoint (`lib/endpoints`): request
 * id, HEAD, HTTPS redirect, the environment's headers, CORS and preflight,
 * no-store, the method check (405 `invalid_request` with `Allow`), the
 * endpoint's per-IP fair-use limit, then the handler. Anything thrown becomes
 * the RFC 6749 §5.2 error.
 */
export function oauthRoute(id: EndpointId, handle: OAuthHandler) {
  const { methods, limit } = endpoint(id);
  return edgeRoute({
    methods,
    pieces: [
      head,
      redirectToHttps,
      environment,
      cors({ allowHeaders: ALLOWED_REQUEST_HEADERS, exposeHeaders: EXPOSED_HEADERS }),
      responseHeaders(NO_STORE),
      methodCheck,
      clientAddress,
      rateLimit({ policies: () => (limit ? [RATE_LIMIT_POLICIES[limit]] : []) }),
    ],
    handle: ({ request, ip }) => handle({ request, ip }),
    renderError: oauthErrorResponse,
  });
}
