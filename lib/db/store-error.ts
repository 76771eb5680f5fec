/** Seconds a client should wait before retrying when the store is away. */
export const STORE_RETRY_AFTER_SECONDS = 2;

/**
 * - `unavailable`: the store did not answer (connection refused, reset, timed out); worth a retry.
 * - `not_configured`: a deployment without a database URL.
 * - `not_initialized`: the tables are missing (migrations not run).
 */
export type StoreErrorKind = "unavailable" | "not_configured" | "not_initialized";

/**
 * What storage throws when it cannot do its work. It knows nothing of HTTP:
 * each surface renders it (the API as 503 `DB_UNAVAILABLE` with `Retry-After`,
 * the token endpoints as `temporarily_unavailable`, a tool server as a
 * JSON-RPC error). The driver's error is kept as `cause`, logged by kind only.
 */
export class StoreError extends Error {
  override name = "StoreError";
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: StoreErrorKind,
    options: { cause?: unknown } = {},
  ) {
    super(`storage ${kind.replace("_", " ")}`, { cause: options.cause });
    this.retryAfterSeconds = kind === "unavailable" ? STORE_RETRY_AFTER_SECONDS : undefined;
  }
}
