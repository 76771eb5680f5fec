import { MethodNotAllowedError } from "./edge-errors";
import type { Piece } from "./pipeline";

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
/** The methods an endpoint declares; HEAD follows GET and OPTIONS is the preflight. */
export type DeclaredMethod = Exclude<HttpMethod, "HEAD" | "OPTIONS">;

/** The methods an endpoint answers, in `Allow` order: HEAD right after GET, OPTIONS left to the caller. */
export function allowedMethods(declared: readonly DeclaredMethod[]): string[] {
  return declared.flatMap((method) => (method === "GET" ? ["GET", "HEAD"] : [method]));
}

/** `Allow` with OPTIONS, e.g. `GET, HEAD, OPTIONS`. */
export function allowHeader(allow: readonly string[]): string {
  return [...allow, "OPTIONS"].join(", ");
}

/** A method the endpoint does not declare throws `MethodNotAllowedError`, which the surface renders as its 405. */
export const methodCheck: Piece = (context, next) => {
  if (context.methodAllowed) return next();
  throw new MethodNotAllowedError(context.request.method, allowHeader(context.allow));
};

/** HEAD is answered as GET is, with the same status and headers and no body. */
export const head: Piece = async (context, next) => {
  const response = await next();
  return context.request.method === "HEAD" && response.body !== null ? new Response(null, response) : response;
};
