import { createHash } from "node:crypto";
import { ApiError } from "@/lib/errors/api-error";

const KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

/** The request's `Idempotency-Key`, if any; malformed keys are a 400, not silently ignored. */
export function idempotencyKeyOf(request: Request): string | undefined {
  const key = request.headers.get("idempotency-key");
  if (key === null) return undefined;
  const trimmed = key.trim();
  if (!KEY_PATTERN.test(trimmed)) throw new ApiError("INVALID_IDEMPOTENCY_KEY");
  return trimmed;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** SHA-256 of the body with keys sorted: key order and whitespace do not make a different request. */
export function fingerprintOf(body: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(canonical(body)))
    .digest("hex");
}
