import { compose, type EdgeContext, type Piece } from "@/lib/edge";

/** A pipeline context for one request, as `edgeRoute` builds it, for testing pieces on their own. */
export function edgeContext(request: Request, overrides: Partial<EdgeContext> = {}): EdgeContext {
  const allow = overrides.allow ?? ["GET", "HEAD"];
  return {
    request,
    requestId: "test-request-1",
    allow,
    methodAllowed: allow.includes(request.method),
    route: undefined,
    ip: "",
    headers: {},
    ...overrides,
  };
}

export const ok = () => Promise.resolve(new Response("ok", { status: 200 }));

/** Runs one piece as `edgeRoute` does, inside `compose`, so the headers it adds to the context reach the answer. */
export function runPiece(piece: Piece, context: EdgeContext, next: () => Promise<Response> = ok): Promise<Response> {
  return compose(
    [piece],
    () => next(),
    (error) => {
      throw error;
    },
  )(context);
}
