import type { EdgeContext } from "@/lib/edge";

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
    ...overrides,
  };
}

export const ok = () => Promise.resolve(new Response("ok", { status: 200 }));
