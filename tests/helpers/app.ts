import { randomInt } from "node:crypto";

/**
 * The application in process: every `app/**\/route.ts` module, routed the way
 * Next.js routes them (static segments before `[param]` before `[...catchAll]`),
 * behind a `fetch`-shaped function. Tests, oauth4webapi's `customFetch` and the
 * API client all go through it, so a new route is reachable without editing a
 * table here.
 */

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> | Response;
type RouteModule = Partial<Record<string, Handler>>;

declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options?: { exhaustive?: boolean }): Record<string, () => Promise<T>>;
  }
}

// Exhaustive: the discovery documents live under `app/.well-known`, which a glob skips by default.
const loaders = import.meta.glob<RouteModule>("/app/**/route.ts", { exhaustive: true });

export const BASE = "http://localhost:3000";
export const TEST_USER_AGENT = "land-tools-test-suite/1.0 (+https://example.test/contact)";
export const DEFAULT_TEST_IP = "203.0.113.10";

interface Route {
  segments: string[];
  load: () => Promise<RouteModule>;
}

/** Lower ranks win: a static segment, then a parameter, then a catch-all. */
function rank(segment: string): number {
  if (segment.startsWith("[[...")) return 3;
  if (segment.startsWith("[...")) return 2;
  return segment.startsWith("[") ? 1 : 0;
}

const ROUTES: Route[] = Object.entries(loaders)
  .map(([file, load]) => ({ segments: file.slice("/app/".length, -"/route.ts".length).split("/"), load }))
  .sort((a, b) => {
    for (let index = 0; index < Math.max(a.segments.length, b.segments.length); index += 1) {
      const difference = rank(a.segments[index] ?? "") - rank(b.segments[index] ?? "");
      if (difference !== 0) return difference;
    }
    return b.segments.length - a.segments.length;
  });

function match(route: Route, parts: string[]): Record<string, string | string[]> | undefined {
  const params: Record<string, string | string[]> = {};
  for (const [index, segment] of route.segments.entries()) {
    const kind = rank(segment);
    const name = segment.replace(/^\[+(\.\.\.)?|\]+$/g, "");
    if (kind >= 2) {
      const rest = parts.slice(index);
      if (rest.length === 0 && kind === 2) return undefined;
      params[name] = rest;
      return params;
    }
    const part = parts[index];
    if (part === undefined) return undefined;
    if (kind === 1) params[name] = part;
    else if (part !== segment) return undefined;
  }
  return parts.length === route.segments.length ? params : undefined;
}

export interface AppRequestInit extends RequestInit {
  /** The TCP peer address the server would stamp (`x-peer-address`); DEFAULT_TEST_IP when absent. */
  ip?: string;
}

/**
 * Dispatches a request to the route module Next.js would choose. A path with
 * no route answers 404 and a method the module lacks 405, as Next.js does; a
 * trailing slash reaches the same route (`skipTrailingSlashRedirect`).
 */
export async function appFetch(input: string | URL | Request, init: AppRequestInit = {}): Promise<Response> {
  const { ip, ...requestInit } = init;
  const request = new Request(typeof input === "string" ? new URL(input, BASE) : input, requestInit);
  const parts = new URL(request.url).pathname.split("/").filter(Boolean).map(decodeURIComponent);
  for (const route of ROUTES) {
    const params = match(route, parts);
    if (!params) continue;
    const handler = (await route.load())[request.method];
    if (!handler) return new Response("Method Not Allowed", { status: 405 });
    const headers = new Headers(request.headers);
    if (!headers.has("user-agent")) headers.set("user-agent", TEST_USER_AGENT);
    if (ip !== undefined || !headers.has("x-peer-address")) headers.set("x-peer-address", ip ?? DEFAULT_TEST_IP);
    const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
    return handler(new Request(request.url, { method: request.method, headers, body }), { params: Promise.resolve(params) });
  }
  return new Response("Not Found", { status: 404 });
}

const IP_SPACE = 1 << 24;
let ipCounter = randomInt(0, IP_SPACE);

/**
 * A client address no other request in this process has used, so rate limits
 * never couple unrelated requests. Each process starts at a random point of
 * 10.0.0.0/8, so test files and runs that share one Redis store within a
 * rate-limit window do not meet either.
 */
export function nextTestIp(): string {
  ipCounter = (ipCounter + 1) % IP_SPACE;
  return `10.${ipCounter >> 16}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}
