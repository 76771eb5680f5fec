import { getConfig } from "@/lib/config/env";
import { markDatabaseHealthy, markDatabaseUnavailable } from "./health-state";
import { StoreError } from "./store-error";

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
]);

// "Query read timeout": node-postgres's `query_timeout` firing because the server stopped answering (a partition).
const CONNECTION_MESSAGE =
  /connection terminated|connection timeout|timeout exceeded when trying to connect|terminating connection|fetch failed|socket hang up|client has encountered a connection error|Connection ended|not queryable|query read timeout/i;

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 8) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

export type StoreFailure = "unavailable" | "not_initialized" | "other";

/** What kind of storage failure a driver error is, looking through drizzle's wrappers. */
export function classifyStoreError(error: unknown): StoreFailure {
  for (const item of causes(error)) {
    const code = (item as { code?: unknown }).code;
    if (typeof code === "string") {
      if (CONNECTION_CODES.has(code) || code.startsWith("08")) return "unavailable";
      if (code === "42P01") return "not_initialized";
    }
    const message = (item as { message?: unknown }).message;
    if (typeof message === "string" && CONNECTION_MESSAGE.test(message)) return "unavailable";
  }
  return "other";
}

/**
 * Runs a storage operation and turns driver failures into a `StoreError`,
 * keeping the in-process health flag current on the way. Any other error
 * (including the domain's own, thrown inside `operation`) passes through.
 */
export async function withStore<T>(operation: () => Promise<T>): Promise<T> {
  if (getConfig().onVercel && !getConfig().databaseUrl) throw new StoreError("not_configured");
  try {
    const result = await operation();
    markDatabaseHealthy();
    return result;
  } catch (error) {
    if (error instanceof StoreError) throw error;
    const failure = classifyStoreError(error);
    if (failure === "unavailable") {
      markDatabaseUnavailable();
      throw new StoreError("unavailable", { cause: error });
    }
    if (failure === "not_initialized") throw new StoreError("not_initialized", { cause: error });
    throw error;
  }
}
