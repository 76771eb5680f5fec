import { getConfig } from "@/lib/config/env";
import { errorKind, log } from "@/lib/log/logger";
import { ApiError } from "./api-error";
import { API_ERRORS, errorAnchor, type ApiErrorCode } from "./error-codes";

export interface ErrorEnvelope {
  error: { code: ApiErrorCode; message: string; hint?: string; docs: string };
}

export function errorDocsUrl(code: ApiErrorCode): string {
  return `${getConfig().siteUrl}/api/docs#${errorAnchor(code)}`;
}

export function errorEnvelope(code: ApiErrorCode, message?: string, hint?: string): ErrorEnvelope {
  return {
    error: {
      code,
      message: message ?? API_ERRORS[code].title,
      ...(hint ? { hint } : {}),
      docs: errorDocsUrl(code),
    },
  };
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/**
 * The single mapping from anything thrown to an API response. Unknown errors
 * become INTERNAL_ERROR with no internal detail; they are logged by kind only.
 */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    if (error.status >= 500) log.error("api error", { code: error.code, cause: errorKind(error.cause) });
    return json(errorEnvelope(error.code, error.message, error.hint), error.status, error.headers);
  }
  log.error("unhandled api error", { error: errorKind(error) });
  return json(errorEnvelope("INTERNAL_ERROR"), 500);
}
