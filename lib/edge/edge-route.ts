import { serverLoad } from "@/lib/runtime/server-load";
import { allowedMethods, type DeclaredMethod, HTTP_METHODS, type HttpMethod } from "./methods";
import { compose, type EdgeContext, type Handle, type Piece, type RenderError } from "./pipeline";
import { requestId, requestIdFor } from "./request-id";

/** Marks every handler `edgeRoute` makes, so a test can prove each route module goes through the pipeline. */
export const EDGE_ROUTE = Symbol.for("land-acquisition-web.edge-route");

export type RouteHandler = (request: Request, route?: unknown) => Promise<Response>;
export type RouteModule = Record<HttpMethod, RouteHandler>;

export interface EdgeRouteOptions<C extends EdgeContext> {
  /** The methods the endpoint declares in its table (read on the first request, so a table may be set up after import). */
  methods: readonly DeclaredMethod[] | (() => readonly DeclaredMethod[]);
  /** The surface's pieces, outermost first; `requestId` always runs before them. */
  pieces: readonly Piece<C>[];
  /** The endpoint's own work, reached only through every piece. */
  handle: Handle<C>;
  /** How the surface renders anything thrown. */
  renderError: RenderError<C>;
  /** Adds the surface's own fields to the context. */
  extend?: (context: EdgeContext) => C;
}

/**
 * A Next.js route module answering every method through one pipeline:
 * `export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = …`.
 */
export function edgeRoute<C extends EdgeContext = EdgeContext>(options: EdgeRouteOptions<C>): RouteModule {
  let allow: readonly string[] | undefined;
  const run = compose<C>([requestId as Piece<C>, ...options.pieces], options.handle, options.renderError);
  const handler: RouteHandler = (request, route) => {
    // Background work (lead delivery) reads this to give way while requests are arriving.
    serverLoad().noteArrival();
    allow ??= allowedMethods(typeof options.methods === "function" ? options.methods() : options.methods);
    const base: EdgeContext = {
      request,
      requestId: requestIdFor(request.headers),
      allow,
      methodAllowed: allow.includes(request.method),
      route,
      ip: "",
      headers: {},
    };
    return run(options.extend ? options.extend(base) : (base as C));
  };
  Object.defineProperty(handler, EDGE_ROUTE, { value: true });
  return Object.fromEntries(HTTP_METHODS.map((method) => [method, handler])) as RouteModule;
}

/** Whether a route module's export was made by `edgeRoute`. */
export function isEdgeRouteHandler(value: unknown): boolean {
  return typeof value === "function" && (value as unknown as Record<symbol, unknown>)[EDGE_ROUTE] === true;
}
