import { getConfig } from "@/lib/config/env";
import { StoreError } from "@/lib/db/store-error";
import { ApiError } from "@/lib/errors/api-error";
import type { ApiErrorCode } from "@/lib/errors/error-codes";
import { type ErrorEnvelope, errorEnvelope } from "@/lib/errors/error-envelope";
import { errorKind, log } from "@/lib/log/logger";

/** The envelope with this deployment's `/api/docs` address. */
export function apiErrorEnvelope(code: ApiErrorCode, message?: string, hint?: string): ErrorEnvelope {
  return errorEnvelope(getConfig().siteUrl, code, message, hint);
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

const STORE_ERROR_CODES = {
  unavailable: "DB_UNAVAILABLE",
  not_configured: "DB_NOT_CONFIGURED",
  not_initialized: "DB_NOT_INITIALIZED",
} as const satisfies Record<StoreError["kind"], ApiErrorCode>;

/** Storage's own error, in the API's terms: `DB_UNAVAILABLE` says when to retry. */
export function apiErrorOfStore(error: StoreError): ApiError {
  const headers: Record<string, string> = error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : {};
  return new ApiError(STORE_ERROR_CODES[error.kind], undefined, { headers, cause: error.cause });
}

/**
 * The single mapping from anything thrown to an API response. Unknown errors
 * become INTERNAL_ERROR with no internal detail; they are logged by kind only.
 */
export function errorResponse(thrown: unknown): Response {
  const error = thrown instanceof StoreError ? apiErrorOfStore(thrown) : thrown;
  if (error instanceof ApiError) {
    if (error.status >= 500) log.error("api error", { code: error.code, cause: errorKind(error.cause) });
    return json(apiErrorEnvelope(error.code, error.message, error.hint), error.status, error.headers);
  }
  log.error("unhandled api error", { error: errorKind(error) });
  return json(apiErrorEnvelope("INTERNAL_ERROR"), 500);
}
