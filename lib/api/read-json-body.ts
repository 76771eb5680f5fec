import { isJsonMediaType, mediaTypeOf } from "@/lib/http/media-type";
import { parseJsonObject } from "@/lib/http/parse-json-object";
import { readBody } from "@/lib/http/read-body";
import { ApiError } from "@/lib/errors/api-error";

/** A JSON object body, or a typed error: 415 for another media type, 413 when too large, 400 when not a JSON object. */
export async function readJsonObject(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  if (!isJsonMediaType(mediaTypeOf(request.headers.get("content-type")))) {
    throw new ApiError("UNSUPPORTED_MEDIA_TYPE", undefined, { hint: "Send the body with `Content-Type: application/json`." });
  }
  const body = await readBody(request, maxBytes);
  if (!body.ok) {
    throw body.reason === "too-large"
      ? new ApiError("PAYLOAD_TOO_LARGE", undefined, { hint: `The body may be at most ${maxBytes} bytes.` })
      : new ApiError("INVALID_PAYLOAD", undefined, { hint: "The body is not valid UTF-8." });
  }
  const parsed = parseJsonObject(body.text);
  if (!parsed.ok) {
    const hint = parsed.reason === "not-json" ? "The body is not valid JSON." : "The body must be a JSON object.";
    throw new ApiError("INVALID_PAYLOAD", undefined, { hint });
  }
  return parsed.value;
}
