import { isJsonMediaType, mediaTypeOf } from "@/lib/http/media-type";

/** How a POST is answered: one JSON document, or an SSE stream of `message` events. */
export type ResponseMode = "json" | "sse";

/**
 * `text/event-stream` (or `text/*`) with q > 0 selects SSE; else JSON for no header (plain `curl`),
 * `application/json`, `application/*` or `*\/*`; else `undefined` (406). Unlike the SDK's transport,
 * which wants both types listed, a client that only takes JSON is served.
 */
export function responseModeFor(accept: string | null): ResponseMode | undefined {
  if (accept === null || accept.trim() === "") return "json";
  let json = false;
  for (const range of accept.split(",")) {
    const [typePart = "", ...parameters] = range.split(";");
    const type = typePart.trim().toLowerCase();
    if (parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(parameter))) continue;
    if (type === "text/event-stream" || type === "text/*") return "sse";
    if (type === "application/json" || type === "application/*" || type === "*/*") json = true;
  }
  return json ? "json" : undefined;
}

/**
 * Whether the client also takes one JSON document (`application/json`, `application/*` or `*\/*`, q > 0),
 * so a large single answer can go as JSON, which HTTP compression applies to, where SSE is never compressed.
 */
export function acceptsJson(accept: string | null): boolean {
  return responseModeFor(accept?.replace(/text\/(event-stream|\*)/gi, "text/x-none") ?? null) === "json";
}

/**
 * `application/json` or a `+json` type, any parameters. An absent header and
 * `application/x-www-form-urlencoded` are tolerated because that is what a
 * plain `curl -d '{"jsonrpc":…}'` sends; the body must still parse as JSON.
 */
export function isJsonContentType(contentType: string | null): boolean {
  if (contentType === null) return true;
  const type = mediaTypeOf(contentType);
  return type === "application/x-www-form-urlencoded" || isJsonMediaType(type);
}

/** Visible ASCII, as MCP requires of session ids; anything else is replaced by a fresh id. */
const SESSION_ID = /^[\x21-\x7e]{1,256}$/;

export function sessionIdFor(request: Request): string {
  const sent = request.headers.get("mcp-session-id");
  return sent !== null && SESSION_ID.test(sent) ? sent : crypto.randomUUID();
}
