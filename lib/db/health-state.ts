/**
 * The database's health as the last storage operations saw it. Health checks
 * read this instead of querying, so they stay cheap and never wait for the
 * store; a failure marks the store unavailable until an operation succeeds
 * again or the mark is older than STALE_AFTER_MS.
 */
const STALE_AFTER_MS = 30_000;

let lastFailureAt: number | undefined;

export function markDatabaseUnavailable(now = Date.now()): void {
  lastFailureAt = now;
}

export function markDatabaseHealthy(): void {
  lastFailureAt = undefined;
}

export function databaseStatus(now = Date.now()): "ok" | "unavailable" {
  if (lastFailureAt !== undefined && now - lastFailureAt < STALE_AFTER_MS) return "unavailable";
  return "ok";
}
