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
 * `application/json` or a `+json` type, any parameters. An absent header and
 * `application/x-www-form-urlencoded` are tolerated because that is what a
 * plain `curl -d '{"jsonrpc":…}'` sends; the body must still parse as JSON.
 */
export function isJsonContentType(contentType: string | null): boolean {
  if (contentType === null) return true;
  const type = mediaTypeOf(contentType);
  return type === "application/x-www-form-urlencoded" || isJsonMediaType(type);
}

function normalizeOrigin(origin: string): string {
  return origin.trim().toLowerCase().replace(/\/+$/, "");
}

/**
 * Builds the Origin check. With no list (or an empty one) every origin is
 * accepted; see the handler module for why that is safe here. With a list, a
 * request that carries `Origin` must name a listed origin or the server's own;
 * requests without `Origin` (non-browser clients) always pass.
 */
export function createOriginCheck(allowedOrigins: readonly string[] | undefined): (request: Request) => boolean {
  if (!allowedOrigins || allowedOrigins.length === 0 || allowedOrigins.includes("*")) return () => true;
  const allowed = new Set(allowedOrigins.map(normalizeOrigin));
  return (request) => {
    const origin = request.headers.get("origin");
    if (origin === null) return true;
    const normalized = normalizeOrigin(origin);
    if (allowed.has(normalized)) return true;
    try {
      return normalized === new URL(request.url).origin;
    } catch {
      return false;
    }
  };
}

/** Visible ASCII, as MCP requires of session ids; anything else is replaced by a fresh id. */
const SESSION_ID = /^[\x21-\x7e]{1,256}$/;

export function sessionIdFor(request: Request): string {
  const sent = request.headers.get("mcp-session-id");
  return sent !== null && SESSION_ID.test(sent) ? sent : crypto.randomUUID();
}
