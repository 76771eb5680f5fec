import { ApiError } from "./api-error";

function isJsonMediaType(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/** Reads at most `maxBytes` of the body, refusing early on a declared or actual larger size. */
async function readLimited(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function tooLarge(maxBytes: number): ApiError {
  return new ApiError("PAYLOAD_TOO_LARGE", undefined, { hint: `The body may be at most ${maxBytes} bytes.` });
}

/** A JSON object body, or a typed error: 415 for another media type, 413 when too large, 400 when not a JSON object. */
export async function readJsonObject(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  if (!isJsonMediaType(request.headers.get("content-type"))) {
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", undefined, { hint: "Send the body with `Content-Type: application/json`." });
  }
  const text = await readLimited(request, maxBytes);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError("INVALID_PAYLOAD", undefined, { hint: "The body is not valid JSON." });
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new ApiError("INVALID_PAYLOAD", undefined, { hint: "The body must be a JSON object." });
  }
  return value as Record<string, unknown>;
}
