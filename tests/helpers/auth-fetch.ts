import * as identity from "@/app/agent/identity/route";
import * as jwks from "@/app/.well-known/jwks.json/route";
import * as authorizationServer from "@/app/.well-known/oauth-authorization-server/route";
import * as protectedResource from "@/app/.well-known/oauth-protected-resource/route";
import * as protectedResourceApi from "@/app/.well-known/oauth-protected-resource/api/route";
import * as healthV1 from "@/app/api/v1/health/route";
import * as healthAlias from "@/app/api/health/route";
import * as authMd from "@/app/auth.md/route";
import * as revoke from "@/app/oauth2/revoke/route";
import * as token from "@/app/oauth2/token/route";
import { TEST_USER_AGENT } from "./api-client";

type Handler = (request: Request) => Promise<Response> | Response;
type RouteModule = Partial<Record<string, Handler>>;

/**
 * The app's routing for the agent identity surfaces, as Next.js maps paths to
 * route modules. A trailing slash reaches the same route, as it does in
 * Next.js with `skipTrailingSlashRedirect` (see docs/agent-identity.md).
 */
const ROUTES: Record<string, RouteModule> = {
  "/agent/identity": identity,
  "/oauth2/token": token,
  "/oauth2/revoke": revoke,
  "/.well-known/oauth-protected-resource": protectedResource,
  "/.well-known/oauth-protected-resource/api": protectedResourceApi,
  "/.well-known/oauth-authorization-server": authorizationServer,
  "/.well-known/jwks.json": jwks,
  "/auth.md": authMd,
  "/api/v1/health": healthV1,
  "/api/health": healthAlias,
};

export const DEFAULT_TEST_IP = "203.0.113.20";

/**
 * A `fetch` that dispatches to the in-process route handlers instead of the
 * network: oauth4webapi's `customFetch`, and the tests' own calls. Paths
 * without a route answer 404 as Next.js would.
 */
export async function authFetch(input: string | URL | Request, init: RequestInit & { ip?: string } = {}): Promise<Response> {
  const request = new Request(input, init);
  const path = new URL(request.url).pathname.replace(/(.)\/$/, "$1");
  const handler = ROUTES[path]?.[request.method];
  if (!handler) return new Response("Not Found", { status: ROUTES[path] ? 405 : 404 });
  const headers = new Headers(request.headers);
  if (!headers.has("user-agent")) headers.set("user-agent", TEST_USER_AGENT);
  headers.set("x-peer-address", init.ip ?? DEFAULT_TEST_IP);
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  return handler(new Request(request.url, { method: request.method, headers, body }));
}

export const BASE = "http://localhost:3000";
