import { API_ERRORS, type ApiErrorCode, errorAnchor } from "./error-codes";

/** The API's error body: the code, a stable message, an optional hint, and the code's anchor in `/api/docs`. */
export interface ErrorEnvelope {
  error: { code: ApiErrorCode; message: string; hint?: string; docs: string };
}

export function errorDocsUrl(siteUrl: string, code: ApiErrorCode): string {
  return `${siteUrl}/api/docs#${errorAnchor(code)}`;
}

/** `siteUrl` is passed in so this module stays a leaf that reads no configuration. */
export function errorEnvelope(siteUrl: string, code: ApiErrorCode, message?: string, hint?: string): ErrorEnvelope {
  return {
    error: {
      code,
      message: message ?? API_ERRORS[code].title,
      ...(hint ? { hint } : {}),
      docs: errorDocsUrl(siteUrl, code),
    },
  };
}
