export type JsonObjectResult = { ok: true; value: Record<string, unknown> } | { ok: false; reason: "not-json" | "not-object" };

/** A request body's text as a JSON object; each surface renders a failure in its own error shape. */
export function parseJsonObject(text: string): JsonObjectResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: "not-json" };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return { ok: false, reason: "not-object" };
  return { ok: true, value: value as Record<string, unknown> };
}
