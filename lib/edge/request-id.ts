import { withLogContext } from "@/lib/log/request-context";
import type { Piece } from "./pipeline";

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * The accepted form of a client's `X-Request-Id`: 1 to 128 characters of
 * letters, digits, `.`, `_` and `-` (a UUID, a ULID or a trace id all fit).
 * Anything else is replaced, so a log line never carries arbitrary client text.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,128}$/;

/** The client's id when well-formed, else a fresh UUID. */
export function requestIdFor(headers: Headers): string {
  const sent = headers.get(REQUEST_ID_HEADER)?.trim();
  return sent && REQUEST_ID_PATTERN.test(sent) ? sent : crypto.randomUUID();
}

/** Every log line written while the request is handled names its id, and every answer carries it. */
export const requestId: Piece = (context, next) => {
  context.headers[REQUEST_ID_HEADER] = context.requestId;
  return withLogContext({ requestId: context.requestId }, next);
};
