import { type Piece, withHeaders } from "./pipeline";

/** Fixed headers on every answer that passes through (e.g. `X-Content-Type-Options`, `Cache-Control: no-store`). */
export function responseHeaders(headers: Readonly<Record<string, string>>): Piece {
  return async (_context, next) => withHeaders(await next(), headers);
}
