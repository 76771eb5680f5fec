import type { Piece } from "./pipeline";

/** Fixed headers on every answer that passes through (e.g. `X-Content-Type-Options`, `Cache-Control: no-store`). */
export function responseHeaders(headers: Readonly<Record<string, string>>): Piece {
  return (context, next) => {
    Object.assign(context.headers, headers);
    return next();
  };
}
