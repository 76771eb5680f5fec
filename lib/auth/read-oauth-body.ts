import { isJsonMediaType, mediaTypeOf } from "@/lib/http/media-type";
import { parseJsonObject } from "@/lib/http/parse-json-object";
import { readBody } from "@/lib/http/read-body";
import { OAUTH_MAX_BODY_BYTES } from "./constants";
import { OAuthError } from "./oauth-error";

type BodyKind = "json" | "form";

/** Reads at most OAUTH_MAX_BODY_BYTES, refusing early on a declared or actual larger size. */
async function readLimited(request: Request): Promise<string> {
  const body = await readBody(request, OAUTH_MAX_BODY_BYTES);
  if (body.ok) return body.text;
  throw body.reason === "too-large"
    ? new OAuthError("invalid_request", `The body may be at most ${OAUTH_MAX_BODY_BYTES} bytes.`, { status: 413 })
    : new OAuthError("invalid_request", "The body is not valid UTF-8.");
}

function jsonParams(text: string): Record<string, unknown> {
  const parsed = parseJsonObject(text);
  if (parsed.ok) return parsed.value;
  throw new OAuthError("invalid_request", parsed.reason === "not-json" ? "The body is not valid JSON." : "The body must be a JSON object.");
}

/**
 * RFC 6749 §3.2: parameters must not be repeated. `resource` is the exception
 * RFC 8707 allows; its values arrive as an array.
 */
function parseForm(text: string): Record<string, unknown> {
  const params = new URLSearchParams(text);
  const result: Record<string, unknown> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    if (name === "resource") result[name] = values;
    else if (values.length > 1) throw new OAuthError("invalid_request", `Parameter \`${name}\` was sent more than once.`);
    else result[name] = values[0];
  }
  return result;
}

/**
 * The request's parameters: a JSON object (`accept: ["json"]`), or form
 * fields with JSON as an alternative (`["form", "json"]`; a missing
 * Content-Type is read as a form, which is what RFC 6749 clients send).
 * Another media type is 415, an oversized body 413, both `invalid_request`.
 */
export async function readOAuthBody(request: Request, accept: readonly BodyKind[]): Promise<Record<string, unknown>> {
  const type = mediaTypeOf(request.headers.get("content-type"));
  const kind: BodyKind | undefined = isJsonMediaType(type)
    ? "json"
    : type === "application/x-www-form-urlencoded" || (type === "" && accept.includes("form"))
      ? "form"
      : type === "" && accept.includes("json")
        ? "json"
        : undefined;
  if (!kind || !accept.includes(kind)) {
    const wanted = accept.map((item) => (item === "json" ? "application/json" : "application/x-www-form-urlencoded")).join(" or ");
    throw new OAuthError("invalid_request", `Send the body as ${wanted}.`, { status: 415 });
  }
  const text = await readLimited(request);
  return kind === "json" ? jsonParams(text) : parseForm(text);
}

/** A single string parameter, or undefined when absent or empty; any other JSON type is invalid_request. */
export function stringParam(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value !== "string") throw new OAuthError("invalid_request", `Parameter \`${name}\` must be a string.`);
  return value;
}
