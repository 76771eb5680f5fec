/**
 * The one table of API error codes. Responses, `/api/docs` and the OpenAPI
 * document are all generated from it; add a row here and every surface learns it.
 * Codes are stable: within v1 rows are only ever added.
 */
export const API_ERRORS = {
  INVALID_PAYLOAD: {
    status: 400,
    title: "Body is not valid JSON",
    description: "The request body could not be parsed as a JSON object.",
    action: "Send a JSON object with `Content-Type: application/json`. Do not resend unchanged.",
  },
  MISSING_FIELDS: {
    status: 400,
    title: "A required field is empty",
    description: "One or more required fields are absent or empty after trimming. `hint` names them.",
    action: "Fill in the named fields and send again.",
  },
  INVALID_FIELDS: {
    status: 400,
    title: "A field is too long or wrongly formatted",
    description: "A field is present but breaks a rule (maximum length, allowed characters, type). `hint` names the field and the rule.",
    action: "Correct the named field and send again.",
  },
  INVALID_EMAIL: {
    status: 400,
    title: "Email fails format validation",
    description: "The `email` field is not a valid email address.",
    action: "Correct the email address.",
  },
  DISPOSABLE_EMAIL: {
    status: 400,
    title: "Email belongs to a disposable-mail provider",
    description: "The email's domain, or a parent domain of it, is on the maintained list of disposable-mail providers.",
    action: "Use a permanent work or personal address.",
  },
  HONEYPOT_TRIGGERED: {
    status: 400,
    title: "Honeypot field is non-empty",
    description: "The `website` field must be empty or absent. Nothing was stored.",
    action: "Leave `website` empty; it exists to catch automated form fillers.",
  },
  INVALID_IDEMPOTENCY_KEY: {
    status: 400,
    title: "Idempotency-Key header is malformed",
    description: "The `Idempotency-Key` header must be 1 to 255 printable ASCII characters (a UUID is recommended).",
    action: "Send a fresh UUID as the key, or omit the header.",
  },
  INVALID_TOKEN: {
    status: 401,
    title: "Bearer token invalid, expired or revoked",
    description:
      "An `Authorization` header was sent but its bearer token is unknown, expired, revoked or malformed. Requests without the header are answered normally.",
    action: "Drop the header, or get a new token (see /auth.md).",
  },
  CRON_SECRET_REQUIRED: {
    status: 401,
    title: "Only the scheduler may call this endpoint",
    description:
      "The lead-delivery sweep runs only for a caller presenting `Authorization: Bearer <CRON_SECRET>`, as Vercel Cron Jobs send it. When CRON_SECRET is unset, every call is refused.",
    action: "Nothing to do for API clients: this endpoint is for the deployment's own scheduler.",
  },
  NOT_FOUND: {
    status: 404,
    title: "No API endpoint matches the path",
    description: "The path does not name an API endpoint.",
    action: "Check the path against /api/docs.",
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    title: "Endpoint exists but not for this method",
    description: "The path exists but does not accept this HTTP method. The `Allow` header lists the methods it does.",
    action: "Use one of the methods in the `Allow` header.",
  },
  DUPLICATE_REQUEST: {
    status: 409,
    title: "The (email, tool) pair was already submitted",
    description:
      "A demo request for this email address and tool already exists. Also returned for a retry of an already-successful submission sent without an idempotency key.",
    action: "Nothing to do: the earlier request stands. Send an `Idempotency-Key` to make retries safe.",
  },
  IDEMPOTENCY_KEY_IN_USE: {
    status: 409,
    title: "A request with this Idempotency-Key is still in progress",
    description: "Another request with the same key and body is being processed. Once it finishes, the same request replays its result.",
    action: "Retry after the `Retry-After` seconds with the same key and body.",
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    title: "Request body too large",
    description: "The body exceeds the endpoint's maximum size (16 KiB for the demo request).",
    action: "Send a smaller body.",
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    title: "Content-Type is not application/json",
    description: "The endpoint accepts only `application/json` bodies.",
    action: "Send `Content-Type: application/json`.",
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    title: "Idempotency-Key reused with a different body",
    description: "The key was already used for this operation with a different request body within 24 hours.",
    action: "Use a new key for a new request.",
  },
  RATE_LIMITED: {
    status: 429,
    title: "Per-IP rate limit exceeded",
    description: "Too many requests from this IP address in the current window. `Retry-After` says when to try again.",
    action: "Wait `Retry-After` seconds, then retry.",
  },
  DB_NOT_CONFIGURED: {
    status: 500,
    title: "Storage is not configured",
    description: "The deployment has no database configured for writes.",
    action: "Retry later with exponential backoff; the operator has been alerted.",
  },
  DB_NOT_INITIALIZED: {
    status: 500,
    title: "Storage is not initialised",
    description: "The database is reachable but its schema has not been migrated.",
    action: "Retry later with exponential backoff; the operator has been alerted.",
  },
  INTERNAL_ERROR: {
    status: 500,
    title: "Unexpected server fault",
    description: "Something failed on the server. No internal detail is exposed.",
    action: "Retry with exponential backoff and the same Idempotency-Key.",
  },
  DB_UNAVAILABLE: {
    status: 503,
    title: "Storage briefly unreachable",
    description: "The database could not be reached. Nothing was stored. `Retry-After` says when to retry.",
    action: "Retry after `Retry-After` seconds with the same Idempotency-Key.",
  },
} as const satisfies Record<string, { status: number; title: string; description: string; action: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

export const API_ERROR_CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

/** The anchor of a code's section in /api/docs, e.g. `#error-rate_limited`. */
export function errorAnchor(code: ApiErrorCode): string {
  return `error-${code.toLowerCase().replace(/_/g, "-")}`;
}
