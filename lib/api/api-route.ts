import type { AgentIdentity } from "@/lib/auth/authenticate-request";
import { getConfig } from "@/lib/config/env";
import {
  EXPOSED_HEADERS,
  clientAddress,
  counterHeaders,
  cors,
  type DeclaredMethod,
  type EdgeContext,
  edgeRoute,
  environment,
  head,
  MethodNotAllowedError,
  methodCheck,
  type Piece,
  RateLimitedError,
  rateLimit,
  redirectToHttps,
  responseHeaders,
  signedAgent,
  trace,
} from "@/lib/edge";
import { ApiError } from "@/lib/errors/api-error";
import { isGenericUserAgent } from "@/lib/ratelimit/generic-user-agent";
import { RATE_LIMIT_POLICIES } from "@/lib/ratelimit/policies";
import { deprecationHeaders } from "./deprecation";
import { type ApiOperation, findOperation } from "./operations";
import { errorResponse } from "./respond";

export interface ApiContext {
  request: Request;
  ip: string;
  /** The calling agent when a valid bearer token was presented. */
  agent: AgentIdentity | undefined;
}

export type ApiHandler = (context: ApiContext) => Promise<Response> | Response;

interface ApiEdgeContext extends EdgeContext {
  agent?: AgentIdentity;
}

const ALLOWED_REQUEST_HEADERS = ["Content-Type", "Accept", "Authorization", "Idempotency-Key", "User-Agent"] as const;

/**
 * Anonymous requests, the vast majority, never load the token code (jose,
 * storage): it is imported only when an Authorization header is present.
 */
const authenticate =
  (operationOf: (context: EdgeContext) => ApiOperation | undefined): Piece<ApiEdgeContext> =>
  async (context, next) => {
    // An operation whose Authorization header carries the scheduler's secret reads it itself.
    if (context.request.headers.has("authorization") && operationOf(context)?.agentToken !== false) {
      const { authenticateRequest } = await import("@/lib/auth/authenticate-request");
      context.agent = await authenticateRequest(context.request);
    }
    return next();
  };

/** The API's rendering: the envelope, with the edge's refusals in its own codes. */
function renderApiError(error: unknown): Response {
  if (error instanceof RateLimitedError) {
    return errorResponse(new ApiError("RATE_LIMITED", undefined, { hint: `Retry after ${error.result.resetSeconds} seconds.` }));
  }
  if (error instanceof MethodNotAllowedError) {
    return errorResponse(
      new ApiError("METHOD_NOT_ALLOWED", undefined, {
        hint: `This endpoint accepts ${error.allow}.`,
        headers: { Allow: error.allow },
      }),
    );
  }
  return errorResponse(error);
}

interface ApiEndpoint {
  methods: readonly DeclaredMethod[] | (() => readonly DeclaredMethod[]);
  /** The operation's row, read per request (tests add rows); absent for the catch-all, which is no operation. */
  operation: () => ApiOperation | undefined;
  handle: ApiHandler;
}

/**
 * The `/api` pipeline, outermost first: request id, HEAD, HTTPS redirect, the
 * environment's headers, CORS and preflight, `nosniff`, the counter and
 * deprecation headers, a span, the client's address, a verified signature
 * agent (Web Bot Auth), the global and the operation's limits, the optional
 * bearer token, the method check, and then the handler. Anything thrown
 * becomes the JSON envelope.
 */
function apiSurface({ methods, operation: operationOf, handle }: ApiEndpoint) {
  /** The operation when the request's method is the one it declares. */
  const declared = (context: EdgeContext) => (context.methodAllowed ? operationOf() : undefined);
  return edgeRoute<ApiEdgeContext>({
    methods,
    pieces: [
      head,
      redirectToHttps,
      environment,
      cors({ allowHeaders: ALLOWED_REQUEST_HEADERS, exposeHeaders: EXPOSED_HEADERS }),
      responseHeaders({ "X-Content-Type-Options": "nosniff" }),
      // `/api/docs` and `/api/openapi.json` are limited but carry no counter headers (SPEC "Limits"); a refusal always says when to come back.
      counterHeaders((context) => (declared(context)?.counterHeaders === false ? "on-refusal" : "always")),
      (context, next) => {
        const operation = declared(context);
        if (operation) Object.assign(context.headers, deprecationHeaders(operation.id));
        return next();
      },
      trace({
        name: (context) => declared(context)?.id,
        route: (context) => declared(context)?.paths[0] ?? "/api/*",
      }),
      clientAddress,
      signedAgent,
      rateLimit({
        policies: (context) => {
          // A verified Web Bot Auth signature says who is calling, whatever its User-Agent.
          const global =
            !context.signedAgent && isGenericUserAgent(context.request.headers.get("user-agent"))
              ? RATE_LIMIT_POLICIES.apiGenericAgent
              : RATE_LIMIT_POLICIES.api;
          const limit = declared(context)?.limit;
          const extra = limit ? RATE_LIMIT_POLICIES[limit] : undefined;
          return extra ? [global, extra] : [global];
        },
      }),
      authenticate(declared),
      methodCheck,
    ],
    handle: (context) => handle({ request: context.request, ip: context.ip, agent: context.agent }),
    renderError: renderApiError,
  });
}

/**
 * The route module of one API operation. Its method, limits and counter
 * headers come from the operation's row in `lib/api/operations.ts`; every
 * other method is METHOD_NOT_ALLOWED with `Allow`, and OPTIONS the preflight.
 */
export function apiRoute(operationId: string, handle: ApiHandler) {
  const operation = () => {
    const row = findOperation(operationId);
    if (!row) throw new Error(`no operation ${operationId} in lib/api/operations.ts`);
    return row;
  };
  return apiSurface({ methods: () => [operation().method], operation, handle });
}

/** Every `/api/*` path without an endpoint of its own: NOT_FOUND in the envelope, still rate-limited. */
export function apiNotFoundRoute() {
  return apiSurface({
    methods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    operation: () => undefined,
    handle: ({ request }) => {
      throw new ApiError("NOT_FOUND", undefined, {
        hint: `No endpoint at ${new URL(request.url).pathname}. See ${getConfig().siteUrl}/api/docs.`,
      });
    },
  });
}
