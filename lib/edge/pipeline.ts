import type { RateLimitResult } from "@/lib/ratelimit/types";

/** What the pieces know about one request; pieces fill in `ip` and `rateLimit` on the way in. */
export interface EdgeContext {
  readonly request: Request;
  /** `X-Request-Id`: the client's when well-formed, else generated (see `request-id.ts`). */
  readonly requestId: string;
  /** The methods the endpoint answers, from its table, with HEAD after GET and without OPTIONS. */
  readonly allow: readonly string[];
  /** Whether the request's method is one of `allow`. */
  readonly methodAllowed: boolean;
  /** Next.js's second handler argument (the dynamic segments). */
  readonly route: unknown;
  /** The client's address, once `clientAddress` has run ("" before). */
  ip: string;
  /** A Web Bot Auth signature agent whose signature verified, once `signedAgent` has run (see `signed-agent.ts`). */
  signedAgent?: {
    /** The signature agent's origin, as configured in WEB_BOT_AUTH_TRUSTED_AGENTS. */
    readonly origin: string;
    /** The JWK thumbprint of the key that signed. */
    readonly keyid: string;
  };
  /** The count that decided this request, once `rateLimit` has run. */
  rateLimit?: RateLimitResult;
  /**
   * Headers the edge owes every answer to this request, whoever produced it (the handler, a
   * surface's error, a preflight): pieces add them, and `compose` sets them once, last, over
   * the answer's own. One pass over the answer's headers instead of one per piece.
   */
  readonly headers: Record<string, string>;
}

export type Next = () => Promise<Response>;

/** One concern of the edge: work before `next()`, after it, or instead of calling it. */
export type Piece<C extends EdgeContext = EdgeContext> = (context: C, next: Next) => Promise<Response>;

/** A surface's rendering of anything thrown: its own errors, the edge's and storage's. It must not throw. */
export type RenderError<C extends EdgeContext = EdgeContext> = (error: unknown, context: C) => Response;

export type Handle<C extends EdgeContext = EdgeContext> = (context: C) => Promise<Response> | Response;

/**
 * Runs the pieces in order around `handle`, then sets `context.headers` on
 * the answer. Whatever a piece or the handler throws is rendered by the
 * surface right where it was thrown, so every piece outside it still sees a
 * response, and the error carries the edge's headers too.
 */
export function compose<C extends EdgeContext>(
  pieces: readonly Piece<C>[],
  handle: Handle<C>,
  renderError: RenderError<C>,
): (context: C) => Promise<Response> {
  return async (context) => {
    const dispatch = async (index: number): Promise<Response> => {
      try {
        const piece = pieces[index];
        return piece ? await piece(context, () => dispatch(index + 1)) : await handle(context);
      } catch (error) {
        return renderError(error, context);
      }
    };
    return withHeaders(await dispatch(0), context.headers);
  };
}

/** Sets headers on a response, copying it first if its headers are immutable (as `Response.redirect`'s are). */
export function withHeaders(response: Response, headers: Readonly<Record<string, string>>): Response {
  try {
    for (const name in headers) response.headers.set(name, headers[name] as string);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const name in headers) copy.headers.set(name, headers[name] as string);
    return copy;
  }
}
