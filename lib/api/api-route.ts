import type { AgentIdentity } from "@/lib/auth/authenticate-request";
import { getConfig } from "@/lib/config/env";
import { clientIp } from "@/lib/http/client-ip";
import { CORS_HEADERS, preflightHeaders } from "@/lib/http/cors";
import { httpsRedirect } from "@/lib/http/https-redirect";
import { environmentHeaders } from "@/lib/http/environment-headers";
import { isGenericUserAgent } from "@/lib/ratelimit/generic-user-agent";
import { limitSubjectFor } from "@/lib/ratelimit/client-subject";
import { rateLimitHeaders } from "@/lib/ratelimit/headers";
import { RATE_LIMIT_POLICIES, type RateLimitPolicy } from "@/lib/ratelimit/policies";
import { getRateLimiter } from "@/lib/ratelimit/rate-limit";
import type { RateLimitResult } from "@/lib/ratelimit/types";
import { ApiError } from "./api-error";
import { deprecationHeaders } from "./deprecation";
import { errorResponse } from "./respond";

export const HTTP_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface ApiContext {
  request: Request;
  ip: string;
  /** The calling agent when a valid bearer token was presented. */
  agent: AgentIdentity | undefined;
}

export interface ApiMethod {
  /** Operation id in the route table (`lib/api/operations.ts`), for deprecation headers. */
  operationId?: string;
  handle(context: ApiContext): Promise<Response> | Response;
  /** A stricter policy on top of the global `/api` limit; its window is the one the headers show. */
  limit?: RateLimitPolicy;
  /** `/api/docs` and `/api/openapi.json` are limited but carry no counter headers (SPEC "Limits"). */
  counterHeaders?: boolean;
  /** `false` when the Authorization header carries something else (the Cron Job's secret), not an agent token. */
  agentToken?: boolean;
}

const ALLOWED_REQUEST_HEADERS = ["Content-Type", "Accept", "Authorization", "Idempotency-Key", "User-Agent"] as const;

async function applyLimits(request: Request, ip: string, extra: RateLimitPolicy | undefined) {
  const limiter = getRateLimiter();
  const subject = limitSubjectFor(ip);
  const global = isGenericUserAgent(request.headers.get("user-agent")) ? RATE_LIMIT_POLICIES.apiGenericAgent : RATE_LIMIT_POLICIES.api;
  let shown: RateLimitResult = await limiter.hit(global, subject);
  if (shown.allowed && extra) shown = await limiter.hit(extra, subject);
  return shown;
}

/**
 * Anonymous requests, the vast majority, never load the token code (jose,
 * storage): it is imported only when an Authorization header is present.
 */
async function authenticate(request: Request): Promise<AgentIdentity | undefined> {
  if (!request.headers.has("authorization")) return undefined;
  const { authenticateRequest } = await import("@/lib/auth/authenticate-request");
  return authenticateRequest(request);
}

function finish(response: Response, rateLimit: RateLimitResult | undefined, operationId?: string): Response {
  const headers = response.headers;
  for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
  headers.set("X-Content-Type-Options", "nosniff");
  if (rateLimit) for (const [name, value] of Object.entries(rateLimitHeaders(rateLimit))) headers.set(name, value);
  for (const [name, value] of Object.entries(environmentHeaders())) headers.set(name, value);
  if (operationId) for (const [name, value] of Object.entries(deprecationHeaders(operationId))) headers.set(name, value);
  return response;
}

async function run(request: Request, method: ApiMethod): Promise<Response> {
  const redirect = httpsRedirect(request);
  if (redirect) return redirect;
  const ip = clientIp(request.headers);
  let rateLimit: RateLimitResult | undefined;
  try {
    rateLimit = await applyLimits(request, ip, method.limit);
    if (!rateLimit.allowed) throw new ApiError("RATE_LIMITED", undefined, { hint: `Retry after ${rateLimit.resetSeconds} seconds.` });
    const agent = method.agentToken === false ? undefined : await authenticate(request);
    const response = await method.handle({ request, ip, agent });
    return finish(response, method.counterHeaders === false ? undefined : rateLimit, method.operationId);
  } catch (error) {
    const response = errorResponse(error);
    // A refusal always says when to come back, even where counters are hidden.
    const showCounters = method.counterHeaders !== false || (rateLimit !== undefined && !rateLimit.allowed);
    return finish(response, showCounters ? rateLimit : undefined, method.operationId);
  }
}

/**
 * Builds a Next.js route module's handlers for every HTTP method: the given
 * methods run behind the shared pipeline (HTTPS, rate limits, optional bearer
 * token, error mapping, CORS); the rest answer METHOD_NOT_ALLOWED; OPTIONS
 * answers the CORS preflight.
 */
export function apiRoute(methods: Partial<Record<Exclude<HttpMethod, "OPTIONS" | "HEAD">, ApiMethod>>) {
  const allowed = Object.keys(methods) as HttpMethod[];
  if (allowed.includes("GET")) allowed.splice(allowed.indexOf("GET") + 1, 0, "HEAD");
  const allowHeader = [...allowed, "OPTIONS"].join(", ");

  const notAllowed: ApiMethod = {
    handle: () => {
      throw new ApiError("METHOD_NOT_ALLOWED", undefined, {
        hint: `This endpoint accepts ${allowHeader}.`,
        headers: { Allow: allowHeader },
      });
    },
  };

  const handler = (method: HttpMethod) => (request: Request) => {
    if (method === "OPTIONS") {
      return new Response(null, {
        status: 204,
        headers: { ...preflightHeaders(allowed, ALLOWED_REQUEST_HEADERS), Allow: allowHeader, ...environmentHeaders() },
      });
    }
    if (method === "HEAD" && methods.GET) {
      return run(request, methods.GET).then((response) => new Response(null, response));
    }
    return run(request, methods[method as keyof typeof methods] ?? notAllowed);
  };

  return {
    GET: handler("GET"),
    HEAD: handler("HEAD"),
    POST: handler("POST"),
    PUT: handler("PUT"),
    PATCH: handler("PATCH"),
    DELETE: handler("DELETE"),
    OPTIONS: handler("OPTIONS"),
  };
}

/** Every `/api/*` path without an endpoint of its own: NOT_FOUND in the envelope, still rate-limited. */
export function apiNotFoundRoute() {
  const notFound: ApiMethod = {
    handle: (context) => {
      throw new ApiError("NOT_FOUND", undefined, {
        hint: `No endpoint at ${new URL(context.request.url).pathname}. See ${getConfig().siteUrl}/api/docs.`,
      });
    },
  };
  return apiRoute({ GET: notFound, POST: notFound, PUT: notFound, PATCH: notFound, DELETE: notFound });
}
